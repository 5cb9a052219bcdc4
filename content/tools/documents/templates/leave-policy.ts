import { bullets, paragraph, rich, sentences, stop } from '@/lib/documents/letter';
import { accrualPerPeriod } from '@/lib/documents/payroll';
import { countWord } from '@/lib/documents/words';
import { policyTemplate } from './policy';

/** Pay periods a year, for the accrual rate. */
export const PERIODS: Record<string, { count: number; name: string }> = {
  weekly: { count: 52, name: 'weekly' },
  biweekly: { count: 26, name: 'biweekly' },
  semimonthly: { count: 24, name: 'semimonthly' },
  monthly: { count: 12, name: 'monthly' },
};

const days = (n: number) => `${countWord(n)} ${n === 1 ? 'day' : 'days'}`;
const hours = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(2)} hours`;

/** A leave policy: PTO (accrued, granted up front or unlimited), sick leave, holidays and other leave. */
export default policyTemplate((read) => {
  const model = read.choice('ptoModel');
  const unlimited = model === 'unlimited';
  const daysPerYear = read.amount('ptoDays');
  const period = PERIODS[read.choice('payFrequency')] ?? PERIODS.biweekly!;
  const waiting = read.choice('waitingPeriod');
  const carry = read.choice('carryOver');
  const cap = read.amount('carryOverCap');
  const notice = read.amount('noticeDays');
  const sick = read.amount('sickDays');
  const holidays = read.rows('holidays').map((row) => row.holiday ?? '');
  const floating = read.amount('floatingDays');
  const bereavement = read.amount('bereavementDays');
  const parental = read.amount('parentalWeeks');
  const prorate = read.on('prorate');
  const minimum = read.amount('minimumDays');

  const annual = daysPerYear !== undefined ? days(daysPerYear) : undefined;
  const pto =
    model === 'accrual'
      ? [
          paragraph(
            rich(
              'Eligible employees earn paid time off (PTO) as they work, at a rate of ',
              annual ?? read.need('ptoDays'),
              ' a year for a full-time employee',
              daysPerYear !== undefined &&
                `: ${hours(daysPerYear * 8)} a year, or ${hours(accrualPerPeriod(daysPerYear, period.count))} each ${period.name} pay period`,
              '.',
            ),
            prorate && 'Part-time employees earn PTO in proportion to the hours they are scheduled to work.',
            'PTO accrues from the first day of employment and is shown on each pay statement.',
          ),
        ]
      : model === 'lumpSum'
        ? [
            paragraph(
              rich(
                'On January 1 of each year, each eligible employee receives ',
                annual ?? read.need('ptoDays'),
                ' of paid time off (PTO) for the calendar year.',
              ),
              'Employees who join during the year receive a share in proportion to the months left in the year, rounded up to the nearest half day.',
              prorate &&
                'Part-time employees receive PTO in proportion to the hours they are scheduled to work.',
            ),
          ]
        : [
            paragraph(
              'The company does not set a fixed number of paid vacation days. Eligible employees may take the paid time off they need to rest and attend to personal matters, as long as their work is covered and their manager approves the dates in advance.',
              minimum !== undefined &&
                minimum > 0 &&
                `To make sure the policy is used, the company expects each employee to take at least ${days(minimum)} off a year, and managers will encourage anyone falling short to book time.`,
              'Because no PTO is earned or accrued under this arrangement, there is no balance to carry over or to pay out, except where state law provides otherwise.',
            ),
          ];

  const waitingText =
    waiting === 'none'
      ? undefined
      : `New employees may use PTO after their first ${waiting} days of employment${model === 'accrual' ? ', although it accrues from the first day' : ''}.`;

  const carryBlocks = unlimited
    ? null
    : paragraph(
        carry === 'none'
          ? 'Unused PTO does not carry over: employees should use their PTO by December 31 of each year.'
          : carry === 'capped'
            ? rich(
                'Employees may carry up to ',
                cap !== undefined ? days(cap) : read.need('carryOverCap'),
                ' of unused PTO into the next calendar year.',
              )
            : 'Unused PTO carries over from one year to the next.',
        carry !== 'all' &&
          'Where state law does not allow earned vacation to be forfeited, the company instead limits how much can be held. Once a balance reaches the most an employee could carry over plus one year’s PTO, no more accrues until some is used.',
        read.on('payout')
          ? 'When employment ends, the company pays for accrued, unused PTO in the final paycheck.'
          : 'Accrued, unused PTO is not paid out when employment ends, except where state law requires it; several states, California among them, treat earned vacation as wages that must be paid at separation.',
      );

  const sickText =
    sick !== undefined && sick > 0
      ? sentences(
          `Employees receive ${days(sick)} of paid sick leave a year, separate from PTO. They may use it for their own illness, injury or medical care, to care for a sick family member, or for other reasons the law protects, such as absences related to domestic violence.`,
          'Employees should tell their manager as soon as they can, before the start of the shift when possible. The company asks for a doctor’s note only for absences of more than three consecutive workdays, and only where the law allows it.',
        )
      : unlimited
        ? rich(
            'Employees who are sick, or caring for a sick family member, may take the time they need under this policy, and should tell their manager before the start of the shift when possible.',
          )
        : rich(
            'The company does not provide sick leave separately: employees may use PTO when they are sick or caring for a sick family member, and should tell their manager before the start of the shift when possible.',
          );

  const other = [
    bereavement !== undefined &&
      bereavement > 0 &&
      `Bereavement leave: up to ${days(bereavement)} of paid leave on the death of an immediate family member.`,
    read.on('juryDuty') &&
      'Jury duty and witness service: time off to serve when summoned, with no employee penalized for serving. Nonexempt employees are paid for up to five days of service; exempt employees receive their full salary for any week in which they work.',
    parental !== undefined &&
      parental > 0 &&
      `Parental leave: up to ${countWord(parental)} ${parental === 1 ? 'week' : 'weeks'} of paid leave after the birth, adoption or foster placement of a child, taken within 12 months of the event.`,
    read.on('fmla') &&
      'Family and medical leave: under the Family and Medical Leave Act, employees may take up to 12 weeks of unpaid, job-protected leave a year. They may take it for their own serious health condition, to care for a close family member with one, or to bond with a new child. They qualify after 12 months and at least 1,250 hours of work in the past year, at a site with 50 or more employees within 75 miles. Health coverage continues during this leave.',
  ].filter((item): item is string => typeof item === 'string');

  return {
    name: 'Leave policy',
    description: `Paid time off, sick leave, holidays and other leave at ${read.text('companyName') ?? 'the company'}.`,
    keywords: ['leave policy', 'PTO policy'],
    acknowledgment:
      'I have received and read the leave policy, and I understand how paid time off, sick leave and holidays work at the company.',
    sections: [
      {
        title: 'Purpose',
        blocks: [
          paragraph(
            stop(
              'This policy explains the paid time off, sick leave, holidays and other leave available to employees of ',
              read.need('companyName'),
            ),
            'Time away from work is part of doing good work, and the company wants employees to use it.',
          ),
        ],
      },
      {
        title: 'Scope',
        blocks: [
          paragraph(
            read.choice('eligibility') === 'all'
              ? 'This policy applies to all employees, full-time and part-time.'
              : 'This policy applies to regular full-time employees and to part-time employees regularly scheduled for 20 hours a week or more. Temporary employees and contractors are not covered, except for any sick leave the law gives them.',
          ),
        ],
      },
      {
        title: 'Definitions',
        blocks: [
          bullets([
            unlimited
              ? 'Paid time off (PTO): paid time away from work for vacation or personal reasons, not tied to a fixed balance.'
              : 'Paid time off (PTO): paid time away from work for vacation or personal reasons, in a balance counted in hours (one day is eight hours for a full-time employee).',
            'Year: the calendar year, January 1 to December 31.',
            'Immediate family member: a spouse or domestic partner, child, parent, sibling, grandparent, grandchild, or the same relatives of a spouse or domestic partner.',
          ]),
        ],
      },
      {
        title: 'Paid time off',
        blocks: [...pto, paragraph(waitingText)],
      },
      {
        title: 'Requesting time off',
        blocks: [
          paragraph(
            rich(
              'Employees request PTO through their manager at least ',
              notice !== undefined ? days(notice) : read.need('noticeDays'),
              ' in advance for planned time off, or as soon as possible when that is not practical.',
            ),
            'Managers approve requests in the order received, considering the team’s workload, and may ask employees to spread time off during busy periods. PTO is taken in units of at least half a day.',
          ),
        ],
      },
      !unlimited && { title: 'Carry-over and payout', blocks: [carryBlocks] },
      { title: 'Sick leave', blocks: [paragraph(sickText)] },
      {
        title: 'Holidays',
        blocks: holidays.length
          ? [
              paragraph(
                rich(
                  `The company observes ${countWord(holidays.length)} paid holiday${holidays.length === 1 ? '' : 's'} a year`,
                  floating !== undefined &&
                    floating > 0 &&
                    `, plus ${countWord(floating)} floating holiday${floating === 1 ? '' : 's'} each employee may take on a day of their choosing`,
                  ':',
                ),
              ),
              bullets(holidays),
              paragraph(
                'When a holiday falls on a Saturday, it is observed on the Friday before; when it falls on a Sunday, on the Monday after. Nonexempt employees who must work on a holiday receive another day off in the same pay period or are paid as the company’s pay practices set out.',
              ),
            ]
          : [
              paragraph(
                floating !== undefined && floating > 0
                  ? `The company does not close for fixed holidays; instead, each employee has ${countWord(floating)} floating holiday${floating === 1 ? '' : 's'} a year to take on days of their choosing.`
                  : 'The company does not observe paid holidays separately; employees use PTO for any holidays they wish to take.',
              ),
            ],
      },
      other.length > 0 && {
        title: 'Other leave',
        blocks: [
          bullets(other),
          paragraph(
            'Employees on any leave should keep their manager informed of the date they expect to return.',
          ),
        ],
      },
      {
        title: 'State and local law',
        blocks: [
          paragraph(
            'State and local laws can give employees more than this policy does. Many states and cities require paid sick leave, commonly earned at one hour for every 30 or 40 hours worked. Some require accrued vacation to be paid when employment ends, and some protect other kinds of leave, such as family, voting or school-activity leave.',
            'Where such a law gives employees more, the company follows it for the employees it covers.',
            `Employees can ask ${read.text('policyOwner') ? 'the policy owner' : 'Human Resources'} which rules apply where they work.`,
          ),
        ],
      },
    ],
  };
});

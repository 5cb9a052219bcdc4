import { paragraph, rich, sentences, stop } from '@/lib/documents/letter';
import { number as formatNumber } from '@/lib/kit/numbers';
import { formatMoney } from '@/lib/documents/read';
import type { DocumentTemplate } from '@/lib/documents/template';
import { employerLetter } from './frame';
import { hourly, per, payNoun } from './pay';
import { raisePercent } from '@/lib/documents/payroll';

const REASON: Record<string, string> = {
  review: 'following your annual performance review',
  performance: 'in recognition of your performance',
  market: 'to keep your pay in line with the market for your role',
  living: 'to help with increases in the cost of living',
  scope: 'to reflect the added responsibilities you have taken on',
};

/** Pay rounded as payroll would: whole dollars for a salary, cents for an hourly rate. */
function round(value: number, perHour: boolean): number {
  // toPrecision first, so 25 × 1.035 (25.874999… in binary) rounds up to $25.88 as it should.
  const clean = (scaled: number) => Math.round(Number(scaled.toPrecision(12)));
  return perHour ? clean(value * 100) / 100 : clean(value);
}

/** A raise: the new pay from a percentage or the percentage from the new pay, reason and dates. */
const salaryIncrementLetter: DocumentTemplate = {
  render({ read, today }) {
    const name = read.text('employeeName') ?? 'the employee';
    const warm = read.choice('tone') === 'warm';
    const perHour = hourly(read);
    const current = read.amount('currentPay');
    const byPercent = read.choice('method') === 'percent';
    const percent = read.amount('percentIncrease');
    const typed = read.amount('newPay');
    const next =
      current === undefined
        ? undefined
        : byPercent
          ? percent === undefined
            ? undefined
            : round(current * (1 + percent / 100), perHour)
          : typed;
    const reason = REASON[read.choice('reason')];

    const change =
      current !== undefined && next !== undefined
        ? rich(
            `Your ${payNoun(read)} will increase from ${formatMoney(current)} to ${formatMoney(next)}${per(read)}, an increase of ${formatMoney(round(next - current, true))}`,
            ` (${byPercent && percent !== undefined ? `${formatNumber(percent, 2)}%` : raisePercent(current, next)})`,
            ', effective ',
            read.need('effectiveDate'),
            '.',
          )
        : rich(
            `Your ${payNoun(read)} will increase from `,
            read.need('currentPay'),
            ' to ',
            byPercent ? read.need('percentIncrease') : read.need('newPay'),
            ', effective ',
            read.need('effectiveDate'),
            '.',
          );

    const paycheck =
      read.date('firstPaycheck') &&
      rich('You will see the new rate in your paycheck of ', read.need('firstPaycheck'), '.');

    return employerLetter(read, today, {
      title: `${perHour ? 'Pay' : 'Salary'} increase letter for ${name}`,
      description: `Confirms a pay increase for ${name}.`,
      recipient: 'employeeName',
      subject: perHour ? 'Your pay increase' : 'Your salary increase',
      greeting: 'first',
      body: [
        paragraph(
          warm
            ? stop(
                'I am very pleased to let you know that your pay as ',
                read.need('jobTitle'),
                ' is going up',
                reason && ` ${reason}`,
              )
            : stop(
                'I am pleased to confirm an increase to your pay as ',
                read.need('jobTitle'),
                reason && `, ${reason}`,
              ),
        ),
        paragraph(change, paycheck),
        paragraph(read.text('note')),
        paragraph(
          sentences(
            'All other terms of your employment stay the same.',
            warm
              ? 'Thank you for your hard work and everything you bring to the team.'
              : read.text('signerEmail')
                ? `If you have any questions, please contact me at ${read.text('signerEmail')}.`
                : 'If you have any questions, please let me know.',
          ),
        ),
      ],
      closing: warm ? 'Warm regards,' : 'Sincerely,',
    });
  },
};

export default salaryIncrementLetter;

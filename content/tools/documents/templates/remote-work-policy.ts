import { fill } from '@/lib/downloads/document';
import { money } from '@/lib/kit/numbers';
import { bullets, joinWords, paragraph, rich, sentences, stop } from '@/lib/documents/letter';
import { countWord } from '@/lib/documents/words';
import { formatTime, parseTime } from '@/lib/documents/clock';
import { policyTemplate } from './policy';

/** A remote work policy: fully remote, hybrid or by approval; hours; equipment; security. */
export default policyTemplate((read) => {
  const arrangement = read.choice('arrangement');
  const officeDays = read.amount('officeDays');
  const anchor = read.text('anchorDays');
  const approval = read.choice('eligibility') === 'approval';
  const months = read.amount('tenureMonths');
  const region = read.text('workRegion');
  const stipend = read.amount('stipend');
  const setup = read.amount('setupAllowance');
  const equipment = read.rows('equipmentItems').map((row) => row.item ?? '');
  const notice = read.amount('changeNotice');
  const core = read.on('coreHours');
  const coreStart = parseTime(read.choice('coreStart'));
  const coreLength = Number(read.choice('coreLength'));
  const zone = read.text('timeZone');
  const company = read.need('companyName');

  const arrangementText =
    arrangement === 'remote'
      ? sentences(
          stop(
            'Eligible roles at ',
            company,
            ' are fully remote: employees work from home or another agreed location and are not expected to come to an office',
          ),
          'The company may ask remote employees to travel for team gatherings, training or client meetings from time to time, with reasonable notice and travel costs paid under the expense policy.',
        )
      : arrangement === 'hybrid'
        ? sentences(
            rich(
              'Eligible employees work a hybrid schedule: ',
              officeDays !== undefined ? countWord(officeDays) : read.need('officeDays'),
              officeDays === 1 ? ' day' : ' days',
              ' a week in the office',
              anchor && `, including ${anchor}, when teams meet in person`,
              ', and the rest of the week remotely.',
            ),
            'Managers agree the in-office days with their team, and an employee who cannot come in on a scheduled day tells their manager in advance.',
          )
        : sentences(
            'Work is based in the office. Employees in roles that can be done remotely may ask to work remotely for some or all of their week. The manager and Human Resources decide each request on the needs of the role and the team, and confirm an approved arrangement in writing.',
          );

  const eligibility = approval
    ? rich(
        'Remote work is available to employees whose duties can be done effectively away from the office',
        months !== undefined &&
          months > 0 &&
          ` and who have completed their first ${countWord(months)} ${months === 1 ? 'month' : 'months'} of employment`,
        ', with their manager’s approval. Some roles, such as those that handle equipment, visitors or on-site operations, are not eligible. Employees on a performance improvement plan may have remote work paused until it is completed.',
      )
    : rich(
        'Remote work under this policy is open to all employees in eligible roles, as set out in their offer letter or agreed with their manager.',
      );

  const hours = core
    ? rich(
        'Employees keep their regular working hours and are available for meetings and collaboration during core hours, from ',
        coreStart === null ? fill('Core hours start') : formatTime(coreStart),
        ' to ',
        coreStart === null ? fill('Core hours end') : formatTime(coreStart + coreLength * 60),
        zone && ` ${zone}`,
        '. Outside core hours, employees may arrange their day with their manager’s agreement.',
      )
    : rich(
        'Employees keep their regular working hours, agreed with their manager, and are reachable during them by the company’s usual chat, email and video tools.',
      );

  const kit =
    read.choice('equipment') === 'company'
      ? rich('The company provides the equipment needed to work remotely', equipment.length ? ':' : '.')
      : rich(
          'Employees use their own computer and phone for work, under the company’s device security requirements, and the company provides any other equipment the role needs',
          equipment.length ? ':' : '.',
        );

  const allowances = [
    setup !== undefined &&
      setup > 0 &&
      `a one-time home-office allowance of ${money(setup, { whole: Number.isInteger(setup) })} for a desk, chair or other setup costs`,
    stipend !== undefined &&
      stipend > 0 &&
      `a monthly stipend of ${money(stipend, { whole: Number.isInteger(stipend) })} toward internet, phone and utilities, paid through payroll`,
  ].filter((item): item is string => typeof item === 'string');

  return {
    name: 'Remote work policy',
    description: `How remote and hybrid work is arranged at ${read.text('companyName') ?? 'the company'}.`,
    keywords: ['remote work policy', 'hybrid work policy'],
    acknowledgment:
      'I have received and read the remote work policy and agree to follow it, including its security requirements, while working remotely.',
    sections: [
      {
        title: 'Purpose',
        blocks: [
          paragraph(
            'This policy sets out who may work remotely, how remote and hybrid work is arranged, and what the company and employees are responsible for, so that remote work is fair, productive and secure.',
          ),
        ],
      },
      {
        title: 'Scope and eligibility',
        blocks: [
          paragraph(eligibility),
          paragraph(
            'Remote work is a way of working, not a benefit or a change to the terms of employment: the same job duties, performance expectations and company policies apply wherever the work is done.',
          ),
        ],
      },
      {
        title: 'Definitions',
        blocks: [
          bullets([
            'Remote work: work done away from a company office, usually from the employee’s home.',
            'Hybrid work: a regular schedule that combines days in the office and days working remotely.',
            ...(core
              ? ['Core hours: the part of the working day when everyone is expected to be available.']
              : []),
          ]),
        ],
      },
      { title: 'Work arrangement', blocks: [paragraph(arrangementText)] },
      {
        title: 'Where employees may work',
        blocks: [
          paragraph(
            rich(
              'Employees work from a location',
              region && ` in ${region}`,
              ' with a safe, quiet workspace and a reliable internet connection.',
            ),
            'Working from a different state or country, even for a few weeks, needs written approval in advance, because tax, payroll and employment law follow where the work is done.',
          ),
        ],
      },
      {
        title: 'Working hours and availability',
        blocks: [
          paragraph(hours),
          paragraph(
            'Nonexempt employees record all the time they work, take the meal and rest breaks the law requires, and do not work overtime without their manager’s approval; all time worked is paid, approved or not.',
          ),
        ],
      },
      {
        title: 'Equipment and expenses',
        blocks: [
          paragraph(kit),
          bullets(equipment),
          paragraph(
            'Company equipment remains company property, is used for work, and is returned when employment ends or when asked.',
            allowances.length > 0 && `Remote employees receive ${joinWords(allowances)}.`,
            'Other necessary business expenses are reimbursed under the expense policy. Some states, California and Illinois among them, require employers to reimburse necessary expenses employees incur for work, which can include a share of a personal phone or internet bill.',
          ),
        ],
      },
      {
        title: 'Security and confidentiality',
        blocks: [
          bullets(
            [
              read.on('vpn') &&
                'Connect to company systems through the company VPN, and never over an unsecured public wireless network without it.',
              'Use multifactor authentication and keep devices updated, encrypted and locked when unattended.',
              'Do not let family members or others use company devices, and keep company documents out of sight of others.',
              'Hold confidential calls where they cannot be overheard, and do not print confidential documents at home unless necessary; shred them when done.',
              'Report a lost or stolen device, or any suspected security incident, to IT immediately.',
            ].filter((item): item is string => typeof item === 'string'),
          ),
        ],
      },
      {
        title: 'Health and safety',
        blocks: [
          paragraph(
            'Employees keep their remote workspace safe and ergonomic and report any injury that happens while working to their manager and Human Resources promptly, as they would in the office; work-related injuries at home may be covered by workers’ compensation.',
          ),
        ],
      },
      {
        title: 'Changes to arrangements',
        blocks: [
          paragraph(
            rich(
              'The company may change or end a remote or hybrid arrangement for business reasons or performance, with ',
              notice !== undefined && notice > 0
                ? `at least ${countWord(notice)} days’ notice`
                : 'reasonable notice',
              ' except in an emergency. Employees may ask to change their arrangement at any time through their manager.',
            ),
            'Requests for remote work as a reasonable accommodation for a disability are handled separately, under the company’s accommodation process.',
          ),
        ],
      },
    ],
  };
});

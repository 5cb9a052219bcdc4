import type { Inline } from '@/lib/downloads/document';
import {
  addressBlock,
  bullets,
  fragment,
  letter,
  letterheadFrom,
  paragraph,
  rich,
  section,
  sentences,
  signLine,
  signOff,
  stop,
  strong,
} from '@/lib/documents/letter';
import { formatMoney } from '@/lib/documents/read';
import type { DocumentTemplate } from '@/lib/documents/template';
import { FREQUENCY, PERIOD } from './pay';

/** A job offer letter: role, pay, benefits, conditions, at-will terms and a place to accept. */
const offerLetter: DocumentTemplate = {
  render({ read, today }) {
    const company = read.need('companyName');
    const companyText = read.text('companyName');
    const candidate = read.need('candidateName');
    const warm = read.choice('tone') === 'warm';
    const type = read.choice('employmentType');
    const atWill = read.on('atWill');
    const department = read.text('department');
    const manager = read.text('manager');
    const reportsTo = manager && `, reporting to ${manager}`;
    const email = read.text('signerEmail');

    const opening = warm
      ? sentences(
          'Congratulations!',
          stop(
            'The team enjoyed getting to know you, and I am delighted to offer you the role of ',
            read.need('jobTitle'),
            department && ` in ${department}`,
            ' at ',
            company,
          ),
          'Here are the details of the offer.',
        )
      : sentences(
          stop(
            'On behalf of ',
            company,
            ', I am pleased to offer you the position of ',
            read.need('jobTitle'),
            department && ` in ${department}`,
          ),
          'This letter sets out the terms of the offer.',
        );

    const kind: Inline[] =
      type === 'partTime'
        ? stop('This is a part-time position of ', read.need('hoursPerWeek'), ' hours a week', reportsTo)
        : type === 'contract'
          ? rich(
              'This is a fixed-term position',
              reportsTo,
              ', expected to end on ',
              read.need('endDate'),
              ' unless it is extended in writing.',
            )
          : stop('This is a full-time position', reportsTo);

    const arrangement = read.choice('arrangement');
    const region = read.text('remoteRegion');
    const place =
      arrangement === 'onsite'
        ? stop('You will work on site at our office in ', read.need('officeLocation'))
        : arrangement === 'hybrid'
          ? rich(
              'The role is hybrid: you will work from our office in ',
              read.need('officeLocation'),
              ' part of each week and remotely the rest, on a schedule agreed with your manager.',
            )
          : rich(
              'The role is remote: you will work from a location',
              region && ` in ${region}`,
              ' agreed with your manager.',
            );

    const perHour = read.choice('payBasis') === 'hour';
    const frequency = FREQUENCY[read.choice('payFrequency')] ?? 'on the company’s regular paydays';
    const pay = rich(
      perHour ? 'Your starting pay will be ' : 'Your starting salary will be ',
      read.need('payAmount'),
      perHour ? ' per hour' : ' per year',
      `, less applicable taxes and withholdings, paid ${frequency}.`,
    );
    const flsa = read.choice('flsa');
    const overtime =
      flsa === 'exempt'
        ? 'The position is classified as exempt under the Fair Labor Standards Act, so it is not eligible for overtime pay.'
        : flsa === 'nonexempt'
          ? 'The position is classified as nonexempt under the Fair Labor Standards Act: you will be paid for all hours worked, including overtime at one and a half times your regular rate for hours over 40 in a workweek.'
          : undefined;
    const bonus = read.amount('signingBonus');
    const incentive = read.text('incentive');
    const equity = read.text('equity');

    const benefits = read.rows('benefits').map((row) => row.benefit ?? '');
    const probation = PERIOD[read.choice('probation')];

    // A lone condition ends the lead-in sentence; several are a list of items that each stand as a
    // sentence (lower-case items, or items without a full stop, read to a grammar checker as one
    // run-on sentence without a capital).
    const conditions: { inline: string; item: string }[] = [
      {
        inline:
          'your providing documents that show your identity and authorization to work in the United States, as federal law requires (Form I-9), within three business days of your start date',
        item: 'Proof of your identity and authorization to work in the United States (Form I-9), within three business days of your start date.',
      },
      ...(read.on('backgroundCheck')
        ? [
            {
              inline:
                'the satisfactory completion of a background check, carried out with your written consent and in line with applicable law',
              item: 'A satisfactory background check, carried out with your written consent and in line with applicable law.',
            },
          ]
        : []),
      ...(read.on('confidentiality')
        ? [
            {
              inline: 'your signing the company’s confidentiality agreement',
              item: 'Your signature on the company’s confidentiality agreement.',
            },
          ]
        : []),
    ];

    const deadline = read.date('responseDeadline') && read.need('responseDeadline', 'weekday');
    const acceptance = read.on('acceptance');
    const reply = acceptance
      ? rich(
          'To accept, please sign and date this letter below and return it to me',
          deadline && [' by ', deadline],
          '.',
          deadline && ' If we have not heard from you by then, the offer will lapse.',
        )
      : deadline && rich('Please let me know your decision by ', deadline, '.');

    const closing = warm
      ? rich(
          'We are excited about what you will bring to the team and hope you will say yes. If anything in this letter raises a question, I am happy to talk it through',
          email ? `: you can reach me at ${email}.` : '.',
        )
      : sentences(
          stop('We look forward to welcoming you to ', company),
          email
            ? `If you have any questions, please contact me at ${email}.`
            : 'If you have any questions, please let me know.',
        );

    const greeting = read.text('greetingName') ?? read.text('candidateName');

    return letter({
      title: `Offer letter for ${read.text('candidateName') ?? 'the candidate'}`,
      description: `An offer of employment from ${companyText ?? 'the company'} to ${read.text('candidateName') ?? 'the candidate'}.`,
      author: companyText ?? 'Employer',
      date: read.date('letterDate'),
      today,
      letterhead: letterheadFrom(read, 'companyName', 'companyAddress'),
      keywords: ['offer letter'],
      blocks: [
        paragraph(read.need('letterDate')),
        addressBlock(candidate, ...read.lines('candidateAddress')),
        paragraph([strong('Offer of employment: '), strong(read.text('jobTitle') ?? '[Job title]')]),
        paragraph(rich('Dear ', greeting ?? read.need('candidateName'), ',')),
        paragraph(opening),
        section(
          'Position',
          kind,
          rich('Your first day will be ', read.need('startDate', 'weekday'), '.'),
          place,
        ),
        section(
          'Pay',
          pay,
          overtime,
          bonus !== undefined &&
            bonus > 0 &&
            `You will also receive a one-time signing bonus of ${formatMoney(bonus)}, less applicable withholdings, paid with your first regular paycheck.`,
          incentive &&
            `You will be eligible for ${fragment(incentive)}, under the terms of the applicable plan.`,
          equity &&
            `Subject to approval by the company’s board of directors, you will be granted ${fragment(equity)}, under the terms of the company’s equity plan and your award agreement.`,
        ),
        benefits.length > 0 &&
          section(
            'Benefits',
            'You will be eligible for the company’s benefits, subject to the terms of each plan, which the company may change from time to time. They currently include:',
          ),
        bullets(benefits),
        probation &&
          section(
            'Introductory period',
            `The ${probation} of your employment will be an introductory period, in which your manager will review your progress with you.`,
            atWill
              ? 'Completing it does not change the at-will nature of your employment described below.'
              : 'At its end, your manager will confirm your employment in writing.',
          ),
        conditions.length === 1
          ? section('Conditions', rich('This offer depends on ', conditions[0]!.inline, '.'))
          : section('Conditions', 'This offer depends on the following:'),
        conditions.length > 1 ? bullets(conditions.map((condition) => condition.item)) : null,
        atWill &&
          section(
            'At-will employment',
            rich(
              'Your employment with ',
              company,
              ' will be at will: either you or the company may end it at any time, with or without cause or notice',
              type === 'contract' ? ', including before the expected end date.' : '.',
            ),
            'This can be changed only by a written agreement signed by you and an authorized officer of the company.',
          ),
        paragraph(
          'This letter sets out the full terms of our offer and replaces any earlier discussions about it.',
          reply,
        ),
        paragraph(closing),
        signOff(
          warm ? 'Warm regards,' : 'Sincerely,',
          read.need('signerName'),
          read.need('signerTitle'),
          company,
        ),
        acceptance && { kind: 'heading', level: 3, text: 'Acceptance' },
        acceptance &&
          paragraph(
            rich(
              'I accept this offer of employment on the terms set out in this letter',
              atWill ? ' and understand that my employment will be at will.' : '.',
            ),
          ),
        acceptance && signLine(candidate),
        acceptance && signLine('Date'),
      ],
    });
  },
};

export default offerLetter;

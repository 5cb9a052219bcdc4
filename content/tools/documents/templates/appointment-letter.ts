import type { Block, Inline } from '@/lib/downloads/document';
import { paragraph, rich, sentences, stop, strong } from '@/lib/documents/letter';
import type { DocumentTemplate } from '@/lib/documents/template';
import { acknowledgment, employerLetter } from './frame';
import { FREQUENCY, per, PERIOD } from './pay';

const NOTICE: Record<string, string> = { '1': 'one week’s', '2': 'two weeks’', '4': 'four weeks’' };

/** A letter of appointment: the terms of employment as numbered clauses or paragraphs. */
const appointmentLetter: DocumentTemplate = {
  render({ read, today }) {
    const company = read.need('companyName');
    const name = read.text('employeeName') ?? 'the employee';
    const department = read.text('department');
    const manager = read.text('manager');
    const atWill = read.on('atWill');
    const notice = NOTICE[read.choice('notice')];
    const period = PERIOD[read.choice('probation')];
    const overtime = read.choice('overtime');
    const timeOff = read.text('timeOff');
    const id = read.text('employeeId');

    const clauses: [string, Inline[]][] = [
      [
        'Position',
        sentences(
          stop(
            'You are appointed as ',
            read.need('jobTitle'),
            department && ` in ${department}`,
            manager && `, reporting to ${manager}`,
          ),
          'You will carry out the duties of the role and other reasonable duties the company assigns to you.',
        ),
      ],
      [
        'Start date and place of work',
        sentences(
          rich('Your employment begins on ', read.need('startDate', 'weekday'), '.'),
          stop('Your place of work is ', read.need('workLocation')),
        ),
      ],
      [
        'Hours',
        sentences(
          read.choice('employmentType') === 'partTime'
            ? 'This is a part-time position.'
            : 'This is a full-time position.',
          stop('Your normal working hours are ', read.need('schedule')),
        ),
      ],
      [
        'Pay',
        sentences(
          rich(
            read.choice('payBasis') === 'hour' ? 'Your pay is ' : 'Your salary is ',
            read.need('payAmount'),
            per(read),
            `, less applicable taxes and withholdings, paid ${FREQUENCY[read.choice('payFrequency')] ?? 'on the regular paydays'}.`,
          ),
          overtime === 'exempt' &&
            'The position is exempt under the Fair Labor Standards Act and is not eligible for overtime pay.',
          overtime === 'nonexempt' &&
            'The position is nonexempt under the Fair Labor Standards Act: you will be paid for all hours worked, with overtime at one and a half times your regular rate for hours over 40 in a workweek.',
        ),
      ],
      [
        'Time off and benefits',
        sentences(
          timeOff && stop(`You will receive ${timeOff}`),
          'You are eligible for the company’s benefit plans under their terms, which may change from time to time.',
        ),
      ],
      ...(period
        ? ([
            [
              'Introductory period',
              sentences(
                `The ${period} of your employment are an introductory period, in which your manager will review your progress with you.`,
                atWill && 'Completing it does not change the at-will nature of your employment.',
              ),
            ],
          ] as [string, Inline[]][])
        : []),
      [
        'Ending employment',
        atWill
          ? sentences(
              'Your employment is at will: you or the company may end it at any time, with or without cause or notice.',
              notice && `If you decide to resign, we ask that you give ${notice} written notice.`,
              'Only a written agreement signed by you and an authorized officer of the company can change this.',
            )
          : notice
            ? rich(`Either you or the company may end your employment by giving ${notice} written notice.`)
            : rich(
                'Either you or the company may end your employment in line with company policy and applicable law.',
              ),
      ],
      ...(read.on('confidentiality')
        ? ([
            [
              'Confidentiality',
              rich(
                'You must keep the company’s confidential information private, during your employment and after it ends, and return all company property and information when you leave.',
              ),
            ],
          ] as [string, Inline[]][])
        : []),
      [
        'Company policies',
        rich(
          'You agree to follow the company’s policies and employee handbook, which the company may update from time to time.',
        ),
      ],
    ];

    const numbered = read.choice('layout') === 'numbered';
    const terms: Block[] = numbered
      ? [
          {
            kind: 'list',
            style: 'numbered',
            items: clauses.map(([title, text]) => [strong(`${title}. `), ...text]),
          },
        ]
      : clauses.map(([title, text]) => ({ kind: 'paragraph', text: [strong(`${title}. `), ...text] }));
    const sign = read.on('acknowledgment');

    return employerLetter(read, today, {
      title: `Appointment letter for ${name}`,
      description: `A letter of appointment to ${name} setting out the terms of employment.`,
      recipient: 'employeeName',
      address: 'employeeAddress',
      subject: rich(
        'Letter of appointment: ',
        read.text('jobTitle') ?? '[Job title]',
        id && ` (employee ID ${id})`,
      ),
      greeting: 'first',
      body: [
        paragraph(
          stop('We are pleased to confirm your appointment as ', read.need('jobTitle'), ' at ', company),
          'The terms of your employment are set out below.',
        ),
        ...terms,
        paragraph(
          sign
            ? 'Please sign the copy of this letter below to confirm that you accept these terms, and return it to me by your first day.'
            : 'Please keep this letter for your records.',
          'We look forward to working with you.',
        ),
      ],
      closing: 'Sincerely,',
      after: sign
        ? acknowledgment(
            read,
            'employeeName',
            'I have read this letter and accept the terms of my appointment.',
          )
        : [],
    });
  },
};

export default appointmentLetter;

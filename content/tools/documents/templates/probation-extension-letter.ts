import { bullets, fragment, paragraph, rich, sentences, stop, strong } from '@/lib/documents/letter';
import type { DocumentTemplate } from '@/lib/documents/template';
import { capitalize, spanWords } from '@/lib/documents/words';
import { acknowledgment, employerLetter } from './frame';

/** Extends an introductory period: new end date, the standard to reach, support and outcome. */
const probationExtensionLetter: DocumentTemplate = {
  render({ read, today }) {
    const name = read.text('employeeName') ?? 'the employee';
    const period =
      read.choice('periodName') === 'probationary' ? 'probationary period' : 'introductory period';
    const originalEnd = read.date('originalEnd');
    const newEnd = read.date('newEnd');
    const length = originalEnd && newEnd && newEnd > originalEnd ? spanWords(originalEnd, newEnd) : undefined;
    const goals = read.rows('goals');
    const support = read.text('support');
    const checkIn = read.text('checkIn');
    const manager = read.need('manager');
    const atWill = read.on('atWill');
    const sign = read.on('acknowledgment');

    return employerLetter(read, today, {
      title: `Extension of the ${period} of ${name}`,
      description: `Extends the ${period} of ${name}.`,
      recipient: 'employeeName',
      subject: `Extension of your ${period}`,
      greeting: 'first',
      body: [
        paragraph(
          rich(
            `Your ${period} as `,
            read.need('jobTitle'),
            ', which was due to end on ',
            read.need('originalEnd'),
            length ? `, is being extended by ${length}, to ` : ', is being extended to ',
            read.need('newEnd', 'weekday'),
            '.',
          ),
          'Some areas of your work have not yet reached the standard the role needs, and we want to give you the time and support to get there.',
        ),
        paragraph(
          goals.length === 1
            ? 'By the new end date, we need to see:'
            : 'By the new end date, we need to see the following:',
        ),
        bullets(
          goals.map((row) =>
            row.area && row.standard
              ? [strong(`${fragment(row.area)}: `), stop(row.standard).join('')]
              : [stop(capitalize(row.area || row.standard || '')).join('')],
          ),
        ),
        paragraph(
          support && stop(`To help you, we will provide ${fragment(support)}`),
          checkIn && rich(stop(`We will review your progress together ${fragment(checkIn)}`)),
        ),
        paragraph(
          rich(
            `If you meet these standards by `,
            read.need('newEnd'),
            `, we will confirm that your ${period} is complete.`,
          ),
          read.on('outcome') && 'If you do not, your employment may end, at that point or earlier.',
        ),
        atWill &&
          paragraph(
            `This extension does not change the at-will nature of your employment, and it is not a promise of employment for the length of the extended period.`,
          ),
        paragraph(
          sentences(
            'We want you to succeed in this role.',
            rich('If you have questions, please talk to ', manager, ' or to me.'),
          ),
        ),
      ],
      closing: 'Sincerely,',
      after: sign
        ? acknowledgment(
            read,
            'employeeName',
            'I have received this letter and understand what is expected of me during the extended period.',
          )
        : [],
    });
  },
};

export default probationExtensionLetter;

import {
  addressBlock,
  letter,
  letterheadFrom,
  paragraph,
  rich,
  signOff,
  stop,
  strong,
} from '@/lib/documents/letter';
import { number as formatNumber } from '@/lib/kit/numbers';
import type { DocumentTemplate } from '@/lib/documents/template';
import { per, payNoun } from './pay';

/** Proof of employment for a landlord, lender or agency: dates, title, status, pay if authorized. */
const employmentVerificationLetter: DocumentTemplate = {
  render({ read, today }) {
    const company = read.need('companyName');
    const name = read.need('employeeName');
    const nameText = read.text('employeeName');
    const current = read.choice('status') === 'current';
    const schedule = read.choice('employmentType') === 'partTime' ? 'part-time' : 'full-time';
    const hours = read.amount('hoursPerWeek');
    const recipient = read.text('recipient');
    const email = read.text('signerEmail');
    const phone = read.text('signerPhone');
    const contact = email && phone ? `${email} or ${phone}` : (email ?? phone);

    const hoursText =
      hours !== undefined && hours > 0 ? `, scheduled for ${formatNumber(hours, 2)} hours a week` : '';
    const employment = current
      ? stop(
          'This letter confirms that ',
          name,
          ' has been employed by ',
          company,
          ' since ',
          read.need('startDate'),
          `, and currently holds the ${schedule} position of `,
          read.need('jobTitle'),
          hoursText,
        )
      : stop(
          'This letter confirms that ',
          name,
          ' was employed by ',
          company,
          ' from ',
          read.need('startDate'),
          ' to ',
          read.need('endDate'),
          `, most recently in the ${schedule} position of `,
          read.need('jobTitle'),
          hoursText,
        );
    const attention = read.text('attention');

    return letter({
      title: `Employment verification for ${nameText ?? 'an employee'}`,
      description: `Confirms the employment of ${nameText ?? 'an employee'} at ${read.text('companyName') ?? 'the company'}.`,
      author: read.text('companyName') ?? 'Employer',
      date: read.date('letterDate'),
      today,
      letterhead: letterheadFrom(read, 'companyName', 'companyAddress'),
      blocks: [
        paragraph(read.need('letterDate')),
        addressBlock(attention, recipient, ...read.lines('recipientAddress')),
        paragraph(rich(strong('Employment verification: '), strong(nameText ?? '[Employee’s full name]'))),
        paragraph(attention ? `Dear ${attention},` : 'To whom it may concern:'),
        paragraph(employment),
        read.on('includePay') &&
          paragraph(
            rich(
              current
                ? `${nameText ?? 'The employee'}’s current base ${payNoun(read)} is `
                : `${nameText ?? 'The employee'}’s final base ${payNoun(read)} was `,
              read.need('payAmount'),
              `${per(read)}.`,
            ),
          ),
        paragraph(
          read.on('consent') &&
            'This information is provided at the employee’s request and with the employee’s written authorization.',
          'This letter confirms employment only and is not a guarantee of continued employment.',
        ),
        paragraph(
          contact
            ? `If you need to confirm any of these details, please contact me at ${contact}.`
            : 'If you need to confirm any of these details, please contact me.',
        ),
        signOff('Sincerely,', read.need('signerName'), read.need('signerTitle'), company),
      ],
    });
  },
};

export default employmentVerificationLetter;

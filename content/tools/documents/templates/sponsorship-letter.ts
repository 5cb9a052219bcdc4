import {
  addressBlock,
  bullets,
  firstName,
  fragment,
  letter,
  letterheadFrom,
  paragraph,
  rich,
  sentences,
  signOff,
  stop,
  strong,
} from '@/lib/documents/letter';
import { formatMoney } from '@/lib/documents/read';
import type { DocumentTemplate } from '@/lib/documents/template';
import { agree, capitalize, pronouns } from '@/lib/documents/words';

/** An employer's letter supporting an employee's business visa application. */
const sponsorshipLetter: DocumentTemplate = {
  render({ read, today }) {
    const company = read.need('companyName');
    const name = read.need('employeeName');
    const nameText = read.text('employeeName');
    const nationality = read.text('nationality');
    const passport = read.text('passport');
    const salary = read.on('includeSalary') ? read.amount('salary') : undefined;
    const costs = read.rows('costs').map((row) => row.item ?? '');
    const email = read.text('signerEmail');
    const phone = read.text('signerPhone');
    const contact = email && phone ? `${email} or ${phone}` : (email ?? phone);
    const recipient = read.text('recipient');
    const p = pronouns(read.choice('pronoun'), nameText ? firstName(nameText) : 'the employee');

    return letter({
      title: `Visa sponsorship letter for ${nameText ?? 'an employee'}`,
      description: `Supports the business visa application of ${nameText ?? 'an employee'}.`,
      author: read.text('companyName') ?? 'Employer',
      date: read.date('letterDate'),
      today,
      letterhead: letterheadFrom(read, 'companyName', 'companyAddress'),
      blocks: [
        paragraph(read.need('letterDate')),
        addressBlock(recipient, ...read.lines('recipientAddress')),
        paragraph(
          rich(
            strong('Visa application of '),
            strong(nameText ?? '[Employee’s full name]'),
            passport && strong(`, passport number ${passport}`),
          ),
        ),
        paragraph(recipient ? 'Dear Visa Officer,' : 'Dear Sir or Madam,'),
        paragraph(
          stop(
            'I am writing on behalf of ',
            company,
            ' in support of the visa application of ',
            name,
            nationality && `, a citizen of ${nationality}`,
          ),
          sentences(
            stop(
              `${p.Subject} ${p.has} worked for `,
              company,
              ' since ',
              read.need('employedSince'),
              ` and currently ${agree(p, 'holds', 'hold')} the full-time position of `,
              read.need('jobTitle'),
            ),
            salary !== undefined &&
              salary > 0 &&
              `${capitalize(p.possessive)} annual salary is ${formatMoney(salary)}.`,
          ),
        ),
        paragraph(
          rich(
            `We are sending ${p.object} to `,
            read.need('destination'),
            ' from ',
            read.need('departure'),
            ' to ',
            read.need('return'),
            ' ',
            read.text('purpose') ? stop(fragment(read.text('purpose') ?? '')) : [read.need('purpose'), '.'],
          ),
        ),
        costs.length > 0 && paragraph('The company will pay the following costs of the trip:'),
        bullets(costs),
        read.on('returnToWork') &&
          paragraph(
            stop(
              `${p.Subject} will return to the same position at the end of the trip, and ${p.possessive} employment continues throughout it. The trip is for business only, and ${p.subject} will not take up employment in `,
              read.need('destination'),
            ),
          ),
        paragraph(
          contact
            ? `Please contact me at ${contact} if you need any further information.`
            : 'Please contact me if you need any further information.',
          'Thank you for considering this application.',
        ),
        signOff('Sincerely,', read.need('signerName'), read.need('signerTitle'), company),
      ],
    });
  },
};

export default sponsorshipLetter;

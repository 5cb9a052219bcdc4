import { fragment, paragraph, rich, sentences, stop } from '@/lib/documents/letter';
import type { DocumentTemplate } from '@/lib/documents/template';
import { employerLetter } from './frame';
import { per, payNoun } from './pay';

/** Confirms that a new hire completed their introductory period. */
const employmentConfirmationLetter: DocumentTemplate = {
  render({ read, today }) {
    const name = read.text('employeeName') ?? 'the employee';
    const warm = read.choice('tone') === 'warm';
    const period =
      read.choice('periodName') === 'probationary' ? 'probationary period' : 'introductory period';
    const newPay = read.amount('newPay');
    const benefits = read.text('benefits');
    const email = read.text('signerEmail');

    return employerLetter(read, today, {
      title: `Employment confirmation for ${name}`,
      description: `Confirms that ${name} completed their ${period}.`,
      recipient: 'employeeName',
      subject: `Completion of your ${period}`,
      greeting: 'first',
      body: [
        paragraph(
          warm && 'Congratulations!',
          rich(
            warm ? 'As of ' : 'I am pleased to confirm that, as of ',
            read.need('effectiveDate'),
            `, you have completed the ${period} that began when you joined us as `,
            read.need('jobTitle'),
            ' on ',
            read.need('startDate'),
            '.',
          ),
          warm && 'It has been a pleasure to watch you settle in.',
        ),
        paragraph(read.text('feedback')),
        paragraph(
          newPay !== undefined &&
            newPay > 0 &&
            rich(`From that date your ${payNoun(read)} will be `, read.need('newPay'), `${per(read)}.`),
          benefits && stop(`You are now eligible for ${fragment(benefits)}`),
        ),
        read.on('atWill') &&
          paragraph(
            `Completing the ${period} does not change the at-will nature of your employment: you and the company each remain free to end it at any time, with or without cause or notice.`,
          ),
        paragraph(
          sentences(
            warm
              ? 'Thank you for a great start. We are glad to have you on the team.'
              : 'Thank you for your work so far.',
            email
              ? `If you have any questions, please contact me at ${email}.`
              : 'If you have any questions, please let me know.',
          ),
        ),
      ],
      closing: warm ? 'Warm regards,' : 'Sincerely,',
    });
  },
};

export default employmentConfirmationLetter;

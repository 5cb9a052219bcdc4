import { formatMoney } from '@/lib/documents/read';
import { fragment, paragraph, rich, stop } from '@/lib/documents/letter';
import type { DocumentTemplate } from '@/lib/documents/template';
import { acknowledgment, employerLetter } from './frame';
import { per, payNoun } from './pay';

const REASON: Record<string, string> = {
  request: 'The transfer follows your request, which we are glad to support.',
  business:
    'The move reflects the needs of the business, and we are confident your experience will be valuable there.',
  development: 'The move is part of your development plan and will broaden your experience.',
};

/** A transfer to another location, team or role. */
const employeeTransferLetter: DocumentTemplate = {
  render({ read, today }) {
    const name = read.text('employeeName') ?? 'the employee';
    const warm = read.choice('tone') === 'warm';
    const newTitle = read.text('newTitle');
    const manager = read.text('newManager');
    const relocation = read.amount('relocation');
    const reportTo = read.text('reportTo');
    const sign = read.on('acknowledgment');
    const email = read.text('signerEmail');
    const to = read.text('to');

    return employerLetter(read, today, {
      title: `Transfer letter for ${name}`,
      description: `Confirms the transfer of ${name}${to ? ` to ${to}` : ''}.`,
      recipient: 'employeeName',
      subject: rich('Your transfer', to && ` to ${fragment(to)}`),
      greeting: 'first',
      body: [
        paragraph(
          rich(
            warm ? 'I am pleased to confirm your transfer from ' : 'This letter confirms your transfer from ',
            read.need('from'),
            ' to ',
            read.need('to'),
            ', effective ',
            read.need('effectiveDate', 'weekday'),
            '.',
          ),
          REASON[read.choice('reason')],
        ),
        paragraph(
          newTitle
            ? stop('Your job title will change from ', read.need('jobTitle'), ` to ${newTitle}`)
            : stop('Your job title remains ', read.need('jobTitle')),
          manager && stop(`From that date you will report to ${manager}`),
        ),
        paragraph(
          read.choice('payChange') === 'new'
            ? rich(
                `Your ${payNoun(read)} will be `,
                read.need('newPay'),
                `${per(read)} from the same date; your benefits and other terms of employment will not change.`,
              )
            : 'Your pay, benefits and other terms of employment will not change.',
          relocation !== undefined &&
            relocation > 0 &&
            `To help with the move, the company will provide relocation assistance of up to ${formatMoney(relocation)}, under the terms of its relocation policy. Relocation payments are taxable income.`,
        ),
        reportTo && paragraph(rich('On your first day, please report to ', stop(reportTo))),
        paragraph(
          warm && 'We wish you every success in your new location.',
          email
            ? `If you have any questions about the move, please contact me at ${email}.`
            : 'If you have any questions about the move, please let me know.',
        ),
      ],
      closing: warm ? 'Best regards,' : 'Sincerely,',
      after: sign ? acknowledgment(read, 'employeeName', 'I acknowledge this transfer and its terms.') : [],
    });
  },
};

export default employeeTransferLetter;

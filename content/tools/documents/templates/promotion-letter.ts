import { bullets, paragraph, rich, stop } from '@/lib/documents/letter';
import { raisePercent } from '@/lib/documents/payroll';
import { formatMoney } from '@/lib/documents/read';
import type { DocumentTemplate } from '@/lib/documents/template';
import { employerLetter } from './frame';
import { per, payNoun } from './pay';

/** A promotion: new title, date, pay and the raise, new responsibilities. */
const promotionLetter: DocumentTemplate = {
  render({ read, today }) {
    const name = read.text('employeeName') ?? 'the employee';
    const warm = read.choice('tone') === 'warm';
    const department = read.text('department');
    const reason = read.text('reason');
    const manager = read.text('newManager');
    const from = read.amount('currentPay');
    const to = read.amount('newPay');
    const responsibilities = read.rows('responsibilities').map((row) => row.item ?? '');
    const date = read.need('effectiveDate');

    const announcement = rich(
      'from ',
      read.need('currentTitle'),
      ' to ',
      read.need('newTitle'),
      department && ` in ${department}`,
      ', effective ',
      date,
      '.',
    );

    const pay =
      to !== undefined && to > 0
        ? from !== undefined && from > 0
          ? rich(
              `Your ${payNoun(read)} will increase from ${formatMoney(from)} to ${formatMoney(to)}${per(read)}`,
              read.on('showRaise') && to > from && `, a raise of ${raisePercent(from, to)}`,
              ', from the same date.',
            )
          : rich(`Your new ${payNoun(read)} will be ${formatMoney(to)}${per(read)}, from the same date.`)
        : undefined;

    return employerLetter(read, today, {
      title: `Promotion letter for ${name}`,
      description: `Confirms the promotion of ${name} to ${read.text('newTitle') ?? 'a new role'}.`,
      recipient: 'employeeName',
      subject: rich('Your promotion to ', read.text('newTitle') ?? '[New job title]'),
      greeting: 'first',
      body: [
        paragraph(
          warm
            ? rich('Congratulations! I am delighted to tell you that you have been promoted ', announcement)
            : rich('I am pleased to confirm your promotion ', announcement),
          reason && stop(`This promotion recognizes ${reason}`),
        ),
        paragraph(manager && stop(`In your new role you will report to ${manager}`), pay),
        responsibilities.length > 0 && paragraph('Your main responsibilities will include:'),
        bullets(responsibilities),
        paragraph(
          rich(
            'All other terms of your employment stay the same',
            read.on('atWill') ? ', and your employment remains at will.' : '.',
          ),
        ),
        paragraph(
          warm
            ? 'Thank you for everything you have contributed so far. I look forward to seeing what you achieve in your new role.'
            : 'Please let me know if you have any questions about your new role.',
        ),
      ],
      closing: warm ? 'Warm regards,' : 'Sincerely,',
    });
  },
};

export default promotionLetter;

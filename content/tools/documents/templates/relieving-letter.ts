import { paragraph, rich, stop } from '@/lib/documents/letter';
import type { DocumentTemplate } from '@/lib/documents/template';
import { employerLetter } from './frame';

/** Accepts a resignation and confirms the last day, final pay and returned property. */
const relievingLetter: DocumentTemplate = {
  render({ read, today }) {
    const company = read.need('companyName');
    const name = read.text('employeeName') ?? 'the employee';
    const department = read.text('department');
    const warm = read.choice('tone') === 'warm';
    const lastDay = read.date('lastDay');
    const letterDay = read.date('letterDate') ?? today;
    // The tense follows the dates: a letter written before the last day looks ahead to it.
    const future = lastDay !== undefined && lastDay > letterDay;
    const finalPay = read.choice('finalPay');
    const id = read.text('employeeId');

    return employerLetter(read, today, {
      title: `Relieving letter for ${name}`,
      description: `Confirms that ${name} was relieved of their duties at ${read.text('companyName') ?? 'the company'}.`,
      recipient: 'employeeName',
      address: 'employeeAddress',
      subject: rich('Relieving letter', id && ` (employee ID ${id})`),
      greeting: warm ? 'first' : 'full',
      body: [
        paragraph(
          stop(
            'This letter confirms that we received your resignation from the position of ',
            read.need('jobTitle'),
            department && ` in ${department}`,
            ' on ',
            read.need('resignationDate'),
            ', and that it has been accepted',
          ),
          rich(
            future
              ? 'You will be relieved of your duties at the close of business on '
              : 'You were relieved of your duties at the close of business on ',
            read.need('lastDay', 'weekday'),
            '.',
          ),
        ),
        paragraph(
          finalPay === 'paid' &&
            'Your final pay, including any accrued paid time off due under company policy and state law, has been paid in full.',
          finalPay === 'pending' &&
            rich(
              'Your final pay, including any accrued paid time off due under company policy and state law, will be paid on ',
              read.need('finalPayDate'),
              '.',
            ),
          read.on('property') &&
            (future
              ? 'Please return all company property, including equipment, badges and documents, by your last day.'
              : 'We confirm that you have returned all company property, including equipment, badges and documents.'),
        ),
        read.on('confidentiality') &&
          paragraph(
            'Please remember that your obligations under your confidentiality agreement continue after your employment ends.',
          ),
        warm
          ? paragraph(
              read.text('remark'),
              stop('Thank you for everything you contributed during your time at ', company),
              'We wish you every success in what comes next.',
            )
          : paragraph(read.text('remark'), 'We wish you success in your future career.'),
      ],
      closing: warm ? 'With best wishes,' : 'Sincerely,',
    });
  },
};

export default relievingLetter;

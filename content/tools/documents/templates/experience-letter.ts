import {
  bullets,
  firstName,
  letter,
  letterheadFrom,
  paragraph,
  signOff,
  stop,
  strong,
} from '@/lib/documents/letter';
import type { DocumentTemplate } from '@/lib/documents/template';
import { pronouns } from '@/lib/documents/words';

/** An experience letter: who worked here, when, as what, doing what. */
const experienceLetter: DocumentTemplate = {
  render({ read, today }) {
    const company = read.need('companyName');
    const nameText = read.text('employeeName');
    const name = read.need('employeeName');
    const p = pronouns(read.choice('pronoun'), nameText ? firstName(nameText) : 'the employee');
    const left = read.choice('status') === 'left';
    const id = read.text('employeeId');
    const department = read.text('department');
    const duties = read.rows('duties').map((row) => row.duty ?? '');
    const reason = read.choice('reason');
    const remark = read.text('remark');

    const employment = left
      ? stop(
          'This is to certify that ',
          name,
          id && ` (employee ID ${id})`,
          ' worked at ',
          company,
          ' from ',
          read.need('startDate'),
          ' to ',
          read.need('endDate'),
          ', most recently as ',
          read.text('jobTitle') ?? read.need('jobTitle'),
          department && ` in ${department}`,
        )
      : stop(
          'This is to certify that ',
          name,
          id && ` (employee ID ${id})`,
          ' has worked at ',
          company,
          ' since ',
          read.need('startDate'),
          ' and is currently employed as ',
          read.text('jobTitle') ?? read.need('jobTitle'),
          department && ` in ${department}`,
        );

    const ending =
      left && reason === 'resigned'
        ? `${p.Subject} left the company of ${p.possessive} own accord.`
        : left && reason === 'contract'
          ? `${p.Subject} left the company when ${p.possessive} fixed-term contract ended.`
          : undefined;

    const addressee = read.text('addressee');

    return letter({
      title: `Experience letter for ${nameText ?? 'the employee'}`,
      description: `Confirms the employment of ${nameText ?? 'the employee'} at ${read.text('companyName') ?? 'the company'}.`,
      author: read.text('companyName') ?? 'Employer',
      date: read.date('letterDate'),
      today,
      letterhead: letterheadFrom(read, 'companyName', 'companyAddress'),
      blocks: [
        paragraph(read.need('letterDate')),
        paragraph(strong('Experience letter')),
        paragraph(addressee ? `Dear ${addressee},` : 'To whom it may concern:'),
        paragraph(employment),
        duties.length > 0 &&
          paragraph(`During ${p.possessive} time with us, ${p.possessive} responsibilities included:`),
        bullets(duties),
        paragraph(remark, ending),
        paragraph(
          left
            ? read.on('wishes') && `We wish ${p.object} every success in the future.`
            : `This letter is issued at ${p.possessive} request.`,
          !left && read.on('wishes') && `We are glad to have ${p.object} on the team.`,
        ),
        signOff(
          'Sincerely,',
          read.need('signerName'),
          read.need('signerTitle'),
          company,
          read.text('signerEmail'),
        ),
      ],
    });
  },
};

export default experienceLetter;

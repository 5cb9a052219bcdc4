import {
  addressBlock,
  firstName,
  letter,
  paragraph,
  rich,
  sentences,
  signOff,
  stop,
  strong,
} from '@/lib/documents/letter';
import type { DocumentTemplate } from '@/lib/documents/template';
import { countWord, daysBetween } from '@/lib/documents/words';

const REASON: Record<string, string> = {
  opportunity: 'I have accepted a position that will let me take the next step in my career.',
  relocation: 'I am moving away, and the role can’t come with me.',
  studies: 'I am going back to school full time.',
  family: 'I need to focus on family commitments.',
  personal: 'I am leaving for personal reasons.',
};

/** "two weeks from the date of this letter", or "20 days from …". */
function noticeWords(days: number): string {
  const span =
    days % 7 === 0
      ? `${countWord(days / 7)} week${days === 7 ? '' : 's'}`
      : `${countWord(days)} day${days === 1 ? '' : 's'}`;
  return `${span} from the date of this letter`;
}

/** A resignation letter from the employee to their manager. */
const resignationLetter: DocumentTemplate = {
  render({ read, today }) {
    const you = read.text('yourName');
    const grateful = read.choice('tone') === 'grateful';
    const manager = read.text('managerName');
    const letterDate = read.date('letterDate');
    const lastDay = read.date('lastDay');
    const notice =
      letterDate && lastDay && lastDay > letterDate
        ? noticeWords(daysBetween(letterDate, lastDay))
        : undefined;
    const reason = REASON[read.choice('reason')];
    const highlight = read.text('highlight');
    const company = read.need('companyName');

    return letter({
      title: `Resignation letter from ${you ?? 'an employee'}`,
      description: `${you ?? 'An employee'} resigns from ${read.text('companyName') ?? 'the company'}.`,
      author: you ?? 'Employee',
      date: letterDate,
      today,
      letterhead: { name: you ?? '[Your name]', lines: read.lines('yourContact') },
      blocks: [
        paragraph(read.need('letterDate')),
        addressBlock(read.need('managerName'), read.text('managerTitle'), company),
        paragraph(strong('Resignation')),
        paragraph(
          rich('Dear ', manager ? (grateful ? firstName(manager) : manager) : read.need('managerName'), ','),
        ),
        paragraph(
          stop(
            'Please accept this letter as notice of my resignation from my position as ',
            read.need('jobTitle'),
            ' at ',
            company,
          ),
          rich('My last day will be ', read.need('lastDay', 'weekday'), notice ? `, ${notice}.` : '.'),
        ),
        paragraph(
          reason,
          grateful &&
            sentences(
              'Thank you for the support and the opportunities I have had here.',
              highlight && stop(`I am especially grateful for ${highlight}`),
            ),
        ),
        read.on('handover') &&
          paragraph(
            grateful
              ? 'Over the coming weeks I will do everything I can to make the handover smooth, from documenting my work to helping train whoever takes over.'
              : 'I will help with the handover before I leave.',
          ),
        grateful && paragraph('I have enjoyed working with you and the team, and I hope we stay in touch.'),
        signOff(grateful ? 'With thanks,' : 'Sincerely,', read.need('yourName')),
      ],
    });
  },
};

export default resignationLetter;

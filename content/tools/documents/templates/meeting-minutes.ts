import type { Block, Field } from '@/lib/downloads/document';
import { letter, letterheadFrom, paragraph, rich, signLine } from '@/lib/documents/letter';
import type { DocumentTemplate } from '@/lib/documents/template';
import { paragraphsOf } from '@/lib/documents/body-text';
import { formatTime, parseTime } from '@/lib/documents/clock';

const names = (lines: string[]) => lines.flatMap((line) => line.split(/\s*;\s*/)).filter(Boolean);

/** Meeting minutes: who attended, what was discussed and decided, who does what by when, what's next. */
const meetingMinutes: DocumentTemplate = {
  render({ read, today }) {
    const title = read.text('meetingTitle');
    const start = parseTime(read.choice('startTime'));
    const attendees = names(read.lines('attendees'));
    const absent = names(read.lines('absent'));
    const decisions = read.rows('decisions').map((row) => row.decision ?? '');
    const actions = read.rows('actions');
    const notes = paragraphsOf(read, 'discussion');
    const next = read.date('nextMeeting');

    const details: Field[] = [
      {
        label: 'Date and time',
        value: rich(read.need('meetingDate', 'weekday'), start !== null && `, ${formatTime(start)}`),
      },
      ...(read.text('location') ? [{ label: 'Place', value: read.text('location')! }] : []),
      ...(read.text('chair') ? [{ label: 'Chair', value: read.text('chair')! }] : []),
      { label: 'Minutes taken by', value: read.need('noteTaker') },
    ];

    const blocks: (Block | null | false | undefined | '')[] = [
      { kind: 'heading', level: 1, text: rich('Minutes: ', read.need('meetingTitle')) },
      { kind: 'fields', items: details },
      { kind: 'heading', level: 2, text: 'Attendance' },
      paragraph(
        attendees.length
          ? rich('Present: ', attendees.join(', '), '.')
          : rich('Present: ', read.need('attendees'), '.'),
        absent.length > 0 && rich('Absent: ', absent.join(', '), '.'),
      ),
      notes.length > 0 && { kind: 'heading', level: 2, text: 'Discussion' },
      ...notes,
      decisions.length > 0 && { kind: 'heading', level: 2, text: 'Decisions' },
      decisions.length > 0 && { kind: 'list', style: 'numbered', items: decisions },
      actions.length > 0 && { kind: 'heading', level: 2, text: 'Action items' },
      actions.length > 0 && {
        kind: 'table',
        header: ['Action', 'Owner', 'Due'],
        widths: [5, 2, 1.6],
        rows: actions.map((row) => [row.action || '—', row.owner ?? '', row.due ?? '']),
      },
      next && { kind: 'heading', level: 2, text: 'Next meeting' },
      next &&
        paragraph(
          rich(
            'The next meeting is on ',
            read.need('nextMeeting', 'weekday'),
            read.text('nextLocation') ? ` (${read.text('nextLocation')}).` : '.',
          ),
        ),
      read.on('approval') && { kind: 'heading', level: 2, text: 'Approval' },
      read.on('approval') &&
        paragraph('These minutes were reviewed and approved as a true record of the meeting.'),
      read.on('approval') && signLine(rich('Chair', read.text('chair') && `: ${read.text('chair')}`)),
      read.on('approval') && signLine('Date'),
    ];

    return letter({
      title: title ? `Minutes: ${title}` : 'Meeting minutes',
      description: `The minutes of ${title ?? 'a meeting'}: attendance, decisions and action items.`,
      author: read.text('companyName') ?? 'Organizer',
      date: read.date('meetingDate'),
      today,
      letterhead: letterheadFrom(read, 'companyName'),
      keywords: ['meeting minutes'],
      blocks: blocks.filter((block): block is Block => Boolean(block)),
    });
  },
};

export default meetingMinutes;

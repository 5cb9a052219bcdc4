import { fill, type Block, type Field, type Inline } from '@/lib/downloads/document';
import { parseNumber } from '@/lib/tools/parse';
import { letter, letterheadFrom, paragraph, rich, stop } from '@/lib/documents/letter';
import type { DocumentTemplate } from '@/lib/documents/template';
import { formatDuration, formatTime, parseTime, schedule } from '@/lib/documents/clock';

const nextDay = (minutes: number) => (minutes >= 1440 ? ' (next day)' : '');

const KIND: Record<string, string> = { inform: 'Inform', discuss: 'Discuss', decide: 'Decide' };

/**
 * A meeting agenda: the meeting's details, then the items in order with each one's time slot worked
 * out from the start time and the minutes before it, so the agenda shows when each topic should
 * start and end and when the meeting finishes.
 */
const meetingAgenda: DocumentTemplate = {
  render({ read, today }) {
    const startText = read.choice('startTime');
    const start = parseTime(startText);
    const rows = read.rows('items');
    const problems: string[] = [];

    const lengths = rows.map((row, index) => {
      const minutes = row.minutes ? parseNumber(row.minutes) : null;
      if (minutes === null) problems.push(`Item ${index + 1}: enter how many minutes it takes.`);
      else if (!(minutes > 0) || !Number.isInteger(minutes))
        problems.push(`Item ${index + 1}: the minutes must be a whole number above zero.`);
      return minutes !== null && minutes > 0 && Number.isInteger(minutes) ? minutes : null;
    });
    const timed = start !== null && lengths.every((minutes) => minutes !== null);
    const slots = timed ? schedule(start, lengths as number[]) : [];
    const total = lengths.reduce<number>((sum, minutes) => sum + (minutes ?? 0), 0);
    const end = slots.length ? slots[slots.length - 1]!.end : undefined;

    const when: Inline[] = rich(
      read.need('meetingDate', 'weekday'),
      ', ',
      start !== null ? formatTime(start) : fill(read.label('startTime')),
      end !== undefined && ` to ${formatTime(end)}${nextDay(end)}`,
    );
    const details: Field[] = [
      { label: 'When', value: when },
      ...(read.text('location') ? [{ label: 'Where', value: read.text('location')! }] : []),
      ...(read.text('link') ? [{ label: 'Join online', value: read.text('link')! }] : []),
      ...(read.text('facilitator') ? [{ label: 'Facilitator', value: read.text('facilitator')! }] : []),
      ...(read.text('noteTaker') ? [{ label: 'Note taker', value: read.text('noteTaker')! }] : []),
    ];

    const attendees = read
      .lines('attendees')
      .flatMap((line) => line.split(/\s*;\s*/))
      .filter(Boolean);
    const showKind = read.on('showKind');

    const blocks: (Block | null)[] = [
      { kind: 'heading', level: 1, text: read.need('meetingTitle') },
      { kind: 'fields', items: details },
      read.text('purpose') ? { kind: 'heading', level: 2, text: 'Purpose' } : null,
      paragraph(read.text('purpose') && stop(read.text('purpose'))),
      attendees.length ? { kind: 'heading', level: 2, text: 'Attendees' } : null,
      attendees.length ? { kind: 'list', style: 'bullet', items: attendees } : null,
      { kind: 'heading', level: 2, text: 'Agenda' },
      rows.length
        ? {
            kind: 'table',
            header: ['#', 'Time', 'Topic', 'Owner', ...(showKind ? ['Type'] : []), 'Minutes'],
            widths: [0.5, 2.6, 4, 2, ...(showKind ? [1.3] : []), 1.1],
            rows: rows.map((row, index) => {
              const slot = slots[index];
              return [
                String(index + 1),
                slot
                  ? `${formatTime(slot.start)} – ${formatTime(slot.end)}${nextDay(slot.end)}`
                  : fill('Time'),
                row.topic || fill('Topic'),
                row.owner ?? '',
                ...(showKind ? [KIND[row.kind ?? ''] ?? ''] : []),
                lengths[index] !== null ? String(lengths[index]) : fill('Minutes'),
              ];
            }),
          }
        : paragraph(rich('Add the first item ', fill('Agenda items'), '.')),
      problems.length
        ? { kind: 'note', tone: 'important', title: 'Check the timings', text: problems.join(' ') }
        : null,
      rows.length
        ? paragraph(
            rich(
              `Total: ${formatDuration(total)} for ${rows.length} item${rows.length === 1 ? '' : 's'}`,
              end !== undefined && start !== null
                ? `, from ${formatTime(start)} to ${formatTime(end)}${nextDay(end)}.`
                : '.',
            ),
          )
        : null,
      read.text('preparation') ? { kind: 'heading', level: 2, text: 'Before the meeting' } : null,
      paragraph(read.text('preparation') && stop(read.text('preparation'))),
    ];

    const title = read.text('meetingTitle');
    return letter({
      title: title ? `Agenda: ${title}` : 'Meeting agenda',
      description: `The agenda for ${title ?? 'a meeting'}, with a time slot for each item.`,
      author: read.text('companyName') ?? 'Organizer',
      date: read.date('meetingDate'),
      today,
      letterhead: letterheadFrom(read, 'companyName'),
      keywords: ['meeting agenda'],
      blocks,
    });
  },
};

export default meetingAgenda;

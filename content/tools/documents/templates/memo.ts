import type { Block, Field } from '@/lib/downloads/document';
import { letter, letterheadFrom, paragraph } from '@/lib/documents/letter';
import type { DocumentTemplate } from '@/lib/documents/template';
import { paragraphsOf } from '@/lib/documents/body-text';

/** An internal memo: the To/From/CC/Date/Subject block, the body, and action items with owners. */
const memo: DocumentTemplate = {
  render({ read, today }) {
    const actions = read.rows('actions');
    const subject = read.text('subject');
    const body = paragraphsOf(read, 'body');
    const header: Field[] = [
      { label: 'To', value: read.need('to') },
      { label: 'From', value: read.need('from') },
      ...(read.text('cc') ? [{ label: 'CC', value: read.text('cc')! }] : []),
      { label: 'Date', value: read.need('memoDate') },
      { label: 'Subject', value: read.need('subject') },
    ];
    const blocks: (Block | null | false | undefined | '')[] = [
      { kind: 'heading', level: 1, text: 'Memorandum' },
      read.on('confidential') && {
        kind: 'paragraph',
        text: [{ kind: 'text', text: 'Confidential: for the named recipients only.', bold: true }],
      },
      { kind: 'fields', items: header },
      ...(body.length ? body : [paragraph(read.need('body'))]),
      actions.length > 0 && { kind: 'heading', level: 2, text: 'Action items' },
      actions.length > 0 && {
        kind: 'table',
        header: ['Action', 'Owner', 'Due'],
        widths: [5, 2, 1.6],
        rows: actions.map((row) => [row.action || '—', row.owner ?? '', row.due ?? '']),
      },
      read.text('attachments') && { kind: 'heading', level: 2, text: 'Attachments' },
      read.lines('attachments').length > 0 && {
        kind: 'list',
        style: 'bullet',
        items: read.lines('attachments'),
      },
    ];
    return letter({
      title: subject ? `Memo: ${subject}` : 'Memo',
      description: `A memo${subject ? ` about ${subject}` : ''} from ${read.text('from') ?? 'the sender'} to ${read.text('to') ?? 'its recipients'}.`,
      author: read.text('companyName') ?? read.text('from') ?? 'Sender',
      date: read.date('memoDate'),
      today,
      letterhead: letterheadFrom(read, 'companyName'),
      keywords: ['memo'],
      blocks: blocks.filter((block): block is Block => Boolean(block)),
    });
  },
};

export default memo;

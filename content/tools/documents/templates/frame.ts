import type { Block, DocumentModel, Inline } from '@/lib/downloads/document';
import {
  addressBlock,
  firstName,
  letter,
  letterheadFrom,
  paragraph,
  rich,
  signOff,
  strong,
  type Part,
} from '@/lib/documents/letter';
import type { Reader } from '@/lib/documents/read';

/**
 * The frame of a letter from an employer to one of its people: letterhead, date, the person's name
 * (and address), a bold subject line, the greeting, the body, the sign-off by the signer fields,
 * and anything that follows it (an acknowledgment to sign). The fields it reads are the ones
 * content/tools/documents/shared.ts declares.
 */
export type EmployerLetter = {
  /** The file's title property: "Promotion letter for Jane Doe". */
  title: string;
  description: string;
  /** The field holding the recipient's full name. */
  recipient: string;
  /** The field holding their address, when the form asks for it. */
  address?: string;
  subject: Part;
  /** `first`: "Dear Jane," (warm letters); `full`: "Dear Jane Doe,". */
  greeting: 'first' | 'full';
  body: readonly (Block | null | false | undefined | '')[];
  closing: string;
  after?: readonly (Block | null | false | undefined | '')[];
};

export function greetingFor(read: Reader, key: string, style: 'first' | 'full'): Inline {
  const name = read.text(key);
  if (!name) return read.need(key);
  return style === 'first' ? firstName(name) : name;
}

export function employerLetter(read: Reader, today: string, options: EmployerLetter): DocumentModel {
  const company = read.need('companyName');
  return letter({
    title: options.title,
    description: options.description,
    author: read.text('companyName') ?? 'Employer',
    date: read.date('letterDate'),
    today,
    letterhead: letterheadFrom(read, 'companyName', 'companyAddress'),
    blocks: [
      paragraph(read.need('letterDate')),
      addressBlock(read.need(options.recipient), ...(options.address ? read.lines(options.address) : [])),
      paragraph(
        rich(options.subject).map((inline) => (typeof inline === 'string' ? strong(inline) : inline)),
      ),
      paragraph(rich('Dear ', greetingFor(read, options.recipient, options.greeting), ',')),
      ...options.body,
      signOff(options.closing, read.need('signerName'), read.need('signerTitle'), company),
      ...(options.after ?? []),
    ],
  });
}

/** "Please sign below to acknowledge…", then lines for the employee's signature and the date. */
export function acknowledgment(read: Reader, recipient: string, statement: string): Block[] {
  return [
    { kind: 'heading', level: 3, text: 'Acknowledgment' },
    { kind: 'paragraph', text: statement },
    { kind: 'signature', lines: [rich(read.need(recipient))], signLine: true },
    { kind: 'signature', lines: ['Date'], signLine: true },
  ];
}

import { fill, type Block, type DocumentModel, type Inline } from '@/lib/downloads/document';
import { addressBlock, letter, signOff } from '@/lib/documents/letter';
import type { LetterParts } from '../types';

/** Text with `[Label]` blanks as highlighted fill-ins, as the document generators write them. */
function withFills(text: string): Inline[] {
  return text
    .split(/(\[[^\]\n]{1,80}\])/)
    .filter(Boolean)
    .map((part) => (/^\[.*\]$/.test(part) ? fill(part.slice(1, -1)) : part));
}

/**
 * The composed letter in the document model the Word and PDF writers share (`layout: 'letter'`:
 * the visitor's letterhead, no Quotient branding), so it downloads like the HR letter generators.
 */
export function letterDocument(parts: LetterParts): DocumentModel {
  const [name = '[Your name]', ...address] = parts.sender;
  const paragraph = (text: string): Block => ({ kind: 'paragraph', text: withFills(text) });
  const [signer = name, ...under] = parts.signature;
  return letter({
    title: parts.subject ? `Letter: ${parts.subject}` : `Letter from ${name}`,
    description: parts.subject ?? `A letter from ${name}.`,
    author: name,
    date: parts.isoDate,
    today: parts.isoDate,
    letterhead: { name, lines: address },
    blocks: [
      paragraph(parts.date),
      addressBlock(...parts.recipient.map(withFills)),
      parts.subject ? paragraph(`Re: ${parts.subject}`) : null,
      paragraph(parts.salutation),
      ...parts.paragraphs.map(paragraph),
      signOff(parts.closing, signer, ...under),
    ],
  });
}

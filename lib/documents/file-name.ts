/**
 * A download's file name: the document's stem plus whose it is, in safe characters only (lower-case
 * ASCII letters, digits and hyphens), so it survives every operating system and email client:
 * `offer-letter-jane-doe.docx`, `offer-letter-jose-nunez.pdf`.
 */
export function slugPart(text: string, maxLength = 40): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}

export function documentFileName(stem: string, who: string | undefined, extension: 'docx' | 'pdf'): string {
  const base = slugPart(stem, 60) || 'document';
  const person = who ? slugPart(who) : '';
  return `${person ? `${base}-${person}` : base}.${extension}`;
}

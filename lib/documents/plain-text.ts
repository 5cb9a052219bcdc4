import { plainText, type Block, type DocumentModel } from '@/lib/downloads/document';

/**
 * The document as plain text, for "Copy text": ready to paste into an email or an HR system. Blocks
 * are separated by a blank line, lists keep their markers, and a signature keeps room to sign.
 */
function blockText(block: Block): string | null {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
      return plainText(block.text);
    case 'list':
      return block.items
        .map(
          (item, index) =>
            `${block.style === 'numbered' ? `${index + 1}.` : block.style === 'checkbox' ? '[ ]' : '•'} ${plainText(item)}`,
        )
        .join('\n');
    case 'table':
      return [
        block.header.join(' | '),
        ...block.rows.map((row) => row.map((cell) => plainText(cell)).join(' | ')),
      ].join('\n');
    case 'fields':
      return block.items
        .map((item) => `${item.label}: ${item.value === undefined ? '' : plainText(item.value)}`)
        .join('\n');
    case 'note':
      return `${block.title ? `${block.title}: ` : ''}${plainText(block.text)}`;
    case 'signature': {
      const signer = block.lines.map((line) => plainText(line));
      const closing = block.closing ? `${plainText(block.closing)}\n\n\n` : '\n';
      return block.signLine
        ? `${closing}______________________________\n${signer.join('\n')}`
        : `${closing}${signer.join('\n')}`;
    }
    case 'contents':
    case 'pageBreak':
      return null;
  }
}

export function documentText(model: DocumentModel): string {
  const head = model.letterhead
    ? [[model.letterhead.name, ...(model.letterhead.lines ?? [])].join('\n')]
    : [];
  const body = model.blocks.map(blockText).filter((text): text is string => text !== null && text !== '');
  return [...head, ...body].join('\n\n');
}

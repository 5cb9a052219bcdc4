/**
 * External links as a HYPERLINK field (begin, instruction, separate, the visible runs, end).
 * `docx`'s ExternalHyperlink names each link's relationship with a random id, which would make every
 * rebuild differ; its SimpleField (`w:fldSimple`) is deterministic but readers such as mammoth drop
 * the link text. A complex field is what Word itself writes, and every reader keeps the text.
 */
import {
  BuilderElement,
  NextAttributeComponent,
  XmlComponent,
  type ParagraphChild,
  type TextRun,
} from 'docx';

class InstructionText extends XmlComponent {
  constructor(instruction: string) {
    super('w:instrText');
    this.root.push(new NextAttributeComponent({ space: { key: 'xml:space', value: 'preserve' } }));
    this.root.push(instruction);
  }
}

function fieldCharRun(type: 'begin' | 'separate' | 'end'): ParagraphChild {
  return new BuilderElement({
    name: 'w:r',
    children: [
      new BuilderElement<{ type: string }>({
        name: 'w:fldChar',
        attributes: { type: { key: 'w:fldCharType', value: type } },
      }),
    ],
  });
}

export function hyperlinkField(href: string, display: readonly TextRun[]): ParagraphChild[] {
  const instruction = new BuilderElement({
    name: 'w:r',
    children: [new InstructionText(` HYPERLINK "${href.replace(/"/g, '%22')}" `)],
  });
  return [fieldCharRun('begin'), instruction, fieldCharRun('separate'), ...display, fieldCharRun('end')];
}

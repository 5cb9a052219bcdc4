import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAnswerBlocks, parseAnswerInline, type AnswerBlock } from '@/lib/ai/answer-blocks';

const text = (value: string) => ({ kind: 'text', text: value }) as const;
const strong = (value: string) => ({ kind: 'strong', text: value }) as const;
const paragraph = (value: string): AnswerBlock => ({ type: 'paragraph', content: [text(value)] });

describe('parseAnswerInline', () => {
  it('makes **bold** strong and keeps the rest as text', () => {
    expect(parseAnswerInline('Ask about **ownership** and **impact**.')).toEqual([
      text('Ask about '),
      strong('ownership'),
      text(' and '),
      strong('impact'),
      text('.'),
    ]);
  });

  it('leaves unmatched or spaced asterisks, single asterisks and links as they are', () => {
    for (const literal of [
      'an **unclosed bold',
      '2 ** 3 ** 4',
      'a *single* star',
      '[link](https://example.com)',
      'https://example.com/page',
    ]) {
      expect(parseAnswerInline(literal), literal).toEqual([text(literal)]);
    }
  });
});

describe('parseAnswerBlocks', () => {
  it('splits paragraphs at blank lines and joins the lines of one paragraph', () => {
    expect(parseAnswerBlocks('First line\nsame paragraph.\n\n\nSecond paragraph.')).toEqual([
      paragraph('First line same paragraph.'),
      paragraph('Second paragraph.'),
    ]);
  });

  it('reads - * and • bullets, and a paragraph right before them', () => {
    expect(parseAnswerBlocks('Strengths:\n- Clear writing\n* **Fast** learner\n• Calm')).toEqual([
      paragraph('Strengths:'),
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [[text('Clear writing')], [strong('Fast'), text(' learner')], [text('Calm')]],
      },
    ]);
  });

  it('reads numbered lists with . or ), keeping the first number', () => {
    expect(parseAnswerBlocks('3. Third\n4) Fourth')).toEqual([
      { type: 'list', ordered: true, start: 3, items: [[text('Third')], [text('Fourth')]] },
    ]);
  });

  it('continues an item with indented lines, and ends the list at an unindented one', () => {
    expect(parseAnswerBlocks('1. Screen the CV\n   within two days\n2. Call\nThen decide.')).toEqual([
      {
        type: 'list',
        ordered: true,
        start: 1,
        items: [[text('Screen the CV within two days')], [text('Call')]],
      },
      paragraph('Then decide.'),
    ]);
  });

  it('starts a new list when bullets switch to numbers, and flattens nested items', () => {
    const blocks = parseAnswerBlocks('- a\n  - nested\n1. one');
    expect(blocks).toEqual([
      { type: 'list', ordered: false, start: 1, items: [[text('a')], [text('nested')]] },
      { type: 'list', ordered: true, start: 1, items: [[text('one')]] },
    ]);
  });

  it('reads # and ## headings; deeper ones read as ##; #tags and 7 hashes stay text', () => {
    expect(parseAnswerBlocks('# Kit\n## **Day** one ##\n### Later\n#hiring\n####### seven')).toEqual([
      { type: 'heading', depth: 1, content: [text('Kit')] },
      { type: 'heading', depth: 2, content: [strong('Day'), text(' one')] },
      { type: 'heading', depth: 2, content: [text('Later')] },
      paragraph('#hiring ####### seven'),
    ]);
  });

  it('treats --- and *** rules as a break, not as text or bullets', () => {
    expect(parseAnswerBlocks('Above\n---\nBelow\n* * *\n- item')).toEqual([
      paragraph('Above'),
      paragraph('Below'),
      { type: 'list', ordered: false, start: 1, items: [[text('item')]] },
    ]);
  });

  it('handles Windows line ends and reads blank input as nothing', () => {
    expect(parseAnswerBlocks('One\r\n\r\nTwo')).toEqual([paragraph('One'), paragraph('Two')]);
    expect(parseAnswerBlocks('')).toEqual([]);
    expect(parseAnswerBlocks(' \n\t\n')).toEqual([]);
  });

  it('keeps markup as plain text', () => {
    const html = '<script>window.__x=1</script> <img src=x onerror="window.__x=1">';
    expect(parseAnswerBlocks(html)).toEqual([paragraph(html)]);
  });

  it('never throws and never loses a word', () => {
    const words = fc.stringMatching(/^[A-Za-z0-9<>"'=&;:/()[\]]{1,12}$/);
    const line = fc.tuple(fc.constantFrom('', '- ', '* ', '1. ', '# ', '## ', '  ', '**'), words);
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const source = lines.map(([prefix, word]) => `${prefix}${word}`).join('\n');
        const shown = JSON.stringify(parseAnswerBlocks(source));
        for (const [, word] of lines) expect(shown).toContain(JSON.stringify(word).slice(1, -1));
      }),
    );
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fill, link, strong } from '../../../lib/downloads/document';
import { layoutLines, toWinAnsi, type Line, type Measure } from '../../../lib/downloads/pdf-text';

/** Every character 1 unit wide, bold ones 2: easy arithmetic, and styles measurably differ. */
const measure: Measure = (text, font) => [...text].length * (font.startsWith('bold') ? 2 : 1);
const lineText = (line: Line) => line.pieces.map((piece) => piece.text).join('');

describe('toWinAnsi', () => {
  it('keeps Latin-1 and the Windows-1252 typographic characters', () => {
    const text = 'Café “quoted” ‘single’ – en — em • bullet … € ™ × ÷ ½ ©';
    expect(toWinAnsi(text)).toBe(text);
  });

  it('replaces characters Helvetica cannot show instead of garbling the string', () => {
    expect(toWinAnsi('a → b ≥ c ≤ d − e')).toBe('a -> b >= c <= d – e');
    expect(toWinAnsi('☐ task ✓')).toBe('[ ] task x');
    expect(toWinAnsi('emoji 😀 and 中文')).toBe('emoji ? and ??');
  });
});

describe('layoutLines', () => {
  it('wraps at whitespace and never exceeds the width', () => {
    const lines = layoutLines('aaa bbb ccc ddd eee', 8, measure);
    expect(lines.map(lineText)).toEqual(['aaa bbb', 'ccc ddd', 'eee']);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(8);
  });

  it('measures each style with its own font and merges neighbours of one style', () => {
    const [line] = layoutLines(['ab ', strong('cd'), ' ef'], 100, measure);
    expect(line!.pieces.map((piece) => [piece.text, piece.style.font, piece.width])).toEqual([
      ['ab ', 'normal', 3],
      ['cd', 'bold', 4],
      [' ef', 'normal', 3],
    ]);
    expect(line!.width).toBe(10);
  });

  it('keeps a placeholder and the punctuation after it together', () => {
    // "xxxxxxx [ab]," is 7 + 1 + 4 bold chars (8) + 1 = 17 wide; only the whole word may move.
    const lines = layoutLines(['xxxxxxx ', fill('ab'), ', end'], 14, measure);
    expect(lines.map(lineText)).toEqual(['xxxxxxx', '[ab], end']);
    expect(lines[1]!.pieces.map((piece) => piece.style.kind)).toEqual(['fill', 'text']);
  });

  it('keeps link targets on their pieces', () => {
    const [line] = layoutLines(['see ', link('docs', 'https://example.com/docs')], 100, measure);
    expect(line!.pieces[1]).toMatchObject({
      text: 'docs',
      style: { kind: 'link', href: 'https://example.com/docs' },
    });
  });

  it('cuts a word longer than the line', () => {
    const lines = layoutLines('go abcdefghij', 4, measure);
    expect(lines.map(lineText)).toEqual(['go', 'abcd', 'efgh', 'ij']);
  });

  it('honours explicit newlines and returns one empty line for empty text', () => {
    expect(layoutLines('one\ntwo three', 100, measure).map(lineText)).toEqual(['one', 'two three']);
    expect(layoutLines('', 100, measure)).toEqual([{ pieces: [], width: 0 }]);
  });

  it('does not break at a non-breaking space', () => {
    expect(layoutLines('aaaa 10\u00a0days', 8, measure).map(lineText)).toEqual(['aaaa', '10\u00a0days']);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graphemes, sentences, words } from '@/lib/writing/segment';

const texts = (list: { text: string }[]) => list.map((span) => span.text);

describe.each([
  ['Intl.Segmenter', true],
  ['the fallback', false],
])('words with %s', (_name, native) => {
  it('keeps contractions, hyphenated compounds and numbers whole', () => {
    expect(texts(words("Don’t stop: it's a well-known, state-of-the-art idea.", native))).toEqual([
      'Don’t',
      'stop',
      "it's",
      'a',
      'well-known',
      'state-of-the-art',
      'idea',
    ]);
    expect(texts(words('Pay $1,000 or 3.14% on 2026-11-22, U.S.A. rules', native))).toEqual([
      'Pay',
      '1,000',
      'or',
      '3.14',
      'on',
      '2026-11-22',
      'U.S.A',
      'rules',
    ]);
  });

  it('splits at dashes and ignores emoji and symbols standing alone', () => {
    expect(texts(words('fast—cheap 1990–2000 👍🏽 👨‍👩‍👧 & + ok', native))).toEqual([
      'fast',
      'cheap',
      '1990',
      '2000',
      'ok',
    ]);
  });

  it('counts a link or an email address as one word', () => {
    expect(
      texts(words('Apply at https://example.com/jobs?id=3. Or email jane.doe@acme.co.uk today.', native)),
    ).toEqual([
      'Apply',
      'at',
      'https://example.com/jobs?id=3',
      'Or',
      'email',
      'jane.doe@acme.co.uk',
      'today',
    ]);
  });

  it('is not moved by extra spaces, tabs and blank lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('hire', 'well-known', "don't", '42', 'team'), {
          minLength: 1,
          maxLength: 30,
        }),
        fc.array(fc.constantFrom(' ', '  ', '\t', '\n', '\n\n\n', ' \r\n '), {
          minLength: 30,
          maxLength: 30,
        }),
        (list, gaps) => {
          const text = list.map((word, i) => word + gaps[i]).join('');
          expect(words(text, native)).toHaveLength(list.length);
        },
      ),
    );
  });
});

describe('words in Chinese and Japanese', () => {
  it('uses the dictionary where the browser has one', () => {
    expect(texts(words('我喜欢学习中文。', true))).toEqual(['我', '喜欢', '学习', '中文']);
  });
  it('counts each character as a word without one', () => {
    expect(words('我喜欢学习中文。', false)).toHaveLength(7);
    expect(texts(words('Excel表格 ok', false))).toEqual(['Excel', '表', '格', 'ok']);
  });
});

describe.each([
  ['Intl.Segmenter', true],
  ['the fallback', false],
])('sentences with %s', (_name, native) => {
  it('ends sentences at . ! ? and line breaks, not after titles, initials or U.S.', () => {
    const text =
      'Mr. Smith met Dr. Lee at 3 p.m. on Monday! Did J. K. Rowling write it? The U.S. Army agreed. “Really!” she said.\nTitle line\nBody text';
    expect(texts(sentences(text, native)).map((s) => s.trim())).toEqual([
      'Mr. Smith met Dr. Lee at 3 p.m. on Monday!',
      'Did J. K. Rowling write it?',
      'The U.S. Army agreed.',
      '“Really!” she said.',
      'Title line',
      'Body text',
    ]);
  });

  it('finds no sentence in blank or symbol-only text', () => {
    expect(sentences('   \n\n … -- ', native)).toEqual([]);
  });
});

describe('graphemes', () => {
  it.each([true, false])('counts what a reader sees (native: %s)', (native) => {
    expect(graphemes('👍🏽👨‍👩‍👧e\u0301🇺🇸\r\na', native)).toEqual(['👍🏽', '👨‍👩‍👧', 'e\u0301', '🇺🇸', '\r\n', 'a']);
  });
});

describe('long texts', () => {
  // Windows are cut where every segmenter breaks anyway: the result must be the unwindowed one.
  const long = Array.from(
    { length: 60 },
    (_, i) =>
      `Dr. Lee met Mr. Kim at 5:30 p.m. in the U.S.A. on 3/4/2025, item ${i}. It grew in 2025. 2026 was calmer! ` +
      `Olá 👍🏽 日本語のテキスト。 See https://example.com/a.b?c=d. Why?  Because.\r\n${i % 7 ? '' : '\n'}`,
  ).join('');
  const direct = (granularity: 'word' | 'sentence' | 'grapheme') => [
    ...new Intl.Segmenter('en', { granularity }).segment(long),
  ];

  it('finds the same words, sentences and characters as one walk over each line', () => {
    expect(long.length).toBeGreaterThan(8000);
    // Each line is short enough to be walked in one go; nothing counted crosses a line break.
    const lines = long.split(/\r\n|\n/);
    expect(texts(words(long))).toEqual(lines.flatMap((line) => texts(words(line))));
    expect(sentences(long).map((s) => s.text.trim())).toEqual(
      lines.flatMap((line) => sentences(line).map((s) => s.text.trim())),
    );
    expect(graphemes(long)).toEqual(direct('grapheme').map((part) => part.segment));
  });
});

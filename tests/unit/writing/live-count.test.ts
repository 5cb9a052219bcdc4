import { describe, expect, it } from 'vitest';
import { topKeywords } from '@/lib/writing/keywords';
import { xLength } from '@/lib/writing/limits';
import { LiveCounter } from '@/lib/writing/live-count';
import { readability } from '@/lib/writing/readability';
import { createRandom } from '@/lib/kit/random';
import { analyze } from '@/lib/writing/stats';
import { GENERATED_STYLE, PLAIN_STYLE, SAMPLE, SOURCE } from './fixtures';

/** What counting the whole text at once says: the live counter must agree with it exactly. */
function whole(text: string, native: boolean) {
  const { wordList, ...stats } = analyze(text, native);
  return {
    stats,
    readability: readability(wordList, stats.sentences),
    keywords: topKeywords(wordList),
    x: xLength(text, native),
  };
}

// Long lines (cut at sentence ends), abbreviations at the cuts, CRLF, blank lines, emoji, links,
// numbers after a full stop ("in 2025. 2026 was"), which the segmenter does not end a sentence at.
const LONG = `${PLAIN_STYLE} Dr. Lee met Mr. Kim at 5:30 p.m. in the U.S.A. on 3/4/2025. ${GENERATED_STYLE} It grew in 2025. 2026 was calmer. ${SOURCE}`;
const TEXTS = [
  '',
  SAMPLE,
  `${LONG} ${LONG}`,
  `${SAMPLE}\r\n\r\n${LONG}\n\n\n${SOURCE} 👍🏽 日本語のテキスト。 See https://example.com/a.b?c=d.\u2028Next line`,
  '   \n\t\n',
];

describe('the live counter', () => {
  for (const native of [true, false]) {
    it(`agrees with counting the whole text (${native ? 'Intl.Segmenter' : 'fallback'})`, () => {
      for (const text of TEXTS) {
        const counter = new LiveCounter(native);
        expect(counter.count(text)).toEqual(whole(text, native));
      }
    });

    it(`stays right through a run of edits anywhere in the text (${native ? 'Intl.Segmenter' : 'fallback'})`, () => {
      const random = createRandom(7).next;
      const counter = new LiveCounter(native);
      let text = TEXTS[3]!;
      const inserts = [' ', 'a', '.', '\n', ' The ', 'Dr. ', 'x'];
      for (let step = 0; step < 80; step += 1) {
        const at = Math.floor(random() * (text.length + 1));
        if (random() < 0.35 && text.length)
          text = text.slice(0, at) + text.slice(at + 1 + Math.floor(random() * 8));
        else text = text.slice(0, at) + inserts[Math.floor(random() * inserts.length)]! + text.slice(at);
        expect(counter.count(text), `after edit ${step}`).toEqual(whole(text, native));
      }
    });
  }

  it('forgets pieces that left the text, so a long session does not grow without end', () => {
    const counter = new LiveCounter();
    for (let i = 0; i < 200; i += 1) counter.count(`Line ${i} of a draft.\nSecond line.`);
    expect(counter.count('')).toEqual(whole('', true));
    expect((counter as unknown as { known: Map<string, unknown> }).known.size).toBe(0);
  });
});

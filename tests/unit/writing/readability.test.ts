import { describe, expect, it } from 'vitest';
import { topKeywords } from '@/lib/writing/keywords';
import { easeBand, readability } from '@/lib/writing/readability';
import { sentences, words } from '@/lib/writing/segment';
import { syllables } from '@/lib/writing/syllables';

const score = (text: string) => readability(words(text), sentences(text).length);

describe('syllables', () => {
  // Dictionary counts for common words and the word forms the rules have to handle.
  const known: [string, number][] = [
    ['the', 1],
    ['make', 1],
    ['makes', 1],
    ['table', 2],
    ['tables', 2],
    ['places', 2],
    ['changes', 2],
    ['wanted', 2],
    ['hoped', 1],
    ['played', 1],
    ['created', 3],
    ['being', 2],
    ['going', 2],
    ['media', 3],
    ['actual', 3],
    ['premium', 3],
    ['idea', 3],
    ['nation', 2],
    ['delicious', 3],
    ['easier', 3],
    ['people', 2],
    ['experience', 4],
    ['audience', 3],
    ['patient', 2],
    ['friend', 1],
    ['recruiter', 3],
    ['hiring', 2],
    ['candidate', 3],
    ['candidates', 3],
    ['interview', 3],
    ['manager', 3],
    ['company', 3],
    ['organization', 5],
    ['opportunity', 5],
    ['responsibilities', 6],
    ['communication', 5],
    ['employee', 3],
    ['salary', 3],
    ['benefits', 3],
    ['application', 4],
    ['position', 3],
    ['required', 2],
    ['education', 4],
    ['development', 4],
    ['excellent', 3],
    ['ability', 4],
    ['customer', 3],
    ['service', 2],
    ['technical', 3],
    ['analysis', 4],
    ['leadership', 3],
    ['environment', 4],
    ['independently', 5],
    ['collaborate', 4],
    ['business', 2],
    ['simple', 2],
    ['little', 2],
    ['beautiful', 3],
    ['every', 3],
    ['because', 2],
    ['important', 3],
    ['together', 3],
    ['remote', 2],
    ['feedback', 2],
    ['workplace', 2],
    ['retention', 3],
    ['compliance', 3],
    ['policy', 3],
    ['minimum', 3],
    ['hour', 1],
    ['apple', 2],
    ['boxes', 2],
    ['wishes', 2],
    ['goes', 1],
    ['used', 1],
    ['focused', 2],
    ['managed', 2],
    ['recognized', 3],
    ['improved', 2],
    ['supported', 3],
    ['quality', 3],
    ['language', 2],
    ['skills', 1],
    ['team', 1],
  ];

  it('gets at least 95% of a varied word list right', () => {
    const wrong = known.filter(([word, count]) => syllables(word) !== count);
    expect(wrong.length / known.length, JSON.stringify(wrong)).toBeLessThanOrEqual(0.05);
  });

  it('never gives a word with letters fewer than one syllable, and ignores digits', () => {
    for (const word of ['I', 'a', 'rhythm', 'XYZ', "don't", 'Company’s'])
      expect(syllables(word)).toBeGreaterThanOrEqual(1);
    expect(syllables('2026')).toBe(0);
  });
});

describe('the Flesch formulas', () => {
  it('work the textbook arithmetic on known counts', () => {
    // 9 one-syllable words in 2 sentences: 206.835 − 1.015 × 4.5 − 84.6 × 1 = 117.6675.
    const easy = score('The cat sat on the mat. The dog ran.')!;
    expect(easy).toMatchObject({ words: 9, sentences: 2, syllables: 9 });
    expect(easy.ease).toBeCloseTo(117.6675, 6);
    expect(easy.grade).toBeCloseTo(0.39 * 4.5 + 11.8 - 15.59, 6);
    // 3 three-syllable words in 1 sentence: 206.835 − 1.015 × 3 − 84.6 × 3 = −50.01.
    const hard = score('Recruiters interview candidates.')!;
    expect(hard.syllables).toBe(9);
    expect(hard.ease).toBeCloseTo(-50.01, 6);
  });

  it('flags short or non-English text as unreliable and scores nothing without a sentence', () => {
    expect(score('Short text here.')!.reliable).toBe(false);
    expect(score('我喜欢学习中文。我们 ok.')!.latin).toBe(false);
    expect(score('')).toBeNull();
    expect(score('2026 1,000')).toBeNull();
  });

  it('names Flesch’s bands', () => {
    expect(easeBand(65).label).toBe('Plain English');
    expect(easeBand(95).label).toBe('Very easy');
    expect(easeBand(10).label).toBe('Very difficult');
  });
});

describe('top keywords', () => {
  it('ranks content words by count with their density, leaving out function words', () => {
    const text =
      "Our recruiters screen candidates. The recruiter's job: screen candidates fairly, and we'll screen them fast.";
    const top = topKeywords(words(text));
    expect(top.slice(0, 3)).toEqual([
      { word: 'screen', count: 3, density: (3 / 15) * 100 },
      { word: 'candidates', count: 2, density: (2 / 15) * 100 },
      { word: 'recruiters', count: 1, density: (1 / 15) * 100 },
    ]);
    const listed = top.map((k) => k.word);
    expect(listed).toContain('recruiter');
    for (const stop of ['our', 'the', "we'll", 'them', 'and']) expect(listed).not.toContain(stop);
  });
});

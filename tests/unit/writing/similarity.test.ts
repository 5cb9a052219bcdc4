import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compare, highlightPieces, notablePassages } from '@/lib/writing/similarity/compare';
import { contentTokens, stem } from '@/lib/writing/similarity/tokens';
import { fnv1a, shingleHashes, SHINGLE, winnow, WINDOW } from '@/lib/writing/similarity/winnow';
import { PARAPHRASE, SOURCE, UNRELATED } from './fixtures';

describe('fingerprints', () => {
  it('fold function words, accents and endings away', () => {
    expect(contentTokens('The Café’s hiring managers hired them.').map((t) => t.key)).toEqual([
      'cafe',
      'hir',
      'manager',
      'hir',
    ]);
    expect(stem('policies')).toBe('policy');
    expect(stem('boxes')).toBe('box');
    expect(stem('business')).toBe('business');
  });

  it('always keep a fingerprint of any run of K + W − 1 shared words, wherever it sits', () => {
    const word = fc.constantFrom(
      'alpha',
      'beta',
      'gamma',
      'delta',
      'omega',
      'sigma',
      'kappa',
      'zeta',
      'theta',
    );
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 20 }),
        fc.array(word, { minLength: SHINGLE + WINDOW - 1, maxLength: SHINGLE + WINDOW + 3 }),
        fc.array(word, { maxLength: 20 }),
        fc.array(word, { maxLength: 20 }),
        (before, shared, after, other) => {
          const a = winnow(shingleHashes([...before, ...shared, ...after])).map((f) => f.hash);
          const b = new Set(winnow(shingleHashes([...other, ...shared])).map((f) => f.hash));
          expect(a.some((hash) => b.has(hash))).toBe(true);
        },
      ),
    );
  });

  it('keep far fewer hashes than shingles', () => {
    const keys = contentTokens(`${SOURCE} ${UNRELATED} ${PARAPHRASE}`).map((t) => t.key);
    const hashes = shingleHashes(keys);
    expect(winnow(hashes).length).toBeLessThan(hashes.length * 0.6);
    expect(fnv1a('hire')).toBe(fnv1a('hire'));
    expect(fnv1a('hire')).not.toBe(fnv1a('hired'));
  });
});

describe('comparing texts', () => {
  it('scores a copy at 100% and highlights all of it', () => {
    const result = compare(SOURCE, [SOURCE]);
    expect(result.coverage).toBe(1);
    expect(result.sources[0]).toMatchObject({ coverage: 1, sourceCoverage: 1, resemblance: 1 });
    expect(result.sources[0]!.vocabulary).toBeCloseTo(1, 10);
  });

  it('scores a reordered paraphrase well above unrelated text', () => {
    const paraphrase = compare(PARAPHRASE, [SOURCE]);
    const unrelated = compare(UNRELATED, [SOURCE]);
    expect(paraphrase.coverage).toBeGreaterThan(0.5);
    expect(paraphrase.sources[0]!.vocabulary).toBeGreaterThan(0.8);
    expect(unrelated.coverage).toBe(0);
    expect(unrelated.sources[0]!.vocabulary).toBeLessThan(0.1);
  });

  it('marks the same passages in both texts, with their own wording', () => {
    const { sources, highlights } = compare(PARAPHRASE, [UNRELATED, SOURCE]);
    expect(sources[0]!.passages).toEqual([]);
    const passages = notablePassages(sources[1]!).map((p) => [
      PARAPHRASE.slice(...p.range),
      SOURCE.slice(...p.sourceRange),
    ]);
    expect(passages).toContainEqual([
      'share salary ranges in every job posting',
      'share salary ranges in every job posting',
    ]);
    expect(passages).toContainEqual([
      'forty minutes and focuses on the tasks the role performs',
      'forty minutes and focuses on the tasks the role performs',
    ]);
    const marked = highlightPieces(PARAPHRASE, highlights);
    expect(marked.map((p) => p.text).join('')).toBe(PARAPHRASE);
    expect(marked.filter((p) => p.marked).map((p) => p.text)).toContain(
      'Candidates who meet the minimum requirements',
    );
  });

  it('combines several sources and ignores empty ones', () => {
    const half = SOURCE.slice(0, SOURCE.indexOf('After the assessment'));
    const rest = SOURCE.slice(half.length);
    const result = compare(SOURCE, [half, '', rest]);
    expect(result.sources[1]!.coverage).toBe(0);
    expect(result.coverage).toBeCloseTo(1, 1);
    expect(result.sources[0]!.coverage + result.sources[2]!.coverage).toBeGreaterThan(0.9);
  });

  it('handles empty and tiny texts without dividing by zero', () => {
    expect(compare('', [SOURCE])).toMatchObject({ words: 0, coverage: 0 });
    expect(compare('Hire well.', [''])).toMatchObject({ coverage: 0 });
    expect(JSON.stringify(compare('a b', ['a b']))).not.toMatch(/NaN/);
  });
});

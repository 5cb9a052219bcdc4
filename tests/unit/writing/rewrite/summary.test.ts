import { describe, expect, it } from 'vitest';
import { keyPhrases } from '@/lib/writing/summary/keyphrases';
import { summarize, targetCount } from '@/lib/writing/summary/summarize';
import { ARTICLE } from './fixtures';

describe('the extractive summary', () => {
  it('picks the central sentences, leaves the off-topic one out, and keeps their order', () => {
    const { picked, total } = summarize(ARTICLE, { by: 'sentences', count: 3 });
    expect(total).toBe(9);
    expect(picked.map((s) => s.text)).toEqual([
      'Pay transparency laws now cover a large share of US job postings.',
      'For recruiters, pay transparency changes how job postings are written.',
      'Employers report more applicants when the posting shows pay transparency.',
    ]);
    const all = summarize(ARTICLE, { by: 'sentences', count: 8 }).picked.map((s) => s.text);
    expect(all).not.toContain('The lunch menu at the office changed last week.');
    const indexes = all.map((text) => ARTICLE.indexOf(text));
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
  });

  it('sizes the summary by sentences or by percent, within the text', () => {
    expect(targetCount(9, { by: 'percent', percent: 20 })).toBe(2);
    expect(targetCount(9, { by: 'sentences', count: 50 })).toBe(9);
    expect(targetCount(0, { by: 'sentences', count: 3 })).toBe(0);
    expect(summarize(ARTICLE, { by: 'percent', percent: 40 }).picked).toHaveLength(4);
    expect(summarize('', { by: 'sentences', count: 3 }).picked).toEqual([]);
  });

  it('skips a sentence that repeats one already chosen', () => {
    const text = `${ARTICLE} Pay transparency laws now cover a large share of US job postings.`;
    const picked = summarize(text, { by: 'sentences', count: 3 }).picked.map((s) => s.text);
    expect(picked.filter((s) => s.startsWith('Pay transparency laws now cover'))).toHaveLength(1);
  });

  it('is the same every time', () => {
    expect(summarize(ARTICLE, { by: 'percent', percent: 30 })).toEqual(
      summarize(ARTICLE, { by: 'percent', percent: 30 }),
    );
  });

  it('handles 20,000 words in one go', () => {
    const long = Array.from({ length: 210 }, (_, i) => ARTICLE.replace('2021', String(1800 + i))).join(
      '\n\n',
    );
    const started = performance.now();
    const { picked, total } = summarize(long, { by: 'percent', percent: 5 });
    expect(long.split(/\s+/).length).toBeGreaterThan(20000);
    expect(total).toBe(1890);
    expect(picked).toHaveLength(95);
    // Generous for slow CI machines; in a browser this runs in a worker anyway.
    expect(performance.now() - started).toBeLessThan(8000);
  });
});

describe('key phrases', () => {
  it('lists the phrases that recur, longest meaningful first, without repeats inside them', () => {
    expect(keyPhrases(ARTICLE).slice(0, 3)).toEqual(['pay transparency', 'job postings', 'salary ranges']);
    expect(keyPhrases(ARTICLE)).not.toContain('pay');
  });

  it('returns nothing when no phrase recurs', () => {
    expect(keyPhrases('Colorado passed a law.')).toEqual([]);
  });
});

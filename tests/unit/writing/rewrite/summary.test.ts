import { describe, expect, it } from 'vitest';
import { keyPhrases } from '@/lib/writing/summary/keyphrases';
import { keyPoint } from '@/lib/writing/summary/keypoints';
import { summarize, targetCount } from '@/lib/writing/summary/summarize';
import { ARTICLE } from './fixtures';
import { hookEvilTwinWifi } from './summary-corpus/hook-evil-twin-wifi';
import { titleCityBudget } from './summary-corpus/title-city-budget';

describe('the extractive summary', () => {
  it('picks the central sentences, leaves the off-topic one out, and keeps their order', () => {
    const { picked, total } = summarize(ARTICLE, { by: 'sentences', count: 3 });
    expect(total).toBe(9);
    const texts = picked.map((s) => s.text);
    expect(texts.slice(0, 2)).toEqual([
      'Pay transparency laws now cover a large share of US job postings.',
      'For recruiters, pay transparency changes how job postings are written.',
    ]);
    // Either is a fair third point: what the laws demand of a posting, or what they do for employers.
    expect([
      'A posting must show a good-faith salary range, and vague ranges invite complaints.',
      'Employers report more applicants when the posting shows pay transparency.',
    ]).toContain(texts[2]);
    const all = summarize(ARTICLE, { by: 'sentences', count: 8 }).picked.map((s) => s.text);
    expect(all).not.toContain('The lunch menu at the office changed last week.');
    const indexes = all.map((text) => ARTICLE.indexOf(text));
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
  });

  it('leads with the point, not the story told before it', () => {
    const [first] = summarize(hookEvilTwinWifi.text, { by: 'sentences', count: 1 }).picked;
    expect(first?.text).toBe(hookEvilTwinWifi.main);
    const three = summarize(hookEvilTwinWifi.text, { by: 'sentences', count: 3 }).picked.map((s) => s.text);
    expect(three.some((s) => s.includes('watermelon'))).toBe(false);
  });

  it('reads a first line without end punctuation as the title and never offers it as a sentence', () => {
    const title = titleCityBudget.text.split('\n')[0]!;
    const picked = summarize(titleCityBudget.text, { by: 'sentences', count: 5 }).picked.map((s) => s.text);
    expect(picked[0]).toBe(titleCityBudget.main);
    const all = summarize(titleCityBudget.text, { by: 'sentences', count: 50 });
    expect(all.picked).toHaveLength(all.total);
    expect(all.picked.map((s) => s.text)).not.toContain(title);
  });

  it('skips questions, greetings and meeting-record lines', () => {
    const notes = `Weekly sync, 3 March

Attendees: Ana, Ben, Chloe.

Hi all, thanks for joining so early! Did everyone see the snow this morning?

We decided to move the product launch from April 2 to April 16, because the payment provider needs two more weeks of testing. Ben will tell the sales team about the new launch date today. The launch budget stays at 20,000 dollars, and the launch event moves to the same week.

Next meeting: 10 March.`;
    expect(summarize(notes, { by: 'sentences', count: 3 }).picked.map((s) => s.text)).toEqual([
      'We decided to move the product launch from April 2 to April 16, because the payment provider needs two more weeks of testing.',
      'Ben will tell the sales team about the new launch date today.',
      'The launch budget stays at 20,000 dollars, and the launch event moves to the same week.',
    ]);
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

describe('key points', () => {
  it('drop the connective that tied a sentence to the one before, and start with a capital', () => {
    expect(keyPoint('However, the bridge will reopen in May.')).toBe('The bridge will reopen in May.');
    expect(keyPoint('In addition, staff get a travel pass.')).toBe('Staff get a travel pass.');
    expect(keyPoint('But a four-day week does not mean everyone is off on Friday.')).toBe(
      'A four-day week does not mean everyone is off on Friday.',
    );
    expect(keyPoint('As a result, iPhone sales fell.')).toBe('iPhone sales fell.');
  });

  it('keep sentences whose opening word is part of the point', () => {
    expect(keyPoint('However much it costs, the repair is worth it.')).toBe(
      'However much it costs, the repair is worth it.',
    );
    expect(keyPoint('Also known as the 3-2-1 rule, it keeps three copies.')).toBe(
      'Also known as the 3-2-1 rule, it keeps three copies.',
    );
    expect(keyPoint('So many people applied that the deadline moved.')).toBe(
      'So many people applied that the deadline moved.',
    );
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

import { describe, expect, it } from 'vitest';
import { CLICHE_PATTERN } from '@/content/tools/writing/cliches';
import { analyzeSignals, mattr, MIN_WORDS, repeatedPhrases } from '@/lib/writing/signals/signals';
import { GENERATED_STYLE, PLAIN_STYLE } from './fixtures';

const byId = (text: string) =>
  Object.fromEntries(analyzeSignals(text, CLICHE_PATTERN).signals.map((s) => [s.id, s]));

describe('AI writing signals', () => {
  it('find many signals in text written the way chat models write', () => {
    const report = analyzeSignals(GENERATED_STYLE, CLICHE_PATTERN);
    expect(report.words).toBeGreaterThanOrEqual(MIN_WORDS);
    expect(report.level).toBe('many');
    const signals = byId(GENERATED_STYLE);
    expect(signals.openers!.strength).toBe('strong');
    expect(signals.cliches!.strength).toBe('strong');
    expect(signals.cliches!.examples).toContain('“i hope this email finds you well”');
    expect(signals.openers!.examples).toEqual(
      expect.arrayContaining(['Additionally', 'Furthermore', 'Moreover']),
    );
  });

  it('find few in a plain, varied human note', () => {
    const report = analyzeSignals(PLAIN_STYLE, CLICHE_PATTERN);
    expect(report.words).toBeGreaterThanOrEqual(MIN_WORDS);
    expect(report.level).toBe('few');
    expect(byId(PLAIN_STYLE).burstiness!.strength).toBe('none');
    expect(byId(PLAIN_STYLE).cliches!.value).toBe('0 (0.0 per 1,000 words)');
  });

  it('give no level under 150 words but still show the measurements', () => {
    const report = analyzeSignals('Additionally, I delve into data. Moreover, I love it.', CLICHE_PATTERN);
    expect(report.level).toBe('too-short');
    expect(report.signals).toHaveLength(6);
    expect(byId('Short. Text.').burstiness!.strength).toBe('unknown');
  });

  it('point the stock-phrase highlights at the phrases themselves', () => {
    const report = analyzeSignals(GENERATED_STYLE, CLICHE_PATTERN);
    const found = report.clicheRanges.map(([s, e]) => GENERATED_STYLE.slice(s, e).toLowerCase());
    expect(found).toContain("in today's fast-paced world");
    expect(found).toContain('unlock the full potential');
    expect(found).not.toContain('fast-paced');
  });

  it('match stock phrases with curly apostrophes and any case, but only whole words', () => {
    expect('It’s Important To Note that'.match(CLICHE_PATTERN)).toEqual(['It’s Important To Note']);
    expect('the realms and tapestries'.match(CLICHE_PATTERN)).toBeNull();
  });

  it('never read NaN on empty text', () => {
    const report = analyzeSignals('', CLICHE_PATTERN);
    expect(report).toMatchObject({ words: 0, level: 'too-short', points: 0 });
    expect(JSON.stringify(report)).not.toMatch(/NaN|Infinity/);
  });
});

describe('thresholds and their labels agree', () => {
  // The explanation beside each signal states its thresholds; the strength shown must follow them.
  const dashy = (words: number, dashes: number) =>
    Array.from({ length: words }, (_, i) => (i < dashes ? 'word —' : `word${i % 37}`)).join(' ');

  it('one dash in a 65-word note is not enough text to mean anything', () => {
    const dashes = byId(dashy(65, 1)).dashes!;
    expect(dashes.strength).toBe('unknown');
    expect(dashes.points).toBe(0);
  });

  it('dashes, which the text calls only a weak signal, are weak at 8 per 1,000 words and never strong', () => {
    const about = byId(dashy(200, 1)).dashes!.meaning;
    expect(about).toMatch(/8 or more per 1,000 words counts only as a weak signal/);
    expect(byId(dashy(200, 1)).dashes!.strength).toBe('none'); // 5 per 1,000
    expect(byId(dashy(250, 2)).dashes!.strength).toBe('some'); // exactly 8 per 1,000
    expect(byId(dashy(200, 60)).dashes!.strength).toBe('some'); // far above
  });

  it('no signal whose explanation says “only as a weak signal” is ever labelled strong', () => {
    const extreme = `${'The same words — again and again. '.repeat(60)}`;
    for (const signal of analyzeSignals(extreme, CLICHE_PATTERN).signals) {
      if (/only as a weak signal/.test(signal.meaning)) expect(signal.strength, signal.id).not.toBe('strong');
      if (signal.strength === 'strong') expect(signal.meaning, signal.id).toMatch(/strong/);
    }
  });
});

describe('signals per sentence', () => {
  it('lists each sentence that carries an opener, a stock phrase, a dash or a repeated phrase', () => {
    const report = analyzeSignals(GENERATED_STYLE, CLICHE_PATTERN);
    const first = report.sentenceMarks[0]!;
    expect(first.text).toBe('I hope this email finds you well.');
    expect(first.reasons).toEqual(['Stock phrase']);
    const furthermore = report.sentenceMarks.find((m) => m.text.startsWith('Furthermore, I thrive'))!;
    expect(furthermore.reasons).toEqual(expect.arrayContaining(['Transition opener', 'Dash']));
    // Offsets point at the sentence in the visitor's text.
    for (const mark of report.sentenceMarks)
      expect(GENERATED_STYLE.slice(mark.start, mark.end).trim()).toBe(mark.text);
    // A plain note has far fewer.
    expect(analyzeSignals(PLAIN_STYLE, CLICHE_PATTERN).sentenceMarks.length).toBeLessThan(
      report.sentenceMarks.length / 3,
    );
  });
});

describe('measures', () => {
  it('moving-average type–token ratio', () => {
    expect(mattr(['a', 'b', 'c', 'd'])).toBe(1);
    expect(mattr(Array(120).fill('same'))).toBeCloseTo(1 / 50, 10);
    expect(mattr([])).toBe(0);
  });

  it('repeated four-word phrases', () => {
    const keys = 'we hire for skill and we hire for skill today'.split(' ');
    const { share, phrases } = repeatedPhrases(keys);
    expect(phrases[0]).toBe('“we hire for skill” ×2');
    expect(share).toBeCloseTo(2 / 7, 10);
  });
});

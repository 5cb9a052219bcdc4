import { describe, expect, it } from 'vitest';
import { readWord } from '@/lib/generators/compose/sentence/engine';
import { leftoverMarkers } from '@/lib/generators/compose/template';
import { compose } from './helpers';

const items = async (changes: Record<string, string>, variant = 0) =>
  (await compose('sentence', changes, variant)).drafts[0]?.items ?? [];

/** A sentence as a reader expects it: capital first, one space between words, one end mark. */
const WELL_FORMED = /^[A-Z](?!.* {2})(?!.*\s[,.?]).*\S[.?]$/;

describe('reading a word', () => {
  it.each([
    ['resilient', 'adjective'],
    ['negotiate', 'verb'],
    ['quickly', 'adverb'],
    ['feedback', 'noun'],
    ['benefits', 'noun'],
    ['onboarding', 'noun'],
    ['Slack', 'noun'],
  ])('%s reads as a %s', (word, pos) => {
    expect(readWord(word, 'auto').pos).toBe(pos);
  });

  it('conjugates verbs, irregular ones included, and honors a chosen part of speech', () => {
    expect(readWord('run', 'auto')).toMatchObject({ base: 'run', past: 'ran', gerund: 'running' });
    expect(readWord('ran', 'auto')).toMatchObject({ pos: 'verb', base: 'run' });
    expect(readWord('budget', 'noun')).toMatchObject({ pos: 'noun', guessed: false });
  });
});

describe('sentence composer', () => {
  it('uses the sample word in five well-formed sentences of mixed types', async () => {
    const sentences = await items({});
    expect(sentences).toHaveLength(5);
    for (const sentence of sentences) {
      expect(sentence).toMatch(WELL_FORMED);
      expect(sentence).toContain('resilient');
    }
    expect(sentences[0]).toMatch(/\.$/);
    expect(sentences[1]).toMatch(/, (and|but|so|or|yet) /);
    expect(sentences[3]).toMatch(/\?$/);
    const output = await compose('sentence');
    expect(output.notes[0]).toBe(
      '“resilient” is read as an adjective. If you meant another part of speech, choose it above.',
    );
  });

  it.each(
    ['noun', 'verb', 'adjective', 'adverb'].flatMap((pos) =>
      ['simple', 'compound', 'complex', 'question'].flatMap((type) =>
        ['basic', 'standard', 'advanced'].map((level) => [pos, type, level]),
      ),
    ),
  )('%s, %s, %s: every sentence is of that type and has the word', async (pos, type, level) => {
    const word = { noun: 'budget', verb: 'negotiate', adjective: 'candid', adverb: 'calmly' }[pos]!;
    const output = await compose('sentence', {
      word,
      partOfSpeech: pos,
      sentenceType: type,
      level,
      count: '3',
    });
    const sentences = output.drafts[0]?.items ?? [];
    // An adjective is only put with what it can describe, so its frames can run short: then the
    // page says how many there are.
    if (sentences.length < 3) {
      expect(pos).toBe('adjective');
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(output.notes.at(-1)).toBe(
        `There are ${sentences.length} different ${type} sentences for this; choose another type or level for more.`,
      );
    }
    for (const sentence of sentences) {
      expect(sentence).toMatch(WELL_FORMED);
      expect(leftoverMarkers(sentence)).toEqual([]);
      expect(sentence.toLowerCase()).toMatch(new RegExp(pos === 'verb' ? 'negotiat' : word));
      if (type === 'question') expect(sentence).toMatch(/\?$/);
      else expect(sentence).toMatch(/\.$/);
      if (type === 'compound') expect(sentence).toMatch(/, (and|but|so|or|yet) /);
      if (type === 'complex')
        expect(sentence).toMatch(/\b(When|Because|Although|If|Once|Before|as soon as)\b/);
    }
  });

  it('puts a verb typed in the past tense into sentences in that tense first', async () => {
    const sentences = await items({ word: 'ran', sentenceType: 'simple', count: '1' });
    expect(sentences[0]).toContain(' ran ');
  });

  it('writes about every keyword of a topic, in turn', async () => {
    const sentences = await items({ mode: 'topic', topic: 'employee benefits, retention', count: '6' });
    expect(sentences).toHaveLength(6);
    expect(
      sentences.filter((s) => s.toLowerCase().includes('employee benefits')).length,
    ).toBeGreaterThanOrEqual(3);
    expect(sentences.filter((s) => s.includes('retention')).length).toBeGreaterThanOrEqual(3);
    for (const sentence of sentences) expect(sentence).toMatch(WELL_FORMED);
  });

  it('gives at most as many sentences as it has frames, and says so', async () => {
    const output = await compose('sentence', { sentenceType: 'question', count: '10' });
    expect(output.drafts[0]?.items?.length).toBeLessThan(10);
    expect(new Set(output.drafts[0]?.items).size).toBe(output.drafts[0]?.items?.length);
    expect(output.notes.at(-1)).toMatch(/^There are \d+ different question sentences for this/);
  });

  it('asks for a word when there is none', async () => {
    const output = await compose('sentence', { word: '  ' });
    expect(output.drafts).toEqual([]);
    expect(output.notes).toEqual(['Type a word to see it used in sentences.']);
  });

  it('is deterministic, and another version reorders', async () => {
    expect(await items({})).toEqual(await items({}));
    const versions = await Promise.all([1, 2, 3].map((v) => items({ count: '3' }, v)));
    expect(new Set([await items({ count: '3' }), ...versions].map((v) => v.join('|'))).size).toBeGreaterThan(
      1,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { analyze, duration, durationWords, READING_WPM, SPEAKING_WPM } from '@/lib/writing/stats';
import { announcement, COUNTS } from '@/lib/writing/view';
import { SAMPLE } from './fixtures';

describe('the counts', () => {
  it('counts a paragraph the way a careful person would', () => {
    const stats = analyze(SAMPLE);
    expect(stats.words).toBe(35);
    expect(stats.sentences).toBe(4);
    expect(stats.paragraphs).toBe(2);
    expect(stats.lines).toBe(3);
    expect(stats.lineBreaks).toBe(2);
    expect(stats.characters).toBe(SAMPLE.length);
    expect(stats.spaces).toBe(SAMPLE.split(' ').length - 1);
    expect(stats.charactersNoSpaces).toBe(SAMPLE.replace(/\s/g, '').length);
    expect(stats.bytes).toBe(SAMPLE.length);
    expect(
      stats.letters + stats.digits + stats.punctuation + stats.symbols + stats.spaces + stats.lineBreaks,
    ).toBe(stats.characters);
  });

  it('counts emoji, accents and CJK as a reader sees them, and their UTF-8 bytes', () => {
    const stats = analyze('Olá 👍🏽 日本');
    expect(stats.characters).toBe(8);
    expect(stats.charactersNoSpaces).toBe(6);
    expect(stats.emoji).toBe(1);
    expect(stats.letters).toBe(5);
    // O, l (1 each) + á (2) + two spaces + 👍🏽 (4 + 4) + 日本 (3 + 3)
    expect(stats.bytes).toBe(1 + 1 + 2 + 1 + 8 + 1 + 6);
    expect(stats.codeUnits).toBe('Olá 👍🏽 日本'.length);
  });

  it('treats an empty or blank text as nothing', () => {
    expect(analyze('')).toMatchObject({ words: 0, characters: 0, lines: 0, paragraphs: 0, sentences: 0 });
    expect(analyze(' \n\n\t ')).toMatchObject({ words: 0, paragraphs: 0, sentences: 0, lines: 3 });
  });

  it('times reading at 238 and speaking at 183 words a minute', () => {
    expect(READING_WPM).toBe(238);
    expect(SPEAKING_WPM).toBe(183);
    const stats = analyze('word '.repeat(500));
    expect(duration(stats.readingSeconds)).toBe('2 min 6 sec');
    expect(duration(stats.speakingSeconds)).toBe('2 min 44 sec');
    expect(COUNTS.readingTime.value(analyze(SAMPLE))).toBe('9 sec');
  });
});

describe('durations', () => {
  it.each([
    [0, '0 sec', 'no time'],
    [44.6, '45 sec', '45 seconds'],
    [60, '1 min', 'about 1 minute'],
    [192, '3 min 12 sec', 'about 3 minutes'],
    [3900, '1 hr 5 min', 'about 1 hour 5 minutes'],
  ])('%d seconds read as %j', (seconds, short, long) => {
    expect(duration(seconds)).toBe(short);
    expect(durationWords(seconds)).toBe(long);
  });
});

describe('the announcement', () => {
  it('reads the chosen counts in one sentence', () => {
    expect(announcement(analyze(SAMPLE), ['words', 'characters', 'sentences', 'readingTime'])).toBe(
      `35 words, ${SAMPLE.length} characters, 4 sentences, 9 sec to read.`,
    );
    expect(announcement(analyze('one'), ['words'])).toBe('1 word.');
    expect(announcement(analyze(''), ['words'])).toBe('The text box is empty.');
  });
});

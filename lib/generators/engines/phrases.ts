import { isClean } from '../blocklist';
import { shuffle } from '@/lib/kit/random';
import { dedupe, plural } from '../text';
import type { Idea, Metric, Rng } from '../types';

/**
 * Phrase generators (slogans, titles, headlines) fill templates with the visitor's words, then
 * keep those within the tool's length limit, without repeats, in an order the seed decides.
 */
export type Filled = { text: string; detail: string; weight: number };

export function fillTemplate(template: string, slots: Record<string, string>): string | null {
  let missing = false;
  const text = template.replace(/\{(\w+)\}/g, (_m, slot: string) => {
    const value = slots[slot];
    if (!value) missing = true;
    return value ?? '';
  });
  return missing ? null : text.replace(/\s+/g, ' ').trim();
}

export function lengthMetric(text: string, limit: number, unit = 'characters'): Metric {
  return {
    label: 'Length',
    value: `${text.length} / ${limit} ${unit}`,
    tone: text.length > limit ? 'bad' : 'good',
  };
}

export function orderPhrases(
  pool: readonly Filled[],
  options: { rng: Rng; count: number; limit: number; userWords: readonly string[] },
): Idea[] {
  const fit = pool.filter(
    (entry) =>
      entry.text.length <= options.limit &&
      isClean(entry.text, [...options.userWords, ...entry.text.split(/\s+/)]),
  );
  const scored = shuffle(fit, options.rng)
    .map((entry) => ({ ...entry, score: entry.weight + options.rng() * 2 }))
    .sort((a, b) => b.score - a.score);
  return dedupe(scored, (entry) => entry.text)
    .slice(0, options.count)
    .map((entry) => ({
      text: entry.text,
      detail: entry.detail,
      metrics: [lengthMetric(entry.text, options.limit)],
      source: 'device',
    }));
}

export function phraseFromAi(text: string, limit: number, userWords: readonly string[]): Idea | null {
  const phrase = text.trim().replace(/^["“]|["”]$/g, '');
  if (!phrase || phrase.length > limit || !isClean(phrase, [...userWords, ...phrase.split(/\s+/)]))
    return null;
  return { text: phrase, detail: 'Suggested by AI', metrics: [lengthMetric(phrase, limit)], source: 'ai' };
}

export const count = (n: number, noun: string) => plural(n, noun);

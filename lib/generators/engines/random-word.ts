import { plural } from '../text';
import type { Engine, Idea, Rng, Values } from '../types';

export type Pos = 'noun' | 'verb' | 'adjective' | 'adverb';
export type Word = { word: string; syllables: number; pos: Pos[] };

/**
 * The word lists by part of speech, space-separated, with hyphens between syllables ("ba-na-na") so
 * the syllable filter counts exactly (content/tools/generators/words/random-word.ts).
 */
export type RandomWords = { nouns: string; verbs: string; adjectives: string; adverbs: string };

/** The lists as words, each with its syllable count and every part of speech it is listed under. */
export function wordBank(words: RandomWords): Word[] {
  const map = new Map<string, Word>();
  const add = (list: string, pos: Pos) => {
    for (const split of list.split(/\s+/).filter(Boolean)) {
      const word = split.replace(/-/g, '');
      const entry = map.get(word) ?? { word, syllables: split.split('-').length, pos: [] };
      if (!entry.pos.includes(pos)) entry.pos.push(pos);
      map.set(word, entry);
    }
  };
  add(words.nouns, 'noun');
  add(words.verbs, 'verb');
  add(words.adjectives, 'adjective');
  add(words.adverbs, 'adverb');
  return [...map.values()];
}

const LENGTHS: Record<string, (n: number) => boolean> = {
  short: (n) => n <= 4,
  medium: (n) => n >= 5 && n <= 7,
  long: (n) => n >= 8,
};

export function matching(words: RandomWords, values: Values): Word[] {
  const letter = (values.startsWith ?? '').trim().toLowerCase();
  const syllables = values.syllables ?? 'any';
  return wordBank(words).filter(
    (w) =>
      (values.pos && values.pos !== 'any' ? w.pos.includes(values.pos as Pos) : true) &&
      (LENGTHS[values.length ?? '']?.(w.word.length) ?? true) &&
      (letter ? w.word.startsWith(letter) : true) &&
      (syllables === 'any' ? true : syllables === '4' ? w.syllables >= 4 : w.syllables === Number(syllables)),
  );
}

export function drawWords(words: RandomWords, values: Values, rng: Rng): Word[] {
  const pool = matching(words, values);
  const wanted = Math.min(50, Math.max(1, Math.floor(Number(values.count) || 10)));
  const noRepeats = values.repeats !== 'yes';
  const out: Word[] = [];
  const left = [...pool];
  while (out.length < wanted && left.length) {
    const index = Math.floor(rng() * left.length);
    out.push(left[index] as Word);
    if (noRepeats) left.splice(index, 1);
  }
  return out;
}

/** The random word generator, drawing from the lists in `bank` (content/tools/generators/engines/random-word.ts puts them in). */
export const randomWordEngine = (bank: RandomWords): Engine => ({
  generate: (values, rng) => {
    const pool = matching(bank, values);
    const words = drawWords(bank, values, rng);
    const wanted = Math.min(50, Math.max(1, Math.floor(Number(values.count) || 10)));
    const ideas: Idea[] = words.map((w) => ({
      text: w.word,
      badges: w.pos,
      metrics: [
        { label: 'Letters', value: String(w.word.length) },
        { label: 'Syllables', value: String(w.syllables) },
      ],
      source: 'device',
    }));
    const short = values.repeats !== 'yes' && pool.length < wanted;
    return {
      ideas,
      summary: !pool.length
        ? 'No words in the list match all these filters. Loosen one of them (length, letter or syllables).'
        : `${plural(ideas.length, 'word')} drawn from ${plural(pool.length, 'matching word')}${short ? `; only ${pool.length} match, so fewer than ${wanted} without repeats` : ''}.`,
    };
  },
  fromAi: () => null,
  ai: false,
});

import { nameFits } from '../pairing';
import { brandFromAi, finish, K, pairCompounds, readKeywords, wordCompounds, type Candidate } from './brand';
import type { Engine, Values } from '../types';

type Style = 'modern' | 'classic' | 'playful' | 'short';

/** The words the names are built from (content/tools/generators/words/business-name.ts). */
export type BusinessNameWords = {
  suffixes: Record<Style, readonly string[]>;
  prefixes: Record<Style, readonly string[]>;
  compounds: Record<Style, readonly string[]>;
  /** Words to blend a keyword into where they share letters ("brew" + "wave"). */
  blends: readonly string[];
  adjectives: Record<Style, readonly string[]>;
  /** Nouns by industry; `other` for an industry without its own. */
  industry: Record<string, readonly string[]> & { other: readonly string[] };
};

/** How well each technique suits each style (0 to 3). */
const WEIGHTS: Record<
  Style,
  {
    suffix: number;
    prefix: number;
    compound: number;
    blend: number;
    industry: number;
    adjective: number;
    pair: number;
  }
> = {
  modern: { suffix: 3, prefix: 2, compound: 2, blend: 3, industry: 1.5, adjective: 1.5, pair: 2 },
  classic: { suffix: 1.5, prefix: 1, compound: 2, blend: 0.5, industry: 3, adjective: 3, pair: 2 },
  playful: { suffix: 3, prefix: 2.5, compound: 2.5, blend: 2, industry: 1, adjective: 2.5, pair: 1.5 },
  short: { suffix: 3, prefix: 2, compound: 2, blend: 2, industry: 0.5, adjective: 0.5, pair: 1.5 },
};

const styleOf = (values: Values): Style =>
  (['modern', 'classic', 'playful', 'short'] as const).find((s) => s === values.style) ?? 'modern';

export function maxLengthOf(values: Values, fallback = 16): number {
  const n = Number(values.maxLength);
  return Number.isFinite(n) && n >= 4 ? Math.min(40, Math.floor(n)) : fallback;
}

function candidates(words: BusinessNameWords, values: Values): Candidate[] {
  const style = styleOf(values);
  const weights = WEIGHTS[style];
  const keywords = readKeywords(values);
  const industry = words.industry[values.industry ?? ''] ?? words.industry.other;
  const out: Candidate[] = [];
  for (const keyword of keywords) {
    out.push(
      ...wordCompounds(
        keyword,
        {
          suffixes: words.suffixes[style],
          prefixes: words.prefixes[style],
          compounds: words.compounds[style],
          blends: words.blends,
        },
        weights,
      ),
    );
    // "Studio Studio", "Bright Bright": a word the keyword already is adds nothing to a name.
    for (const noun of industry.filter((noun) => nameFits(keyword, noun)))
      out.push({
        text: `${K(keyword)} ${noun}`,
        technique: 'Keyword + industry word',
        parts: [keyword, noun],
        weight: weights.industry,
      });
    for (const adjective of words.adjectives[style].filter((adjective) => nameFits(adjective, keyword)))
      out.push({
        text: `${adjective} ${K(keyword)}`,
        technique: 'Descriptive word + keyword',
        parts: [keyword, adjective],
        weight: weights.adjective,
      });
  }
  out.push(...pairCompounds(keywords, weights.pair));
  if (style === 'classic' && keywords.length >= 2)
    out.push({
      text: `${K(keywords[0]!)} & ${K(keywords[1]!)}`,
      technique: 'Two keywords',
      parts: keywords,
      weight: 2.5,
    });
  return out;
}

/** The business name generator, building names from `words` (content/tools/generators/engines/business-name.ts puts them in). */
export const businessNameEngine = (words: BusinessNameWords): Engine => ({
  generate: (values, rng) =>
    finish(candidates(words, values), {
      rng,
      count: 24,
      maxLength: maxLengthOf(values),
      noun: 'business name',
      keywords: readKeywords(values),
      preferShort: styleOf(values) === 'short',
    }),
  fromAi: (text, _secondary, values) => brandFromAi(text, values, maxLengthOf(values)),
  ai: true,
});

import { isClean } from '../blocklist';
import { shuffle } from '@/lib/kit/random';
import { attach, blend, capitalize, dedupe, keywordList, plural, sayable } from '../text';
import type { Batch, Idea, Rng, Values } from '../types';

/**
 * The shared workshop of the name generators (business, blog, podcast, YouTube): each tool lists
 * candidate names built from the keywords by named techniques, and this file checks, scores,
 * de-duplicates and orders them. Candidates are many times the shown count, so the seed decides
 * which good ones show and "More ideas" brings different ones.
 */
export type Candidate = {
  text: string;
  /** The technique, shown on the card ("Keyword + suffix"). */
  technique: string;
  /** Every word the name was built from, for the blocklist's seam check. */
  parts: readonly string[];
  /** How well the technique suits the chosen style, 0 to 3. */
  weight: number;
};

export const K = capitalize;

export const one = (text: string) => capitalize(text.toLowerCase());

/** Single-word names by suffix, prefix, compound and blend. */
export function wordCompounds(
  keyword: string,
  banks: {
    suffixes: readonly string[];
    prefixes: readonly string[];
    compounds: readonly string[];
    blends: readonly string[];
  },
  weights: { suffix: number; prefix: number; compound: number; blend: number },
): Candidate[] {
  const out: Candidate[] = [];
  for (const suffix of banks.suffixes)
    out.push({
      text: one(attach(keyword, suffix)),
      technique: 'Keyword + suffix',
      parts: [keyword, suffix],
      weight: weights.suffix,
    });
  for (const prefix of banks.prefixes)
    out.push({
      text: one(prefix + keyword),
      technique: 'Prefix + keyword',
      parts: [prefix, keyword],
      weight: weights.prefix,
    });
  for (const word of banks.compounds)
    out.push({
      text: one(keyword + word),
      technique: 'Compound word',
      parts: [keyword, word],
      weight: weights.compound,
    });
  for (const word of banks.blends) {
    const joined = blend(keyword, word);
    if (joined)
      out.push({
        text: one(joined),
        technique: 'Blend (portmanteau)',
        parts: [keyword, word],
        weight: weights.blend,
      });
  }
  return out;
}

/** Two keywords joined: a compound ("Beanbrew") and, where they share letters, a blend. */
export function pairCompounds(keywords: readonly string[], weight: number): Candidate[] {
  const out: Candidate[] = [];
  for (const a of keywords)
    for (const b of keywords) {
      if (a === b) continue;
      out.push({ text: one(a + b), technique: 'Two keywords combined', parts: [a, b], weight });
      const joined = blend(a, b);
      if (joined)
        out.push({
          text: one(joined),
          technique: 'Blend (portmanteau)',
          parts: [a, b],
          weight: weight + 0.5,
        });
    }
  return out;
}

export const readKeywords = (values: Values) => keywordList(values.keywords ?? '');

/** Checks, scores and orders candidates into the batch the island shows. */
export function finish(
  candidates: readonly Candidate[],
  options: {
    rng: Rng;
    count: number;
    maxLength: number;
    noun: string;
    keywords: readonly string[];
    preferShort?: boolean;
  },
): Batch {
  const fit = candidates.filter((candidate) => {
    const letters = candidate.text.replace(/[^A-Za-z]/g, '');
    if (candidate.text.length > options.maxLength || letters.length < 3) return false;
    if (!candidate.text.split(' ').every((word) => sayable(word))) return false;
    return isClean(candidate.text, [...options.keywords, ...candidate.parts]);
  });
  // Shuffle first so equal scores are ordered by the seed, then sort by score with some noise.
  const scored = shuffle(fit, options.rng).map((candidate) => {
    const shortness = options.preferShort ? Math.max(0, 12 - candidate.text.length) / 4 : 0;
    return { candidate, score: candidate.weight + shortness + options.rng() * 2 };
  });
  scored.sort((a, b) => b.score - a.score);
  const unique = dedupe(
    scored.map((entry) => entry.candidate),
    (candidate) => candidate.text,
  );
  // Vary the techniques: at most a third of the cards from any one of them.
  const cap = Math.max(2, Math.ceil(options.count / 3));
  const perTechnique = new Map<string, number>();
  const chosen: Candidate[] = [];
  for (const candidate of unique) {
    const used = perTechnique.get(candidate.technique) ?? 0;
    if (used >= cap) continue;
    perTechnique.set(candidate.technique, used + 1);
    chosen.push(candidate);
    if (chosen.length === options.count) break;
  }
  for (const candidate of unique) {
    if (chosen.length >= options.count) break;
    if (!chosen.includes(candidate)) chosen.push(candidate);
  }
  const ideas: Idea[] = chosen.map((candidate) => ({
    text: candidate.text,
    detail: candidate.technique,
    metrics: [{ label: 'Length', value: plural(candidate.text.length, 'character') }],
    source: 'device',
  }));
  const from = options.keywords.map((word) => `“${word}”`).join(', ');
  return {
    ideas,
    summary: ideas.length
      ? `${plural(ideas.length, options.noun)} from ${from}.`
      : `No ${options.noun}s fit these settings. Allow more characters or try another keyword.`,
  };
}

/** Checks a name the AI suggested against the same rules as the local ones. */
export function brandFromAi(text: string, values: Values, maxLength: number): Idea | null {
  const name = text.trim().replace(/^["“']|["”']$/g, '');
  if (!name || name.length > maxLength || !isClean(name, readKeywords(values))) return null;
  return {
    text: name,
    detail: 'Suggested by AI',
    metrics: [{ label: 'Length', value: plural(name.length, 'character') }],
    source: 'ai',
  };
}

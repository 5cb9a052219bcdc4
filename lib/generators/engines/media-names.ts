import { brandFromAi, finish, K, readKeywords, wordCompounds, type Candidate } from './brand';
import { maxLengthOf } from './business-name';
import type { Engine, Values } from '../types';

/**
 * Blog, podcast and YouTube channel names: the same keyword techniques as business names, plus
 * the phrase patterns each medium uses ("The … Show", "… Daily", "Notes on …").
 */
type Style = 'modern' | 'classic' | 'playful' | 'short';
type Pattern = { template: string; technique: string; styles: readonly Style[] };

/** A medium's words (content/tools/generators/words/blog-name.ts, podcast-name.ts, youtube-name.ts). */
export type MediaNameWords = {
  /** What one idea is called in the summary ("podcast name"). */
  noun: string;
  /** What the AI request asks names for ("podcast"). */
  medium: string;
  patterns: readonly Pattern[];
  /** Words a topic brings: "Playbook" for business, "Kitchen" for food. */
  topicWords: Record<string, readonly string[]>;
  adjectives: Record<Style, readonly string[]>;
  suffixes: readonly string[];
  compounds: readonly string[];
};

const styleOf = (values: Values): Style =>
  (['modern', 'classic', 'playful', 'short'] as const).find((s) => s === values.style) ?? 'modern';

function fill(template: string, slots: Record<string, string>): string | null {
  let missing = false;
  const text = template.replace(/\{(\w+)\}/g, (_m, slot: string) => {
    const value = slots[slot];
    if (!value) missing = true;
    return value ?? '';
  });
  return missing ? null : text;
}

function candidates(words: MediaNameWords, values: Values): Candidate[] {
  const style = styleOf(values);
  const keywords = readKeywords(values);
  const host =
    (values.host ?? '')
      .trim()
      .split(/\s+/)[0]
      ?.replace(/[^A-Za-z'-]/g, '') ?? '';
  const topic = words.topicWords[values.topic ?? ''] ?? [];
  const out: Candidate[] = [];
  for (const keyword of keywords) {
    const kw = K(keyword);
    for (const pattern of words.patterns) {
      const weight = pattern.styles.includes(style) ? 2.5 : 1;
      const uses = pattern.template.includes('{A}')
        ? words.adjectives[style]
        : pattern.template.includes('{T}')
          ? topic
          : [''];
      for (const word of uses) {
        const text = fill(pattern.template, { K: kw, A: word, T: word, H: host ? K(host) : '' });
        if (text) out.push({ text, technique: pattern.technique, parts: [keyword, word, host], weight });
      }
    }
    out.push(
      ...wordCompounds(
        keyword,
        { suffixes: words.suffixes, prefixes: [], compounds: words.compounds, blends: [] },
        {
          suffix: style === 'short' || style === 'modern' ? 2.5 : 1,
          prefix: 0,
          compound: style === 'classic' ? 1 : 2,
          blend: 0,
        },
      ),
    );
  }
  return out;
}

/** A medium's name generator, building names from its `words` (content/tools/generators/engines/ puts them in). */
export function mediaEngine(words: MediaNameWords): Engine {
  return {
    generate: (values, rng) =>
      finish(candidates(words, values), {
        rng,
        count: 24,
        maxLength: maxLengthOf(values, 30),
        noun: words.noun,
        keywords: readKeywords(values),
        preferShort: styleOf(values) === 'short',
      }),
    fromAi: (text, _secondary, values) => brandFromAi(text, values, maxLengthOf(values, 30)),
    ai: true,
  };
}

import { isClean } from '../blocklist';
import { PLATFORMS, fitsPlatform, platformsFor } from '../platforms';
import { pick, shuffle } from '@/lib/kit/random';
import { dedupe, keywordList, plural } from '../text';
import type { Engine, Idea, Rng, Values } from '../types';

type Style = 'clean' | 'playful' | 'pro';

/**
 * Prefixes and suffixes by style, and the verbs that pair a name with an interest: mayalovesjazz
 * (content/tools/generators/words/username.ts).
 */
export type UsernameWords = {
  prefixes: Record<Style, readonly string[]>;
  suffixes: Record<Style, readonly string[]>;
  doing: readonly string[];
};

const styleOf = (values: Values): Style =>
  (['clean', 'playful', 'pro'] as const).find((s) => s === values.style) ?? 'clean';

function cores(
  doing: readonly string[],
  names: string[],
  interests: string[],
): { text: string[]; weight: number }[] {
  const [first = '', last = ''] = names;
  const out: { text: string[]; weight: number }[] = [];
  if (first) out.push({ text: [first], weight: 2 });
  if (first && last) {
    out.push({ text: [first, last], weight: 3 }, { text: [last, first], weight: 1.5 });
    out.push({ text: [first[0] ?? '', last], weight: 2 }, { text: [first, last[0] ?? ''], weight: 1.5 });
  }
  for (const interest of interests) {
    out.push({ text: [first, interest], weight: 2.5 }, { text: [interest, first], weight: 2 });
    for (const verb of doing) out.push({ text: [first, verb, interest], weight: 1.5 });
    out.push({ text: [interest, 'with', first], weight: 1.5 });
  }
  return out;
}

const SEPARATORS: Record<string, readonly string[]> = {
  any: ['', '_', '.', '-'],
  instagram: ['', '_', '.'],
  x: ['', '_'],
  tiktok: ['', '_', '.'],
  twitch: ['', '_'],
  github: ['', '-'],
  reddit: ['', '_', '-'],
};

function candidates(
  words: UsernameWords,
  values: Values,
  rng: Rng,
): { name: string; weight: number; parts: string[] }[] {
  const style = styleOf(values);
  const names = keywordList(values.name ?? '', 2);
  const interests = keywordList(values.interests ?? '', 3);
  const separators = SEPARATORS[values.platform ?? 'any'] ?? SEPARATORS.any!;
  const out: { name: string; weight: number; parts: string[] }[] = [];
  for (const core of cores(words.doing, names, interests)) {
    for (const separator of separators) {
      if (core.text.length === 1 && separator) continue;
      for (const prefix of words.prefixes[style])
        for (const suffix of words.suffixes[style]) {
          if (prefix && suffix) continue;
          const parts = [prefix, ...core.text, suffix].filter(Boolean);
          let name = parts.join(separator);
          if (values.numbers === 'yes') name += String(Math.floor(rng() * 90) + 10);
          const bare = !prefix && !suffix;
          out.push({ name, weight: core.weight + (bare ? 1 : 0) + (separator ? 0 : 0.5), parts });
        }
    }
  }
  // A short year-style number is what people add when a plain name is taken.
  if (values.numbers === 'yes' && names[0])
    out.push({ name: `${names.join('')}${pick(['1', '7', '9', '01', '24'], rng)}`, weight: 2, parts: names });
  return out;
}

function measure(name: string, source: Idea['source']): Idea {
  const fits = platformsFor(name);
  const misses = PLATFORMS.filter((platform) => !fits.includes(platform));
  return {
    text: name,
    badges: fits.map((platform) => platform.label),
    detail: misses.length
      ? `Not for ${misses.map((p) => `${p.label} (${p.min}–${p.max}, ${p.allowed.split(';')[0]})`).join('; ')}`
      : 'Fits all six platforms',
    metrics: [{ label: 'Length', value: plural(name.length, 'character') }],
    source,
  };
}

/** The username generator, building names from `words` (content/tools/generators/engines/username.ts puts them in). */
export const usernameEngine = (words: UsernameWords): Engine => ({
  generate: (values, rng) => {
    const platform = PLATFORMS.find((p) => p.id === values.platform);
    const all = candidates(words, values, rng).filter(
      (c) =>
        c.name.length >= 3 &&
        isClean(c.name, c.parts) &&
        (platform ? fitsPlatform(c.name, platform) : platformsFor(c.name).length > 0),
    );
    const scored = shuffle(all, rng)
      .map((c) => ({ ...c, score: c.weight + platformsFor(c.name).length / 3 + rng() * 2.5 }))
      .sort((a, b) => b.score - a.score);
    const ideas = dedupe(scored, (c) => c.name.replace(/[._-]/g, '~'))
      .slice(0, 24)
      .map((c) => measure(c.name, 'device'));
    return {
      ideas,
      summary: ideas.length
        ? `${plural(ideas.length, 'username')}${platform ? ` that fit ${platform.label}` : ''}. Availability is not checked: search each one on the platform before you decide.`
        : `No usernames fit ${platform?.label ?? 'these platforms'} with these words. Try a shorter name.`,
    };
  },
  fromAi: (text, _secondary, values) => {
    const name = text.trim().replace(/^@/, '').toLowerCase();
    const platform = PLATFORMS.find((p) => p.id === values.platform);
    if (!isClean(name, keywordList(`${values.name ?? ''} ${values.interests ?? ''}`, 5))) return null;
    if (platform ? !fitsPlatform(name, platform) : platformsFor(name).length === 0) return null;
    return { ...measure(name, 'ai'), detail: `Suggested by AI. ${measure(name, 'ai').detail ?? ''}` };
  },
  ai: true,
});

import { isClean } from '../blocklist';
import { nameFits } from '../pairing';
import { shuffle } from '@/lib/kit/random';
import { capitalize, dedupe, keywordList, plural } from '../text';
import type { Engine, Values } from '../types';

type Style = 'fun' | 'bold' | 'professional';
/** A theme's words: adjectives by style, plural nouns the team can be, and ready-made puns. */
type Theme = {
  adjectives: Record<Style, readonly string[]>;
  nouns: readonly string[];
  puns: readonly string[];
};

/** Theme words (content/tools/generators/words/team-name.ts); `work` for a theme without its own. */
export type TeamNameWords = { themes: Record<string, Theme> & { work: Theme } };

const styleOf = (values: Values): Style =>
  (['fun', 'bold', 'professional'] as const).find((s) => s === values.style) ?? 'fun';

/** The team name generator, building names from `words` (content/tools/generators/engines/team-name.ts puts them in). */
export const teamNameEngine = (words: TeamNameWords): Engine => ({
  generate: (values, rng) => {
    const style = styleOf(values);
    const theme = words.themes[values.theme ?? ''] ?? words.themes.work;
    const word = keywordList(values.word ?? '', 1)[0];
    const own = word ? capitalize(word) : '';
    const pool: { text: string; detail: string; weight: number }[] = [];
    for (const adjective of theme.adjectives[style])
      for (const noun of theme.nouns) {
        // "Smarty Smarty Pants": an adjective that repeats the noun's own word is no name.
        if (!nameFits(adjective, noun)) continue;
        // Two words starting alike stick: "Mighty Movers", "Relentless Rainmakers".
        const alliterates = adjective[0] === noun[0];
        pool.push({
          text: `The ${adjective} ${noun}`,
          detail: alliterates ? 'Alliteration' : 'Adjective + team noun',
          weight: alliterates ? 3 : 1,
        });
        pool.push({
          text: `${adjective} ${noun}`,
          detail: alliterates ? 'Alliteration' : 'Adjective + team noun',
          weight: alliterates ? 2.5 : 0.8,
        });
      }
    if (own)
      for (const noun of theme.nouns) {
        pool.push({ text: `${own} ${noun}`, detail: 'Your word + team noun', weight: 3 });
        pool.push({ text: `The ${own} ${noun}`, detail: 'Your word + team noun', weight: 2.5 });
      }
    if (style === 'fun')
      for (const pun of theme.puns) pool.push({ text: pun, detail: 'Wordplay', weight: 3 });
    const ordered = shuffle(pool, rng)
      .map((entry) => ({ ...entry, score: entry.weight + rng() * 3 }))
      .sort((a, b) => b.score - a.score)
      .filter((entry) => isClean(entry.text, entry.text.split(/\s+/)));
    const ideas = dedupe(ordered, (entry) => entry.text.replace(/^The /, ''))
      .slice(0, 24)
      .map((entry) => ({
        text: entry.text,
        detail: entry.detail,
        metrics: [{ label: 'Length', value: plural(entry.text.length, 'character') }],
        source: 'device' as const,
      }));
    return { ideas, summary: `${plural(ideas.length, 'team name')} for a ${values.theme ?? 'work'} team.` };
  },
  fromAi: (text) => {
    const name = text.trim();
    if (!name || name.length > 40 || !isClean(name, name.split(/\s+/))) return null;
    return {
      text: name,
      detail: 'Suggested by AI',
      metrics: [{ label: 'Length', value: plural(name.length, 'character') }],
      source: 'ai',
    };
  },
  ai: true,
});

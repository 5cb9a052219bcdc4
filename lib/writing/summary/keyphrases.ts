import { STOP_WORDS } from '@/lib/writing/stopwords';
import { stem } from '@/lib/writing/similarity/tokens';

/**
 * Key phrases: runs of content words (between function words and punctuation) are cut into
 * phrases of one to three words, and the phrases that recur are ranked by how often they occur,
 * longer ones weighted up. A phrase inside one already listed ("pay" under "pay transparency") is
 * skipped. Counting is on word stems, so "salary range" and "salary ranges" count together.
 */
const TOKEN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]/gu;
const MAX_WORDS = 3;

type Word = { key: string; shown: string };

export function keyPhrases(text: string, limit = 8): string[] {
  const runs: Word[][] = [];
  let run: Word[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0].replace(/['’]s$/, '');
    const lower = raw.toLowerCase();
    if (!/\p{L}/u.test(lower) || STOP_WORDS.has(lower) || [...lower].length < 2) {
      if (run.length) runs.push(run);
      run = [];
      continue;
    }
    run.push({ key: stem(lower), shown: raw });
  }
  if (run.length) runs.push(run);

  const grams = new Map<string, { count: number; size: number; shown: string; order: number }>();
  let order = 0;
  for (const words of runs)
    for (let size = 1; size <= MAX_WORDS; size += 1)
      for (let start = 0; start + size <= words.length; start += 1) {
        const slice = words.slice(start, start + size);
        const key = slice.map((w) => w.key).join(' ');
        const found = grams.get(key);
        if (found) found.count += 1;
        else grams.set(key, { count: 1, size, shown: slice.map((w) => w.shown).join(' '), order: order++ });
      }

  const ranked = [...grams.entries()]
    .filter(([, g]) => g.count > 1)
    .map(([key, g]) => ({ key, ...g, rank: g.count * Math.pow(g.size, 0.8) }))
    .sort((a, b) => b.rank - a.rank || a.order - b.order);
  const picked: { key: string; shown: string }[] = [];
  const within = (inner: string, outer: string) => ` ${outer} `.includes(` ${inner} `);
  for (const phrase of ranked) {
    if (picked.some((p) => within(phrase.key, p.key) || within(p.key, phrase.key))) continue;
    // Capitals only where the text always has them (names), so sentence starts do not leak in.
    const shown =
      /^\p{Lu}\p{Ll}/u.test(phrase.shown) && !text.includes(phrase.shown.toLowerCase())
        ? phrase.shown
        : phrase.shown.toLowerCase();
    picked.push({ key: phrase.key, shown });
    if (picked.length === limit) break;
  }
  return picked.map((p) => p.shown);
}

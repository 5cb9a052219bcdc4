import { isClean } from '../blocklist';
import { shuffle } from '@/lib/kit/random';
import { dedupe, phraseList, plural } from '../text';
import type { Engine, Idea, Values } from '../types';

/**
 * YouTube tags from a video title and keywords. YouTube allows 500 characters of tags in all; a tag
 * with a space is saved in quotes, so it counts two more, and each comma between tags counts one.
 */
export const TAG_LIMIT = 500;
const MAX_TAG = 100;

const STOP = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'for',
  'to',
  'in',
  'on',
  'with',
  'how',
  'what',
  'why',
  'is',
  'are',
  'your',
  'you',
  'my',
  'i',
  'it',
  'this',
  'that',
  'at',
  'by',
  'from',
  'or',
  'vs',
  'be',
  'do',
  'can',
  'will',
]);
/** Search modifiers as patterns around the main keyword {K} (content/tools/generators/words/youtube-tags.ts). */
export type YoutubeTagWords = { modifiers: readonly string[] };

/** What one tag adds to YouTube's count: its length, two quotes if it has a space. */
export const tagCost = (tag: string) => tag.length + (tag.includes(' ') ? 2 : 0);

/** The whole list as YouTube counts it: every tag plus the commas between them. */
export const tagsTotal = (tags: readonly string[]) =>
  tags.reduce((sum, tag) => sum + tagCost(tag), 0) + Math.max(0, tags.length - 1);

const clean = (tag: string) =>
  tag
    .toLowerCase()
    .replace(/[<>"#,]/g, ' ')
    .replace(/[^\p{L}\p{N}' &-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function tagsFor(
  modifiers: readonly string[],
  values: Values,
  shuffleRng: () => number,
): { tag: string; why: string }[] {
  const title = clean(values.title ?? '');
  const keywords = phraseList(values.keywords ?? '', 12)
    .map(clean)
    .filter(Boolean);
  const channel = clean(values.channel ?? '');
  const words = title.split(' ').filter((word) => word && !STOP.has(word));
  // Runs of words between stop words ("job description", "top talent"): phrases people search.
  const runs = title
    .split(/ (?:a|an|and|the|of|for|to|in|on|with|that|your|you|is|are|my|this|at|by|from|or) /)
    .map((run) => run.split(' ').filter((w) => w && !STOP.has(w)));
  const out: { tag: string; why: string }[] = [];
  if (title) out.push({ tag: title, why: 'The video title' });
  for (const keyword of keywords) out.push({ tag: keyword, why: 'Your keyword' });
  // Two- and three-word phrases from the title, the way people search.
  for (const run of runs)
    for (let size = Math.min(3, run.length); size >= 2; size -= 1)
      // The end of a run holds its head noun ("top talent"), so phrases are taken from the end.
      out.push({ tag: run.slice(run.length - size).join(' '), why: 'Phrase from the title' });
  const main = keywords[0] ?? words.slice(0, 2).join(' ');
  if (main)
    for (const modifier of shuffle(modifiers, shuffleRng))
      out.push({ tag: modifier.replace('{K}', () => main), why: 'Keyword + search modifier' });
  for (const keyword of keywords.slice(1))
    if (main && keyword !== main) out.push({ tag: `${main} ${keyword}`, why: 'Keywords combined' });
  for (const word of words) if (word.length > 3) out.push({ tag: word, why: 'Word from the title' });
  if (channel)
    out.push(
      { tag: channel, why: 'Your channel' },
      ...(main ? [{ tag: `${channel} ${main}`, why: 'Channel + keyword' }] : []),
    );
  return out;
}

/** The YouTube tag generator, with the search modifiers in `words` (content/tools/generators/engines/youtube-tags.ts puts them in). */
export const youtubeTagsEngine = (words: YoutubeTagWords): Engine => ({
  generate: (values, rng) => {
    const candidates = dedupe(
      tagsFor(words.modifiers, values, rng).filter(
        (t) =>
          t.tag.length >= 2 &&
          t.tag.length <= MAX_TAG &&
          isClean(t.tag, [values.title ?? '', values.keywords ?? '', values.channel ?? '']),
      ),
      (t) => t.tag,
    );
    const chosen: { tag: string; why: string }[] = [];
    for (const candidate of candidates) {
      if (tagsTotal([...chosen.map((c) => c.tag), candidate.tag]) > TAG_LIMIT) continue;
      chosen.push(candidate);
    }
    const ideas: Idea[] = chosen.map((c) => ({
      text: c.tag,
      detail: c.why,
      metrics: [{ label: 'Counts', value: plural(tagCost(c.tag), 'character') }],
      source: 'device',
    }));
    return {
      ideas,
      summary: `${plural(ideas.length, 'tag')} using ${tagsTotal(chosen.map((c) => c.tag))} of YouTube’s ${TAG_LIMIT} characters.`,
    };
  },
  fromAi: (text, _secondary, values) => {
    const tag = clean(text);
    if (tag.length < 2 || tag.length > MAX_TAG || !isClean(tag, [values.title ?? '', values.keywords ?? '']))
      return null;
    return {
      text: tag,
      detail: 'Suggested by AI',
      metrics: [{ label: 'Counts', value: plural(tagCost(tag), 'character') }],
      source: 'ai',
    };
  },
  ai: true,
});

import { readability } from '@/lib/writing/readability';
import { sentences, words } from '@/lib/writing/segment';
import { applyRules, modeRules, type ParaphraseMode, type RuleOptions } from './engine';
import { frozenRanges, overlaps } from './frozen';
import { isChange, resolveText } from './pieces';

/**
 * The paragraph rewriter: the paraphraser's engine applied toward one goal, then whole-text steps
 * that only rearrange or restate the text's own words (two short sentences merged, abbreviations
 * spelled out, casual openers dropped). Nothing new is asserted and no sentence is repeated.
 */
export const REWRITE_GOALS = ['shorten', 'expand', 'simplify', 'formal', 'friendly'] as const;
export type RewriteGoal = (typeof REWRITE_GOALS)[number];

export type RewriteStep = { label: string; count: number };
export type TextFigures = { words: number; sentences: number; grade: number | null };
export type Rewritten = { text: string; steps: RewriteStep[]; before: TextFigures; after: TextFigures };

/** Each goal is one of the paraphraser's modes, so both tools change a text the same way. */
export const GOAL_MODES: Record<RewriteGoal, ParaphraseMode> = {
  shorten: 'shorten',
  expand: 'expand',
  simplify: 'simple',
  formal: 'formal',
  friendly: 'friendly',
};

const STEP_LABELS: Record<string, string> = {
  Synonym: 'Words replaced',
  'Filler word removed': 'Filler words removed',
  'Passive sentence made active': 'Passive sentences made active',
  'Wordy phrase made shorter': 'Wordy phrases shortened',
  'Made more formal': 'Casual phrases made formal',
  'Made friendlier': 'Stiff phrases made friendlier',
  'Contraction spelled out': 'Contractions spelled out',
  Contracted: 'Contractions used',
  'Long sentence split': 'Long sentences split',
  'Least central sentence dropped': 'Least central sentences dropped',
  'Exclamation mark made a full stop': 'Exclamation marks made full stops',
  'Connective added': 'Linking words added',
  'Spelled out more fully': 'Phrases spelled out more fully',
  'Plain word': 'Plain words used',
  'Smoother phrasing': 'Phrases smoothed',
  Reworded: 'Phrases reworded',
  'Opening clause moved to the end': 'Opening clauses moved',
  'Opening phrase moved to the end': 'Opening phrases moved',
};

const SUBJECT_PRONOUNS = new Set([
  'we',
  'they',
  'he',
  'she',
  'i',
  'you',
  'it',
  'this',
  'that',
  'these',
  'those',
  'there',
]);
const MERGE_UP_TO_WORDS = 12;

const wordCount = (s: string) => s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

function figures(text: string): TextFigures {
  const wordList = words(text);
  const sentenceCount = sentences(text).length;
  const score = readability(wordList, sentenceCount);
  return { words: wordList.length, sentences: sentenceCount, grade: score ? score.grade : null };
}

/** Paragraphs with the blank lines between them kept, so a rewrite never reflows the text. */
function mapParagraphs(text: string, change: (paragraph: string) => string): string {
  return text
    .split(/(\n\s*\n)/)
    .map((part, index) => (index % 2 === 1 ? part : change(part)))
    .join('');
}

type Frozen = readonly string[];

/** "We met on Monday. We agreed on a plan." → "We met on Monday and agreed on a plan." */
function mergeShort(text: string, frozen: Frozen): { text: string; count: number } {
  let count = 0;
  const out = mapParagraphs(text, (paragraph) => {
    const spans = sentences(paragraph);
    const locked = frozenRanges(paragraph, frozen);
    let result = '';
    let cursor = 0;
    for (let i = 0; i < spans.length; i += 1) {
      const a = spans[i]!.text.trim();
      const b = spans[i + 1]?.text.trim();
      const subjectA = /^(\p{L}+) /u.exec(a)?.[1];
      const subjectB = b ? /^(\p{L}+) /u.exec(b)?.[1] : undefined;
      const simple = (s: string) =>
        s.endsWith('.') && !/[,;:"“”]| and /.test(s) && wordCount(s) <= MERGE_UP_TO_WORDS;
      const endA = spans[i]!.start + spans[i]!.text.trimEnd().length;
      if (
        b &&
        subjectA &&
        subjectA === subjectB &&
        SUBJECT_PRONOUNS.has(subjectA.toLowerCase()) &&
        !['this', 'that', 'these', 'those', 'there', 'it'].includes(subjectA.toLowerCase()) &&
        simple(a) &&
        simple(b) &&
        /^\s+$/.test(paragraph.slice(endA, spans[i + 1]!.start) || ' ') &&
        !overlaps(locked, endA - 1, spans[i + 1]!.start + subjectB!.length)
      ) {
        result +=
          paragraph.slice(cursor, spans[i]!.start) + `${a.slice(0, -1)} and ${b.slice(subjectB!.length + 1)}`;
        cursor = spans[i + 1]!.start + spans[i + 1]!.text.trimEnd().length;
        count += 1;
        i += 1;
        continue;
      }
    }
    return result + paragraph.slice(cursor);
  });
  return { text: out, count };
}

const ABBREVIATIONS: [RegExp, string][] = [
  [/\be\.g\.(?=[\s,)])/gi, 'for example'],
  [/\bi\.e\.(?=[\s,)])/gi, 'that is'],
  [/\bw\/(?=\s)/gi, 'with'],
  [/ & /g, ' and '],
  [/\bASAP\b/g, 'as soon as possible'],
  [/\bFYI\b/g, 'for your information'],
  // "etc." may also end the sentence: its full stop then stays.
  [/,?\s*\betc\.(?=\s+\p{Lu}|\s*$)/gu, ', and so on.'],
  [/,?\s*\betc\./gu, ', and so on'],
];

/** Replaces every match outside the frozen words, counting the replacements. */
function replaceFree(
  text: string,
  pattern: RegExp,
  frozen: Frozen,
  replacement: (...groups: string[]) => string,
) {
  const locked = frozenRanges(text, frozen);
  let count = 0;
  const out = text.replace(pattern, (...args) => {
    const match = args[0] as string;
    const at = args.find((arg) => typeof arg === 'number') as number;
    if (overlaps(locked, at, at + match.length)) return match;
    count += 1;
    return replacement(...(args.filter((arg) => typeof arg === 'string') as string[]));
  });
  return { text: out, count };
}

function spellOutAbbreviations(text: string, frozen: Frozen): { text: string; count: number } {
  let count = 0;
  let out = text;
  for (const [pattern, replacement] of ABBREVIATIONS) {
    const done = replaceFree(out, pattern, frozen, () => replacement);
    out = done.text;
    count += done.count;
  }
  return { text: out, count };
}

/** "So, we can't wait" → "We can't wait": casual openers the formal goal drops. */
function dropOpeners(text: string, frozen: Frozen): { text: string; count: number } {
  return replaceFree(
    text,
    /(^|[.!?]\s+|\n\s*)(?:So|Well|Anyway|Basically|Okay|OK|Oh),\s+(\p{L})/gu,
    frozen,
    (_m, before, next) => `${before}${next!.toUpperCase()}`,
  );
}

export function rewriteText(text: string, goal: RewriteGoal, options: RuleOptions = {}): Rewritten {
  const frozen = options.frozen ?? [];
  const counts = new Map<string, number>();
  const add = (label: string, count: number) => {
    if (count) counts.set(label, (counts.get(label) ?? 0) + count);
  };
  // Merging comes first, so the sentences it joins are not counted as ones to drop.
  let source = text;
  if (goal === 'shorten') {
    const merged = mergeShort(text, frozen);
    source = merged.text;
    add('Short sentences merged', merged.count);
  }
  const pieces = applyRules(source, modeRules()[GOAL_MODES[goal]], options);
  for (const piece of pieces) if (isChange(piece)) add(STEP_LABELS[piece.note] ?? piece.note, 1);
  let out = resolveText(pieces);

  if (goal === 'formal') {
    const dropped = dropOpeners(out, frozen);
    out = dropped.text;
    add('Casual openers removed', dropped.count);
  }
  if (goal === 'expand') {
    const spelled = spellOutAbbreviations(out, frozen);
    out = spelled.text;
    add('Abbreviations spelled out', spelled.count);
  }
  return {
    text: out,
    steps: [...counts].map(([label, count]) => ({ label, count })),
    before: figures(text),
    after: figures(out),
  };
}

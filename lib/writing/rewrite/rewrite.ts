import { keyPhrases } from '@/lib/writing/summary/keyphrases';
import { scoreSentences } from '@/lib/writing/summary/summarize';
import { readability } from '@/lib/writing/readability';
import { sentences, words } from '@/lib/writing/segment';
import { STOP_WORDS } from '@/lib/writing/stopwords';
import { applyRules, MODE_RULES, type RuleSet } from './engine';
import { isChange, resolveText } from './pieces';
import { CONTRACT, CONTRACT_PRONOUNS, EXPAND, TO_FRIENDLY, WORDY } from './phrases';

/**
 * The paragraph rewriter: the paraphraser's rules applied toward one goal, then whole-sentence
 * steps that only rearrange or restate the text's own words (split, merge, an overview built from
 * its recurring phrases, a recap that repeats its most central sentence). Nothing new is asserted.
 */
export const REWRITE_GOALS = ['shorten', 'expand', 'simplify', 'formal', 'friendly'] as const;
export type RewriteGoal = (typeof REWRITE_GOALS)[number];

export type RewriteStep = { label: string; count: number };
export type TextFigures = { words: number; sentences: number; grade: number | null };
export type Rewritten = { text: string; steps: RewriteStep[]; before: TextFigures; after: TextFigures };

const GOAL_RULES: Record<RewriteGoal, RuleSet> = {
  shorten: { swap: 'shorter', phrases: [...WORDY, ...CONTRACT], fillers: true, passive: true, intro: false },
  expand: { swap: 'none', phrases: EXPAND, fillers: false, passive: false, intro: false },
  simplify: { swap: 'simple', phrases: [...WORDY, ...CONTRACT], fillers: false, passive: true, intro: false },
  formal: MODE_RULES.formal,
  friendly: {
    swap: 'simple',
    phrases: [...TO_FRIENDLY, ...WORDY, ...CONTRACT, ...CONTRACT_PRONOUNS],
    fillers: false,
    passive: true,
    intro: false,
  },
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
const SPLIT_AFTER_WORDS = 20;
const MERGE_UP_TO_WORDS = 12;

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
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

/** Splits one long sentence at "; " or ", and/but/so" when a pronoun opens a full clause after it. */
function splitSentence(sentence: string): string {
  if (wordCount(sentence) <= SPLIT_AFTER_WORDS) return sentence;
  const joints = [...sentence.matchAll(/(;|, (?:and|but|so)) (\p{L}+)/gu)].filter((m) => {
    const left = sentence.slice(0, m.index);
    const right = sentence.slice(m.index + m[0].length - m[2]!.length);
    return (
      (m[1] === ';' || SUBJECT_PRONOUNS.has(m[2]!.toLowerCase())) &&
      wordCount(left) >= 6 &&
      wordCount(right) >= 5 &&
      !/["“”]/.test(left.slice(-40))
    );
  });
  if (!joints.length) return sentence;
  const middle = sentence.length / 2;
  const best = joints.sort((a, b) => Math.abs(a.index - middle) - Math.abs(b.index - middle))[0]!;
  const joint = best[1] ?? ';';
  const connective = joint === ';' ? '' : joint.slice(2);
  const next = best[2]!;
  const opener = connective === 'and' || !connective ? '' : `${upperFirst(connective)} `;
  const nextWord = opener
    ? next === 'I'
      ? next
      : next.toLowerCase()
    : next === 'I'
      ? next
      : upperFirst(next);
  return `${sentence.slice(0, best.index)}. ${opener}${nextWord}${sentence.slice(best.index + best[0].length)}`;
}

function splitLong(text: string): { text: string; count: number } {
  let count = 0;
  const out = mapParagraphs(text, (paragraph) => {
    const spans = sentences(paragraph);
    let result = '';
    let cursor = 0;
    for (const span of spans) {
      const trimmed = span.text.trimEnd();
      const split = splitSentence(trimmed);
      if (split !== trimmed) count += 1;
      result += paragraph.slice(cursor, span.start) + split + span.text.slice(trimmed.length);
      cursor = span.end;
    }
    return result + paragraph.slice(cursor);
  });
  return { text: out, count };
}

/** "We met on Monday. We agreed on a plan." → "We met on Monday and agreed on a plan." */
function mergeShort(text: string): { text: string; count: number } {
  let count = 0;
  const out = mapParagraphs(text, (paragraph) => {
    const spans = sentences(paragraph);
    let result = '';
    let cursor = 0;
    for (let i = 0; i < spans.length; i += 1) {
      const a = spans[i]!.text.trim();
      const b = spans[i + 1]?.text.trim();
      const subjectA = /^(\p{L}+) /u.exec(a)?.[1];
      const subjectB = b ? /^(\p{L}+) /u.exec(b)?.[1] : undefined;
      const simple = (s: string) =>
        s.endsWith('.') && !/[,;:"“”]| and /.test(s) && wordCount(s) <= MERGE_UP_TO_WORDS;
      if (
        b &&
        subjectA &&
        subjectA === subjectB &&
        SUBJECT_PRONOUNS.has(subjectA.toLowerCase()) &&
        !['this', 'that', 'these', 'those', 'there', 'it'].includes(subjectA.toLowerCase()) &&
        simple(a) &&
        simple(b) &&
        /^\s+$/.test(
          paragraph.slice(spans[i]!.start + spans[i]!.text.trimEnd().length, spans[i + 1]!.start) || ' ',
        )
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

const listOf = (items: readonly string[]) =>
  items.length < 3 ? items.join(' and ') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** Restates a sentence after "In short": lower case where its first word is a common word, else after a colon. */
function recap(sentence: string): string {
  const clean = sentence.replace(/!$/, '.');
  const first = /^\p{L}+/u.exec(clean)?.[0] ?? '';
  return STOP_WORDS.has(first.toLowerCase()) && first !== 'I'
    ? `In short, ${clean.charAt(0).toLowerCase()}${clean.slice(1)}`
    : `In short: ${clean}`;
}

/**
 * An overview naming the text's recurring phrases before it, and after each paragraph of three
 * sentences or more a recap repeating its most central sentence (after the first).
 */
function addOverviewAndRecap(text: string): { text: string; overviews: number; recaps: number } {
  let recaps = 0;
  let out = mapParagraphs(text, (paragraph) => {
    const trimmed = paragraph.trim();
    const { spans, scores } = scoreSentences(trimmed);
    if (spans.length < 3) return paragraph;
    const at = paragraph.indexOf(trimmed);
    const best = spans
      .map((span, index) => ({ span, index, score: scores[index]! }))
      .filter(
        (s) => s.index > 0 && /[.!]$/.test(s.span.text.trim()) && !/^please\b/i.test(s.span.text.trim()),
      )
      .sort((a, b) => b.score - a.score || a.index - b.index)[0];
    if (!best) return paragraph;
    recaps += 1;
    return `${paragraph.slice(0, at)}${trimmed} ${recap(best.span.text.trim())}${paragraph.slice(at + trimmed.length)}`;
  });
  const phrases = keyPhrases(text, 3);
  let overviews = 0;
  if (phrases.length >= 2 && sentences(text).length >= 3) {
    const lead = /^\s*/.exec(out)?.[0] ?? '';
    out = `${lead}The main topics are ${listOf(phrases)}. ${out.slice(lead.length)}`;
    overviews = 1;
  }
  return { text: out, overviews, recaps };
}

const ABBREVIATIONS: [RegExp, string][] = [
  [/\be\.g\.(?=[\s,)])/gi, 'for example'],
  [/\bi\.e\.(?=[\s,)])/gi, 'that is'],
  [/\bw\/(?=\s)/gi, 'with'],
  [/ & /g, ' and '],
  [/\bASAP\b/g, 'as soon as possible'],
  [/\bFYI\b/g, 'for your information'],
];

function spellOutAbbreviations(text: string): { text: string; count: number } {
  let count = 0;
  let out = text;
  for (const [pattern, replacement] of ABBREVIATIONS)
    out = out.replace(pattern, () => {
      count += 1;
      return replacement;
    });
  // "etc." may also end the sentence: its full stop then stays.
  out = out
    .replace(/,?\s*\betc\.(?=\s+\p{Lu}|\s*$)/gu, () => {
      count += 1;
      return ', and so on.';
    })
    .replace(/,?\s*\betc\./gu, () => {
      count += 1;
      return ', and so on';
    });
  return { text: out, count };
}

function toneDown(text: string): { text: string; exclamations: number; openers: number } {
  let exclamations = 0;
  let openers = 0;
  let out = text.replace(/(\p{L})!+(?=\s|$)/gu, (_m, letter: string) => {
    exclamations += 1;
    return `${letter}.`;
  });
  out = out.replace(
    /(^|[.!?]\s+|\n\s*)(?:So|Well|Anyway|Basically|Okay|OK|Oh),\s+(\p{L})/gu,
    (_m, before: string, next: string) => {
      openers += 1;
      return `${before}${next.toUpperCase()}`;
    },
  );
  return { text: out, exclamations, openers };
}

export function rewriteText(text: string, goal: RewriteGoal): Rewritten {
  const pieces = applyRules(text, GOAL_RULES[goal]);
  const counts = new Map<string, number>();
  const add = (label: string, count: number) => {
    if (count) counts.set(label, (counts.get(label) ?? 0) + count);
  };
  for (const piece of pieces) if (isChange(piece)) add(STEP_LABELS[piece.note] ?? piece.note, 1);
  let out = resolveText(pieces);

  if (goal === 'shorten') {
    const merged = mergeShort(out);
    out = merged.text;
    add('Short sentences merged', merged.count);
  }
  if (goal === 'simplify') {
    const split = splitLong(out);
    out = split.text;
    add('Long sentences split', split.count);
  }
  if (goal === 'formal') {
    const toned = toneDown(out);
    out = toned.text;
    add('Exclamation marks made full stops', toned.exclamations);
    add('Casual openers removed', toned.openers);
  }
  if (goal === 'expand') {
    const spelled = spellOutAbbreviations(out);
    const added = addOverviewAndRecap(spelled.text);
    out = added.text;
    add('Abbreviations spelled out', spelled.count);
    add('Overview sentence added', added.overviews);
    add('Recap sentences added', added.recaps);
  }
  return {
    text: out,
    steps: [...counts].map(([label, count]) => ({ label, count })),
    before: figures(text),
    after: figures(out),
  };
}

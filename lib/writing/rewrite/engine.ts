import { syllables } from '@/lib/writing/syllables';
import { centrality } from './centrality';
import { frozenRanges } from './frozen';
import { countWords } from './input';
import { alternatives, lookup, matchCase, type LexiconHit } from './lexicon';
import { modeRules, type ParaphraseMode, type RuleSet, type Strength, type SwapStyle } from './modes';
import { articleFor, compact, resolveText, type Change, type Piece } from './pieces';
import type { PhraseRule } from './phrases';
import {
  moveClosingClause,
  moveClosingTime,
  moveIntroPhrase,
  moveOpeningClause,
  passiveToActive,
  splitPoint,
  type Render,
  type Restructured,
} from './structure';
import { takesTo, type PartOfSpeech } from './synonyms';
import { fromWords } from './words';
import { tokenize, type Sentence, type Token } from './tokens';

export { modeRules, PARAPHRASE_MODES, STRENGTHS } from './modes';
export type { ParaphraseMode, RuleSet, Strength, SwapStyle } from './modes';

/**
 * The rule engine shared by the paraphraser and the paragraph rewriter: phrase rules, synonym swaps
 * and safe sentence rewrites over tagged tokens, returning pieces that remember each original. It is
 * deterministic: the same text and settings always give the same result.
 */
export type RuleOptions = {
  /** Fewer changes keeps every third word swap and no sentence moves; more adds the optional ones. */
  strength?: Strength;
  /** Words and phrases the visitor froze: never changed, moved apart or removed. */
  frozen?: readonly string[];
};

/**
 * How long a trimmed paragraph may stay: a little under four fifths, as each dropped sentence is
 * counted at its full length though the word rules would have cut some of it anyway.
 */
const TRIM_TARGET = 0.78;
const SPLIT_OVER: Record<Strength, number> = { fewer: 26, balanced: 17, more: 13 };
const CONNECTIVES = ['In addition,', 'Also,', 'Moreover,'];
const NO_CONNECTIVE = new Set([
  'if',
  'when',
  'but',
  'and',
  'so',
  'or',
  'thanks',
  'thank',
  'hi',
  'hello',
  'hey',
  'dear',
  'please',
  'however',
  'also',
  'this',
  'that',
  'these',
  'those',
  'it',
  'there',
  'then',
  'still',
  'yes',
  'no',
]);
const PREFIX_LIKE = new Set([
  'post',
  'pre',
  're',
  'co',
  'non',
  'anti',
  'multi',
  'sub',
  'self',
  'over',
  'under',
]);
const PARTICLES = new Set(['up', 'down', 'out', 'off', 'over', 'back', 'away']);
/** "check on us", "believe in you": these two are particles only before a pronoun. */
const PARTICLES_BEFORE_PRONOUN = new Set(['on', 'in']);

type CompiledRule = PhraseRule & { words: string[] };

function compile(rules: readonly PhraseRule[]): Map<string, CompiledRule[]> {
  const byFirst = new Map<string, CompiledRule[]>();
  for (const rule of rules) {
    const words = rule.from.toLowerCase().split(' ');
    const list = byFirst.get(words[0]!) ?? [];
    list.push({ ...rule, words });
    byFirst.set(words[0]!, list);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  return byFirst;
}

const idiomWords = fromWords((words) => words.phrases.IDIOMS.map((idiom) => idiom.split(' ')));
const fillers = fromWords((words) => new Set(words.phrases.FILLERS));

/** Indexes of the sentence's tokens inside a fixed phrase, which are never swapped word by word. */
function idiomTokens(t: readonly Token[]): Set<number> {
  const fixed = new Set<number>();
  for (let i = 0; i < t.length; i += 1)
    for (const words of idiomWords())
      if (words.every((word, k) => t[i + k]?.norm === word)) words.forEach((_, k) => fixed.add(i + k));
  return fixed;
}

const POS_TAGS: [PartOfSpeech, (tags: ReadonlySet<string>) => boolean][] = [
  ['verb', (t) => t.has('Verb') && !t.has('Auxiliary') && !t.has('Copula') && !t.has('Modal')],
  ['noun', (t) => t.has('Noun') && !t.has('Pronoun')],
  ['adjective', (t) => t.has('Adjective')],
  ['adverb', (t) => t.has('Adverb')],
];

const PERFECT_OR_PASSIVE = new Set([
  'have',
  'has',
  'had',
  'was',
  'were',
  'been',
  'be',
  'is',
  'are',
  'being',
  "i've",
  "we've",
  "they've",
  "you've",
]);

const syllablesOf = (phrase: string) => phrase.split(' ').reduce((sum, w) => sum + syllables(w), 0);

/** The replacement the style picks for a word, and the other members to offer. */
function pickSynonym(
  style: SwapStyle,
  strength: Strength,
  hit: LexiconHit,
  pos: PartOfSpeech,
  current: string,
  next: Token | undefined,
): { word: string; options: string[] } | null {
  let alts = alternatives(hit, pos);
  if (pos === 'verb' && next?.norm === 'to')
    alts = alts.filter((alt) => takesTo().has(alt.member.word.split(' ')[0]!));
  // "respond to", "talk about" need an object after them: "we will answer promptly" keeps "answer".
  const objectFollows =
    next && ['Noun', 'Pronoun', 'Determiner', 'Possessive', 'Value'].some((tag) => next.tags.has(tag));
  if (pos === 'verb' && !objectFollows)
    alts = alts.filter((alt) => !/ (?:to|about|for|with|on|in)$/.test(alt.word));
  if (!alts.length) return null;
  const sameRegister = alts.filter((alt) => alt.member.formal === hit.member.formal);
  const plain = alts.filter((alt) => !alt.member.formal);
  const fewestSyllables = [...plain].sort((a, b) => syllablesOf(a.word) - syllablesOf(b.word))[0];
  let chosen: (typeof alts)[number] | undefined;
  if (style === 'standard') chosen = sameRegister[0] ?? alts[0];
  else if (style === 'creative') chosen = sameRegister.at(-1) ?? alts.at(-1);
  else if (style === 'formal')
    chosen = hit.member.formal
      ? strength === 'more'
        ? sameRegister[0]
        : undefined
      : (alts.find((alt) => alt.member.formal) ?? (strength === 'more' ? sameRegister[0] : undefined));
  else if (style === 'simple') {
    if (hit.member.formal) chosen = fewestSyllables;
    else if (
      strength !== 'fewer' &&
      fewestSyllables &&
      syllablesOf(fewestSyllables.word) < syllables(current)
    )
      chosen = fewestSyllables;
  } else if (style === 'shorter') {
    const shortest = alts
      .filter((alt) => !alt.word.includes(' '))
      .sort((a, b) => a.word.length - b.word.length)[0];
    chosen = shortest && shortest.word.length < current.length ? shortest : undefined;
  } else if (style === 'longer') {
    chosen =
      alts.find((alt) => alt.word.includes(' ')) ??
      (strength === 'more' ? alts.find((alt) => alt.word.length > current.length) : undefined);
  }
  if (!chosen) return null;
  return { word: chosen.word, options: alts.filter((alt) => alt !== chosen).map((alt) => alt.word) };
}

type Context = { t: readonly Token[]; i: number; text: string; fixed: ReadonlySet<number> };

function synonymFor(style: SwapStyle, strength: Strength, { t, i, text, fixed }: Context) {
  const token = t[i]!;
  const prev = t[i - 1];
  const next = t[i + 1];
  if (style === 'none' || token.locked || fixed.has(i)) return null;
  // Half of a hyphenated compound ("fast-paced", "full-time"): the compound is one word.
  if (token.tags.has('Hyphenated') || text[token.end] === '-' || text[token.start - 1] === '-') return null;
  // The word before "and"/"or" that closes a list: a new word there can turn a fine list into a
  // flagged one, and the list's items are usually a set the writer chose.
  if (
    next &&
    (next.norm === 'and' || next.norm === 'or') &&
    t.slice(Math.max(0, i - 8), i).some((p, k, all) => {
      const after = all[k + 1] ?? token;
      return text.slice(p.end, after.start).startsWith(',');
    })
  )
    return null;
  const possessive = /['’]s$/.exec(token.text)?.[0] ?? '';
  const bare = possessive ? token.text.slice(0, -possessive.length) : token.text;
  for (const [pos, fits] of POS_TAGS) {
    if (!fits(token.tags)) continue;
    const found = lookup(pos, bare);
    if (!found) continue;
    // Part of a compound ("product managers", "salary range"): the pair is one idea, left whole.
    // Past the fewest changes the head of a compound may change ("interview process" → "interview procedure").
    const nounNear = (n: Token | undefined) =>
      n && n.tags.has('Noun') && !n.tags.has('Pronoun') && !/[,;:]/.test(n.text);
    // After "post", "pre" or "co" a new noun reads to the grammar checker as a prefixed word.
    if (pos === 'noun' && PREFIX_LIKE.has(prev?.norm ?? '')) return null;
    if (
      pos === 'noun' &&
      (nounNear(next) ||
        next?.tags.has('Plural') ||
        (nounNear(prev) && (strength === 'fewer' || prev!.locked)))
    )
      return null;
    if (pos === 'verb') {
      // A phrasal verb ("check on", "write down") means something its verb alone does not.
      if (next && PARTICLES.has(next.norm)) return null;
      if (next && PARTICLES_BEFORE_PRONOUN.has(next.norm) && t[i + 2]?.tags.has('Pronoun')) return null;
      // "help us create": "assist" and "aid" need "to" before the verb, so "help" stays.
      if (
        found.group.words.some((w) => w.word === 'help') &&
        t
          .slice(i + 1, i + 4)
          .some(
            (n, k, all) =>
              n.tags.has('Infinitive') && !n.tags.has('Gerund') && (k === 0 || all[k - 1]!.norm !== 'to'),
          )
      )
        return null;
    }
    // "planning days", "starting salary": a verb form used as a modifier keeps its noun company.
    if (pos === 'verb' && found.form === 'ing' && next?.tags.has('Noun') && !next.tags.has('Pronoun'))
      return null;
    let hit = found;
    // "was selected" needs "chosen", not "chose": the participle wherever the tagger or an auxiliary says so.
    if (
      pos === 'verb' &&
      hit.form === 'past' &&
      (token.tags.has('Participle') || token.tags.has('Passive') || PERFECT_OR_PASSIVE.has(prev?.norm ?? ''))
    )
      hit = { ...hit, form: 'participle' };
    // "are required to", "is expected to": fixed passive phrases that a synonym would break.
    if (
      pos === 'verb' &&
      hit.form === 'participle' &&
      next?.norm === 'to' &&
      PERFECT_OR_PASSIVE.has(prev?.norm ?? '')
    )
      return null;
    const picked = pickSynonym(style, strength, hit, pos, bare.toLowerCase(), next);
    if (!picked) return null;
    const dress = (word: string) => matchCase(bare, word) + possessive;
    return { text: dress(picked.word), options: picked.options.map(dress) };
  }
  return null;
}

/** Replacement text for a phrase rule, cased like the words it replaces, in the text's apostrophe style. */
function phraseText(rule: CompiledRule, first: Token, after: Token | undefined, curly: boolean): string {
  let to = curly ? rule.to.replace(/'/g, '’') : rule.to.replace(/’/g, "'");
  if (to === 'many|much') to = after?.tags.has('Plural') ? 'many' : 'much';
  return matchCase(first.text === 'I' ? 'i' : first.text, to);
}

const BEFORE: Record<NonNullable<PhraseRule['before']>, (token: Token) => boolean> = {
  number: (t) => t.tags.has('Value') || /^\d/.test(t.text),
  plural: (t) => t.tags.has('Plural') && t.tags.has('Noun') && !t.tags.has('Pronoun'),
  singular: (t) => t.tags.has('Singular') && t.tags.has('Noun') && !t.tags.has('Pronoun'),
  verb: (t) => t.tags.has('Verb') && (t.tags.has('Infinitive') || t.norm === 'be'),
  adjective: (t) => t.tags.has('Adjective'),
  finite: (t) =>
    t.tags.has('Verb') && (t.tags.has('PresentTense') || t.tags.has('PastTense')) && !t.tags.has('Gerund'),
};

function matchPhrase(phrases: Map<string, CompiledRule[]>, t: readonly Token[], i: number, text: string) {
  const candidates = phrases.get(t[i]!.norm);
  if (!candidates) return undefined;
  return candidates.find((rule) => {
    if (rule.atStart && i > 0) return false;
    if (rule.notAfter && i > 0 && rule.notAfter.includes(t[i - 1]!.norm)) return false;
    // A second "which" nearby ("reports which show which boards") reads as a question: left as "that".
    if (rule.afterNoun && t.slice(i + 1).some((n) => n.norm === 'which')) return false;
    if (
      rule.afterNoun &&
      (i === 0 ||
        !t[i - 1]!.tags.has('Noun') ||
        t[i - 1]!.tags.has('Pronoun') ||
        !/^\s+$/.test(text.slice(t[i - 1]!.end, t[i]!.start)))
    )
      return false;
    if (rule.afterComma && (i === 0 || !/,\s+$/.test(text.slice(t[i - 1]!.end, t[i]!.start)))) return false;
    const after = t[i + rule.words.length];
    if (rule.before && (!after || !BEFORE[rule.before](after))) return false;
    return rule.words.every((word, k) => {
      const token = t[i + k];
      if (!token || token.norm !== word || token.locked) return false;
      const next = t[i + k + 1];
      const last = k === rule.words.length - 1;
      const joined = next !== undefined && /^\s+$/.test(text.slice(token.end, next.start));
      return last ? !(rule.needsNext || rule.before) || (joined && /[\p{L}\p{N}]/u.test(next.text)) : joined;
    });
  });
}

/** Where a sentence's text ends: its last word plus the closing marks after it. */
function sentenceEnd(sentence: Sentence, text: string): number {
  const last = sentence.tokens[sentence.tokens.length - 1]!;
  return last.end + (/^[.!?…]*["”’)\]]*/.exec(text.slice(last.end))?.[0].length ?? 0);
}

/** Each sentence's paragraph number, counting blank lines before it. */
function paragraphOf(sentences: readonly Sentence[], text: string): number[] {
  const breaks = Array.from(text.matchAll(/\n\s*\n/g), (m) => m.index);
  return sentences.map((s) => breaks.filter((at) => at < s.tokens[0]!.start).length);
}

/** The sentences the trimming step drops: least central first, never the first or a frozen word's. */
function sentencesToDrop(
  text: string,
  sentences: readonly Sentence[],
  paragraphs: readonly number[],
  shortened: string,
): Set<number> {
  const drop = new Set<number>();
  const shortParagraphs = shortened.split(/\n\s*\n/);
  const count = Math.max(...paragraphs, -1) + 1;
  for (let p = 0; p < count; p += 1) {
    const members = sentences
      .map((s, index) => ({ s, index }))
      .filter(({ index }) => paragraphs[index] === p);
    if (members.length < 3) continue;
    const before = members.reduce(
      (sum, { s }) => sum + countWords(text.slice(s.tokens[0]!.start, sentenceEnd(s, text))),
      0,
    );
    let after = countWords(shortParagraphs[p] ?? '');
    const scores = centrality(members.map(({ s }) => s));
    const order = members
      .map((m, k) => ({ ...m, score: scores[k]!, k }))
      .filter(({ s, k }) => k > 0 && !s.tokens.some((t) => t.frozen))
      .sort((a, b) => a.score - b.score || b.k - a.k);
    const keep = Math.ceil(members.length / 2);
    for (const { s, index } of order) {
      if (after <= before * TRIM_TARGET || members.length - drop.size <= keep) break;
      // Each dropped sentence saves about its own length (less what the word rules already cut).
      after -= countWords(text.slice(s.tokens[0]!.start, sentenceEnd(s, text)));
      drop.add(index);
    }
  }
  return drop;
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * "managers and engineers" → "engineers and managers": two single words joined by "and", of the
 * same kind, that are not the end of a longer list or half of a compound ("product managers").
 */
function pairAt(t: readonly Token[], i: number, text: string, fixed: ReadonlySet<number>): boolean {
  const [before, a, and, b, after] = [t[i - 1], t[i], t[i + 1], t[i + 2], t[i + 3]];
  if (!before || !a || !and || !b || and.norm !== 'and') return false;
  if ([a, b].some((x) => x.locked || x.tags.has('Hyphenated')) || fixed.has(i) || fixed.has(i + 2))
    return false;
  if (a.norm === b.norm || text.slice(a.end, and.start) !== ' ' || text.slice(and.end, b.start) !== ' ')
    return false;
  // Part of a list ("a, b and c") or of a longer coordination: the writer's order stays.
  if (
    /[,;]/.test(text.slice(before.end, a.start)) ||
    ['and', 'or', 'both', 'between', 'either'].includes(before.norm)
  )
    return false;
  if (after && (after.norm === 'and' || after.norm === 'or')) return false;
  const number = (x: Token) => (x.tags.has('Plural') ? 'plural' : x.tags.has('Singular') ? 'singular' : '');
  const nouns =
    [a, b].every((x) => x.tags.has('Noun') && !x.tags.has('Pronoun') && !x.tags.has('Verb') && number(x)) &&
    number(a) === number(b);
  const adjectives = [a, b].every(
    (x) => x.tags.has('Adjective') && !x.tags.has('Comparable') && !x.tags.has('Noun'),
  );
  if (nouns)
    return (
      ['Determiner', 'Preposition', 'Verb', 'Possessive'].some((tag) => before.tags.has(tag)) &&
      !before.tags.has('Adjective') &&
      !(after && after.tags.has('Noun') && /^\s+$/.test(text.slice(b.end, after.start)))
    );
  if (adjectives)
    return (
      !before.tags.has('Adverb') && (!/^(?:a|an)$/.test(before.norm) || articleFor(b.text) === before.norm)
    );
  return false;
}

/** Applies the rules to a text; the result's unchanged stretches are copied from it exactly. */
export function applyRules(
  text: string,
  rules: RuleSet,
  options: RuleOptions = {},
  given?: Sentence[],
): Piece[] {
  const strength = options.strength ?? 'balanced';
  const sentences = given ?? tokenize(text, frozenRanges(text, options.frozen ?? []));
  const paragraphs = paragraphOf(sentences, text);
  const drops = rules.trim
    ? sentencesToDrop(
        text,
        sentences,
        paragraphs,
        resolveText(applyRules(text, { ...rules, trim: false }, options, sentences)),
      )
    : new Set<number>();
  const phrases = compile(strength === 'more' ? [...rules.phrases, ...(rules.extra ?? [])] : rules.phrases);
  const curly = (text.match(/’/g)?.length ?? 0) > (text.match(/'/g)?.length ?? 0);
  // Fewer changes (or the light fluent mode) keeps one swap in `every`; the rest stay as written.
  const every = rules.light ? { fewer: 4, balanced: 3, more: 2 }[strength] : strength === 'fewer' ? 3 : 1;
  let candidates = 0;
  const moves = strength !== 'fewer';
  const pieces: Piece[] = [];
  let cursor = 0;
  let nextId = 1;
  const emit = (start: number, end: number, change: Omit<Change, 'id' | 'original'>) => {
    pieces.push({ kind: 'same', text: text.slice(cursor, start) });
    pieces.push({ ...change, id: nextId++, original: text.slice(start, end) });
    cursor = end;
  };
  let eligible = 0;

  sentences.forEach((sentence, index) => {
    const t = sentence.tokens;
    const first = paragraphs[index] !== paragraphs[index - 1];
    if (first) eligible = 0;
    if (drops.has(index)) {
      // The space before the sentence goes with it, so the paragraph closes up.
      const previous = sentences[index - 1]!;
      emit(Math.max(cursor, sentenceEnd(previous, text)), sentenceEnd(sentence, text), {
        kind: 'removed',
        text: '',
        options: [],
        note: 'Least central sentence dropped',
      });
      return;
    }
    const fixed = idiomTokens(t);
    // The word swaps are chosen first, so a sentence that is also rearranged keeps them.
    const swaps = new Map<number, { text: string; options: string[] }>();
    t.forEach((_, i) => {
      const swap = synonymFor(rules.swap, strength, { t, i, text, fixed });
      if (swap && candidates++ % every === 0) swaps.set(i, swap);
    });
    const render: Render = (run) => {
      let out = '';
      run.forEach((token, k) => {
        if (k > 0) out += text.slice(run[k - 1]!.end, token.start);
        const index = t.indexOf(token);
        const swapped = swaps.get(index)?.text;
        // "an excellent" → "a great": the article before a swapped word follows the new word.
        if (swapped && k > 0 && /^(?:a|an)$/i.test(run[k - 1]!.text))
          out = out.replace(
            /(a|an|A|An)(\s+)$/,
            (_m, article: string, space: string) =>
              `${/^A/.test(article) ? articleFor(swapped).replace(/^a/, 'A') : articleFor(swapped)}${space}`,
          );
        out += swapped ?? token.text;
      });
      return out;
    };
    const structural: Restructured | null = t.some((token) => token.frozen)
      ? null
      : ((rules.passive && moves ? passiveToActive(sentence, text, render) : null) ??
        (rules.intro && moves ? moveIntroPhrase(sentence, text, render) : null) ??
        (rules.clauses && moves ? moveOpeningClause(sentence, text, render) : null) ??
        (rules.clauses && moves ? moveClosingClause(sentence, text, render) : null) ??
        (rules.intro && moves ? moveClosingTime(sentence, text, render) : null));
    if (structural && structural.start >= cursor) {
      emit(structural.start, structural.end, {
        kind: 'sentence',
        text: structural.text,
        options: [],
        note: structural.note,
      });
      return;
    }
    const end = sentenceEnd(sentence, text);
    const mark = text.slice(t[t.length - 1]!.end, end);
    // "In addition," before every other sentence that adds a plain statement to the one before.
    let connective = '';
    if (rules.connectives && !first && strength !== 'fewer' && t[0] && !t[0].locked && mark.startsWith('.')) {
      const opener = t[0];
      const previousMark = text.slice(0, opener.start).trimEnd().slice(-1);
      // Only before a determiner, pronoun or common noun: "Spanish", "Aisha" keep their capital letter.
      const plain =
        !NO_CONNECTIVE.has(opener.norm) &&
        ['Determiner', 'Pronoun', 'Noun'].some((tag) => opener.tags.has(tag)) &&
        !opener.tags.has('ProperNoun') &&
        !opener.tags.has('Adjective') &&
        !['Conjunction', 'Adverb', 'Preposition', 'Interjection', 'QuestionWord'].some((tag) =>
          opener.tags.has(tag),
        );
      // A sentence that already says "also" or "too" needs no "In addition".
      const adds = t.some((token) =>
        ['also', 'too', 'additionally', 'moreover', 'furthermore'].includes(token.norm),
      );
      if (plain && !adds && previousMark === '.') {
        if (strength === 'more' || eligible % 2 === 0)
          connective = CONNECTIVES[eligible % CONNECTIVES.length]!;
        eligible += 1;
      }
    }
    const lead = (word: string) =>
      connective
        ? `${connective} ${t[0]!.text === 'I' || /^I['’]/.test(t[0]!.text) ? word : lowerFirst(word)}`
        : word;
    const split = rules.split ? splitPoint(sentence, text, SPLIT_OVER[strength]) : -1;
    for (let i = 0; i < t.length; i += 1) {
      const token = t[i]!;
      if (token.start < cursor) continue;
      if (i === split) {
        const upper = (word: string) => (word === 'I' || /^I['’]/.test(word) ? word : matchCase('X', word));
        if (['and', 'but', 'so'].includes(token.norm)) {
          // ", and they" → ". They"; ", but they" → ". But they".
          const subject = t[i + 1]!;
          const opener = token.norm === 'and' ? upper(subject.text) : `${upper(token.text)} ${subject.text}`;
          emit(t[i - 1]!.end, subject.end, {
            kind: 'sentence',
            text: `. ${opener}`,
            options: [],
            note: 'Long sentence split',
          });
          i += 1;
        } else {
          emit(t[i - 1]!.end, token.end, {
            kind: 'sentence',
            text: `. ${upper(token.text)}`,
            options: [],
            note: 'Long sentence split',
          });
        }
        continue;
      }
      const rule = token.locked ? undefined : matchPhrase(phrases, t, i, text);
      if (rule) {
        const last = t[i + rule.words.length - 1]!;
        const after = t[i + rule.words.length];
        if (rule.to === '') {
          // A deleted opener takes the next word with it, capitalised, so reverting restores both.
          if (!after || after.locked) continue;
          const nextWord = i === 0 ? after.text.charAt(0).toUpperCase() + after.text.slice(1) : after.text;
          emit(token.start, after.end, { kind: 'phrase', text: nextWord, options: [], note: rule.note });
          i += rule.words.length;
        } else {
          const replaced = phraseText(rule, token, after, curly);
          emit(token.start, last.end, {
            kind: 'phrase',
            text: i === 0 ? lead(replaced) : replaced,
            options: [],
            note: rule.note,
          });
          i += rule.words.length - 1;
        }
        continue;
      }
      if (rules.fillers && i > 0 && fillers().has(token.norm) && token.tags.has('Adverb') && !token.locked) {
        const next = t[i + 1];
        const gap = next ? text.slice(token.end, next.start) : '';
        if (next && /^\s+$/.test(gap)) {
          emit(token.start, next.start, {
            kind: 'removed',
            text: '',
            options: [],
            note: 'Filler word removed',
          });
          continue;
        }
      }
      if (rules.pairs && moves && i > 0) {
        const pair = pairAt(t, i, text, fixed);
        if (pair) {
          const [a, , b] = [t[i]!, t[i + 1]!, t[i + 2]!];
          emit(a.start, b.end, {
            kind: 'phrase',
            text: `${swaps.get(i + 2)?.text ?? b.text} and ${swaps.get(i)?.text ?? a.text}`,
            options: [],
            note: 'Pair put the other way round',
          });
          i += 2;
          continue;
        }
      }
      const swap = swaps.get(i);
      if (swap)
        emit(token.start, token.end, {
          kind: 'word',
          text: i === 0 ? lead(swap.text) : swap.text,
          options: i === 0 && connective ? [] : swap.options,
          note: 'Synonym',
        });
      else if (i === 0 && connective)
        emit(token.start, token.end, {
          kind: 'phrase',
          text: lead(token.text),
          options: [],
          note: 'Connective added',
        });
    }
    if (rules.calm && /^!+/.test(mark) && end >= cursor) {
      const bangs = /^!+/.exec(mark)![0];
      const at = t[t.length - 1]!.end;
      if (at >= cursor)
        emit(at, at + bangs.length, {
          kind: 'phrase',
          text: '.',
          options: [],
          note: 'Exclamation mark made a full stop',
        });
    }
  });
  pieces.push({ kind: 'same', text: text.slice(cursor) });
  return compact(pieces);
}

export type Paraphrase = { pieces: Piece[]; changes: number };

export function paraphrase(text: string, mode: ParaphraseMode, options: RuleOptions = {}): Paraphrase {
  const pieces = applyRules(text, modeRules()[mode], options);
  return { pieces, changes: pieces.filter((p) => p.kind !== 'same').length };
}

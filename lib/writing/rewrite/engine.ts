import { alternatives, lookup, matchCase, type LexiconHit } from './lexicon';
import { compact, type Change, type Piece } from './pieces';
import { CONTRACT, EXPAND, FILLERS, TO_FORMAL, WORDY, type PhraseRule } from './phrases';
import { moveIntroPhrase, passiveToActive, type Restructured } from './structure';
import { TAKES_TO, type PartOfSpeech } from './synonyms';
import { tokenize, type Sentence, type Token } from './tokens';

/**
 * The rule engine shared by the paraphraser and the paragraph rewriter: phrase rules, synonym swaps
 * and safe sentence rewrites over tagged tokens, returning pieces that remember each original. It is
 * deterministic: the same text and settings always give the same result.
 */
export type SwapStyle = 'standard' | 'formal' | 'simple' | 'shorter' | 'none';

export type RuleSet = {
  swap: SwapStyle;
  phrases: readonly PhraseRule[];
  fillers: boolean;
  passive: boolean;
  intro: boolean;
};

export const PARAPHRASE_MODES = ['standard', 'formal', 'simple', 'shorter'] as const;
export type ParaphraseMode = (typeof PARAPHRASE_MODES)[number];

export const MODE_RULES: Record<ParaphraseMode, RuleSet> = {
  standard: { swap: 'standard', phrases: WORDY, fillers: false, passive: true, intro: true },
  formal: {
    swap: 'formal',
    phrases: [...WORDY, ...TO_FORMAL, ...EXPAND],
    fillers: false,
    passive: false,
    intro: false,
  },
  simple: { swap: 'simple', phrases: [...WORDY, ...CONTRACT], fillers: false, passive: true, intro: false },
  shorter: { swap: 'shorter', phrases: [...WORDY, ...CONTRACT], fillers: true, passive: true, intro: false },
};

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

/** The replacement the style picks for a word, and the other members to offer. */
function pickSynonym(
  style: SwapStyle,
  hit: LexiconHit,
  pos: PartOfSpeech,
  current: string,
  beforeTo: boolean,
): { word: string; options: string[] } | null {
  let alts = alternatives(hit, pos);
  if (pos === 'verb' && beforeTo) alts = alts.filter((alt) => TAKES_TO.has(alt.member.word.split(' ')[0]!));
  if (!alts.length) return null;
  let chosen: (typeof alts)[number] | undefined;
  if (style === 'standard') chosen = alts.find((alt) => alt.member.formal === hit.member.formal) ?? alts[0];
  else if (style === 'formal') chosen = hit.member.formal ? undefined : alts.find((alt) => alt.member.formal);
  else if (style === 'simple')
    chosen = hit.member.formal ? alts.find((alt) => !alt.member.formal) : undefined;
  else if (style === 'shorter') {
    const shortest = [...alts].sort((a, b) => a.word.length - b.word.length)[0];
    chosen = shortest && shortest.word.length < current.length ? shortest : undefined;
  }
  if (!chosen) return null;
  return { word: chosen.word, options: alts.filter((alt) => alt !== chosen).map((alt) => alt.word) };
}

function synonymFor(style: SwapStyle, token: Token, prev: Token | undefined, next: Token | undefined) {
  if (style === 'none' || token.locked) return null;
  const possessive = /['’]s$/.exec(token.text)?.[0] ?? '';
  const bare = possessive ? token.text.slice(0, -possessive.length) : token.text;
  for (const [pos, fits] of POS_TAGS) {
    if (!fits(token.tags)) continue;
    const found = lookup(pos, bare);
    if (!found) continue;
    // Part of a compound ("product managers", "salary range"): the pair is one idea, left whole.
    if (
      pos === 'noun' &&
      [prev, next].some((t) => t && t.tags.has('Noun') && !t.tags.has('Pronoun') && !/[,;:]/.test(t.text))
    )
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
    const picked = pickSynonym(style, hit, pos, bare.toLowerCase(), next?.norm === 'to');
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

/** Applies the rules to a text; the result's unchanged stretches are copied from it exactly. */
export function applyRules(text: string, rules: RuleSet, sentences: Sentence[] = tokenize(text)): Piece[] {
  const phrases = compile(rules.phrases);
  const curly = (text.match(/’/g)?.length ?? 0) > (text.match(/'/g)?.length ?? 0);
  const pieces: Piece[] = [];
  let cursor = 0;
  let nextId = 1;
  const emit = (start: number, end: number, change: Omit<Change, 'id' | 'original'>) => {
    pieces.push({ kind: 'same', text: text.slice(cursor, start) });
    pieces.push({ ...change, id: nextId++, original: text.slice(start, end) });
    cursor = end;
  };

  for (const sentence of sentences) {
    const structural: Restructured | null =
      (rules.passive ? passiveToActive(sentence, text) : null) ??
      (rules.intro ? moveIntroPhrase(sentence, text) : null);
    if (structural) {
      emit(structural.start, structural.end, {
        kind: 'sentence',
        text: structural.text,
        options: [],
        note: structural.note,
      });
      continue;
    }
    const t = sentence.tokens;
    for (let i = 0; i < t.length; i += 1) {
      const token = t[i]!;
      if (token.start < cursor) continue;
      const rule = token.locked ? undefined : matchPhrase(phrases, t, i, text);
      if (rule) {
        const last = t[i + rule.words.length - 1]!;
        const after = t[i + rule.words.length];
        if (rule.to === '') {
          // A deleted opener takes the next word with it, capitalised, so reverting restores both.
          if (!after || after.locked) continue;
          const atStart = i === 0;
          const nextWord = atStart ? after.text.charAt(0).toUpperCase() + after.text.slice(1) : after.text;
          emit(token.start, after.end, { kind: 'phrase', text: nextWord, options: [], note: rule.note });
          i += rule.words.length;
        } else {
          emit(token.start, last.end, {
            kind: 'phrase',
            text: phraseText(rule, token, after, curly),
            options: [],
            note: rule.note,
          });
          i += rule.words.length - 1;
        }
        continue;
      }
      if (rules.fillers && i > 0 && FILLERS.has(token.norm) && token.tags.has('Adverb') && !token.locked) {
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
      const swap = synonymFor(rules.swap, token, t[i - 1], t[i + 1]);
      if (swap)
        emit(token.start, token.end, {
          kind: 'word',
          text: swap.text,
          options: swap.options,
          note: 'Synonym',
        });
    }
  }
  pieces.push({ kind: 'same', text: text.slice(cursor) });
  return compact(pieces);
}

function matchPhrase(phrases: Map<string, CompiledRule[]>, t: readonly Token[], i: number, text: string) {
  const candidates = phrases.get(t[i]!.norm);
  if (!candidates) return undefined;
  return candidates.find((rule) =>
    rule.words.every((word, k) => {
      const token = t[i + k];
      if (!token || token.norm !== word || token.locked) return false;
      const next = t[i + k + 1];
      const last = k === rule.words.length - 1;
      const joined = next !== undefined && /^\s+$/.test(text.slice(token.end, next.start));
      return last ? !rule.needsNext || (joined && /\p{L}/u.test(next.text)) : joined;
    }),
  );
}

export type Paraphrase = { pieces: Piece[]; changes: number };

export function paraphrase(text: string, mode: ParaphraseMode): Paraphrase {
  const pieces = applyRules(text, MODE_RULES[mode]);
  return { pieces, changes: pieces.filter((p) => p.kind !== 'same').length };
}

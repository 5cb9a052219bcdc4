import type { PhraseRule } from './phrases';
import { fromWords } from './words';

/**
 * The paraphraser's modes as rule sets: which synonym each mode prefers, which phrase lists it
 * applies and which sentence steps it takes. The rewriter's goals use the same sets.
 */
export type SwapStyle = 'standard' | 'creative' | 'formal' | 'simple' | 'shorter' | 'longer' | 'none';

export type RuleSet = {
  swap: SwapStyle;
  phrases: readonly PhraseRule[];
  /** Drop filler adverbs (very, really). */
  fillers: boolean;
  /** Short past-tense passive sentences made active. */
  passive: boolean;
  /** An opening time or place phrase moved to the end. */
  intro: boolean;
  /** An opening "If …," or "When …," clause moved after the main clause. */
  clauses: boolean;
  /** A long sentence split where ", and they" or "; " starts a new clause. */
  split: boolean;
  /** Exclamation marks made full stops. */
  calm: boolean;
  /** "In addition," or "Also," before sentences that add a point. */
  connectives: boolean;
  /** The least central sentences of a paragraph dropped until it is a fifth shorter. */
  trim: boolean;
  /** Phrase rules applied only when the visitor asks for more changes. */
  extra?: readonly PhraseRule[];
  /** "managers and engineers" → "engineers and managers". */
  pairs?: boolean;
  /** Swap candidates kept per word offered: the fluent mode touches fewer words than the others. */
  light?: boolean;
};

export const PARAPHRASE_MODES = [
  'standard',
  'fluent',
  'formal',
  'academic',
  'simple',
  'friendly',
  'creative',
  'shorten',
  'expand',
] as const;
export type ParaphraseMode = (typeof PARAPHRASE_MODES)[number];

const NONE = {
  fillers: false,
  passive: false,
  intro: false,
  clauses: false,
  split: false,
  calm: false,
  connectives: false,
  trim: false,
} as const;

/** Each mode's rule set, built from the phrase lists once they are provided. */
export const modeRules = fromWords((words): Readonly<Record<ParaphraseMode, RuleSet>> => {
  const {
    ACADEMIC,
    CONTRACT,
    CONTRACT_PRONOUNS,
    EXPAND,
    FORMAL_MORE,
    FRIENDLY_MORE,
    FULLER,
    MORE_REWORD,
    PLAIN,
    REWORD,
    SMOOTH,
    TIGHTEN,
    TO_FORMAL,
    TO_FRIENDLY,
    WORDY,
  } = words.phrases;
  return {
    standard: {
      ...NONE,
      swap: 'standard',
      phrases: [...WORDY, ...REWORD],
      passive: true,
      intro: true,
      clauses: true,
      pairs: true,
      extra: MORE_REWORD,
    },
    fluent: {
      ...NONE,
      swap: 'standard',
      phrases: [...WORDY, ...SMOOTH],
      passive: true,
      light: true,
      extra: REWORD,
    },
    formal: {
      ...NONE,
      swap: 'formal',
      phrases: [...WORDY, ...TO_FORMAL, ...FORMAL_MORE, ...EXPAND],
      fillers: true,
      calm: true,
    },
    academic: {
      ...NONE,
      swap: 'formal',
      phrases: [...WORDY, ...ACADEMIC, ...TO_FORMAL, ...FORMAL_MORE, ...EXPAND],
      fillers: true,
      calm: true,
      clauses: true,
    },
    simple: {
      ...NONE,
      swap: 'simple',
      phrases: [...WORDY, ...PLAIN, ...CONTRACT],
      passive: true,
      split: true,
    },
    friendly: {
      ...NONE,
      swap: 'simple',
      phrases: [...TO_FRIENDLY, ...FRIENDLY_MORE, ...WORDY, ...CONTRACT, ...CONTRACT_PRONOUNS],
      passive: true,
    },
    creative: {
      ...NONE,
      swap: 'creative',
      phrases: [...WORDY, ...REWORD, ...SMOOTH],
      passive: true,
      intro: true,
      clauses: true,
      pairs: true,
      extra: MORE_REWORD,
    },
    shorten: {
      ...NONE,
      swap: 'shorter',
      phrases: [...WORDY, ...SMOOTH, ...TIGHTEN, ...CONTRACT],
      fillers: true,
      passive: true,
      trim: true,
    },
    expand: { ...NONE, swap: 'longer', phrases: [...EXPAND, ...FULLER], connectives: true },
  };
});

/** How many changes to make: the same rules, with fewer or more of the optional ones. */
export const STRENGTHS = ['fewer', 'balanced', 'more'] as const;
export type Strength = (typeof STRENGTHS)[number];

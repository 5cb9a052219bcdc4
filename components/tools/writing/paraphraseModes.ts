import type { ParaphraseMode, Strength } from '@/lib/writing/rewrite/modes';

/**
 * What the paraphraser's modes are called on the page, what each does in a sentence, and what the
 * AI version is asked for in the same mode. Typed by the engine's list, so a new mode cannot ship
 * without a label, a hint and an AI instruction.
 */
export type ModeCopy = { value: ParaphraseMode; label: string; hint: string };

export const MODE_COPY: readonly ModeCopy[] = [
  {
    value: 'standard',
    label: 'Standard',
    hint: 'Synonyms in the same register, reworded connectives, and some opening or closing phrases moved.',
  },
  {
    value: 'fluent',
    label: 'Fluent',
    hint: 'Light touch: wordy and redundant phrases smoothed, passive sentences made active, few words swapped.',
  },
  {
    value: 'formal',
    label: 'Formal',
    hint: 'Formal words, contractions spelled out, casual phrases and exclamation marks replaced.',
  },
  {
    value: 'academic',
    label: 'Academic',
    hint: 'Formal, plus academic connectives (furthermore, for instance, nevertheless) and clauses reordered.',
  },
  {
    value: 'simple',
    label: 'Simple',
    hint: 'Plain, shorter words, long sentences split in two, passive sentences made active.',
  },
  {
    value: 'friendly',
    label: 'Friendly',
    hint: 'Warmer, everyday wording: stiff phrases softened, contractions used, plain words.',
  },
  {
    value: 'creative',
    label: 'Creative',
    hint: 'The least obvious synonyms, connectives reworded and phrases moved: the biggest change in wording.',
  },
  {
    value: 'shorten',
    label: 'Shorten',
    hint: 'Wordy phrases and filler words cut, shorter words, and the least central sentences dropped until about a fifth is gone.',
  },
  {
    value: 'expand',
    label: 'Expand',
    hint: 'Contractions spelled out, fuller phrasing (can → are able to) and linking words between sentences. Nothing new is added.',
  },
];

export const STRENGTH_COPY: readonly { value: Strength; label: string }[] = [
  { value: 'fewer', label: 'Fewer changes' },
  { value: 'balanced', label: 'Balanced' },
  { value: 'more', label: 'More changes' },
];

export const STRENGTH_HINT: Record<Strength, string> = {
  fewer: 'About one word in three that could change does, and no sentence is rearranged.',
  balanced: 'Every safe swap the mode makes, and its sentence moves.',
  more: 'Also the optional rewordings, and the second half of compounds.',
};

import type { Line } from '../line';
import type { Relationship } from './form';

export type Tone = 'warm' | 'formal' | 'fun';

export type Bank = {
  openings: readonly Line[];
  appreciation: readonly Line[];
  highlight: readonly Line[];
  closings: readonly Line[];
};

/** The wording the anniversary engine writes with; the copy is content/tools/generators/compose/words/anniversary.ts. */
export type AnniversaryWords = {
  /** Written to the employee (a manager, a colleague, a card). */
  toThem: Record<Tone, Bank>;
  /** Written about the employee, to everyone. */
  aboutThem: Record<Tone, Bank>;
  /** Lines only a given sender writes. */
  from: Record<Exclude<Relationship, 'company'>, Record<Tone, readonly Line[]>>;
  /** The milestone's own sentence, by kind, for each voice. */
  milestone: Record<'you' | 'them', Record<'first' | 'milestone', readonly Line[]>>;
};

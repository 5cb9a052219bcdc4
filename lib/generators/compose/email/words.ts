import type { Line } from '../line';
import type { EmailPurpose } from './form';

export type Tone = 'formal' | 'friendly' | 'concise';

export type PurposeBank = {
  subjects: readonly Line[];
  opening: Record<Tone, readonly Line[]>;
  /** Context in order of importance: a standard email takes the first, a detailed one all. */
  context: readonly Line[];
  /** The sentence before three or more key points set as bullets. */
  pointsLead: string;
  close: Record<Tone, readonly Line[]>;
  /** Whether the signature names the company (not when writing to the company you applied to). */
  signCompany: boolean;
};

/** The wording the email engine writes with; the copy is content/tools/generators/compose/words/email.ts. */
export type EmailWords = {
  banks: Record<EmailPurpose, PurposeBank>;
  /** Greetings by tone; {name} is the recipient's greeting name. */
  greetings: Record<Tone, readonly string[]>;
  signOffs: Record<Tone, readonly string[]>;
};

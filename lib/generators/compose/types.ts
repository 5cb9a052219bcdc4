/**
 * A composer: the inputs it asks for (plain data, so the page renders the form on the server and
 * the island validates it without loading the wording) and an engine that writes drafts from them.
 */
export const COMPOSER_IDS = ['email', 'letter', 'anniversary', 'sentence', 'answer'] as const;
export type ComposerId = (typeof COMPOSER_IDS)[number];

export type ComposeValues = Record<string, string>;

type InputBase = {
  key: string;
  label: string;
  help?: string;
  required?: boolean;
  /** How a message names the input ("Enter your name."); the label in lower case by default. */
  noun?: string;
  /** Shown only when another input has one of these values (a mode, a purpose). */
  showWhen?: { key: string; is: readonly string[] };
  width?: 'half' | 'full';
};

export type DateInput = InputBase & { type: 'date'; default: string };

export type TextInput = InputBase & {
  type: 'text' | 'multiline';
  default: string;
  placeholder?: string;
  maxLength: number;
};

export type SelectInput = InputBase & {
  type: 'select';
  default: string;
  options: readonly { value: string; label: string }[];
};

export type NumberInput = InputBase & {
  type: 'number';
  default: string;
  min: number;
  max: number;
  unit?: string;
};

export type ComposeInput = TextInput | DateInput | SelectInput | NumberInput;

export type ComposeForm = {
  id: ComposerId;
  /** "email", "letter": how the page names what it writes. */
  noun: string;
  inputs: readonly ComposeInput[];
  /**
   * Sample text per value of a choice (the letter type, the answer's mode). Switching the choice
   * swaps in the new sample, but only in boxes that still hold the old one: typed text stays.
   */
  samples?: { key: string; byValue: Record<string, ComposeValues> };
};

/** A letter laid out as blocks, for the Word download and the print view. */
export type LetterParts = {
  sender: string[];
  /** As printed ("November 22, 2026"), and as YYYY-MM-DD for the file's date. */
  date: string;
  isoDate: string;
  recipient: string[];
  subject?: string;
  salutation: string;
  paragraphs: string[];
  closing: string;
  signature: string[];
};

export type Draft = {
  /** "Option 1: warm and short". */
  label: string;
  /** Subject lines to choose from (emails); the first is used in the mail app and the .eml. */
  subjects?: string[];
  /** The text as copied: paragraphs separated by blank lines, bullets as "- " lines. */
  body: string;
  /** One sentence per item (the sentence generator). */
  items?: string[];
  letter?: LetterParts;
};

export type ComposeOutput = {
  drafts: Draft[];
  /** Facts about the result for the visitor ("Read “budget” as a verb"). */
  notes: string[];
};

export type ComposeContext = {
  /** The version the visitor asked for; 0 on the first draft. */
  variant: number;
  /** Today, YYYY-MM-DD, for dated letters. */
  today: string;
};

export type ComposeEngine = {
  compose(values: ComposeValues, context: ComposeContext): ComposeOutput;
};

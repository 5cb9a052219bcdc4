/** What a formula task is, apart from the list of tasks, so task modules can share it without a cycle. */
export type InputKind = 'range' | 'cell' | 'value' | 'criteria' | 'number' | 'choice' | 'formula';

export type TaskInput = {
  key: string;
  label: string;
  kind: InputKind;
  default: string;
  help?: string;
  /** May be left empty (an optional condition, a default argument). */
  optional?: boolean;
  options?: readonly { value: string; label: string }[];
};

export type Argument = { name: string; text: string };

export type Built = {
  excel: string;
  /** Google Sheets' version, when it differs. */
  sheets?: string;
  args: Argument[];
};

export type ResultFormat = 'number' | 'currency' | 'date' | 'percent' | 'text';

export type Task = {
  id: string;
  name: string;
  category: 'Conditions' | 'Lookups' | 'Logic' | 'Text' | 'Dates' | 'Numbers' | 'Excel 365 arrays' | 'HR';
  summary: string;
  keywords: readonly string[];
  inputs: readonly TaskInput[];
  format: ResultFormat;
  /** Needs Excel 365 or Excel 2021 and later. */
  modern?: boolean;
  /** Input pairs that must be ranges of the same size. */
  sameSize?: readonly (readonly [string, string])[];
  build: (v: Readonly<Record<string, string>>) => Built;
};

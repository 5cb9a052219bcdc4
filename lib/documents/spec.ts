import type { FieldDef } from '@/lib/tools/fields';

/**
 * What a document generator declares, as plain data a server page hands to the client island: the
 * form (groups of fields), the checks across fields, and how its files are named. The wording lives
 * in the template named by `template` (content/tools/documents/templates), which the caller loads
 * and passes in; adding a generator is one definition plus one template.
 */

/** The shared field types, with what a document needs on top. */
export type DocumentFieldDef = FieldDef & {
  /**
   * The document reads well without it: left empty, its sentence is dropped instead of the field
   * being flagged. Fields are required unless marked optional (toggles and choices always have a value).
   */
  optional?: boolean;
  /** How messages name the field when the label does not read well in "Enter …": `your name`. */
  noun?: string;
  /**
   * Number and money fields: the smallest value accepted. Unset, a required field must be more than
   * zero and an optional one at least zero (a template reads zero as "none").
   */
  min?: number;
  max?: number;
  integer?: boolean;
  /** Text fields: the most characters accepted (default 200 on one line, 2,000 multiline). */
  maxLength?: number;
  /**
   * Choices and sample figures whose sensible default depends on another choice (overtime status, or
   * the sample pay, on the pay basis: $118,000 a year is $56.73 an hour, never "$118,000 per hour"):
   * the value for each value of `field`. Until the visitor sets this field themselves, changing
   * `field` moves it along (`changeValue` in ./change); once they have, it stays as they set it.
   */
  follows?: { field: string; values: Readonly<Record<string, string>> };
};

/** A titled part of the form: "The job", "Pay and benefits". */
export type FieldGroup = { title: string; fields: readonly DocumentFieldDef[] };

/**
 * A check across two fields: `field` must come after `than` (dates) or be larger (numbers). The
 * message shows beside `field`; the check waits until both fields hold valid values.
 */
export type OrderRule = {
  type: 'after';
  field: string;
  than: string;
  /** Equal values pass (a start date on the day of the letter). */
  orEqual?: boolean;
  message: string;
};

export type DocumentRule = OrderRule;

/**
 * A combination that is allowed but almost always a mistake (exempt from overtime yet paid by the
 * hour; $95,000 paid per hour): the message shows beside `field` while it holds one of `is`, or its
 * number is above `above` or below `below`, and `when` holds one of its values. Unlike a rule it
 * never blanks a value, since the visitor may know better.
 */
export type DocumentWarning = {
  field: string;
  is?: readonly string[];
  above?: number;
  below?: number;
  when: { field: string; is: readonly (string | boolean)[] };
  message: string;
};

export type DocumentSpec = {
  /**
   * The id of the template that turns the values into the document: templates are content, loaded
   * by id in content/tools/documents/templates, whose list the definitions' schema checks against.
   */
  template: string;
  /** The document's name in lower case, for buttons and messages: `offer letter`. */
  noun: string;
  /** File names start with it: `offer-letter` gives `offer-letter-jane-doe.docx`. */
  fileStem: string;
  /** The field whose value completes the file name (the person the letter is for). */
  fileNameField?: string;
  groups: readonly FieldGroup[];
  rules?: readonly DocumentRule[];
  warnings?: readonly DocumentWarning[];
};

/** Every field of a spec, in form order. */
export function allFields(spec: Pick<DocumentSpec, 'groups'>): DocumentFieldDef[] {
  return spec.groups.flatMap((group) => group.fields);
}

/** What every calculator's `explain` returns: the method, then the visitor's own numbers worked through. */
export interface Explanation {
  formula: string;
  steps: string[];
}

/** One row of a repeating group of fields (a course, a category, a table row). */
export type FormRow = Record<string, string | number | undefined>;

/** A field's value as a form or URL query holds it; every `inputSchema` accepts these. */
export type FormValue = string | number | boolean | FormRow[] | undefined;

export type FormValues = Record<string, FormValue>;

/**
 * A ready-made set of inputs for a calculator page, as form values (so they can fill the form and
 * the URL directly), with a sentence saying what it shows. The first example is the page default.
 */
export interface Example {
  input: FormValues;
  note: string;
}

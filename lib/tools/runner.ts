import type { FormValues } from './fields';
import type { Explanation, ResultView } from './view';

/** Messages keyed by field: `amount`, or `courses.2.credits` for a cell of a rows field. */
export type FieldErrors = Record<string, string>;

export type RunOutcome = { ok: true; view: ResultView } | { ok: false; errors: FieldErrors };

/** What the island calls on every change. It never throws: a failure comes back as a message. */
export type Runner = { run(values: FormValues): RunOutcome };

/** The key under which an error that belongs to no single field is reported. */
export const FORM_ERROR = '_form';

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** Any zod schema (classic or mini) fits: only `safeParse` is used. */
export type SafeParser<T> = {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { readonly issues: readonly Issue[] } };
};

export function errorsFromIssues(
  issues: readonly Issue[],
  fieldOf: (path: readonly PropertyKey[]) => string = (path) => path.map(String).join('.'),
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = fieldOf(issue.path) || FORM_ERROR;
    // The first problem with a field is the one to fix first.
    errors[key] ??= issue.message;
  }
  return errors;
}

export type RunnerSpec<Input, Result> = {
  schema: SafeParser<Input>;
  /** What the schema reads from the form; fields of a mode that is not chosen are left out. */
  input: (values: FormValues) => unknown;
  compute: (input: Input) => Result;
  explain: (input: Input, result: Result) => Explanation;
  present: (input: Input, result: Result, explanation: Explanation) => ResultView;
  /** Maps a schema path back to a form field when the two are shaped differently (a mode's own fields). */
  fieldOf?: (path: readonly PropertyKey[], values: FormValues) => string;
};

const allFinite = (value: unknown): boolean => {
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(allFinite);
  if (value && typeof value === 'object') return Object.values(value).every(allFinite);
  return true;
};

export function defineRunner<Input, Result>(spec: RunnerSpec<Input, Result>): Runner {
  return {
    run(values) {
      try {
        const parsed = spec.schema.safeParse(spec.input(values));
        if (!parsed.success) {
          const fieldOf = spec.fieldOf;
          const mapped = fieldOf ? (path: readonly PropertyKey[]) => fieldOf(path, values) : undefined;
          return { ok: false, errors: errorsFromIssues(parsed.error.issues, mapped) };
        }
        const result = spec.compute(parsed.data);
        // The compute functions promise finite numbers; this is the last guard before NaN reaches a page.
        if (!allFinite(result)) {
          return {
            ok: false,
            errors: { [FORM_ERROR]: 'These numbers are too large to work with. Try smaller values.' },
          };
        }
        const explanation = spec.explain(parsed.data, result);
        return { ok: true, view: spec.present(parsed.data, result, explanation) };
      } catch {
        return {
          ok: false,
          errors: { [FORM_ERROR]: 'This combination of inputs could not be worked out. Check the values.' },
        };
      }
    },
  };
}

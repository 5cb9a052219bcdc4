import { isIsoDate } from '@/lib/kit/dates';
import type { ComposeForm, ComposeInput, ComposeValues } from './types';

/** The values a composer opens with. */
export function defaultValues(form: ComposeForm): ComposeValues {
  return Object.fromEntries(form.inputs.map((input) => [input.key, input.default]));
}

/**
 * The values after the visitor sets `key` to `value`: when `key` is the form's sample switch, boxes
 * still holding the old choice's sample (untouched) get the new choice's sample.
 */
export function withChange(
  form: ComposeForm,
  values: ComposeValues,
  key: string,
  value: string,
): ComposeValues {
  const next = { ...values, [key]: value };
  const samples = form.samples;
  if (!samples || samples.key !== key) return next;
  const before = samples.byValue[values[key] ?? ''] ?? {};
  const after = samples.byValue[value] ?? {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if ((values[field] ?? '') === (before[field] ?? '')) next[field] = after[field] ?? '';
  }
  return next;
}

export function isVisible(input: ComposeInput, values: ComposeValues): boolean {
  return !input.showWhen || input.showWhen.is.includes(values[input.showWhen.key] ?? '');
}

/** Only what the visitor can see counts: a hidden mode's answers neither write text nor block it. */
export function visibleValues(form: ComposeForm, values: ComposeValues): ComposeValues {
  const out: ComposeValues = {};
  for (const input of form.inputs) {
    out[input.key] = isVisible(input, values) ? (values[input.key] ?? input.default) : '';
  }
  return out;
}

export type ComposeErrors = Record<string, string>;

/**
 * Messages for the boxes that need fixing, keyed by input. The engine still writes a draft from the
 * rest (with blanks where something is missing), so an error never empties the result.
 */
export function validate(form: ComposeForm, values: ComposeValues): ComposeErrors {
  const errors: ComposeErrors = {};
  for (const input of form.inputs) {
    if (!isVisible(input, values)) continue;
    const raw = values[input.key] ?? '';
    const value = raw.trim();
    const noun = input.label.charAt(0).toLowerCase() + input.label.slice(1);
    if (input.required && !value) {
      errors[input.key] = `Enter ${input.noun ?? noun}.`;
      continue;
    }
    if ((input.type === 'text' || input.type === 'multiline') && raw.length > input.maxLength) {
      errors[input.key] =
        `Keep this under ${input.maxLength.toLocaleString('en-US')} characters (it has ${raw.length.toLocaleString('en-US')}).`;
    }
    if (input.type === 'date' && value && !isIsoDate(value)) {
      errors[input.key] = 'Enter a date like 2026-11-22.';
    }
    if (input.type === 'number' && value) {
      const n = Number(value);
      if (!/^\d+$/.test(value) || !Number.isFinite(n)) {
        errors[input.key] = 'Enter a whole number, like 5.';
      } else if (n < input.min || n > input.max) {
        errors[input.key] = `Enter a number from ${input.min} to ${input.max}.`;
      }
    }
    if (input.type === 'select' && value && !input.options.some((option) => option.value === value)) {
      errors[input.key] = 'Choose one of the options.';
    }
  }
  return errors;
}

/**
 * What the engine is given: visible values, with anything invalid treated as empty (a blank in
 * the draft) and over-long text cut at the limit, so a mistake in one box never breaks the text.
 */
export function engineValues(form: ComposeForm, values: ComposeValues, errors: ComposeErrors): ComposeValues {
  const visible = visibleValues(form, values);
  for (const input of form.inputs) {
    if (!errors[input.key]) continue;
    const value = visible[input.key] ?? '';
    visible[input.key] =
      input.type === 'text' || input.type === 'multiline'
        ? value.slice(0, input.maxLength)
        : input.type === 'select'
          ? input.default
          : '';
  }
  return visible;
}

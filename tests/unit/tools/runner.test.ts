import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineRunner, errorsFromIssues, FORM_ERROR } from '@/lib/tools/runner';
import { numberText } from '@/lib/tools/validation';

const schema = z.object({
  a: numberText({ name: 'a', example: '1', max: 1e300 }),
  b: numberText({ name: 'b', example: '1', max: 1e300 }),
});

const runner = defineRunner({
  schema,
  input: (values) => ({ a: values.a, b: values.b }),
  compute: (input) => ({ product: input.a * input.b }),
  explain: () => ({ formula: 'a × b', steps: [] }),
  present: (_input, result, explain) => ({
    primary: { label: 'Product', value: String(result.product) },
    secondary: [],
    tables: [],
    explain,
    copyText: String(result.product),
  }),
});

describe('defineRunner', () => {
  it('returns the view for good input', () => {
    const out = runner.run({ a: '3', b: '4' });
    expect(out.ok && out.view.primary.value).toBe('12');
  });

  it('returns a message per field for bad input', () => {
    expect(runner.run({ a: '', b: 'x' })).toEqual({
      ok: false,
      errors: { a: 'Enter a.', b: 'Enter b as a number, like 1.' },
    });
  });

  it('never lets a non-finite result reach the page', () => {
    const out = runner.run({ a: '1e200', b: '1e200' });
    expect(out.ok).toBe(false);
    expect(!out.ok && out.errors[FORM_ERROR]).toMatch(/too large/);
  });

  it('turns a thrown error into a message instead of a crash', () => {
    const throwing = defineRunner({
      schema,
      input: (values) => values,
      compute: () => {
        throw new Error('boom');
      },
      explain: () => ({ formula: '', steps: [] }),
      present: () => {
        throw new Error('unreachable');
      },
    });
    expect(throwing.run({ a: '1', b: '1' })).toEqual({
      ok: false,
      errors: { [FORM_ERROR]: expect.any(String) },
    });
  });

  it('keeps the first message per field and joins nested paths', () => {
    expect(
      errorsFromIssues([
        { path: ['rows', 2, 'total'], message: 'first' },
        { path: ['rows', 2, 'total'], message: 'second' },
        { path: [], message: 'form' },
      ]),
    ).toEqual({ 'rows.2.total': 'first', [FORM_ERROR]: 'form' });
  });
});

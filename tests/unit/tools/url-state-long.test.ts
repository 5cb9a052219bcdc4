import { describe, expect, it } from 'vitest';
import type { FieldDef } from '@/lib/tools/fields';
import { decodeValues, encodeScalar, encodeValues } from '@/lib/tools/url-state';

describe('a link never carries more than it reads back', () => {
  const long = 'x'.repeat(100_000);
  it('caps a pasted 100,000-character value at 5,000 characters, and reads the same back', () => {
    const fields = [{ key: 'amount', type: 'number', label: 'Amount' }] as unknown as FieldDef[];
    const query = encodeValues(fields, { amount: long });
    expect(query).toBe(`amount=${'x'.repeat(5000)}`);
    expect(decodeValues(fields, `?${query}`, { amount: '' }).amount).toBe('x'.repeat(5000));
    expect(encodeScalar(long)).toHaveLength(5000);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { documentSpecSchema } from '@/content/tools/documents/schema';
import { tool } from './helpers';

const offer = tool('offer-letter-generator').document;
const problems = (warnings: unknown[]) => {
  const result = documentSpecSchema.safeParse({ ...offer, warnings });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};
const hourly = { field: 'payBasis', is: ['hour'] };

describe('a document’s warnings as marketers write them', () => {
  it('accepts the offer letter’s own warnings', () => {
    expect(problems([...(offer.warnings ?? [])])).toEqual([]);
  });

  it('needs either values or a number limit, not both and not neither', () => {
    const base = { field: 'payAmount', when: hourly, message: 'Check it.' };
    expect(problems([{ ...base, above: 1000, is: ['1'] }])).toContain(
      'a warning needs either "is" or "above"/"below"',
    );
    expect(problems([base])).toContain('a warning needs either "is" or "above"/"below"');
  });

  it('puts number limits on number fields only', () => {
    expect(problems([{ field: 'flsa', above: 3, when: hourly, message: 'Check it.' }])).toContain(
      '"flsa" is not a number, so "above"/"below" cannot apply',
    );
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changeValues, documentWarnings } from '@/lib/documents/change';
import { allFields } from '@/lib/documents/spec';
import { sample, tool } from './helpers';

/** Every letter with a "Paid per" choice, and its pay figures. */
const LETTERS = {
  'appointment-letter-generator': ['payAmount'],
  'offer-letter-generator': ['payAmount'],
  'employee-transfer-letter-generator': ['newPay'],
  'employment-verification-letter-generator': ['payAmount'],
  'promotion-letter-generator': ['currentPay', 'newPay'],
  'salary-increment-letter-generator': ['currentPay', 'newPay'],
  'employment-confirmation-letter-generator': ['newPay'],
} as const;

const HOURLY_TOO_HIGH = /^That is more than \$1,000 an hour\. If it is a yearly salary, choose “Year”/;
const YEARLY_TOO_LOW = /^That is less than \$1,000 a year\. If it is an hourly rate, choose “Hour”/;

describe('a pay figure that fits the other pay basis', () => {
  it('covers every letter that asks how the pay is counted', () => {
    const withBasis = ['appointment', 'offer', 'employee-transfer', 'employment-verification']
      .concat(['promotion', 'salary-increment', 'employment-confirmation'])
      .map((name) => `${name}-letter-generator`);
    expect(Object.keys(LETTERS).sort()).toEqual(withBasis.sort());
    for (const [slug, keys] of Object.entries(LETTERS)) {
      const fields = allFields(tool(slug).document).map((field) => field.key);
      expect(fields, slug).toContain('payBasis');
      for (const key of keys) expect(fields, slug).toContain(key);
    }
  });

  for (const [slug, keys] of Object.entries(LETTERS))
    for (const key of keys)
      it(`${slug}: ${key} typed as a salary, then paid per hour, is flagged beside the field`, () => {
        const { document } = tool(slug);
        // Opens every optional pay block, so the figure is on the form.
        const open = changeValues(document, sample(slug), {
          includePay: true,
          payChange: 'new',
          method: 'amount',
          [key]: '95000',
        });
        expect(documentWarnings(document, open)[key]).toBeUndefined();
        const hourly = changeValues(document, open, { payBasis: 'hour' });
        expect(hourly[key]).toBe('95000');
        expect(documentWarnings(document, hourly)[key]).toMatch(HOURLY_TOO_HIGH);
        expect(documentWarnings(document, { ...hourly, [key]: '48.50' })[key]).toBeUndefined();
        expect(documentWarnings(document, { ...open, [key]: '48.50' })[key]).toMatch(YEARLY_TOO_LOW);
        expect(documentWarnings(document, { ...open, [key]: '' })[key]).toBeUndefined();
      });
});

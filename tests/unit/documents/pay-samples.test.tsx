import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documentTools } from '@/content/tools/documents';
import { changeValue, changeValues } from '@/lib/documents/change';
import { documentDefaults } from '@/lib/documents/defaults';
import { documentText } from '@/lib/documents/plain-text';
import { allFields } from '@/lib/documents/spec';
import { buildDocument } from '@/lib/documents/template';
import { loadTemplate } from '@/content/tools/documents/templates';
import { parseNumber } from '@/lib/tools/parse';
import { DAY, tool } from './helpers';
import { mountSample } from './mount';

/*
 * The letters that state pay per year or per hour open on a yearly sample ($118,000). Switching
 * "Paid per" to Hour must not leave that figure in place: "$118,000 per hour" is nonsense no visitor
 * should be shown from the defaults. An untouched sample moves to the same pay per hour (over 2,080
 * hours); a figure the visitor typed stays as typed.
 */

const withBasis = documentTools.filter((candidate) =>
  allFields(candidate.document).some((field) => field.key === 'payBasis'),
);

/** Every dollar amount stated "per hour" in a text. */
const hourlyAmounts = (text: string) =>
  [...text.matchAll(/\$([\d,]+(?:\.\d+)?) per hour/g)].map((match) => parseNumber(match[1]!) ?? NaN);

describe('sample pay follows the pay basis in every letter that has one', () => {
  it('covers the letters with a pay basis', () => {
    expect(withBasis.map((candidate) => candidate.slug)).toEqual(
      expect.arrayContaining([
        'offer-letter-generator',
        'appointment-letter-generator',
        'employment-verification-letter-generator',
        'salary-increment-letter-generator',
        'promotion-letter-generator',
        'employee-transfer-letter-generator',
      ]),
    );
  });

  it.each(withBasis.map((candidate) => [candidate.slug] as const))(
    '%s: switched to hourly, the sample states an hourly figure, and back again the salary',
    async (slug) => {
      const { document } = tool(slug);
      const template = await loadTemplate(document.template);
      // Whatever a letter needs to show its pay (a "pay changes" choice, say) is switched on.
      const sample = documentDefaults(document, DAY);
      const showPay = changeValues(
        document,
        sample,
        slug === 'employee-transfer-letter-generator' ? { payChange: 'new' } : {},
      );
      const hourly = changeValue(document, showPay, 'payBasis', 'hour');
      const built = buildDocument(document, template, hourly, DAY);
      expect(built.errors).toEqual({});
      const text = documentText(built.model);
      const amounts = hourlyAmounts(text);
      // A letter with a sample pay states it per hour; one that opens without pay (a confirmation
      // letter, where it is optional) must still never state a yearly figure per hour.
      const samplePay = allFields(document).some((field) => field.follows?.field === 'payBasis');
      expect(amounts.length > 0).toBe(samplePay);
      // Hourly rates a letter could plausibly state: none of the yearly samples.
      for (const amount of amounts) expect(amount).toBeLessThan(200);
      expect(text).not.toMatch(/\$\d{1,3},\d{3}(\.\d+)? per hour/);
      // Back to yearly, the salary sample returns as it was.
      expect(changeValue(document, hourly, 'payBasis', 'year')).toEqual(showPay);
    },
  );

  it('keeps pay the visitor typed, whatever the basis', () => {
    const { document } = tool('offer-letter-generator');
    const typed = changeValues(document, documentDefaults(document, DAY), { payAmount: '24.5' });
    expect(changeValue(document, typed, 'payBasis', 'hour').payAmount).toBe('24.5');
    const salary = changeValues(document, documentDefaults(document, DAY), { payAmount: '95000' });
    expect(changeValue(document, salary, 'payBasis', 'year').payAmount).toBe('95000');
  });

  it('states the hourly sample as the same pay: $118,000 a year is $56.73 an hour over 2,080 hours', () => {
    const { document } = tool('offer-letter-generator');
    const hourly = changeValue(document, documentDefaults(document, DAY), 'payBasis', 'hour');
    expect(hourly.payAmount).toBe('56.73');
    expect(Math.round((118_000 / 2_080) * 100) / 100).toBe(56.73);
  });
});

describe('the offer letter island', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => window.localStorage.clear());

  it('never shows “$118,000 per hour”: pressing Hour moves the sample pay to an hourly rate', async () => {
    const user = userEvent.setup();
    const view = await mountSample(tool('offer-letter-generator'));
    await waitFor(() => expect(view.container.querySelector('[data-ready="true"]')).not.toBeNull());
    const preview = () => screen.getByTestId('document-preview');
    const pay = screen.getByRole('textbox', { name: /^Pay\b/ });
    await waitFor(() => expect(preview()).toHaveTextContent('$118,000 per year'));

    await user.click(screen.getByRole('radio', { name: 'Hour' }));
    expect(pay).toHaveValue('56.73');
    await waitFor(() => expect(preview()).toHaveTextContent('Your starting pay will be $56.73 per hour'));
    expect(preview()).not.toHaveTextContent('118,000');

    await user.click(screen.getByRole('radio', { name: 'Year' }));
    expect(pay).toHaveValue('118000');
    await waitFor(() => expect(preview()).toHaveTextContent('$118,000 per year'));

    // Pay the visitor typed is theirs: the basis no longer moves it.
    await user.clear(pay);
    await user.type(pay, '31');
    await user.click(screen.getByRole('radio', { name: 'Hour' }));
    expect(pay).toHaveValue('31');
    await waitFor(() => expect(preview()).toHaveTextContent('$31 per hour'));
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResultTables } from '@/components/tools/calculators/ResultTables';
import { loanPaymentCalculator } from '@/content/tools/calculators/loan-payment-calculator';
import { loadRunner } from '@/lib/calculators/loaders';
import { defaultValues } from '@/lib/tools/fields';

vi.mock('@/components/tools/calculators/ToolChart', () => ({ default: () => <div data-testid="chart" /> }));

afterEach(() => vi.restoreAllMocks());

/** Clicks a download button and hands back the file the browser would have saved. */
async function download(button: HTMLElement): Promise<{ name: string; text: string; bytes: Uint8Array }> {
  const blobs: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:csv';
  });
  URL.revokeObjectURL = vi.fn();
  let name = '';
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    name = this.download;
  });
  await userEvent.setup().click(button);
  const blob = blobs[0];
  if (!blob) throw new Error('nothing was saved');
  const bytes = await new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
  return { name, text: new TextDecoder().decode(bytes), bytes };
}

describe('the loan schedule’s Download CSV', () => {
  it('saves every payment, to the cent, adding up to the total interest shown', async () => {
    const runner = await loadRunner('loan-payment');
    const outcome = runner.run(defaultValues(loanPaymentCalculator.fields, '2026-11-22'));
    if (!outcome.ok) throw new Error('the defaults should work');
    render(<ResultTables chart={outcome.view.chart} tables={outcome.view.tables} />);
    const buttons = screen.getAllByRole('button', { name: 'Download CSV', hidden: true });
    // The by-year table has no CSV; the full schedule has one.
    expect(buttons).toHaveLength(1);
    const file = await download(buttons[0]!);
    expect(file.name).toBe('loan-payment-schedule-monthly.csv');
    const lines = file.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Payment,Amount,Principal,Interest,Balance');
    expect(lines).toHaveLength(61);
    // $25,000 at 7.5% over 60 months: 25,000 × 0.00625 = 156.25 of interest in the first payment
    expect(lines[1]).toBe('1,500.95,344.7,156.25,24655.3');
    expect(lines[60]).toBe('60,500.91,497.8,3.11,0');
    const interestCents = lines
      .slice(1)
      .reduce((sum, line) => sum + Math.round(Number(line.split(',')[3]) * 100), 0);
    const shownTotal = outcome.view.secondary.find((item) => item.label === 'Total interest')?.value;
    expect(shownTotal).toBe('$5,056.96');
    expect(interestCents).toBe(505_696);
    // The byte-order mark, so Excel opens the file as UTF-8.
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

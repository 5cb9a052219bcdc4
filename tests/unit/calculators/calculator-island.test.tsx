import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CalculatorIsland } from '@/components/tools/calculators/CalculatorIsland';
import { loanPaymentCalculator } from '@/content/tools/calculators/loan-payment-calculator';
import { gpaCalculator } from '@/content/tools/calculators/gpa-calculator';
import { defaultValues } from '@/lib/tools/fields';
import { loadRunner } from '@/lib/calculators/loaders';
import type { FormTool } from '@/content/tools/types';

// jsdom has no canvas; the chart itself is checked in the browser tests (tests/e2e/tools.spec.ts).
vi.mock('@/components/tools/calculators/ToolChart', () => ({
  default: ({ chart }: { chart: { title: string } }) => <div data-testid="chart">{chart.title}</div>,
}));

async function mount(tool: FormTool) {
  const runner = await loadRunner(tool.runner);
  const view = render(
    <CalculatorIsland
      runner={tool.runner}
      name={tool.name}
      fields={tool.fields}
      resultTitle={tool.resultTitle}
      method={tool.method}
      initial={runner.run(defaultValues(tool.fields, '2026-11-22'))}
      builtOn="2026-11-22"
    />,
  );
  await waitFor(() => expect(view.container.querySelector('[data-ready="true"]')).not.toBeNull());
  return view;
}

beforeEach(() => window.history.replaceState(null, '', '/tools/loan-payment-calculator/'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the calculator island', () => {
  it('shows the result for the defaults and updates it as you type', async () => {
    const user = userEvent.setup();
    await mount(loanPaymentCalculator);
    expect(document.querySelector('output')?.textContent).toContain('$500.95');
    const amount = screen.getByLabelText(/Loan amount/);
    await user.clear(amount);
    await user.type(amount, '50000');
    expect(document.querySelector('output')?.textContent).toContain('$1,001.90');
    expect(screen.getByText('Total interest').nextElementSibling?.textContent).toBe('$10,113.85'); // twice the $25,000 loan's $5,056.9226
  });

  it('puts a clear message beside a bad field, keeps what was typed and never shows NaN', async () => {
    const user = userEvent.setup();
    await mount(loanPaymentCalculator);
    const rate = screen.getByLabelText(/Interest rate/);
    await user.clear(rate);
    await user.type(rate, 'seven');
    expect(rate).toHaveValue('seven');
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter the interest rate as a number, like 6.5.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
    expect(document.querySelector('output')?.textContent).toContain('Check the marked field');
  });

  it('writes the inputs to the address and reads them back from a shared link', async () => {
    const user = userEvent.setup();
    const first = await mount(loanPaymentCalculator);
    await user.click(screen.getByRole('radio', { name: 'Months' }));
    const term = screen.getByLabelText(/Loan term/);
    await user.clear(term);
    await user.type(term, '36');
    await waitFor(() => expect(window.location.search).toContain('term=36'));
    expect(window.location.search).toContain('termUnit=months');
    const link = window.location.search;
    first.unmount();

    window.history.replaceState(null, '', `/tools/loan-payment-calculator/${link}`);
    await mount(loanPaymentCalculator);
    await waitFor(() => expect(screen.getByLabelText(/Loan term/)).toHaveValue('36'));
    expect(document.querySelector('output')?.textContent).toContain('$777.66'); // 25,000 × 0.00625 × 1.00625^36 ÷ (1.00625^36 − 1)
  });

  it('resets to the defaults and clears the address', async () => {
    const user = userEvent.setup();
    await mount(loanPaymentCalculator);
    const amount = screen.getByLabelText(/Loan amount/);
    await user.clear(amount);
    await user.type(amount, '1000');
    await user.click(screen.getByRole('button', { name: /Reset/ }));
    expect(screen.getByLabelText(/Loan amount/)).toHaveValue('25000');
    expect(window.location.search).toBe('');
  });

  it('edits a list of rows and shows errors beside the right cell', async () => {
    const user = userEvent.setup();
    await mount(gpaCalculator);
    expect(document.querySelector('output')?.textContent).toContain('3.61');
    await user.click(screen.getByRole('button', { name: /Add course/ }));
    const credits = screen.getByLabelText('Credits, course 5');
    await user.clear(credits);
    await user.type(credits, 'x');
    expect(screen.getByText('Credits must be a number')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove course 5' }));
    expect(document.querySelector('output')?.textContent).toContain('3.61');
    await act(async () => {});
  });
});

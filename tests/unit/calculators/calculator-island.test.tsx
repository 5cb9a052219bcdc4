import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CalculatorIsland } from '@/components/tools/calculators/CalculatorIsland';
import { ConverterIsland } from '@/components/tools/converters/ConverterIsland';
import { inchesToFeet } from '@/content/tools/converters/length';
import { paycheckCalculator } from '@/content/tools/calculators/paycheck-calculator';
import { PAIRS } from '@/lib/converters/pairs';
import { loanPaymentCalculator } from '@/content/tools/calculators/loan-payment-calculator';
import { gpaCalculator } from '@/content/tools/calculators/gpa-calculator';
import { defaultValues } from '@/lib/tools/fields';
import { loadRunner } from '@/lib/calculators/loaders';
import type { FormTool } from '@/content/tools/types';

// jsdom has no canvas; the chart itself is checked in the browser tests (tests/e2e/tools.spec.ts).
vi.mock('@/components/tools/calculators/ToolChart', () => ({
  default: ({ chart }: { chart: { title: string } }) => <div data-testid="chart">{chart.title}</div>,
}));

// Lets a test keep the calculator's code "on the network" for as long as it likes.
const network = vi.hoisted(() => ({ wait: null as Promise<void> | null, requests: 0 }));
vi.mock('@/lib/calculators/loaders', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/calculators/loaders')>();
  return {
    ...actual,
    loadRunner: async (id: Parameters<typeof actual.loadRunner>[0]) => {
      network.requests += 1;
      if (network.wait) await network.wait;
      return actual.loadRunner(id);
    },
  };
});

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
    // The lender's schedule: 59 payments of $1,001.90 and a last of $1,001.72, interest rounded to the
    // cent each month, so the total is what the downloadable schedule adds up to.
    expect(screen.getByText('Total interest').nextElementSibling?.textContent).toBe('$10,113.82');
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

const LINK = '?amount=18000&rate=4.9&term=48&termUnit=months';

async function calculator(tool: FormTool): Promise<ReactElement> {
  const runner = await loadRunner(tool.runner);
  return (
    <CalculatorIsland
      runner={tool.runner}
      name={tool.name}
      fields={tool.fields}
      resultTitle={tool.resultTitle}
      method={tool.method}
      initial={runner.run(defaultValues(tool.fields, '2026-11-22'))}
      builtOn="2026-11-22"
    />
  );
}

/**
 * What a browser does with a built page: the server HTML arrives, its inline scripts run as they
 * are parsed (here: in order, with document.currentScript set), then React hydrates it.
 */
function serverPage(element: ReactElement): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = renderToString(element);
  document.body.append(page);
  for (const script of page.querySelectorAll('script')) {
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
    new Function(script.textContent ?? '')();
  }
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null });
  return page;
}

describe('a shared link on first paint', () => {
  let root: Root | undefined;
  let release = () => {};
  const logged: unknown[][] = [];

  // From here on the calculator's code stays on the network until the test releases it.
  const hold = () => {
    network.requests = 0;
    network.wait = new Promise((resolve) => (release = resolve));
  };
  beforeEach(() => {
    logged.length = 0;
    vi.spyOn(console, 'error').mockImplementation((...args) => void logged.push(args));
  });
  afterEach(() => {
    release();
    network.wait = null;
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  const output = () => document.querySelector('output')!;
  const amountBox = () => screen.getByLabelText(/Loan amount/) as HTMLInputElement;

  it('shows the link’s inputs before hydration and holds the built result back', async () => {
    const element = await calculator(loanPaymentCalculator);
    hold();
    window.history.replaceState(null, '', `/tools/loan-payment-calculator/${LINK}`);
    const page = serverPage(element);
    expect(amountBox().value).toBe('18000');
    expect((screen.getByLabelText(/Interest rate/) as HTMLInputElement).value).toBe('4.9');
    expect((screen.getByLabelText(/Loan term/) as HTMLInputElement).value).toBe('48');
    expect(screen.getByRole('radio', { name: 'Months' })).toBeChecked();
    expect(page.querySelector('[data-query-root]')).toHaveAttribute('data-query-pending', 'result');
    // The default's $500.95 is still in the HTML, under the mark CSS hides it by.
    expect(output().textContent).toContain('$500.95');
  });

  it('hydrates with the link’s inputs kept, announces nothing until the link’s figure, then only that', async () => {
    const element = await calculator(loanPaymentCalculator);
    hold();
    window.history.replaceState(null, '', `/tools/loan-payment-calculator/${LINK}`);
    const page = serverPage(element);
    const heard: string[] = [];
    const listen = new MutationObserver(() => {
      if (output().getAttribute('aria-busy') !== 'true') heard.push(output().textContent ?? '');
    });
    listen.observe(output(), { subtree: true, childList: true, characterData: true, attributes: true });

    await act(async () => {
      root = hydrateRoot(page, element, {
        onRecoverableError: (error) => logged.push(['recoverable', error]),
      });
    });
    // Hydrated, the code still loading: the boxes keep the link's values, the result stays held.
    expect(page.querySelector('[data-ready="true"]')).not.toBeNull();
    expect(amountBox().value).toBe('18000');
    expect(screen.getByRole('radio', { name: 'Months' })).toBeChecked();
    expect(output()).toHaveAttribute('aria-busy', 'true');
    expect(page.querySelector('[data-query-root]')).toHaveAttribute('data-query-pending', 'result');
    expect(screen.getByRole('button', { name: /Copy/ })).toBeDisabled();
    expect(network.requests).toBe(1);

    await act(async () => release());
    await waitFor(() => expect(output()).not.toHaveAttribute('aria-busy'));
    expect(page.querySelector('[data-query-root]')).not.toHaveAttribute('data-query-pending');
    expect(output().textContent).toContain('$413.71'); // 18,000 at 4.9% over 48 months
    expect(heard.length).toBeGreaterThan(0);
    expect(heard.every((text) => text.includes('$413.71') && !text.includes('$500.95'))).toBe(true);
    expect(amountBox().value).toBe('18000');
    listen.disconnect();
    expect(logged).toEqual([]);
  });

  it('fills selects it can and leaves an option the page does not offer at its default', async () => {
    const element = await calculator(paycheckCalculator);
    hold();
    window.history.replaceState(
      null,
      '',
      '/tools/paycheck-calculator/?state=WA&payFrequency=hourly&grossPay=4200',
    );
    const page = serverPage(element);
    expect(screen.getByLabelText('State you work in')).toHaveValue('WA');
    expect(screen.getByLabelText('Paid')).toHaveValue('biweekly');
    expect(screen.getByLabelText(/Gross pay/)).toHaveValue('4200');
    await act(async () => {
      root = hydrateRoot(page, element);
    });
    expect(screen.getByLabelText('State you work in')).toHaveValue('WA');
    await act(async () => release());
    await waitFor(() => expect(output()).not.toHaveAttribute('aria-busy'));
    expect(screen.getByLabelText('State you work in')).toHaveValue('WA');
    expect(screen.getByText('Washington: no state income tax')).toBeInTheDocument();
    expect(logged).toEqual([]);
  });

  it('leaves a page opened without the tool’s inputs alone: no mark, no early code, nothing busy', async () => {
    const element = await calculator(loanPaymentCalculator);
    hold();
    window.history.replaceState(null, '', '/tools/loan-payment-calculator/?utm_source=newsletter');
    const page = serverPage(element);
    expect(page.querySelector('[data-query-root]')).not.toHaveAttribute('data-query-pending');
    await act(async () => {
      root = hydrateRoot(page, element);
    });
    expect(output()).not.toHaveAttribute('aria-busy');
    expect(output().textContent).toContain('$500.95');
    expect(amountBox().value).toBe('25000');
    expect(network.requests).toBe(0);
    expect(logged).toEqual([]);
  });

  it('holds the inputs back too when it cannot fill them: a list of rows, a converter the other way round', async () => {
    const gpa = await calculator(gpaCalculator);
    hold();
    window.history.replaceState(null, '', '/tools/gpa-calculator/?courses=Biology*A*4');
    let page = serverPage(gpa);
    expect(page.querySelector('[data-query-root]')).toHaveAttribute('data-query-pending', 'all');
    document.body.innerHTML = '';

    const converter = (
      <ConverterIsland
        pair={PAIRS[inchesToFeet.pair]}
        direction={inchesToFeet.direction}
        defaultValue={inchesToFeet.defaultValue}
        common={inchesToFeet.common}
        method={inchesToFeet.method}
      />
    );
    window.history.replaceState(null, '', '/tools/inches-to-feet/?value=30&from=inch');
    page = serverPage(converter);
    expect(page.querySelector('[data-query-root]')).toHaveAttribute('data-query-pending', 'result');
    expect(screen.getByLabelText('Inches')).toHaveValue('30');
    document.body.innerHTML = '';

    window.history.replaceState(null, '', '/tools/inches-to-feet/?value=2&from=foot');
    page = serverPage(converter);
    expect(page.querySelector('[data-query-root]')).toHaveAttribute('data-query-pending', 'all');
    await act(async () => {
      root = hydrateRoot(page, converter);
    });
    // Hydrated, the converter works the link out at once and ends the hold.
    expect(page.querySelector('[data-query-root]')).not.toHaveAttribute('data-query-pending');
    expect(screen.getByLabelText('Feet')).toHaveValue('2');
    expect(output().textContent).toContain('2 feet is');
    expect(logged).toEqual([]);
  });
});

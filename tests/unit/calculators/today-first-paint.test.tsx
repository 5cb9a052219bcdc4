import { act, render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CalculatorIsland } from '@/components/tools/calculators/CalculatorIsland';
import { calculatorFamily } from '@/content/tools/calculators/family';
import { socialSecurityCalculator } from '@/content/tools/calculators/social-security-calculator';
import { ageCalculator } from '@/content/tools/calculators/age-calculator';
import { defaultValues } from '@/lib/tools/fields';
import { runnerLoaders, runnersOnToday, type RunnerId } from '@/lib/calculators/loaders';
import type { FormTool } from '@/content/tools/types';

/*
 * A static page is built on one day and read on others. A calculator whose figures depend on the
 * date (Social Security's claiming ages start at the age reached today) must show the visitor's
 * date's figures, never the build's. The clock is injected with fake Date only, so timers still run.
 */

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

/** The calculator's code straight away, past the network the island waits on. */
const runnerOf = async (id: RunnerId) => (await runnerLoaders[id]()).default;

const BUILT_ON = '2026-11-22';
/** Noon, so no time zone the tests run in moves the day. */
const at = (date: string) => vi.setSystemTime(new Date(`${date}T12:00:00`));

/** The island as the build renders it: its result worked out on the build's date. */
async function built(tool: FormTool): Promise<ReactElement> {
  at(BUILT_ON);
  const runner = await runnerOf(tool.runner);
  const initial = runner.run(defaultValues(tool.fields, BUILT_ON));
  return (
    <CalculatorIsland
      runner={tool.runner}
      name={tool.name}
      fields={tool.fields}
      resultTitle={tool.resultTitle}
      method={tool.method}
      initial={initial}
      builtOn={BUILT_ON}
    />
  );
}

/** What a browser does with the built page: HTML in, its inline scripts run as parsed. */
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

const output = () => document.querySelector('output')!;
const byAgeCaption = () => document.querySelector('caption')?.textContent ?? '';
const firstClaimRow = () => document.querySelector('tbody tr')?.textContent ?? '';

let root: Root | undefined;
let release = () => {};
const logged: unknown[][] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  window.history.replaceState(null, '', '/tools/social-security-calculator/');
  logged.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args) => void logged.push(args));
  network.requests = 0;
  network.wait = new Promise((resolve) => (release = resolve));
});
afterEach(() => {
  release();
  network.wait = null;
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('Social Security on a later day than the build', () => {
  it('shows the claiming ages for the visitor’s date, not the build’s', async () => {
    const element = await built(socialSecurityCalculator);
    // Born 1964-07-15: 62 and 4 months on the build's date, a year older on the visitor's.
    at('2027-11-22');
    const page = serverPage(element);
    expect(byAgeCaption()).toContain('(62 and 4 months)');
    // Before hydration the first-paint script already holds the build's figures back.
    expect(page.querySelector('[data-query-root]')).toHaveAttribute('data-query-pending', 'result');

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
    // Hydrated, the calculator's code on its way at once: the result stays held, busy.
    expect(output()).toHaveAttribute('aria-busy', 'true');
    expect(network.requests).toBe(1);

    await act(async () => release());
    await waitFor(() => expect(output()).not.toHaveAttribute('aria-busy'));
    expect(page.querySelector('[data-query-root]')).not.toHaveAttribute('data-query-pending');
    expect(byAgeCaption()).toContain('from your age now (63 and 4 months)');
    expect(firstClaimRow()).toMatch(/^63 and 4 months/);
    expect(document.body.textContent).not.toContain('62 and 4 months');
    // Nothing was announced before the visitor's figures.
    expect(heard.every((text) => !text.includes('62 and 4 months'))).toBe(true);
    listen.disconnect();
    expect(logged).toEqual([]);
  });

  it('follows the client’s clock the same way without the first-paint script (client render)', async () => {
    const element = await built(socialSecurityCalculator);
    at('2028-03-01');
    render(element);
    await act(async () => release());
    await waitFor(() => expect(byAgeCaption()).toContain('from your age now (63 and 7 months)'));
    expect(firstClaimRow()).toMatch(/^63 and 7 months/);
  });

  it('on the build’s own day keeps the built figures, holds nothing and loads no code early', async () => {
    const element = await built(socialSecurityCalculator);
    const page = serverPage(element);
    expect(page.querySelector('[data-query-root]')).not.toHaveAttribute('data-query-pending');
    await act(async () => {
      root = hydrateRoot(page, element);
    });
    expect(output()).not.toHaveAttribute('aria-busy');
    expect(network.requests).toBe(0);
    expect(byAgeCaption()).toContain('(62 and 4 months)');
  });
});

describe('a calculator with a “today” box', () => {
  it('writes the visitor’s date into the box before paint and works the age out for it', async () => {
    window.history.replaceState(null, '', '/tools/age-calculator/');
    const element = await built(ageCalculator);
    at('2027-01-05');
    const page = serverPage(element);
    const asOf = page.querySelector<HTMLInputElement>('input[type="date"][id$="-asOf"]');
    expect(asOf?.value).toBe('2027-01-05');
    expect(page.querySelector('[data-query-root]')).toHaveAttribute('data-query-pending', 'result');
    await act(async () => {
      root = hydrateRoot(page, element);
    });
    await act(async () => release());
    await waitFor(() => expect(output()).not.toHaveAttribute('aria-busy'));
    expect(asOf?.value).toBe('2027-01-05');
  });
});

describe('every calculator that reads the date is re-run for the visitor’s', () => {
  const forms = calculatorFamily.tools.filter((tool): tool is FormTool => tool.kind === 'form');
  it.each(forms.map((tool) => [tool.slug, tool] as const))(
    '%s: the same defaults give the same result on another day, or the island knows',
    async (_slug, tool) => {
      const runner = await runnerOf(tool.runner);
      const today = tool.fields.some((field) => field.type === 'date' && field.default === 'today');
      at(BUILT_ON);
      const then = JSON.stringify(runner.run(defaultValues(tool.fields, BUILT_ON)));
      at('2029-06-30');
      const later = JSON.stringify(runner.run(defaultValues(tool.fields, BUILT_ON)));
      if (today) return; // its date box is set to the visitor's date by the island
      expect(then !== later).toBe(runnersOnToday.has(tool.runner));
    },
  );

  it('names only calculators that exist', () => {
    const runners = new Set(
      calculatorFamily.tools.flatMap((tool) => ('runner' in tool ? [tool.runner] : [])),
    );
    for (const id of runnersOnToday) expect(runners.has(id)).toBe(true);
  });
});

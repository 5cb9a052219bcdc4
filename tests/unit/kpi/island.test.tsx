import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KpiIsland } from '@/components/tools/kpi/KpiIsland';
import { LIBRARY } from '@/content/tools/kpi/library';
import { draftKey } from '@/lib/kpi/draft';
import { buildScorecard } from '@/content/tools/kpi/scorecard';
import type { Settings } from '@/lib/kpi/types';
import { viaGateway } from '../ai/via-gateway';

const settings: Settings = {
  department: 'hr',
  goals: ['hire-faster', 'retain-people'],
  stage: 'growth',
  count: 6,
};
const initial = buildScorecard(LIBRARY.hr, settings);

function renderIsland(props: Partial<Parameters<typeof KpiIsland>[0]> = {}) {
  return render(
    <KpiIsland
      slug="hr-kpi-generator"
      fixedDepartment
      initialSettings={settings}
      initial={initial}
      aiEnabled={false}
      builtOn="2026-11-22"
      {...props}
    />,
  );
}

const card = (name: string) => screen.getByRole('article', { name });
const names = () =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the KPI generator island', () => {
  it('shows the default scorecard with a summary', () => {
    renderIsland();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByText('6 KPIs: 3 leading, 3 lagging.')).toBeInTheDocument();
    expect(names()).toContain('Time to fill');
  });

  it('works out the current value from the inputs and checks it against the target', async () => {
    const user = userEvent.setup();
    renderIsland();
    const fill = card('Time to fill');
    await user.type(within(fill).getByLabelText(/Days open, summed/), '450');
    expect(within(fill).getByText('Fill in every input to see the current value.')).toBeInTheDocument();
    await user.type(within(fill).getByLabelText('Positions filled'), '10');
    expect(within(fill).getByRole('status', { name: '' }).textContent).toBe(
      'Add a target to see whether it is on track.',
    );
    expect(within(fill).getByLabelText('Current value')).toHaveTextContent('45 days');
    await user.type(within(fill).getByLabelText(/Your target/), '40');
    expect(within(fill).getByText('Off track: 5 days above your target.')).toBeInTheDocument();
    expect(screen.getByText('6 KPIs: 3 leading, 3 lagging. 0 on track, 1 off track.')).toBeInTheDocument();
    await user.clear(within(fill).getByLabelText(/Your target/));
    await user.type(within(fill).getByLabelText(/Your target/), '50');
    expect(within(fill).getByText('On track: 5 days better than your target.')).toBeInTheDocument();
  });

  it('flags bad input beside the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderIsland();
    const fill = card('Time to fill');
    const box = within(fill).getByLabelText('Positions filled');
    await user.type(box, 'ten');
    expect(box).toHaveValue('ten');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(within(fill).getByText('Enter a number, like 42 or 1,250.')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, '0');
    await user.type(within(fill).getByLabelText(/Days open, summed/), '30');
    expect(within(fill).getByText(/divides by zero: “Positions filled”/)).toBeInTheDocument();
  });

  it('removes and replaces KPIs with the next best', async () => {
    const user = userEvent.setup();
    renderIsland();
    await user.click(screen.getByRole('button', { name: 'Remove Time to fill' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expect(names()).not.toContain('Time to fill');
    expect(screen.getByText('Removed Time to fill.')).toBeInTheDocument();

    const before = names();
    const first = before[0] as string;
    await user.click(screen.getByRole('button', { name: `Replace ${first}` }));
    await waitFor(() => expect(names()).not.toContain(first));
    expect(names()).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Bring back removed KPIs (2)' }));
    expect(names()).toContain('Time to fill');
  });

  it('rebuilds the scorecard for new goals, size and an added KPI', async () => {
    const user = userEvent.setup();
    renderIsland();
    await user.click(screen.getByRole('checkbox', { name: 'Grow skills and careers' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('article')
          .some((article) => /Grow skills and careers/.test(article.textContent ?? '')),
      ).toBe(true),
    );
    await user.selectOptions(screen.getByLabelText('Number of KPIs'), '4');
    expect(screen.getAllByRole('article')).toHaveLength(4);
    await user.selectOptions(screen.getByLabelText('Add a KPI from the library'), 'Absenteeism rate');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(names()[0]).toBe('Absenteeism rate');
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('keeps a draft in this browser and restores it', async () => {
    const user = userEvent.setup();
    const first = renderIsland();
    await user.type(within(card('Time to fill')).getByLabelText('Positions filled'), '12');
    await waitFor(() =>
      expect(window.localStorage.getItem(draftKey('hr-kpi-generator'))).toContain('"filled":"12"'),
    );
    first.unmount();
    renderIsland();
    await waitFor(() =>
      expect(within(card('Time to fill')).getByLabelText('Positions filled')).toHaveValue('12'),
    );
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(within(card('Time to fill')).getByLabelText('Positions filled')).toHaveValue('');
  });

  it('lets the generic tool switch teams', async () => {
    const user = userEvent.setup();
    renderIsland({ slug: 'kpi-generator', fixedDepartment: false });
    await user.selectOptions(screen.getByLabelText('Team'), 'finance');
    expect(screen.getByRole('group', { name: 'Goals for finance' })).toBeInTheDocument();
    await waitFor(() => expect(names()).toContain('Days sales outstanding (DSO)'));
  });

  it('suggests KPIs with AI, adds one that the library knows, and reports failures', async () => {
    const answer = {
      kpis: [
        {
          name: 'Absenteeism rate',
          formula: 'Absence days ÷ work days',
          why: 'Early sign of disengagement.',
          type: 'leading',
        },
        {
          name: 'Manager check-in rate',
          formula: 'Check-ins ÷ reports',
          why: 'Shows support.',
          type: 'leading',
        },
      ],
    };
    const body = JSON.stringify({
      choices: [{ message: { content: `Here:\n***${JSON.stringify(answer)}***` } }],
    });
    vi.stubGlobal('fetch', viaGateway(vi.fn(async () => new Response(body, { status: 200 }))));
    const user = userEvent.setup();
    renderIsland({ aiEnabled: true });
    await user.click(screen.getByRole('button', { name: 'Suggest KPIs with AI' }));
    expect(screen.getByText(/Describe the goal in a few words first/)).toBeInTheDocument();
    await user.type(
      screen.getByLabelText('Your goal, in your own words'),
      'fewer sick days in the warehouse',
    );
    await user.click(screen.getByRole('button', { name: 'Suggest KPIs with AI' }));
    // The first click loads the AI client and zod: slow under jsdom.
    expect(await screen.findByText(/^Manager check-in rate/, {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add “Absenteeism rate” to the scorecard' }));
    await waitFor(() => expect(names()[0]).toBe('Absenteeism rate'));
    expect(screen.getByText('Already on your scorecard as “Absenteeism rate”.')).toBeInTheDocument();

    vi.stubGlobal('fetch', viaGateway(vi.fn(async () => new Response('busy', { status: 429 }))));
    await user.click(screen.getByRole('button', { name: 'Suggest KPIs with AI' }));
    expect(
      await screen.findByText('The AI service is busy right now. Please wait a minute and try again.'),
    ).toBeInTheDocument();
    expect(names()[0]).toBe('Absenteeism rate');
    await act(async () => {});
  });
});

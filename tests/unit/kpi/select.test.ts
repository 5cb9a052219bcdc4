import { describe, expect, it } from 'vitest';
import { LIBRARY } from '@/content/tools/kpi/library';
import { DEPARTMENTS } from '@/content/tools/kpi/departments';
import { addableKpis, buildScorecard } from '@/content/tools/kpi/scorecard';
import { DEPARTMENT_IDS, type Settings } from '@/lib/kpi/types';

const hr: Settings = { department: 'hr', goals: ['hire-faster', 'retain-people'], stage: 'growth', count: 6 };
const ids = (settings: Settings, choices?: Parameters<typeof buildScorecard>[2]) =>
  buildScorecard(LIBRARY[settings.department], settings, choices).map((item) => item.kpi.id);

describe('building a scorecard', () => {
  it('covers every chosen goal, balances leading and lagging, and explains each pick', () => {
    const card = buildScorecard(LIBRARY.hr, hr);
    expect(card).toHaveLength(6);
    expect(card.filter((item) => item.kpi.type === 'leading')).toHaveLength(3);
    for (const goal of ['Hire faster', 'Cut turnover']) {
      expect(
        card.some((item) => item.serves.includes(goal)),
        goal,
      ).toBe(true);
    }
    for (const item of card) {
      expect(item.serves.length).toBeGreaterThan(0);
      expect(item.why).toMatch(/^Fits “/);
      expect(item.why).toMatch(/(Leading|Lagging) indicator/);
    }
  });

  it('never holds two KPIs of one family or one KPI twice, for any team, goal set and size', () => {
    for (const department of DEPARTMENT_IDS) {
      const goals = DEPARTMENTS[department].goals.map((goal) => goal.id);
      for (const count of [3, 6, 12]) {
        for (const stage of ['startup', 'growth', 'enterprise'] as const) {
          const card = buildScorecard(LIBRARY[department], { department, goals, stage, count });
          const kpiIds = card.map((item) => item.kpi.id);
          expect(new Set(kpiIds).size).toBe(kpiIds.length);
          const families = card.map((item) => item.kpi.family).filter(Boolean);
          expect(new Set(families).size, `${department} ${count}`).toBe(families.length);
          expect(card.length).toBe(count);
          const leading = card.filter((item) => item.kpi.type === 'leading').length;
          expect(
            Math.abs(leading - (count - leading)),
            `${department} ${count} ${stage}`,
          ).toBeLessThanOrEqual(count <= 6 ? 2 : 4);
        }
      }
    }
  });

  it('keeps at least a third of each type on every team’s default scorecard', () => {
    for (const department of DEPARTMENT_IDS) {
      for (const goal of DEPARTMENTS[department].goals) {
        for (const count of [3, 6, 9]) {
          const card = buildScorecard(LIBRARY[department], {
            department,
            goals: [goal.id],
            stage: 'growth',
            count,
          });
          const leading = card.filter((item) => item.kpi.type === 'leading').length;
          const where = `${department}/${goal.id}/${count}`;
          expect(leading, where).toBeGreaterThanOrEqual(Math.floor(count / 3));
          expect(card.length - leading, where).toBeGreaterThanOrEqual(Math.floor(count / 3));
        }
      }
    }
    const sales = buildScorecard(LIBRARY.sales, {
      department: 'sales',
      goals: ['grow-pipeline', 'win-more-deals'],
      stage: 'growth',
      count: 6,
    });
    const rounding = sales.filter((item) => item.serves.length === 0);
    for (const item of rounding) expect(item.why).toMatch(/^Rounds out the scorecard/);
  });

  it('is deterministic', () => {
    expect(ids(hr)).toEqual(ids(hr));
  });

  it('fits the company stage', () => {
    const finance: Settings = {
      department: 'finance',
      goals: ['improve-cash-flow'],
      stage: 'startup',
      count: 4,
    };
    expect(ids(finance)).toContain('cash-runway');
    expect(ids({ ...finance, stage: 'enterprise' })).not.toContain('cash-runway');
  });

  it('replaces an excluded KPI with the next best, and keeps added ones first', () => {
    const before = ids(hr);
    const removed = before[0] as string;
    const after = ids(hr, { excluded: [removed], pinned: [] });
    expect(after).toHaveLength(6);
    expect(after).not.toContain(removed);
    expect(after.filter((id) => !before.includes(id))).toHaveLength(1);

    const pinned = ids({ ...hr, count: 7 }, { excluded: [], pinned: ['training-hours'] });
    expect(pinned[0]).toBe('training-hours');
    const card = buildScorecard(
      LIBRARY.hr,
      { ...hr, count: 7 },
      { excluded: [], pinned: ['training-hours'] },
    );
    expect(card[0]?.why).toContain('Added by you.');
  });

  it('lists the team’s other KPIs to add, by name', () => {
    const card = buildScorecard(LIBRARY.hr, hr);
    const addable = addableKpis(LIBRARY.hr, hr, card);
    expect(addable).toHaveLength(LIBRARY.hr.length - 6);
    expect(addable.map((kpi) => kpi.name)).toEqual(
      [...addable.map((kpi) => kpi.name)].sort((a, b) => a.localeCompare(b)),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_GOALS, DEPARTMENTS } from '@/content/tools/kpi/departments';
import { decodeKpiLink, encodeKpiLink } from '@/lib/kpi/link';
import type { DepartmentId, Settings } from '@/lib/kpi/types';

const base: Settings = { department: 'sales', goals: [...DEFAULT_GOALS.sales], stage: 'growth', count: 6 };
const options = (fixedDepartment = false) => ({
  fixedDepartment,
  goalsOf: (team: DepartmentId) => DEPARTMENTS[team].goals.map((goal) => goal.id),
  defaultGoalsOf: (team: DepartmentId) => DEFAULT_GOALS[team],
});

describe('a KPI scorecard in the address', () => {
  it('comes back as it was written', () => {
    const hrGoals = DEPARTMENTS.hr.goals.map((goal) => goal.id);
    const settings: Settings = { department: 'hr', goals: hrGoals.slice(0, 2), stage: 'startup', count: 9 };
    const choices = { excluded: ['time-to-fill'], pinned: ['offer-acceptance-rate', 'quality-of-hire'] };
    const query = encodeKpiLink(settings, choices, false);
    expect(query).toMatch(/^team=hr&stage=startup&count=9&goals=/);
    expect(decodeKpiLink(`?${query}`, base, options())).toEqual({ settings, choices });
  });

  it('is nothing when the address holds none of its keys', () => {
    expect(decodeKpiLink('?utm_source=mail', base, options())).toBeNull();
    expect(decodeKpiLink('', base, options())).toBeNull();
  });

  it('keeps the page’s own setting for what is missing or out of range', () => {
    const link = decodeKpiLink('?stage=huge&count=40', base, options())!;
    expect(link.settings).toEqual(base);
    expect(link.choices).toEqual({ excluded: [], pinned: [] });
  });

  it('gives a newly chosen team its default goals and drops goals that are not its own', () => {
    expect(decodeKpiLink('?team=finance', base, options())!.settings.goals).toEqual(DEFAULT_GOALS.finance);
    const own = DEPARTMENTS.finance.goals[0]!.id;
    const foreign = DEPARTMENTS.marketing.goals.find(
      (goal) => !DEPARTMENTS.finance.goals.some((g) => g.id === goal.id),
    )!.id;
    expect(decodeKpiLink(`?team=finance&goals=${own},${foreign}`, base, options())!.settings.goals).toEqual([
      own,
    ]);
  });

  it('ignores the team on a page for one team, and ids that are not ids', () => {
    const link = decodeKpiLink('?team=finance&pin=nps,<script>,NPS', base, options(true))!;
    expect(link.settings.department).toBe('sales');
    expect(link.choices.pinned).toEqual(['nps']);
  });
});

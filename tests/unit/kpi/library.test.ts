import { describe, expect, it } from 'vitest';
import { DEPARTMENTS } from '@/content/tools/kpi/departments';
import { ALL_KPIS, LIBRARY } from '@/content/tools/kpi/library';
import { parseExpression, variablesOf } from '@/lib/kpi/expression';
import { DEPARTMENT_IDS } from '@/lib/kpi/types';

describe('the KPI library', () => {
  it('holds at least 15 KPIs for every team, each id once', () => {
    for (const department of DEPARTMENT_IDS)
      expect(LIBRARY[department].length, department).toBeGreaterThanOrEqual(15);
    const ids = ALL_KPIS.map((kpi) => kpi.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(ALL_KPIS.map((kpi) => [kpi.id, kpi] as const))(
    '%s: its formula reads exactly its inputs',
    (_id, kpi) => {
      const used = variablesOf(parseExpression(kpi.expr)).sort();
      expect(used).toEqual(kpi.inputs.map((field) => field.key).sort());
      expect(new Set(kpi.inputs.map((field) => field.key)).size).toBe(kpi.inputs.length);
    },
  );

  it('tags KPIs only with goals their team offers, and every goal has a leading and a lagging KPI', () => {
    for (const department of DEPARTMENT_IDS) {
      const goals = DEPARTMENTS[department].goals.map((goal) => goal.id);
      for (const kpi of LIBRARY[department]) {
        expect(kpi.department).toBe(department);
        expect(kpi.goals.length, kpi.id).toBeGreaterThan(0);
        for (const goal of kpi.goals) expect(goals, `${kpi.id} → ${goal}`).toContain(goal);
      }
      for (const goal of goals) {
        const serving = LIBRARY[department].filter((kpi) => kpi.goals.includes(goal));
        expect(serving.length, `${department}/${goal}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('writes every text field as a full, non-empty sentence or phrase', () => {
    for (const kpi of ALL_KPIS) {
      for (const text of [kpi.name, kpi.what, kpi.formula, kpi.source, kpi.owner, kpi.pitfall]) {
        expect(text.trim().length, kpi.id).toBeGreaterThan(2);
      }
      expect(kpi.what, kpi.id).toMatch(/\.$/);
      expect(kpi.pitfall, kpi.id).toMatch(/\.$/);
    }
  });
});

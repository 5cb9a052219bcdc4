// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KpiIsland } from '@/components/tools/kpi/KpiIsland';
import { DEFAULT_GOALS } from '@/content/tools/kpi/departments';
import { kpiTools } from '@/content/tools/kpi/definitions';
import { LIBRARY } from '@/content/tools/kpi/library';
import { buildScorecard } from '@/content/tools/kpi/scorecard';
import type { Settings } from '@/lib/kpi/types';

/** What the static page holds before any script runs: the settings and the default scorecard. */
describe.each(kpiTools.map((tool) => [tool.slug, tool] as const))('%s on the server', (_slug, tool) => {
  it('renders the goals and six KPIs with their formulas', () => {
    const settings: Settings = {
      department: tool.department,
      goals: [...DEFAULT_GOALS[tool.department]],
      stage: 'growth',
      count: 6,
    };
    const initial = buildScorecard(LIBRARY[tool.department], settings);
    const html = renderToString(
      <KpiIsland
        slug={tool.slug}
        fixedDepartment={tool.fixedDepartment}
        initialSettings={settings}
        initial={initial}
        aiEnabled
        builtOn="2026-11-22"
      />,
    );
    expect(html.match(/<article/g)).toHaveLength(6);
    for (const item of initial) expect(html.includes(item.kpi.formula), item.kpi.id).toBe(true);
    const summary = /6 KPIs: (\d) leading, (\d) lagging\./.exec(html);
    expect(Number(summary?.[1])).toBeGreaterThanOrEqual(2);
    expect(Number(summary?.[2])).toBeGreaterThanOrEqual(2);
    expect(html.includes('Suggest KPIs with AI')).toBe(true);
    expect(html.includes('Download Word (.docx)')).toBe(true);
    expect(html.includes('>Team</label>')).toBe(!tool.fixedDepartment);
    expect(/undefined|NaN/.test(html)).toBe(false);
  });
});

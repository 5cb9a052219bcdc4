import { describe, expect, it } from 'vitest';
import { kpiTools } from '@/content/tools/kpi/definitions';
import { toolSchema } from '@/content/tools/schema';

describe('the KPI generator definitions', () => {
  it.each(kpiTools.map((tool) => [tool.slug, tool] as const))('%s passes the tool schema', (_slug, tool) => {
    const result = toolSchema.safeParse(tool);
    expect(result.success ? 'ok' : JSON.stringify(result.error.issues)).toBe('ok');
    expect(tool.family).toBe('kpi');
    expect(tool.group).toBe('kpis');
    expect(tool.updated).toBe('2026-11-22');
  });
});

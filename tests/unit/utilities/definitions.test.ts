import { describe, expect, it } from 'vitest';
import { PLANNED_TOOLS } from '@/tests/unit/tools/catalogue';
import { toolSchema } from '@/content/tools/schema';
import { utilityTools } from '@/content/tools/utilities';

describe('the utility tool definitions', () => {
  it.each(utilityTools.map((tool) => [tool.slug, tool] as const))('%s passes the schema', (_, tool) => {
    const parsed = toolSchema.safeParse(tool);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    // Pages are reviewed again when their tool changes; none predates the utilities' last review.
    expect(tool.updated >= '2026-11-22', tool.updated).toBe(true);
    expect(tool.faq.length).toBeGreaterThanOrEqual(3);
    for (const slug of tool.related) expect(PLANNED_TOOLS as readonly string[]).toContain(slug);
    expect(tool.related).not.toContain(tool.slug);
  });
});

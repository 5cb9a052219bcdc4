import { describe, expect, it } from 'vitest';
import { careerTools } from '@/content/tools/career';
import { booleanSearchBuilder } from '@/content/tools/career/boolean-search-builder';
import { PLANNED_TOOLS } from '@/tests/unit/tools/catalogue';
import { toolSchema } from '@/content/tools/schema';

describe('the career tool definitions', () => {
  it.each([...careerTools, booleanSearchBuilder].map((tool) => [tool.slug, tool] as const))(
    '%s passes the build schema',
    (_, tool) => {
      const result = toolSchema.safeParse(tool);
      expect(
        result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      ).toEqual([]);
      expect(tool.family).toBe('career');
      expect(tool.updated).toBe('2026-11-22');
      for (const slug of tool.related) expect(PLANNED_TOOLS as readonly string[]).toContain(slug);
    },
  );

  it('covers the four slugs of the brief, each in its group', () => {
    expect(careerTools.map((tool) => [tool.slug, tool.group])).toEqual([
      ['resume-templates', 'resumes'],
      ['resume-parser', 'hiring'],
      ['job-description-generator', 'hiring'],
      ['mock-interview', 'hiring'],
    ]);
  });
});

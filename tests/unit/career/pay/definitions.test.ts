import { describe, expect, it } from 'vitest';
import { payTools } from '@/content/tools/career/pay/definitions';
import { toolSchema } from '@/content/tools/schema';

describe('the pay tool definitions', () => {
  it.each(payTools.map((tool) => [tool.slug, tool] as const))('%s passes the tool schema', (_slug, tool) => {
    const result = toolSchema.safeParse(tool);
    expect(result.success ? 'ok' : JSON.stringify(result.error.issues)).toBe('ok');
    expect(tool.family).toBe('career');
    expect(tool.group).toBe('pay');
    expect(tool.updated).toBe('2026-11-22');
  });
});

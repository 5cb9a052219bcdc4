import { describe, expect, it } from 'vitest';
import { composerTools } from '@/content/tools/generators/compose';
import { PLANNED_TOOLS } from '@/tests/unit/tools/catalogue';
import { toolSchema } from '@/content/tools/schema';
import { COMPOSE_FORMS } from '@/lib/generators/compose/forms';
import { defaultValues, validate } from '@/lib/generators/compose/form';
import { COMPOSER_IDS } from '@/lib/generators/compose/types';

describe('composer definitions', () => {
  it.each(composerTools.map((tool) => [tool.slug, tool] as const))(
    '%s passes the tool schema',
    (_slug, tool) => {
      const parsed = toolSchema.safeParse(tool);
      expect(parsed.success ? 'ok' : JSON.stringify(parsed.error.issues)).toBe('ok');
      expect(tool.family).toBe('generator');
      expect(['messages', 'words']).toContain(tool.group);
      expect(tool.updated).toBe('2026-11-22');
      for (const slug of tool.related) expect(PLANNED_TOOLS as readonly string[]).toContain(slug);
    },
  );

  it('covers every composer once, each form valid with its own defaults', () => {
    expect(composerTools.map((tool) => tool.composer).sort()).toEqual([...COMPOSER_IDS].sort());
    for (const id of COMPOSER_IDS) {
      const form = COMPOSE_FORMS[id];
      expect(validate(form, defaultValues(form))).toEqual({});
      const keys = form.inputs.map((input) => input.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('rejects a composer the engine does not have, naming the field', () => {
    const parsed = toolSchema.safeParse({ ...composerTools[0], composer: 'poem' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['composer']);
  });
});

import { describe, expect, it } from 'vitest';
import { toolPages } from '@/content/tools/pages';
import { PLANNED_TOOLS } from '@/tests/unit/tools/catalogue';
import { allTools, relatedTools, toolsByFamily } from '@/content/tools/registry';
import { defaultValues } from '@/lib/tools/fields';
import { runnerLoaders } from '@/lib/calculators/loaders';

describe('the tool registry', () => {
  it('holds only catalogue tools, each once', () => {
    const slugs = allTools().map((tool) => tool.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(PLANNED_TOOLS).toContain(slug);
  });

  it('builds every tool the catalogue names', () => {
    const built = new Set(allTools().map((tool) => tool.slug));
    expect(PLANNED_TOOLS.filter((slug) => !built.has(slug))).toEqual([]);
    expect(built.size).toBe(PLANNED_TOOLS.length);
  });

  it('declares a page for the hub and every tool, with titles and descriptions search engines show whole', () => {
    const pages = toolPages();
    expect(pages[0]?.path).toBe('/tools/');
    expect(pages).toHaveLength(allTools().length + 1);
    for (const page of pages) {
      expect(page.title.length).toBeLessThanOrEqual(70);
      expect(page.description.length).toBeGreaterThanOrEqual(50);
      expect(page.description.length).toBeLessThanOrEqual(170);
    }
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
  });

  it('links only to related tools that exist', () => {
    for (const tool of allTools()) {
      const related = relatedTools(tool);
      expect(related.length, tool.slug).toBeGreaterThanOrEqual(1);
      expect(related.map((other) => other.slug)).not.toContain(tool.slug);
    }
  });

  it('files every tool under a family and group the hub shows', () => {
    const listed = toolsByFamily().flatMap((family) => family.groups.flatMap((group) => group.tools));
    expect(listed).toHaveLength(allTools().length);
  });

  it.each(
    allTools()
      .filter((tool) => tool.kind === 'form')
      .map((tool) => [tool.slug, tool] as const),
  )('%s works out its default inputs', async (_slug, tool) => {
    if (tool.kind !== 'form') return;
    const runner = (await runnerLoaders[tool.runner]()).default;
    const outcome = runner.run(defaultValues(tool.fields, '2026-11-22'));
    expect(outcome.ok ? 'ok' : JSON.stringify(outcome.errors)).toBe('ok');
    if (!outcome.ok) return;
    const text = JSON.stringify(outcome.view);
    expect(text).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('every form field key the runners read exists in the definition', async () => {
    // A runner reading a key the form does not have would always see an empty box.
    for (const tool of allTools()) {
      if (tool.kind !== 'form') continue;
      const runner = (await runnerLoaders[tool.runner]()).default;
      const empty = Object.fromEntries(
        tool.fields.map((field) => [field.key, field.type === 'rows' ? [] : '']),
      );
      const outcome = runner.run(empty);
      if (outcome.ok) continue;
      const known = new Set([...tool.fields.map((field) => field.key), '_form']);
      for (const key of Object.keys(outcome.errors))
        expect(known, `${tool.slug}: ${key}`).toContain(key.split('.')[0]);
    }
  });
});

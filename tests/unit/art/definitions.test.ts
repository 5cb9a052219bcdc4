import { describe, expect, it } from 'vitest';
import { artTools } from '@/content/tools/media/art';
import { definitions } from '@/content/tools/definitions';
import { PLANNED_TOOLS } from '@/tests/unit/tools/catalogue';
import { toolSchema } from '@/content/tools/schema';

describe('the picture generator definitions', () => {
  it('has all six tools, each valid against the schema and listed in the registry', () => {
    expect(artTools.map((t) => t.slug).sort()).toEqual([
      'ai-face-generator',
      'ai-image-generator',
      'ai-logo-generator',
      'ai-portrait-generator',
      'ai-tattoo-generator',
      'painting-generator',
    ]);
    for (const tool of artTools) {
      const parsed = toolSchema.safeParse(tool);
      expect(parsed.success, `${tool.slug}: ${parsed.error?.message}`).toBe(true);
      expect(definitions).toContain(tool);
      expect(PLANNED_TOOLS).toContain(tool.slug);
      expect(tool).toMatchObject({ family: 'media', group: 'images', updated: '2026-11-22' });
      for (const slug of tool.related) expect(PLANNED_TOOLS).toContain(slug);
    }
  });

  it('says plainly that pictures are made in the browser, not by an AI image model', () => {
    for (const tool of artTools) {
      expect(tool.lead).toMatch(/browser/);
      // The lead says what the tool makes; the AI question is answered where a visitor asks it.
      const asked = tool.faq.find((item) => /\bAI\b/.test(item.question));
      expect(asked?.answer, tool.slug).toMatch(/^No\b/);
      expect(tool.method[0]).toMatch(
        /not (use )?(by |from )?an AI (image )?model|No AI model|rather than with an AI image model/,
      );
    }
  });
});

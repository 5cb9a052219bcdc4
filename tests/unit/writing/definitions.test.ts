import { describe, expect, it } from 'vitest';
import { PLANNED_TOOLS } from '@/tests/unit/tools/catalogue';
import { toolSchema } from '@/content/tools/schema';
import { writingTools } from '@/content/tools/writing';
import { wordCounter } from '@/content/tools/writing/word-counter';

const WRITING_SLUGS = [
  'paraphrasing-tool',
  'paragraph-rewriter',
  'grammar-checker',
  'plagiarism-checker',
  'ai-detector',
  'word-counter',
  'character-counter',
  'summary-generator',
];

describe('the writing tool definitions', () => {
  it.each(writingTools.map((tool) => [tool.slug, tool] as const))('%s passes the schema', (_slug, tool) => {
    const parsed = toolSchema.safeParse(tool);
    expect(parsed.success ? 'ok' : JSON.stringify(parsed.error.issues)).toBe('ok');
    expect(tool.family).toBe('writing');
    expect(tool.faq.length).toBeGreaterThanOrEqual(4);
    for (const slug of tool.related) expect(WRITING_SLUGS).toContain(slug);
  });

  it('lists every writing slug as planned, so related links may name the unbuilt ones', () => {
    for (const slug of WRITING_SLUGS) expect(PLANNED_TOOLS).toContain(slug);
  });

  it('rejects a broken view, naming the field', () => {
    const broken = {
      ...wordCounter,
      view: { ...wordCounter.view, headline: 20, defaultLimit: 'tweet', counts: ['words', 'words'] },
    };
    const parsed = toolSchema.safeParse(broken);
    expect(parsed.success).toBe(false);
    const issues = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues).toEqual(
      expect.arrayContaining([
        'view.headline: is more than the counts listed',
        'view.counts: lists a count twice',
        'view.defaultLimit: no limit "tweet"',
      ]),
    );
    const badLimit = {
      ...wordCounter,
      view: { ...wordCounter.view, limits: [{ id: 'x', label: 'X', measure: 'words', min: 10, max: 5 }] },
    };
    expect(toolSchema.safeParse(badLimit).success).toBe(false);
  });
});

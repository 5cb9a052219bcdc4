import { describe, expect, it } from 'vitest';
import { surveyTools } from '@/content/tools/surveys';
import { toolSchema } from '@/content/tools/schema';
import { numbered } from '@/lib/surveys/model';
import { buildInterview, buildSurvey } from '@/lib/surveys/select';

describe('the survey and interview definitions', () => {
  it.each(surveyTools.map((tool) => [tool.slug, tool] as const))(
    '%s passes the tool schema',
    (_slug, tool) => {
      const parsed = toolSchema.safeParse(tool);
      expect(
        parsed.success ? 'ok' : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      ).toBe('ok');
      expect(tool.family).toBe('survey');
      expect(tool.updated).toBe('2026-11-22');
    },
  );

  it.each(surveyTools.map((tool) => [tool.slug, tool] as const))(
    '%s builds its default set with every placeholder filled and no duplicate question',
    (_slug, tool) => {
      const spec = tool.questions;
      const set =
        spec.mode === 'survey' ? buildSurvey(spec, spec.defaults) : buildInterview(spec, spec.defaults);
      expect(set.items.length).toBeGreaterThan(3);
      const text = JSON.stringify(set);
      expect(text).not.toMatch(/\{(company|audience|subject|role|minutes|variant)\}|undefined|NaN/);
      const wording = set.items.map((item) => item.text);
      expect(new Set(wording).size).toBe(wording.length);
      expect(set.notice).toBeUndefined();
      // Every question lands in exactly one numbered section.
      expect(numbered(set).flatMap((section) => section.items.map((item) => item.id))).toEqual(
        numbered(set)
          .flatMap((section) => section.items.map((item) => item.id))
          .filter((id, i, all) => all.indexOf(id) === i),
      );
      expect(numbered(set).reduce((sum, section) => sum + section.items.length, 0)).toBe(set.items.length);
    },
  );

  it('rejects a definition whose question names a topic it does not have, naming the field', () => {
    const tool = surveyTools[0]!;
    const spec = tool.questions;
    if (spec.mode !== 'survey') throw new Error('expected a survey first');
    const broken = {
      ...tool,
      questions: {
        ...spec,
        questions: [...spec.questions, { ...spec.questions[0]!, id: 'x-1', topic: 'nope' }],
      },
    };
    const parsed = toolSchema.safeParse(broken);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.some((i) => i.message === 'no topic "nope"')).toBe(true);
  });
});

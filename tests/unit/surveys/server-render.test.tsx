// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { QuestionsIsland } from '@/components/tools/surveys/QuestionsIsland';
import { surveyTools } from '@/content/tools/surveys';
import { buildInterview, buildSurvey } from '@/lib/surveys/select';

/** What the static page holds before any script runs: the choices and the whole default set. */
describe.each(surveyTools.map((tool) => [tool.slug, tool] as const))('%s on the server', (_slug, tool) => {
  it('renders the choices and every default question', () => {
    const spec = tool.questions;
    const set =
      spec.mode === 'survey' ? buildSurvey(spec, spec.defaults) : buildInterview(spec, spec.defaults);
    const html = renderToString(
      <QuestionsIsland slug={tool.slug} spec={spec} updated={tool.updated} aiEnabled={false} />,
    );
    expect(html).toContain('Your choices');
    expect(html).toContain('Download CSV');
    expect(html).toContain('value="Northwind Labs"');
    const questions = html.match(/data-testid="question"/g) ?? [];
    expect(questions).toHaveLength(set.items.length);
    expect(html).not.toMatch(/undefined|NaN/);
  });

  it('sends the browser only a small bank (the page data budget is 25 KB gzip)', () => {
    const props = JSON.stringify({
      slug: tool.slug,
      spec: tool.questions,
      updated: tool.updated,
      aiEnabled: true,
    });
    expect(gzipSync(props).length).toBeLessThan(12_000);
  });
});

// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocumentIsland } from '@/components/tools/documents/DocumentIsland';
import { documentTools } from '@/content/tools/documents';
import { documentDefaults } from '@/lib/documents/defaults';
import { buildDocument } from '@/lib/documents/template';
import { loadTemplate } from '@/content/tools/documents/templates';
import { DAY } from './helpers';

/** What the static page holds before any script runs: the filled form and the finished sample. */
describe.each(documentTools.map((tool) => [tool.slug, tool] as const))('%s on the server', (_slug, tool) => {
  it('renders the form with its sample values and the sample document', async () => {
    const template = await loadTemplate(tool.document.template);
    const { model } = buildDocument(tool.document, template, documentDefaults(tool.document, DAY), DAY);
    const html = renderToString(
      <DocumentIsland slug={tool.slug} name={tool.name} spec={tool.document} initial={model} builtOn={DAY} />,
    );
    expect(html).toContain(`Your ${tool.document.noun}`);
    expect(html).toMatch(/value="(Jane Doe|Northwind Analytics, Inc\.)"/);
    expect(html).toContain('Download Word (.docx)');
    expect(html).toContain('data-testid="document-preview"');
    expect(html).toContain(model.letterhead?.name ?? '');
    expect(html).not.toMatch(/undefined|NaN/);
  });
});

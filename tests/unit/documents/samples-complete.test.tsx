import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentIsland } from '@/components/tools/documents/DocumentIsland';
import { documentTools } from '@/content/tools/documents';
import { documentDefaults } from '@/lib/documents/defaults';
import { buildDocument } from '@/lib/documents/template';
import { loadTemplate } from '@/lib/documents/templates';
import { todayIso } from '@/lib/format/date';

// Every document generator opens on its sample, as the page renders it: complete, with no blank left.
describe.each(documentTools.map((tool) => [tool.slug, tool] as const))('%s', (_slug, tool) => {
  it('opens on a complete sample', async () => {
    const builtOn = todayIso();
    const template = await loadTemplate(tool.document.template);
    const { model } = buildDocument(
      tool.document,
      template,
      documentDefaults(tool.document, builtOn),
      builtOn,
    );
    const view = render(
      <DocumentIsland
        slug={tool.slug}
        name={tool.name}
        spec={tool.document}
        initial={model}
        builtOn={builtOn}
      />,
    );
    const status = await within(view.container).findByText(/ is complete\.$/);
    expect(status).toHaveAttribute('role', 'status');
    expect(within(view.container).getByTestId('document-preview').textContent).not.toContain('[');
  });
});

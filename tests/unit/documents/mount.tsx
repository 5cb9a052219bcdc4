import { render } from '@testing-library/react';
import { DocumentIsland } from '@/components/tools/documents/DocumentIsland';
import type { DocumentTool } from '@/content/tools/types';
import { documentDefaults } from '@/lib/documents/defaults';
import { todayIso } from '@/lib/kit/dates';
import { buildDocument } from '@/lib/documents/template';
import { loadTemplate } from '@/content/tools/documents/templates';

/** Renders a document generator's island on its sample, as the page's server render hands it over. */
export async function mountSample(tool: DocumentTool) {
  const builtOn = todayIso();
  const template = await loadTemplate(tool.document.template);
  const { model } = buildDocument(tool.document, template, documentDefaults(tool.document, builtOn), builtOn);
  return render(
    <DocumentIsland
      slug={tool.slug}
      name={tool.name}
      spec={tool.document}
      initial={model}
      builtOn={builtOn}
    />,
  );
}

import type { DocumentTool } from '@/content/tools/types';
import { documentDefaults } from '@/lib/documents/defaults';
import { buildDocument } from '@/lib/documents/template';
import { loadTemplate } from '@/content/tools/documents/templates';
import { todayIso } from '@/lib/kit/dates';
import { DocumentIsland } from './islands';
import { Method } from '@/components/tools/kit/Method';

/**
 * A document generator's page body, worked out at build: the sample document is rendered here so
 * the static HTML already shows the filled form and its preview, then the method in words.
 */
export async function DocumentFamilyIsland({ tool }: { tool: DocumentTool }) {
  const builtOn = todayIso();
  const template = await loadTemplate(tool.document.template);
  const { model } = buildDocument(tool.document, template, documentDefaults(tool.document, builtOn), builtOn);
  return (
    <>
      <DocumentIsland
        slug={tool.slug}
        name={tool.name}
        spec={tool.document}
        initial={model}
        builtOn={builtOn}
      />
      <Method method={tool.method} />
    </>
  );
}

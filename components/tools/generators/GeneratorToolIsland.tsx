import { loadEngine } from '@/content/tools/generators/engines';
import type { NameGeneratorTool } from '@/content/tools/types';
import { isAiConfigured } from '@/lib/ai/configured';
import { seededRng } from '@/lib/generators/random';
import { defaultValuesOf } from '@/lib/generators/validate';
import { GeneratorIsland } from './islands';

/**
 * Works out the default batch while the site builds, so the static page already shows example
 * ideas; the browser loads the engine and its word lists only when the visitor asks for more.
 */
export async function GeneratorToolIsland({ tool }: { tool: NameGeneratorTool }) {
  const engine = await loadEngine(tool.generator);
  const values = defaultValuesOf(tool.fields);
  const initial = engine.generate(values, seededRng(`${tool.defaultSeed}:${JSON.stringify(values)}`));
  return (
    <GeneratorIsland
      slug={tool.slug}
      generator={tool.generator}
      fields={tool.fields}
      layout={tool.layout}
      resultTitle={tool.resultTitle}
      method={tool.method}
      defaultSeed={tool.defaultSeed}
      initial={initial}
      aiAvailable={isAiConfigured() && engine.ai}
    />
  );
}

import type { GeneratorFamilyTool } from '@/content/tools/generators/family';
import { ComposerToolIsland } from './compose/ComposerToolIsland';
import { GeneratorToolIsland } from './GeneratorToolIsland';

export function GeneratorFamilyIsland({ tool }: { tool: GeneratorFamilyTool }) {
  switch (tool.kind) {
    case 'name-generator':
      return <GeneratorToolIsland tool={tool} />;
    case 'composer':
      return <ComposerToolIsland tool={tool} />;
  }
}

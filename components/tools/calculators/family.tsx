import type { CalculatorTool } from '@/content/tools/calculators/family';
import { todayIso } from '@/lib/kit/dates';
import { defaultValues } from '@/lib/tools/fields';
import { loadRunner } from '@/lib/calculators/loaders';
import { CalculatorIsland, ScientificIsland } from './islands';

/** A calculator's island; a form's first result is worked out at build, so the page shows it. */
export async function CalculatorFamilyIsland({ tool }: { tool: CalculatorTool }) {
  switch (tool.kind) {
    case 'form': {
      const builtOn = todayIso();
      const runner = await loadRunner(tool.runner);
      return (
        <CalculatorIsland
          runner={tool.runner}
          name={tool.name}
          fields={tool.fields}
          resultTitle={tool.resultTitle}
          method={tool.method}
          initial={runner.run(defaultValues(tool.fields, builtOn))}
          builtOn={builtOn}
        />
      );
    }
    case 'scientific':
      return <ScientificIsland method={tool.method} />;
  }
}

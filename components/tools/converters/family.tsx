import type { ConverterFamilyTool } from '@/content/tools/converters/family';
import { PAIRS } from '@/lib/converters/pairs';
import { ConverterIsland, MultiplicationChart, RandomNumberIsland } from './islands';

export function ConverterFamilyIsland({ tool }: { tool: ConverterFamilyTool }) {
  switch (tool.kind) {
    case 'converter':
      return (
        <ConverterIsland
          pair={PAIRS[tool.pair]}
          direction={tool.direction}
          defaultValue={tool.defaultValue}
          common={tool.common}
          method={tool.method}
        />
      );
    case 'multiplication-chart':
      return <MultiplicationChart method={tool.method} />;
    case 'random-number':
      return <RandomNumberIsland method={tool.method} />;
  }
}

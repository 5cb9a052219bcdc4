import { PAIRS } from '@/lib/convert/pairs';
import { defaultValues, todayIso } from '@/lib/tools/fields';
import { loadRunner } from '@/lib/tools/loaders';
import type { ToolDefinition } from '@/content/tools/types';
import {
  AiSignalsIsland,
  CalculatorIsland,
  ConverterIsland,
  GrammarIsland,
  MediaConvertIsland,
  MultiplicationChart,
  PlagiarismIsland,
  RandomNumberIsland,
  ResumeBuilder,
  ScientificIsland,
  TextCounterIsland,
} from './client-islands';
import { DocumentToolIsland } from './documents/DocumentToolIsland';
import { MediaIsland } from './media/MediaIsland';

/** Picks the island that renders a tool, with what it needs worked out at build time. */
export async function ToolIsland({ tool }: { tool: ToolDefinition }) {
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
    case 'scientific':
      return <ScientificIsland method={tool.method} />;
    case 'text':
      return <TextCounterIsland slug={tool.slug} view={tool.view} method={tool.method} />;
    case 'grammar':
      return <GrammarIsland slug={tool.slug} method={tool.method} />;
    case 'plagiarism':
      return <PlagiarismIsland slug={tool.slug} method={tool.method} />;
    case 'ai-signals':
      return <AiSignalsIsland slug={tool.slug} method={tool.method} />;
    case 'avatar-generator':
    case 'profile-picture':
    case 'character-generator':
      return <MediaIsland tool={tool} />;
    case 'document':
      return <DocumentToolIsland tool={tool} />;
    case 'resume':
      return <ResumeBuilder method={tool.method} />;
    case 'media-convert':
      return <MediaConvertIsland targets={tool.targets} accepts={tool.accepts} method={tool.method} />;
  }
}

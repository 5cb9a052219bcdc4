import type { WritingTool } from '@/content/tools/writing/family';
import {
  AiSignalsIsland,
  GrammarIsland,
  ParaphraseIsland,
  PlagiarismIsland,
  RewriterIsland,
  SummaryIsland,
  TextCounterIsland,
} from './islands';

export function WritingFamilyIsland({ tool }: { tool: WritingTool }) {
  switch (tool.kind) {
    case 'text':
      return <TextCounterIsland slug={tool.slug} view={tool.view} method={tool.method} />;
    case 'grammar':
      return <GrammarIsland slug={tool.slug} method={tool.method} />;
    case 'plagiarism':
      return <PlagiarismIsland slug={tool.slug} method={tool.method} />;
    case 'ai-signals':
      return <AiSignalsIsland slug={tool.slug} method={tool.method} />;
    case 'paraphrase':
      return <ParaphraseIsland slug={tool.slug} method={tool.method} />;
    case 'summary':
      return <SummaryIsland slug={tool.slug} method={tool.method} />;
    case 'rewrite':
      return <RewriterIsland slug={tool.slug} method={tool.method} />;
  }
}

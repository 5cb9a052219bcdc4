import type { QuestionSetTool } from '@/content/tools/types';
import { isAiConfigured } from '@/lib/ai/configured';
import { QuestionsIsland } from './islands';
import { Method } from '@/components/tools/kit/Method';

/**
 * A survey or interview-question generator's page body. Only this tool's bank goes to the
 * browser; the island renders its default set on the server, so the static HTML already shows it.
 */
export function SurveyFamilyIsland({ tool }: { tool: QuestionSetTool }) {
  return (
    <>
      <QuestionsIsland
        slug={tool.slug}
        spec={tool.questions}
        updated={tool.updated}
        aiEnabled={isAiConfigured()}
      />
      <Method method={tool.method} />
    </>
  );
}

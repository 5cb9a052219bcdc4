import type { ComposerTool } from '@/content/tools/types';
import { isAiConfigured } from '@/lib/ai/configured';
import { defaultValues, visibleValues } from '@/lib/generators/compose/form';
import { COMPOSE_FORMS } from '@/lib/generators/compose/forms';
import { loadEngine } from '@/content/tools/generators/compose/engines';
import { todayIso } from '@/lib/kit/dates';
import { ComposerIsland } from '../islands';
import { Method } from '@/components/tools/kit/Method';

/**
 * A composer's page body, worked out at build: the draft for the default inputs is written here,
 * so the static HTML already shows the form and a complete result, then the method in words.
 */
export async function ComposerToolIsland({ tool }: { tool: ComposerTool }) {
  const builtOn = todayIso();
  const form = COMPOSE_FORMS[tool.composer];
  const engine = await loadEngine(tool.composer);
  const initial = engine.compose(visibleValues(form, defaultValues(form)), { variant: 0, today: builtOn });
  return (
    <>
      <ComposerIsland
        slug={tool.slug}
        name={tool.name}
        composer={tool.composer}
        initial={initial}
        builtOn={builtOn}
        aiEnabled={isAiConfigured()}
      />
      <Method method={tool.method} />
    </>
  );
}

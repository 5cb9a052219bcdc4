import { defaultValues, visibleValues } from '@/lib/generators/compose/form';
import { COMPOSE_FORMS } from '@/lib/generators/compose/forms';
import { loadEngine } from '@/content/tools/generators/compose/engines';
import type { ComposeOutput, ComposeValues, ComposerId } from '@/lib/generators/compose/types';

/** Runs a composer as the island does: defaults overlaid with `changes`, hidden inputs emptied. */
export async function compose(
  id: ComposerId,
  changes: ComposeValues = {},
  variant = 0,
  today = '2026-11-22',
): Promise<ComposeOutput> {
  const form = COMPOSE_FORMS[id];
  const engine = await loadEngine(id);
  return engine.compose(visibleValues(form, { ...defaultValues(form), ...changes }), { variant, today });
}

/** All the text of an output, subjects included. */
export function allText(output: ComposeOutput): string {
  return output.drafts
    .flatMap((draft) => [...(draft.subjects ?? []), draft.body, ...(draft.items ?? [])])
    .join('\n');
}

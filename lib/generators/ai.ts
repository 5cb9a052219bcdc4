import { askTool } from '@/lib/ai/ask-tool';
import { AI_EMULATED_LABEL } from '@/lib/ai/result';
import type { GeneratorIdeasAnswer, GeneratorIdeasFields } from './ai-template';
import type { Engine, GeneratorId, Idea, Values } from './types';

/**
 * "More ideas with AI": asks the AI gateway for ideas (the gateway writes the request from the
 * values, see ./ai-template), then keeps only those that pass the tool's own rules (length,
 * platform characters, blocklist), which `engine` checks (the island passes the one it loaded from
 * content/tools/generators/engines). Loaded on click.
 */
export async function moreWithAi(
  generator: GeneratorId,
  engine: Engine,
  values: Values,
  fetchImpl?: typeof fetch,
): Promise<{ ok: true; ideas: Idea[]; dropped: number; emulated?: true } | { ok: false; message: string }> {
  if (!engine.ai) return { ok: false, message: 'This tool has no AI ideas.' };
  const fields: GeneratorIdeasFields = { generator, values: { ...values } };
  const result = await askTool<GeneratorIdeasAnswer>('generator-ideas', fields, { fetchImpl });
  if (!result.ok) return { ok: false, message: result.message };
  const ideas = result.data.ideas
    .map((idea) => engine.fromAi(idea.text, idea.secondary, values))
    .filter((idea): idea is Idea => idea !== null);
  const dropped = result.data.ideas.length - ideas.length;
  if (!result.emulated) return { ok: true, ideas, dropped };
  // Emulator text is test data; a visitor who ever sees it is told so.
  const labelled = ideas.map((idea) => ({
    ...idea,
    detail: (idea.detail ?? 'Suggested by AI').replace('Suggested by AI', AI_EMULATED_LABEL),
  }));
  return { ok: true, ideas: labelled, dropped, emulated: true };
}

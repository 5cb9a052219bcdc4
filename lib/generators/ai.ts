import { z } from 'zod';
import { askAi } from '@/lib/ai/client';
import type { Engine, Idea, Values } from './types';

const answer = z.object({
  ideas: z
    .array(
      z.object({ text: z.string().trim().min(1).max(300), secondary: z.string().trim().max(400).optional() }),
    )
    .min(1)
    .max(20),
});

const SYSTEM =
  'You write short marketing names and copy for small businesses and HR teams in US English. Suggest original, family-friendly ideas; never claim a name, domain or handle is available or trademark-free.';

/**
 * "More ideas with AI": asks the AI service for ideas shaped by the answer schema, then keeps only
 * those that pass the tool's own rules (length, platform characters, blocklist), which `engine`
 * checks (the island passes the one it loaded from content/tools/generators/engines). Loaded on click.
 */
export async function moreWithAi(
  engine: Engine,
  values: Values,
): Promise<{ ok: true; ideas: Idea[]; dropped: number } | { ok: false; message: string }> {
  if (!engine.aiBrief) return { ok: false, message: 'This tool has no AI ideas.' };
  const brief = engine.aiBrief(values);
  const example = brief.wantsSecondary
    ? { ideas: [{ text: 'Meta title', secondary: 'Meta description of about 150 characters.' }] }
    : { ideas: [{ text: 'First idea' }, { text: 'Second idea' }] };
  const result = await askAi({ system: SYSTEM, prompt: brief.prompt, example, schema: answer });
  if (!result.ok) return { ok: false, message: result.message };
  const ideas = result.data.ideas
    .map((idea) => engine.fromAi(idea.text, idea.secondary, values))
    .filter((idea): idea is Idea => idea !== null);
  return { ok: true, ideas, dropped: result.data.ideas.length - ideas.length };
}

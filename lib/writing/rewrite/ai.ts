import * as z from 'zod/mini';
import { askAi, type AiResult } from '@/lib/ai/client';

/**
 * The optional AI versions of the writing tools, loaded only when the visitor presses the AI
 * button. The on-device result stays on screen whatever the service answers.
 */
const textSchema = z.object({ text: z.string().check(z.minLength(1)) });

const SYSTEM =
  'You are a careful editor for HR and business writing. Keep every fact, name, number and quotation exactly as given; never add facts. US English.';

export async function askAiRewrite(instruction: string, text: string): Promise<AiResult<{ text: string }>> {
  return askAi({
    system: SYSTEM,
    prompt: `${instruction}\n\nText:\n"""${text}"""`,
    example: { text: 'The rewritten text, as plain paragraphs.' },
    schema: textSchema,
  });
}

const summarySchema = z.object({
  summary: z.string().check(z.minLength(1)),
  keyPoints: z.array(z.string()),
});

export async function askAiSummary(
  length: string,
  text: string,
): Promise<AiResult<{ summary: string; keyPoints: string[] }>> {
  return askAi({
    system: SYSTEM,
    prompt: `Summarize this text in ${length}, in your own words, then list its key points.\n\nText:\n"""${text}"""`,
    example: { summary: 'A short summary paragraph.', keyPoints: ['First key point', 'Second key point'] },
    schema: summarySchema,
  });
}

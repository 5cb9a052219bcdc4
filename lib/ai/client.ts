import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { extractMarkedJson } from './marked-json';
import { postJson } from './post-json';
import { AI_MESSAGES, AI_TIMEOUT_MS, type AiFailureReason, type AiResult } from './result';

/**
 * The server side of the AI tools: the AI gateway (gateway/) asks the provider with this. An
 * OpenAI-compatible `POST {baseUrl}/chat/completions` with the provider's key, which stays on the
 * server; the prompt carries an `<example>` of the JSON wanted, and the answer holds that JSON
 * between `***` markers. Every failure of the service comes back as a result, never as a thrown
 * error. The browser never calls this: it calls the gateway with `askTool` (./ask-tool).
 */

export const AI_COMPLETIONS_PATH = '/chat/completions';
/** A small, fast chat model: the tools ask for short structured drafts, not long reasoning. */
export const AI_MODEL = 'gpt-4o-mini';
/** Low enough that answers keep to the example's shape, high enough that drafts vary. */
export const AI_TEMPERATURE = 0.4;
export const AI_ANSWER_INSTRUCTION = 'Answer with the JSON object between *** markers.';

export { AI_MESSAGES, AI_TIMEOUT_MS };
export type { AiFailureReason, AiResult };

/** An OpenAI-compatible server answering with this header is the local emulator (emulator/). */
export const EMULATED_HEADER = 'x-emulated';

export interface AiRequest<T> {
  /** Sets the model's role and rules; sent first, as the system message. */
  system?: string;
  /** What to write; the example and the marker instruction are appended to it. */
  prompt: string;
  /** A filled-in sample of the JSON wanted: the model (and the emulator) copies its shape. */
  example: unknown;
  /** Checks the parsed JSON; its output is what `data` holds. zod/mini or classic zod. */
  schema: z.core.$ZodType<T>;
  /** Aborting it abandons the request, and the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Where the provider is, and the key it takes; held by the gateway only. */
export interface AiConnection {
  baseUrl: string;
  token: string;
  model: string;
  fetchImpl: typeof fetch;
}

export function userMessage(prompt: string, example: unknown): string {
  return `${prompt}\n<example>${JSON.stringify(example)}</example>\n${AI_ANSWER_INSTRUCTION}`;
}

const completionEnvelope = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          // OpenAI sends a string (null on a refusal); some compatible servers send text parts.
          content: z.nullish(z.union([z.string(), z.array(z.object({ text: z.optional(z.string()) }))])),
        }),
      }),
    )
    .check(z.minLength(1)),
});

function answerText(body: unknown): string | null {
  const parsed = z.safeParse(completionEnvelope, body);
  if (!parsed.success) return null;
  const content = parsed.data.choices[0]?.message.content;
  if (Array.isArray(content)) return content.map((part) => part.text ?? '').join('');
  return content ?? '';
}

const failure = <T>(reason: Exclude<AiFailureReason, 'timeout' | 'http'>): AiResult<T> => ({
  ok: false,
  reason,
  message: AI_MESSAGES[reason],
});

const httpFailure = <T>(status: number): AiResult<T> => ({
  ok: false,
  reason: 'http',
  status,
  message: status === 429 ? AI_MESSAGES.busy : AI_MESSAGES.http,
});

const timeoutFailure = <T>(timeoutMs: number): AiResult<T> => ({
  ok: false,
  reason: 'timeout',
  message: AI_MESSAGES.timeout(Math.max(1, Math.round(timeoutMs / 1000))),
});

/** Asks the AI service for JSON shaped like `example`, checked by `schema`. */
export async function askAi<T>(
  { system, prompt, example, schema, signal, timeoutMs = AI_TIMEOUT_MS }: AiRequest<T>,
  connection: Pick<AiConnection, 'baseUrl' | 'token'> & Partial<AiConnection>,
): Promise<AiResult<T>> {
  const { baseUrl, token, model = AI_MODEL, fetchImpl = globalThis.fetch } = connection;
  const messages = [
    ...(system ? [{ role: 'system', content: system }] : []),
    { role: 'user', content: userMessage(prompt, example) },
  ];
  const posted = await postJson(
    `${baseUrl}${AI_COMPLETIONS_PATH}`,
    { model, messages, temperature: AI_TEMPERATURE },
    { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal, timeoutMs, fetchImpl },
  );
  if (posted.kind === 'failed')
    return posted.reason === 'timeout' ? timeoutFailure(timeoutMs) : failure(posted.reason);
  if (posted.kind === 'status') return httpFailure(posted.response.status);

  const { body, response } = posted;
  const text = answerText(body);
  if (text === null) return failure('unreadable');

  const json = extractMarkedJson(text);
  if (json === null) return failure('no-json');
  const checked = z.safeParse(schema, json);
  if (!checked.success) return failure('invalid');
  return response.headers.get(EMULATED_HEADER) === '1'
    ? { ok: true, data: checked.data, emulated: true }
    : { ok: true, data: checked.data };
}

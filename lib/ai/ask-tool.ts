import { env } from '@/lib/env';
import { AI_MESSAGES, AI_TIMEOUT_MS, type AiFailureReason, type AiResult } from './result';
import { postJson } from './post-json';
import type { AiToolId } from './tool-ids';

/**
 * The browser side of the AI tools: asks the site's AI gateway (`NEXT_PUBLIC_AI_URL`) to run one tool.
 * Only the tool's id and its fields leave the browser; no token, no prompt. The gateway owns the
 * prompt and the provider's key, checks the model's answer and replies `{ data }`, with
 * `data: null` when the model's answer was unusable. Never throws for a service failure, so a tool
 * shows the message (or keeps its local result) without a try/catch.
 */

export const AI_TOOLS_PATH = '/tools';

export interface AiToolOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Default: the build's NEXT_PUBLIC_AI_URL. */
  baseUrl?: string;
  fetchImpl?: typeof fetch;
}

const REASONS: readonly AiFailureReason[] = [
  'timeout',
  'network',
  'http',
  'unreadable',
  'no-json',
  'invalid',
];

const failure = <T>(reason: AiFailureReason, message: string, status?: number): AiResult<T> => ({
  ok: false,
  reason,
  message,
  ...(status === undefined ? {} : { status }),
});

/** The gateway's refusals and failures, as a sentence for the visitor. */
function statusFailure<T>(status: number, timeoutMs: number): AiResult<T> {
  if (status === 429) return failure('http', AI_MESSAGES.busy, status);
  if (status === 413) return failure('http', AI_MESSAGES.tooLong, status);
  if (status === 504) return failure('timeout', AI_MESSAGES.timeout(Math.round(timeoutMs / 1000)), status);
  return failure('http', AI_MESSAGES.http, status);
}

export async function askTool<T>(
  toolId: AiToolId,
  fields: Record<string, unknown>,
  {
    signal,
    timeoutMs = AI_TIMEOUT_MS,
    baseUrl = env.aiUrl,
    fetchImpl = globalThis.fetch,
  }: AiToolOptions = {},
): Promise<AiResult<T>> {
  const posted = await postJson(
    `${baseUrl}${AI_TOOLS_PATH}/${toolId}`,
    { fields },
    { signal, timeoutMs, fetchImpl },
  );
  if (posted.kind === 'failed')
    return posted.reason === 'timeout'
      ? failure('timeout', AI_MESSAGES.timeout(Math.max(1, Math.round(timeoutMs / 1000))))
      : failure(posted.reason, AI_MESSAGES[posted.reason]);
  if (posted.kind === 'status') return statusFailure(posted.response.status, timeoutMs);

  const { body } = posted;
  if (typeof body !== 'object' || body === null || !('data' in body)) {
    return failure('unreadable', AI_MESSAGES.unreadable);
  }
  const { data, reason, emulated } = body as { data: unknown; reason?: unknown; emulated?: unknown };
  if (data === null || typeof data !== 'object') {
    const known = REASONS.find((r) => r === reason && r !== 'timeout');
    return known
      ? failure(known, AI_MESSAGES[known as Exclude<AiFailureReason, 'timeout'>])
      : failure('invalid', AI_MESSAGES.invalid);
  }
  return emulated === true ? { ok: true, data: data as T, emulated: true } : { ok: true, data: data as T };
}

import { env } from '@/lib/env';
import { AI_MESSAGES, AI_TIMEOUT_MS, type AiFailureReason, type AiResult } from './result';
import type { AiToolId } from './tool-ids';

/**
 * Spec call 3, browser side: asks the site's AI gateway (`NEXT_PUBLIC_AI_URL`) to run one tool.
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
  signal?.throwIfAborted();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abandon = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abandon, { once: true });
  // The caller gave up: not a service failure, so it is not reported as one.
  const rethrowIfCallerAborted = () => {
    if (!timedOut) signal?.throwIfAborted();
  };
  const timeout = () => failure<T>('timeout', AI_MESSAGES.timeout(Math.max(1, Math.round(timeoutMs / 1000))));

  try {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${AI_TOOLS_PATH}/${toolId}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ fields }),
        signal: controller.signal,
      });
    } catch {
      rethrowIfCallerAborted();
      return timedOut ? timeout() : failure('network', AI_MESSAGES.network);
    }
    if (!response.ok) return statusFailure(response.status, timeoutMs);

    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch {
      rethrowIfCallerAborted();
      return timedOut ? timeout() : failure('unreadable', AI_MESSAGES.unreadable);
    }
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
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abandon);
  }
}

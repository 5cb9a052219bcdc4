/**
 * One JSON POST with a deadline, shared by the browser's call to the gateway (ask-tool.ts) and the
 * gateway's call to the provider (client.ts). The caller's own abort is rethrown, not reported:
 * it is not a service failure. Kept free of the schema library, so the browser ships none of it.
 */
export type PostedJson =
  | { kind: 'failed'; reason: 'timeout' | 'network' | 'unreadable' }
  | { kind: 'status'; response: Response }
  | { kind: 'body'; response: Response; body: unknown };

export async function postJson(
  url: string,
  payload: unknown,
  {
    headers = {},
    signal,
    timeoutMs,
    fetchImpl,
  }: { headers?: Record<string, string>; signal?: AbortSignal; timeoutMs: number; fetchImpl: typeof fetch },
): Promise<PostedJson> {
  signal?.throwIfAborted();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abandon = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abandon, { once: true });
  const rethrowIfCallerAborted = () => {
    if (!timedOut) signal?.throwIfAborted();
  };

  try {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(payload),
        signal: controller.signal,
      });
    } catch {
      rethrowIfCallerAborted();
      return { kind: 'failed', reason: timedOut ? 'timeout' : 'network' };
    }
    if (!response.ok) return { kind: 'status', response };
    try {
      return { kind: 'body', response, body: JSON.parse(await response.text()) };
    } catch {
      rethrowIfCallerAborted();
      return { kind: 'failed', reason: timedOut ? 'timeout' : 'unreadable' };
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abandon);
  }
}

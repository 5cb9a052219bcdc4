/**
 * One JSON POST with a deadline, shared by the browser's call to the gateway (ask-tool.ts) and the
 * gateway's call to the provider (client.ts). The caller's own abort is rethrown, not reported:
 * it is not a service failure (lib/net/deadline.ts).
 */
import { withDeadline } from '../net/deadline';

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
  return withDeadline(
    timeoutMs,
    async (deadline): Promise<PostedJson> => {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify(payload),
          signal: deadline.signal,
        });
      } catch {
        deadline.rethrowIfCallerAborted();
        return { kind: 'failed', reason: deadline.timedOut() ? 'timeout' : 'network' };
      }
      if (!response.ok) return { kind: 'status', response };
      try {
        return { kind: 'body', response, body: JSON.parse(await response.text()) };
      } catch {
        deadline.rethrowIfCallerAborted();
        return { kind: 'failed', reason: deadline.timedOut() ? 'timeout' : 'unreadable' };
      }
    },
    signal,
  );
}

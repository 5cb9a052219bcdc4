/**
 * One request with a deadline, for every call this site makes to a service: the lead forms, the
 * trial sign-up and the AI tools. Past the deadline the request is abandoned, so a hung service
 * never leaves a form or a tool waiting; the caller tells a timeout from a network failure with
 * `timedOut()`. A caller's own abort (the visitor cancelled) cancels the request too and is
 * rethrown by `rethrowIfCallerAborted`, because it is not a service failure. Kept free of any
 * schema library, so the browser ships none of it.
 */
export type Deadline = {
  /** Passed to fetch: aborts when the deadline passes or the caller aborts. */
  readonly signal: AbortSignal;
  /** Whether the deadline, rather than the caller or the network, ended the request. */
  timedOut(): boolean;
  /** Throws the caller's abort reason when the caller, not the deadline, ended the request. */
  rethrowIfCallerAborted(): void;
};

export async function withDeadline<T>(
  timeoutMs: number,
  run: (deadline: Deadline) => Promise<T>,
  callerSignal?: AbortSignal,
): Promise<T> {
  callerSignal?.throwIfAborted();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abandon = () => controller.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', abandon, { once: true });
  try {
    return await run({
      signal: controller.signal,
      timedOut: () => timedOut,
      rethrowIfCallerAborted: () => {
        if (!timedOut) callerSignal?.throwIfAborted();
      },
    });
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', abandon);
  }
}

import type { Context, MiddlewareHandler } from 'hono';
import type { FailureMode, FailureSwitch, ServiceRoute } from './failures';
import type { EmulatorEnv } from './hono-env';
import { chatCompletion, openAiError } from './openai';

/**
 * Thrown when `drop` is asked for without a Node socket to destroy (under `app.request()`). The
 * app's error handler rethrows it, so the caller's promise rejects the way `fetch` does when the
 * network fails.
 */
export class EmulatedConnectionDrop extends Error {
  constructor() {
    super('emulated network failure: connection dropped');
    this.name = 'EmulatedConnectionDrop';
  }
}

const FAILURE_MESSAGE = 'emulated failure';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function dropConnection(c: Context<EmulatorEnv>): Response {
  const incoming = c.env?.incoming;
  if (!incoming) throw new EmulatedConnectionDrop();
  incoming.socket.destroy();
  // This header tells @hono/node-server the answer is taken care of, so it writes nothing.
  return new Response(null, { headers: { 'x-hono-already-sent': 'true' } });
}

function aiFailure(
  c: Context<EmulatorEnv>,
  mode: Exclude<FailureMode, 'slow' | 'drop'>,
  now: () => Date,
): Response {
  if (mode === 'http500') return c.json(openAiError(FAILURE_MESSAGE, 'server_error'), 500);
  // The envelope stays valid: what goes wrong is the content the site has to parse.
  const content =
    mode === 'error'
      ? `Sorry, I cannot help with that right now (${FAILURE_MESSAGE}).`
      : `Here you go:\n***{"text": "${FAILURE_MESSAGE}", "unterminated": [***`;
  return c.json(chatCompletion({ model: 'emulator', content, promptText: '', createdAt: now() }));
}

function serviceFailure(c: Context<EmulatorEnv>, mode: Exclude<FailureMode, 'slow' | 'drop'>): Response {
  if (mode === 'error') return c.json({ error: FAILURE_MESSAGE });
  if (mode === 'http500') return c.json({ error: FAILURE_MESSAGE }, 500);
  return c.body(`{"linkToken": <html>${FAILURE_MESSAGE}`, 200, { 'Content-Type': 'application/json' });
}

/** Placed before a service's handler: applies the failure switch to that route. */
export const failureSwitchFor =
  (route: ServiceRoute, failures: FailureSwitch, now: () => Date): MiddlewareHandler<EmulatorEnv> =>
  async (c, next) => {
    // A clone, so the handler can still read the body.
    const body = await c.req.raw
      .clone()
      .text()
      .catch(() => '');
    const rule = failures.take(route, body);
    if (!rule) return next();
    switch (rule.mode) {
      case 'slow':
        await sleep(rule.delayMs);
        return next();
      case 'drop':
        return dropConnection(c);
      default:
        return route === 'ai' ? aiFailure(c, rule.mode, now) : serviceFailure(c, rule.mode);
    }
  };

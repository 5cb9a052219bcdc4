import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { adminRoutes } from './admin';
import { emulatorCors } from './cors';
import { EmulatedConnectionDrop } from './failure-responses';
import { createFailureSwitch, type FailureRule } from './failures';
import type { EmulatorEnv } from './hono-env';
import { serviceRoutes } from './services';
import { createReceivedStore } from './store';

const MAX_BODY_BYTES = 1024 * 1024;

export interface EmulatorOptions {
  /** JSON-lines file every received request is appended to; its folder is created. */
  dataFile: string;
  now?: () => Date;
  /** Origins allowed by CORS; empty or absent allows any. */
  allowedOrigins?: readonly string[];
  /** Failures active from the start (see `EMULATOR_FAIL`). */
  failures?: FailureRule[];
}

/** The services emulator as a Hono app: serve it, or call `app.request()` in tests. */
export function createEmulatorApp(options: EmulatorOptions) {
  const now = options.now ?? (() => new Date());
  const store = createReceivedStore(options.dataFile, now);
  const failures = createFailureSwitch(options.failures);

  const app = new Hono<EmulatorEnv>();
  app.use('*', emulatorCors(options.allowedOrigins));
  app.use(
    '*',
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ error: 'body too large' }, 413) }),
  );
  // A stand-in for an A/B-testing vendor's script, so end-to-end tests can see whether and when
  // the site loads it (it counts its loads and reveals a page the anti-flicker script hid).
  app.get('/ab.js', (c) =>
    c.body('window.abLoads=(window.abLoads||0)+1;if(window.abReveal)window.abReveal();', 200, {
      'content-type': 'text/javascript; charset=utf-8',
    }),
  );
  app.route('/', serviceRoutes(store, failures, now));
  app.route('/', adminRoutes(store, failures));

  app.notFound((c) => c.json({ error: `no such endpoint: ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    if (error instanceof EmulatedConnectionDrop) throw error;
    console.error('Services emulator error:', error);
    return c.json({ error: 'emulator internal error' }, 500);
  });
  return app;
}

export type EmulatorApp = ReturnType<typeof createEmulatorApp>;

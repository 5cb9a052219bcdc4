import { Hono } from 'hono';
import { parseFailureRequest, type FailureRule, type FailureSwitch } from './failures';
import type { EmulatorEnv } from './hono-env';
import { renderIndexPage } from './index-page';
import { isReceivedKind, type ReceivedStore } from './store';

/** JSON has no Infinity: a permanent failure is reported as such. */
const ruleAsJson = (rule: FailureRule) => ({
  mode: rule.mode,
  route: rule.route ?? 'all',
  count: Number.isFinite(rule.remaining) ? rule.remaining : 'permanent',
  ...(rule.mode === 'slow' ? { delayMs: rule.delayMs } : {}),
  ...(rule.match !== undefined ? { match: rule.match } : {}),
});

/** The index page and the `/__emulator/*` controls that tests use. */
export function adminRoutes(store: ReceivedStore, failures: FailureSwitch) {
  const admin = new Hono<EmulatorEnv>();

  // The controls change what every visitor of a test site gets and list what they sent: a page
  // on another origin (which a browser marks with Origin) must not reach them. Tools without an
  // Origin header (curl, a test's request client) and the emulator's own index page may.
  admin.use('/__emulator/*', async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin && origin !== new URL(c.req.url).origin) {
      return c.json({ error: 'the emulator controls answer only their own origin' }, 403);
    }
    return next();
  });

  admin.get('/', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(renderIndexPage(store.list(), failures.list()));
  });

  admin.get('/__emulator/received', (c) => {
    const kind = c.req.query('kind');
    if (kind !== undefined && !isReceivedKind(kind)) {
      return c.json({ error: 'kind must be one of signup, lead, ai' }, 400);
    }
    return c.json(store.list(kind));
  });

  admin.delete('/__emulator/received', (c) => {
    store.clear();
    return c.json({ cleared: true });
  });

  admin.get('/__emulator/fail', (c) => c.json({ active: failures.list().map(ruleAsJson) }));

  admin.post('/__emulator/fail', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: 'body must be JSON' }, 400);
    }
    const parsed = parseFailureRequest(body);
    if (!parsed.ok) return c.json({ error: parsed.error }, 400);
    failures.add(parsed.rule);
    return c.json({ active: failures.list().map(ruleAsJson) });
  });

  admin.delete('/__emulator/fail', (c) => {
    failures.clear();
    return c.json({ active: [] });
  });

  return admin;
}

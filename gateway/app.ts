import '@/lib/zod-jitless';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import * as z from 'zod/mini';
import { AI_MODEL, AI_TIMEOUT_MS, askAi } from '@/lib/ai/client';
import { createLimiter, DEFAULT_LIMITS, type GatewayLimits, type Refusal } from './limits';
import { AI_TOOLS, type AnyAiTool } from './tools';

/**
 * The AI gateway: the only thing that talks to the AI provider, with the provider's key, which
 * never leaves the server. A browser on an allowed origin sends `POST /v1/tools/:toolId` with
 * `{ "fields": {...} }`; the gateway checks the fields, fills the tool's own prompt template, asks
 * the provider (OpenAI-compatible `/chat/completions`), checks the answer (JSON between `***`
 * markers, the tool's schema) and replies:
 *
 *   200 { data }            the checked answer; `emulated: true` too when the provider is the emulator
 *   200 { data: null, reason }   the model answered, but nothing usable (spec: null on failure)
 *   400 unknown tool or invalid fields · 403 other origin · 413 body too large
 *   429 a rate limit or the daily budget (Retry-After) · 502 provider failed · 504 provider too slow
 *
 * Runs unchanged on Node (./node.ts) and Cloudflare Workers (./worker.ts): everything it needs,
 * including the clock and `fetch`, comes in through the options.
 */

export interface GatewayOptions {
  /** The provider's OpenAI-compatible base, e.g. `https://api.openai.com/v1`. */
  providerUrl: string;
  /** Sent as the bearer token; empty for a local model server that takes none. */
  providerKey?: string;
  model?: string;
  /** Site origins allowed to call, e.g. `https://www.example.com`. Nothing else is served. */
  allowedOrigins: readonly string[];
  limits?: Partial<GatewayLimits>;
  /** Milliseconds since the epoch. */
  clock?: () => number;
  fetch?: typeof fetch;
  /** The client a request counts against; default `clientFromHeaders` with no proxy trusted. */
  clientOf?: (c: Context) => string;
  tools?: Readonly<Record<string, AnyAiTool>>;
  timeoutMs?: number;
}

export const GATEWAY_PATH = '/v1/tools';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

const requestBody = z.object({ fields: z.record(z.string(), z.unknown()) });

/**
 * Which client a request counts against. A client can send any header, so none is believed unless
 * the platform in front writes it: `cf-connecting-ip` on Cloudflare (`trustCloudflare`, set by the
 * Worker), `x-forwarded-for` behind a proxy that overwrites it (`trustProxy`). Otherwise the socket's
 * address (Node) is used; with neither, every request shares one bucket, which fails safe.
 */
export function clientFromHeaders({ trustProxy = false, trustCloudflare = false } = {}) {
  return (c: Context): string => {
    if (trustCloudflare) {
      const cf = c.req.header('cf-connecting-ip')?.trim();
      if (cf) return cf;
    }
    if (trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      if (forwarded) return forwarded;
    }
    const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
    return incoming?.socket?.remoteAddress ?? 'unknown';
  };
}

const refuse = (c: Context, refusal: Refusal) => {
  c.header('Retry-After', String(refusal.retryAfterSeconds));
  return c.json({ error: 'rate limited', limit: refusal.limit }, 429);
};

export function createGateway(options: GatewayOptions) {
  const limits: GatewayLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const clock = options.clock ?? Date.now;
  const limiter = createLimiter(limits, clock);
  const tools: Readonly<Record<string, AnyAiTool>> = options.tools ?? AI_TOOLS;
  const allowed = new Set(options.allowedOrigins.map((origin) => origin.replace(/\/+$/, '')));
  const clientOf = options.clientOf ?? clientFromHeaders();
  const providerUrl = options.providerUrl.replace(/\/+$/, '');

  // Browsers always send Origin on a cross-origin POST and on preflights; a request without one is
  // a script, not the site, and is refused like any other origin.
  const originGuard: MiddlewareHandler = async (c, next) => {
    const origin = c.req.header('Origin');
    if (!origin || !allowed.has(origin)) return c.json({ error: 'origin not allowed' }, 403);
    return next();
  };

  const corsHeaders = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['POST', 'OPTIONS'],
    allowHeaders: ['Content-Type'],
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  });
  const withCors: MiddlewareHandler = async (c, next) => {
    const preflight = await corsHeaders(c, next);
    if (!preflight) return;
    // Chrome's Private Network Access asks this before a public page may call a local gateway.
    if (c.req.header('Access-Control-Request-Private-Network') === 'true') {
      preflight.headers.set('Access-Control-Allow-Private-Network', 'true');
    }
    return preflight;
  };

  const app = new Hono();
  app.get('/health', (c) => c.json({ ok: true }));

  app.use(`${GATEWAY_PATH}/*`, originGuard, withCors);
  app.post(
    `${GATEWAY_PATH}/:toolId`,
    bodyLimit({ maxSize: limits.maxBodyBytes, onError: (c) => c.json({ error: 'body too large' }, 413) }),
    async (c) => {
      const refusal = limiter.admit(clientOf(c));
      if (refusal) return refuse(c, refusal);

      const toolId = c.req.param('toolId');
      const tool = Object.hasOwn(tools, toolId) ? tools[toolId] : undefined;
      if (!tool) return c.json({ error: 'unknown tool' }, 400);
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json({ error: 'body must be JSON' }, 400);
      }
      const envelope = z.safeParse(requestBody, body);
      const fields = envelope.success ? z.safeParse(tool.fields, envelope.data.fields) : null;
      if (!fields?.success) return c.json({ error: 'invalid fields' }, 400);
      const prompt = await tool.build(fields.data);
      if (!prompt) return c.json({ error: 'this tool has no AI version' }, 400);

      const spent = limiter.spend();
      if (spent) return refuse(c, spent);

      const schema = typeof tool.answer === 'function' ? tool.answer(fields.data) : tool.answer;
      const result = await askAi(
        { ...prompt, schema, timeoutMs: options.timeoutMs ?? AI_TIMEOUT_MS },
        {
          baseUrl: providerUrl,
          token: options.providerKey ?? '',
          model: options.model ?? AI_MODEL,
          fetchImpl: options.fetch ?? globalThis.fetch,
        },
      );
      if (result.ok)
        return c.json(result.emulated ? { data: result.data, emulated: true } : { data: result.data });
      switch (result.reason) {
        case 'timeout':
          return c.json({ data: null, reason: result.reason }, 504);
        case 'network':
        case 'http':
          if (result.status === 429) {
            c.header('Retry-After', '30');
            return c.json({ error: 'provider busy', limit: 'provider' }, 429);
          }
          return c.json({ data: null, reason: result.reason }, 502);
        default:
          // The model answered, but not with a usable result: the spec's null.
          return c.json({ data: null, reason: result.reason });
      }
    },
  );

  app.notFound((c) => c.json({ error: 'not found' }, 404));
  app.onError((error, c) => {
    console.error('AI gateway error:', error);
    return c.json({ error: 'gateway error' }, 500);
  });
  return Object.assign(app, { limiter });
}

export type Gateway = ReturnType<typeof createGateway>;

/** `https://a.example,https://b.example` → list. */
export const parseOrigins = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);

const positive = (value: string | undefined) => {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : undefined;
};

/** The limits set in AI_* variables; unset ones keep their defaults. */
export function limitsFromEnv(env: Record<string, string | undefined>): Partial<GatewayLimits> {
  const entries = {
    perClientBurst: positive(env.AI_CLIENT_BURST),
    perClientPerMinute: positive(env.AI_CLIENT_PER_MINUTE),
    overallPerMinute: positive(env.AI_OVERALL_PER_MINUTE),
    dailyBudget: positive(env.AI_DAILY_BUDGET),
    maxBodyBytes: positive(env.AI_MAX_BODY_BYTES),
  };
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
}

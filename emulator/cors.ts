import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { EmulatorEnv } from './hono-env';

export const CORS_MAX_AGE_SECONDS = 600;

/**
 * Echoes the request's Origin (never `*`, so the answer is right even if credentials are ever
 * sent) and lets Hono's middleware add `Vary: Origin` and answer preflights with 204 before any
 * route, which is also why a preflight never uses up a failure from the failure switch.
 * `allowedOrigins` empty or absent means any origin.
 */
export function emulatorCors(allowedOrigins: readonly string[] = []): MiddlewareHandler<EmulatorEnv> {
  const corsMiddleware = cors({
    origin: (origin) => {
      if (!origin) return null;
      return allowedOrigins.length === 0 || allowedOrigins.includes(origin) ? origin : null;
    },
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Authorization', 'X-Site-Origin', 'Idempotency-Key'],
    maxAge: CORS_MAX_AGE_SECONDS,
  });

  return async (c, next) => {
    const preflight = await corsMiddleware(c, next);
    if (!preflight) return;
    // Chrome's Private Network Access asks this before a public page may call localhost.
    if (c.req.header('Access-Control-Request-Private-Network') === 'true') {
      preflight.headers.set('Access-Control-Allow-Private-Network', 'true');
    }
    return preflight;
  };
}

/** `EMULATOR_ALLOWED_ORIGINS=http://a,http://b` → list; unset or blank → any origin. */
export const parseAllowedOrigins = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);

/**
 * Public configuration, read from the environment when the site is built. Next inlines
 * `process.env.NEXT_PUBLIC_*` only when each name is written out literally, hence no loop.
 * Unset means the embedded default: the local services emulator for sign-ups and leads; the AI
 * tools, analytics and A/B testing off.
 *
 * The AI tools call the project's AI gateway (gateway/), which holds the provider's key, so the
 * site has no AI token: NEXT_PUBLIC_AI_TOKEN is deliberately never read here (reading it would
 * inline it into the JavaScript); `next.config.ts` warns when it is set.
 */
import { abScriptUrl, gaId } from '@/lib/analytics/switches';

export const EMULATOR_ORIGIN = 'http://localhost:4010';
export const DEFAULT_SITE_URL = 'http://localhost:3000';

const clean = (value: string | undefined) => (value && value.trim() ? value.trim().replace(/\/+$/, '') : '');

export const env = {
  siteUrl: clean(process.env.NEXT_PUBLIC_SITE_URL) || DEFAULT_SITE_URL,
  trialApiUrl: clean(process.env.NEXT_PUBLIC_TRIAL_API_URL) || EMULATOR_ORIGIN,
  leadsUrl: clean(process.env.NEXT_PUBLIC_LEADS_URL) || `${EMULATOR_ORIGIN}/leads`,
  /** The AI gateway's base, e.g. `https://ai.example.com/v1`; empty means no AI tools. */
  aiUrl: clean(process.env.NEXT_PUBLIC_AI_URL),
  gaId,
  abScriptUrl,
} as const;

export type PublicEnv = typeof env;

/**
 * Public configuration, read from the environment when the site is built. Next inlines
 * `process.env.NEXT_PUBLIC_*` only when each name is written out literally, hence no loop.
 * Unset means the embedded default: the local services emulator for the three outside services,
 * analytics and A/B testing off.
 */
import { abScriptUrl, gaId } from '@/lib/analytics/switches';

export const EMULATOR_ORIGIN = 'http://localhost:4010';
export const DEFAULT_SITE_URL = 'http://localhost:3000';

const clean = (value: string | undefined) => (value && value.trim() ? value.trim().replace(/\/+$/, '') : '');

export const env = {
  siteUrl: clean(process.env.NEXT_PUBLIC_SITE_URL) || DEFAULT_SITE_URL,
  trialApiUrl: clean(process.env.NEXT_PUBLIC_TRIAL_API_URL) || EMULATOR_ORIGIN,
  leadsUrl: clean(process.env.NEXT_PUBLIC_LEADS_URL) || `${EMULATOR_ORIGIN}/leads`,
  aiUrl: clean(process.env.NEXT_PUBLIC_AI_URL) || `${EMULATOR_ORIGIN}/v1`,
  aiToken: clean(process.env.NEXT_PUBLIC_AI_TOKEN) || 'emulator-public-token',
  gaId,
  abScriptUrl,
} as const;

export type PublicEnv = typeof env;

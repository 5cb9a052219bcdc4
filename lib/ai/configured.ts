import { env } from '@/lib/env';

/**
 * Whether the tools should ask the AI service. `lib/env.ts` always yields a URL: the one set in
 * NEXT_PUBLIC_AI_URL, or the emulator's when unset. Either counts, as long as it is an http(s) URL
 * with a token; anything else (a mistyped URL) leaves the tools on their local engines.
 *
 * Kept apart from `./client` so an island can decide whether to show its AI button without
 * shipping the client and its schema library (about 23 KB gzip) before the button is pressed.
 */
export function isAiConfigured(config: { aiUrl: string; aiToken: string } = env): boolean {
  return /^https?:\/\/[^/\s]+/i.test(config.aiUrl) && config.aiToken.trim() !== '';
}

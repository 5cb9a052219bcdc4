import { env } from '@/lib/env';

/**
 * Whether the tools offer AI: only when NEXT_PUBLIC_AI_URL names an http(s) AI gateway. Unset (the
 * default) or mistyped, the AI buttons are absent and the tools use their local engines; there is
 * no emulator fallback, so a production build never shows emulated text as an AI answer.
 *
 * Kept apart from the client so an island can decide whether to show its AI button without
 * shipping anything else before the button is pressed.
 */
export function isAiConfigured(config: { aiUrl: string } = env): boolean {
  return /^https?:\/\/[^/\s]+/i.test(config.aiUrl);
}

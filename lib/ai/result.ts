/**
 * What an AI call gives a tool: its data, or a sentence for the visitor. Kept apart from the
 * schema library so the browser's `askTool` and the islands can use it without shipping zod.
 */

/** Past this the request is abandoned, so a hung service never leaves a tool spinning. */
export const AI_TIMEOUT_MS = 20_000;

export type AiFailureReason = 'timeout' | 'network' | 'http' | 'unreadable' | 'no-json' | 'invalid';

export type AiResult<T> =
  | {
      ok: true;
      data: T;
      /** The answer came from the local emulator: test data, to be labelled as such if shown. */
      emulated?: true;
    }
  | { ok: false; reason: AiFailureReason; message: string; status?: number };

export const AI_MESSAGES = {
  timeout: (seconds: number) =>
    `The AI service did not answer within ${seconds} ${seconds === 1 ? 'second' : 'seconds'}. Please try again.`,
  network: 'We could not reach the AI service. Check your connection and try again.',
  http: 'The AI service could not answer just now. Please try again in a moment.',
  busy: 'The AI service is busy right now. Please wait a minute and try again.',
  tooLong: 'This is too long for the AI service. Please shorten it and try again.',
  unreadable: 'The AI service sent an answer we could not read. Please try again.',
  'no-json': 'The AI answer did not contain a result we could use. Please try again.',
  invalid: 'The AI answer was missing some of the details we asked for. Please try again.',
} as const;

/** What a visitor sees beside an answer from the emulator, instead of "Suggested by AI". */
export const AI_EMULATED_LABEL = 'Emulated AI answer (test data)';

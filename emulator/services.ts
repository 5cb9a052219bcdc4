import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { generateAnswer, lastUserMessage, type ChatMessage } from './ai-completion';
import { failureSwitchFor } from './failure-responses';
import type { FailureSwitch } from './failures';
import type { EmulatorEnv } from './hono-env';
import { chatCompletion, openAiError } from './openai';
import type { ReceivedStore, ReceivedValue } from './store';

/** The query parameter lib/leads/submit.ts sends a lead's submission id in. */
export const SUBMISSION_PARAM = 'submission_id';

const RECORDED_PROMPT_LENGTH = 500;

type FormValue = string | File;

const describeFormValue = (value: FormValue): string =>
  typeof value === 'string' ? value : `[file ${value.name}, ${value.size} bytes]`;

/** Form bodies come from untrusted browsers: a malformed one reads as empty, not as a crash. */
async function readForm(c: Context<EmulatorEnv>): Promise<Record<string, ReceivedValue>> {
  try {
    const body = await c.req.parseBody({ all: true });
    return Object.fromEntries(
      Object.entries(body).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.map(describeFormValue) : describeFormValue(value),
      ]),
    );
  } catch {
    return {};
  }
}

const isChatMessage = (value: unknown): value is ChatMessage => {
  if (typeof value !== 'object' || value === null) return false;
  const { role, content } = value as Record<string, unknown>;
  return typeof role === 'string' && (typeof content === 'string' || Array.isArray(content));
};

const bearerToken = (header: string | undefined) => header?.match(/^Bearer\s+(\S.*)$/i)?.[1]?.trim() ?? '';

/** The three outside services, each behind its failure switch. */
export function serviceRoutes(store: ReceivedStore, failures: FailureSwitch, now: () => Date) {
  const services = new Hono<EmulatorEnv>();

  services.post('/api/trial-user/signup', failureSwitchFor('signup', failures, now), async (c) => {
    const form = await readForm(c);
    const email = typeof form.email === 'string' ? form.email.trim() : '';
    // The real API answers 200 and reports problems in an `error` field.
    if (!email) return c.json({ error: 'email is required' });
    // A retry of a sign-up already made (its first answer came too late for the visitor) gets
    // that sign-up back, as the real API is asked to do with the same header.
    const idempotencyKey = c.req.header('Idempotency-Key')?.trim() || null;
    const earlier = idempotencyKey
      ? store
          .list('signup')
          .find((record) => record.data.idempotencyKey === idempotencyKey && record.data.email === email)
      : undefined;
    if (earlier) return c.json({ linkToken: earlier.data.linkToken });
    const linkToken = randomBytes(24).toString('base64url');
    store.add('signup', {
      email,
      siteOrigin: c.req.header('X-Site-Origin') ?? null,
      origin: c.req.header('Origin') ?? null,
      ...(idempotencyKey ? { idempotencyKey } : {}),
      linkToken,
    });
    return c.json({ linkToken });
  });

  // A submission id seen before is a repeat of a lead already recorded (a resend after a cut-off
  // or timed-out send): answered as before, recorded once, as the real endpoint is asked to do.
  const submissions = new Set<string>();
  services.post('/leads', failureSwitchFor('leads', failures, now), async (c) => {
    const data = await readForm(c);
    const submission = c.req.query(SUBMISSION_PARAM);
    if (submission && submissions.has(submission)) return c.text('ok');
    if (submission) submissions.add(submission);
    store.add('lead', data);
    return c.text('ok');
  });

  services.get('/v1/models', (c) =>
    c.json({ object: 'list', data: [{ id: 'emulator', object: 'model', created: 0, owned_by: 'emulator' }] }),
  );

  services.post(
    '/v1/chat/completions',
    async (c, next) => {
      if (!bearerToken(c.req.header('Authorization'))) {
        return c.json(
          openAiError(
            'Missing bearer token in the Authorization header.',
            'invalid_request_error',
            'invalid_api_key',
          ),
          401,
        );
      }
      return next();
    },
    failureSwitchFor('ai', failures, now),
    async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json(openAiError('The body is not valid JSON.', 'invalid_request_error'), 400);
      }
      const { model, messages } = (typeof body === 'object' && body !== null ? body : {}) as Record<
        string,
        unknown
      >;
      if (!Array.isArray(messages) || messages.length === 0 || !messages.every(isChatMessage)) {
        return c.json(
          openAiError('`messages` must be a non-empty array of {role, content}.', 'invalid_request_error'),
          400,
        );
      }
      const modelName = typeof model === 'string' && model ? model : 'emulator';
      const prompt = lastUserMessage(messages);
      const answer = generateAnswer(modelName, messages);
      store.add('ai', {
        model: modelName,
        lastUserMessage:
          prompt.length > RECORDED_PROMPT_LENGTH ? `${prompt.slice(0, RECORDED_PROMPT_LENGTH)}…` : prompt,
        messageCount: messages.length,
      });
      // Tells the AI gateway this is emulated text, so the site labels it as test data.
      c.header('x-emulated', '1');
      return c.json(
        chatCompletion({
          model: modelName,
          content: answer.content,
          promptText: JSON.stringify(messages),
          createdAt: now(),
        }),
      );
    },
  );

  return services;
}

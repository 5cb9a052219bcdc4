// @vitest-environment node
import '@/lib/zod-jitless';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { askTool } from '@/lib/ai/ask-tool';
import { AI_MESSAGES, AI_MODEL, askAi } from '@/lib/ai/client';
import { startGateway, type RunningGateway } from '../../../gateway/node';
import { startEmulator, type RunningEmulator } from '../../../emulator/server';
import { tempFolder } from '../emulator/helpers';

/** The client against the real services emulator over a real connection, as the browser uses it. */

let folder: ReturnType<typeof tempFolder>;
let server: RunningEmulator;

beforeAll(async () => {
  folder = tempFolder();
  // Explicit options so EMULATOR_* variables in the environment cannot change the test.
  server = await startEmulator({
    port: 0,
    dataFile: join(folder.path, 'received.jsonl'),
    failures: [],
    allowedOrigins: [],
  });
});

afterAll(async () => {
  await server.close();
  folder.remove();
});

beforeEach(async () => {
  await fetch(`${server.url}/__emulator/fail`, { method: 'DELETE' });
});

const connection = () => ({ baseUrl: `${server.url}/v1`, token: 'emulator-test-key' });

const example = {
  title: 'Senior backend engineer',
  summary: 'A paragraph long enough to stand for prose, so the emulator writes sentences in its place.',
  questions: [
    { question: 'How do you design an API?', minutes: 10 },
    { question: 'Tell us about an outage you handled.', minutes: 15 },
  ],
};
const schema = z.object({
  title: z.string(),
  summary: z.string(),
  questions: z.array(z.object({ question: z.string(), minutes: z.number() })),
});
const request = {
  system: 'You write interview kits.',
  prompt: 'Write an interview kit for a senior backend engineer in Berlin',
  example,
  schema,
};

const receivedCalls = async () =>
  (await (await fetch(`${server.url}/__emulator/received?kind=ai`)).json()) as Array<{
    data: { model: string; lastUserMessage: string; messageCount: number };
  }>;

const switchFailure = async (body: Record<string, unknown>) => {
  const response = await fetch(`${server.url}/__emulator/fail`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
};

describe('askAi against the services emulator', () => {
  it("round trip: the emulator's answer comes back parsed in the example's shape", async () => {
    const result = await askAi(request, connection());
    if (!result.ok) throw new Error(`expected an answer, got ${result.reason}: ${result.message}`);

    const { data } = result;
    expect(Object.keys(data)).toEqual(['title', 'summary', 'questions']);
    expect(data.questions.map((question) => question.minutes)).toEqual([10, 15]);
    expect(data.title).not.toBe(example.title);
    expect(data.title).toMatch(/interview|kit|senior|backend|engineer|berlin/i);
    expect(data.summary.split(' ').length).toBeGreaterThan(8);

    const received = await receivedCalls();
    expect(received.at(-1)?.data).toMatchObject({ model: AI_MODEL, messageCount: 2 });
    expect(received.at(-1)?.data.lastUserMessage.startsWith(request.prompt)).toBe(true);
  });

  it('a schema the answer does not meet: invalid', async () => {
    const strict = z.object({ title: z.string(), salary: z.number() });
    const result = await askAi({ ...request, schema: strict }, connection());
    expect(result).toEqual({ ok: false, reason: 'invalid', message: AI_MESSAGES.invalid });
  });

  it('a missing token: the emulator answers 401, reported as http', async () => {
    const result = await askAi(request, { ...connection(), token: '' });
    expect(result).toMatchObject({ ok: false, reason: 'http', status: 401, message: AI_MESSAGES.http });
  });

  it.each([
    ['error', 'no-json'],
    ['badjson', 'no-json'],
    ['http500', 'http'],
    ['drop', 'network'],
  ] as const)('failure switch %s: %s', async (mode, reason) => {
    await switchFailure({ mode, route: 'ai' });
    const result = await askAi(request, connection());
    expect(result).toMatchObject({ ok: false, reason, message: expect.stringMatching(/\.$/) });

    // One request used the failure up: the next one is answered.
    expect((await askAi(request, connection())).ok).toBe(true);
  });

  it('failure switch slow: abandoned at the time limit as a timeout', async () => {
    const before = (await receivedCalls()).length;
    await switchFailure({ mode: 'slow', route: 'ai', delayMs: 1200 });
    const started = performance.now();
    const result = await askAi({ ...request, timeoutMs: 300 }, connection());
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result).toEqual({
      ok: false,
      reason: 'timeout',
      message: 'The AI service did not answer within 1 second. Please try again.',
    });
    // The emulator still finishes the abandoned request; wait, so nothing runs after the server closes.
    await vi.waitFor(async () => expect(await receivedCalls()).toHaveLength(before + 1), { timeout: 5000 });
  });

  it('failure switch slow within the time limit: answered normally', async () => {
    await switchFailure({ mode: 'slow', route: 'ai', delayMs: 100 });
    expect((await askAi({ ...request, timeoutMs: 5000 }, connection())).ok).toBe(true);
  });
});

describe('the browser, the AI gateway and the emulator together', () => {
  const SITE = 'http://localhost:3000';
  let gateway: RunningGateway;

  beforeAll(async () => {
    gateway = await startGateway(
      { providerUrl: `${server.url}/v1`, providerKey: 'emulator-test-key', allowedOrigins: [SITE] },
      { port: 0 },
    );
  });
  afterAll(async () => {
    await gateway.close();
  });

  // Browsers send Origin on a cross-origin POST by themselves; Node's fetch does not.
  const fromSite: typeof fetch = (input, init) =>
    fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), Origin: SITE } });

  it('answers a tool with the emulator’s text, marked as emulated', async () => {
    const result = await askTool<{ formula: string; explanation: string }>(
      'excel-formula',
      { description: 'count the rows where the department is Sales' },
      { baseUrl: `${gateway.url}/v1`, fetchImpl: fromSite },
    );
    expect(result).toMatchObject({ ok: true, emulated: true });
    // The gateway wrote the prompt: the emulator received the template's words around the fields.
    const received = await receivedCalls();
    expect(received.at(-1)?.data.lastUserMessage).toContain(
      'What the user needs: count the rows where the department is Sales',
    );
  });

  it('a failing emulator: null data with the reason, which the browser reports', async () => {
    await switchFailure({ mode: 'error', route: 'ai' });
    const result = await askTool(
      'excel-formula',
      { description: 'sum the salaries' },
      { baseUrl: `${gateway.url}/v1`, fetchImpl: fromSite },
    );
    expect(result).toEqual({ ok: false, reason: 'no-json', message: AI_MESSAGES['no-json'] });
  });

  it('another origin is refused', async () => {
    const response = await fetch(`${gateway.url}/v1/tools/excel-formula`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://elsewhere.example' },
      body: JSON.stringify({ fields: { description: 'sum' } }),
    });
    expect(response.status).toBe(403);
  });
});

// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { chatRequest, leadRequest, signupRequest, testEmulator, type ChatCompletionBody } from './helpers';

let emulator: ReturnType<typeof testEmulator>;
afterEach(() => emulator.remove());

const signup = () => emulator.app.request('/api/trial-user/signup', signupRequest('a@example.com'));
const lead = () => emulator.app.request('/leads', leadRequest({ 'Form Name': 'Contact' }));
const ai = () =>
  emulator.app.request('/v1/chat/completions', chatRequest([{ role: 'user', content: 'Write a tagline' }]));
const aiContent = async (response: Response) =>
  ((await response.json()) as ChatCompletionBody).choices[0]?.message.content ?? '';

describe('failure switch', () => {
  it('validates what it is asked for', async () => {
    emulator = testEmulator();
    for (const body of [
      { mode: 'explode' },
      { mode: 'error', route: 'mail' },
      { mode: 'error', count: 0 },
      { mode: 'slow', delayMs: -1 },
      { mode: 'error', match: '' },
    ]) {
      expect((await emulator.fail(body)).status).toBe(400);
    }
  });

  it('error: the sign-up answers 200 with an error field and records nothing', async () => {
    emulator = testEmulator();
    await emulator.fail({ mode: 'error', route: 'signup' });
    const response = await signup();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ error: 'emulated failure' });
    expect(await emulator.received()).toEqual([]);
  });

  it('error: the AI answers content without markers', async () => {
    emulator = testEmulator();
    await emulator.fail({ mode: 'error', route: 'ai' });
    const response = await ai();
    expect(response.status).toBe(200);
    const content = await aiContent(response);
    expect(content).not.toContain('***');
    expect(content.length).toBeGreaterThan(0);
  });

  it('http500: every route answers 500 with a JSON body', async () => {
    emulator = testEmulator();
    await emulator.fail({ mode: 'http500', count: 3 });
    for (const call of [signup, lead, ai]) {
      const response = await call();
      expect(response.status).toBe(500);
      expect(await response.json()).toHaveProperty('error');
    }
    expect(await emulator.received()).toEqual([]);
  });

  it('badjson: the sign-up body does not parse; the AI has markers around malformed JSON', async () => {
    emulator = testEmulator();
    await emulator.fail({ mode: 'badjson', count: 2 });

    const response = await signup();
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(() => JSON.parse(text) as unknown).toThrow();

    const content = await aiContent(await ai());
    const between = content.match(/\*\*\*([\s\S]*)\*\*\*/)?.[1];
    expect(between).toBeDefined();
    expect(() => JSON.parse(between ?? '') as unknown).toThrow();
  });

  it('slow: waits delayMs, then answers normally and records', async () => {
    emulator = testEmulator();
    await emulator.fail({ mode: 'slow', route: 'leads', delayMs: 120 });
    const started = performance.now();
    const response = await lead();
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(await response.text()).toBe('ok');
    expect(await emulator.received('lead')).toHaveLength(1);
  });

  it('uses up count matching requests, leaves other routes alone, then answers normally again', async () => {
    emulator = testEmulator();
    await emulator.fail({ mode: 'http500', route: 'signup', count: 2 });

    expect((await lead()).status).toBe(200);
    expect((await signup()).status).toBe(500);
    expect((await signup()).status).toBe(500);
    const recovered = await signup();
    expect(recovered.status).toBe(200);
    expect(await recovered.json()).toHaveProperty('linkToken');
  });

  it('match: only a request whose body holds the text fails; others pass untouched', async () => {
    emulator = testEmulator();
    await emulator.fail({ mode: 'error', route: 'signup', match: 'b@example.com' });
    const other = await signup();
    expect(await other.json()).toHaveProperty('linkToken');
    const own = await emulator.app.request('/api/trial-user/signup', signupRequest('b@example.com'));
    expect(await own.json()).toEqual({ error: 'emulated failure' });
    // Used up: the same address now signs up.
    const again = await emulator.app.request('/api/trial-user/signup', signupRequest('b@example.com'));
    expect(await again.json()).toHaveProperty('linkToken');
  });

  it('match: a form-encoded lead is matched on its decoded text', async () => {
    emulator = testEmulator();
    await emulator.fail({ mode: 'http500', route: 'leads', match: 'jane+ops@example.com' });
    const plain = await lead();
    expect(plain.status).toBe(200);
    const own = await emulator.app.request('/leads', leadRequest({ Email: 'jane+ops@example.com' }));
    expect(own.status).toBe(500);
  });

  it('DELETE switches it off', async () => {
    emulator = testEmulator();
    await emulator.fail({ mode: 'http500', count: 5 });
    expect((await emulator.app.request('/__emulator/fail')).status).toBe(200);
    await emulator.app.request('/__emulator/fail', { method: 'DELETE' });
    expect((await signup()).status).toBe(200);
  });

  it('a failure given at start is permanent', async () => {
    emulator = testEmulator({
      failures: [{ mode: 'error', route: 'signup', remaining: Number.POSITIVE_INFINITY, delayMs: 0 }],
    });
    for (let i = 0; i < 3; i++) expect(await (await signup()).json()).toEqual({ error: 'emulated failure' });
    const state = (await (await emulator.app.request('/__emulator/fail')).json()) as {
      active: Array<{ count: unknown }>;
    };
    expect(state.active[0]?.count).toBe('permanent');
  });

  it('drop under app.request(): the call rejects like a network failure', async () => {
    emulator = testEmulator();
    await emulator.fail({ mode: 'drop', route: 'signup' });
    await expect(signup()).rejects.toThrow(/connection dropped/);
    expect((await signup()).status).toBe(200);
  });
});

// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { sendLead } from '@/lib/leads/submit';
import { signupRequest, testEmulator } from './helpers';

let emulator: ReturnType<typeof testEmulator>;
afterEach(() => emulator.remove());

const tokenOf = async (response: Response) => ((await response.json()) as { linkToken: string }).linkToken;

describe('a retried trial sign-up', () => {
  it('with the same Idempotency-Key gets the first sign-up back, recorded once', async () => {
    emulator = testEmulator();
    const send = () =>
      emulator.app.request(
        '/api/trial-user/signup',
        signupRequest('ada@example.com', { 'Idempotency-Key': 'k-1' }),
      );
    const first = await tokenOf(await send());
    const again = await tokenOf(await send());
    expect(again).toBe(first);
    expect(await emulator.received('signup')).toHaveLength(1);
  });

  it('whose first try is still waiting on a slow service is still one sign-up', async () => {
    emulator = testEmulator();
    await emulator.fail({ mode: 'slow', route: 'signup', delayMs: 150, count: 1 });
    const send = () =>
      emulator.app.request(
        '/api/trial-user/signup',
        signupRequest('ada@example.com', { 'Idempotency-Key': 'k-2' }),
      );
    // The visitor gave up on the slow first try and pressed again before it was answered.
    const slow = send();
    const retry = await tokenOf(await send());
    expect(await tokenOf(await slow)).toBe(retry);
    expect(await emulator.received('signup')).toHaveLength(1);
  });

  it('with another key, or without one, is a new sign-up', async () => {
    emulator = testEmulator();
    const tokens = [];
    const tries: Record<string, string>[] = [{ 'Idempotency-Key': 'a' }, { 'Idempotency-Key': 'b' }, {}, {}];
    for (const headers of tries) {
      tokens.push(
        await tokenOf(
          await emulator.app.request('/api/trial-user/signup', signupRequest('ada@example.com', headers)),
        ),
      );
    }
    expect(new Set(tokens).size).toBe(4);
    expect(await emulator.received('signup')).toHaveLength(4);
  });
});

describe('the emulator controls', () => {
  it.each([
    ['POST', '/__emulator/fail', JSON.stringify({ mode: 'error', route: 'signup' })],
    ['DELETE', '/__emulator/fail', undefined],
    ['DELETE', '/__emulator/received', undefined],
    ['GET', '/__emulator/received', undefined],
  ])('refuse %s %s from a page on another origin', async (method, path, body) => {
    emulator = testEmulator();
    const response = await emulator.app.request(path, {
      method,
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body,
    });
    expect(response.status).toBe(403);
    const active = (await (await emulator.app.request('/__emulator/fail')).json()) as { active: unknown[] };
    expect(active.active).toEqual([]);
  });

  it('answer their own origin and clients that send no Origin', async () => {
    emulator = testEmulator();
    const own = await emulator.app.request('http://localhost:4010/__emulator/fail', {
      method: 'POST',
      headers: { Origin: 'http://localhost:4010', 'Content-Type': 'application/json' },
      body: JSON.stringify({ mode: 'error', route: 'signup' }),
    });
    expect(own.status).toBe(200);
    expect((await emulator.fail({ mode: 'error', route: 'leads' })).status).toBe(200);
  });
});

describe('a lead sent again with its submission id', () => {
  const send = (id: string | undefined, email = 'jane@northwind-talent.com') =>
    sendLead(
      'contactUs',
      { Email: email, Name: 'Jane Park' },
      {
        url: 'http://localhost:4010/leads',
        search: '?utm_source=repeat',
        submissionId: id,
        fetchImpl: ((url: string, init: RequestInit) => emulator.app.request(url, init)) as typeof fetch,
      },
    );

  it('is recorded once however often it arrives (a resend after a cut-off or timed-out send)', async () => {
    emulator = testEmulator();
    await send('lead-1');
    await send('lead-1');
    await send('lead-1');
    const leads = await emulator.received('lead');
    expect(leads).toHaveLength(1);
    expect(leads[0]!.data).toEqual({
      'Form Name': 'contactUs',
      'UTM Source': 'repeat',
      Email: 'jane@northwind-talent.com',
      Name: 'Jane Park',
    });
  });

  it('with another id, or none, is another lead', async () => {
    emulator = testEmulator();
    await send('lead-1');
    await send('lead-2');
    await send(undefined);
    await send(undefined);
    expect(await emulator.received('lead')).toHaveLength(4);
  });
});

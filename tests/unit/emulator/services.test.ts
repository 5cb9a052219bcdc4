// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { leadRequest, signupRequest, testEmulator } from './helpers';

let emulator: ReturnType<typeof testEmulator>;
afterEach(() => emulator.remove());

describe('trial sign-up', () => {
  it('answers a url-safe link token and records the sign-up with its origins', async () => {
    emulator = testEmulator();
    const response = await emulator.app.request(
      '/api/trial-user/signup',
      signupRequest(' ada@example.com ', {
        'X-Site-Origin': 'https://site.example',
        Origin: 'http://localhost:3000',
      }),
    );

    expect(response.status).toBe(200);
    const body = (await response.json()) as { linkToken: string };
    expect(body.linkToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const [signup] = await emulator.received('signup');
    expect(signup?.data).toEqual({
      email: 'ada@example.com',
      siteOrigin: 'https://site.example',
      origin: 'http://localhost:3000',
      linkToken: body.linkToken,
    });
  });

  it('gives each sign-up its own token', async () => {
    emulator = testEmulator();
    const tokens = await Promise.all(
      [1, 2].map(async (n) => {
        const response = await emulator.app.request(
          '/api/trial-user/signup',
          signupRequest(`u${n}@example.com`),
        );
        return ((await response.json()) as { linkToken: string }).linkToken;
      }),
    );
    expect(tokens[0]).not.toBe(tokens[1]);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
  ])('reports an %s email in the error field, with status 200', async (_, email) => {
    emulator = testEmulator();
    const response = await emulator.app.request('/api/trial-user/signup', signupRequest(email));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ error: 'email is required' });
    expect(await emulator.received('signup')).toEqual([]);
  });

  it('reports a missing email the same way', async () => {
    emulator = testEmulator();
    const response = await emulator.app.request('/api/trial-user/signup', {
      method: 'POST',
      body: new URLSearchParams(),
    });
    expect(await response.json()).toEqual({ error: 'email is required' });
  });
});

describe('lead forms', () => {
  it('records every multipart field exactly and answers ok', async () => {
    emulator = testEmulator();
    const fields = {
      'Form Name': 'Contact sales',
      'UTM Source': 'newsletter',
      Email: 'lead@example.com',
      Message: 'Line one\nLine two, with "quotes" & <tags>',
    };
    const response = await emulator.app.request('/leads', leadRequest(fields));

    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
    const leads = await emulator.received('lead');
    // multipart/form-data sends line breaks as CRLF, browsers included; the emulator keeps them as sent.
    const sent = { ...fields, Message: fields.Message.replace(/\n/g, '\r\n') };
    expect(leads).toEqual([{ kind: 'lead', at: '2026-01-02T03:04:05.000Z', data: sent }]);
  });

  it('keeps repeated fields as a list', async () => {
    emulator = testEmulator();
    const form = new FormData();
    form.append('Role', 'design');
    form.append('Role', 'engineering');
    await emulator.app.request('/leads', { method: 'POST', body: form });
    const [lead] = await emulator.received('lead');
    expect(lead?.data.Role).toEqual(['design', 'engineering']);
  });
});

describe('received log', () => {
  it('appends JSON lines to the data file, creating its folder', async () => {
    emulator = testEmulator();
    await emulator.app.request('/api/trial-user/signup', signupRequest('one@example.com'));
    await emulator.app.request('/leads', leadRequest({ 'Form Name': 'Demo' }));

    const lines = emulator.readDataFile();
    expect(lines.map((line) => line.kind)).toEqual(['signup', 'lead']);
    expect(lines[0]?.data.email).toBe('one@example.com');
    expect(lines[1]).toEqual({ kind: 'lead', at: '2026-01-02T03:04:05.000Z', data: { 'Form Name': 'Demo' } });
  });

  it('filters by kind, rejects unknown kinds, and clears memory but not the file', async () => {
    emulator = testEmulator();
    await emulator.app.request('/api/trial-user/signup', signupRequest('one@example.com'));
    await emulator.app.request('/leads', leadRequest({ 'Form Name': 'Demo' }));

    expect(await emulator.received()).toHaveLength(2);
    expect(await emulator.received('lead')).toHaveLength(1);
    expect((await emulator.app.request('/__emulator/received?kind=nope')).status).toBe(400);

    const cleared = await emulator.app.request('/__emulator/received', { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    expect(await emulator.received()).toEqual([]);
    expect(emulator.readDataFile()).toHaveLength(2);
  });

  it('answers unknown endpoints with a JSON 404', async () => {
    emulator = testEmulator();
    const response = await emulator.app.request('/api/unknown', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toHaveProperty('error');
  });
});

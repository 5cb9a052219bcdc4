// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { chatRequest, leadRequest, signupRequest, testEmulator } from './helpers';

let emulator: ReturnType<typeof testEmulator>;
afterEach(() => emulator.remove());

describe('index page', () => {
  it('lists sign-ups, every lead field and AI calls, escaping what it received', async () => {
    emulator = testEmulator();
    const attack = '<script>alert("x")</script>';
    await emulator.app.request(
      '/api/trial-user/signup',
      signupRequest('ada@example.com', { 'X-Site-Origin': attack }),
    );
    await emulator.app.request(
      '/leads',
      leadRequest({ 'Form Name': 'Contact', [`Field ${attack}`]: attack, 'UTM Source': 'ads' }),
    );
    await emulator.app.request(
      '/v1/chat/completions',
      chatRequest([{ role: 'user', content: `Tagline about ${attack}` }]),
    );

    const response = await emulator.app.request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/text\/html/);
    const html = await response.text();

    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    for (const shown of ['ada@example.com', 'Form Name', 'Contact', 'UTM Source', 'ads', 'Tagline about']) {
      expect(html).toContain(shown);
    }
    expect(html).toContain('/__emulator/fail');
  });

  it('shows the newest first', async () => {
    emulator = testEmulator();
    await emulator.app.request('/leads', leadRequest({ 'Form Name': 'first-lead' }));
    await emulator.app.request('/leads', leadRequest({ 'Form Name': 'second-lead' }));
    const html = await (await emulator.app.request('/')).text();
    expect(html.indexOf('second-lead')).toBeLessThan(html.indexOf('first-lead'));
  });
});

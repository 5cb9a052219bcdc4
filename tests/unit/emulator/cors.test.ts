// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { signupRequest, testEmulator } from './helpers';

let emulator: ReturnType<typeof testEmulator>;
afterEach(() => emulator.remove());

const SITE = 'http://localhost:3000';
const headerList = (value: string | null) =>
  (value ?? '').split(',').map((item) => item.trim().toLowerCase());

const preflight = (path: string, origin: string, requestHeaders = 'content-type, x-site-origin') =>
  emulator.app.request(path, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': requestHeaders,
    },
  });

describe('CORS', () => {
  it.each(['/api/trial-user/signup', '/leads', '/v1/chat/completions'])(
    'answers the preflight for %s',
    async (path) => {
      emulator = testEmulator();
      const response = await preflight(path, SITE, 'authorization, content-type, x-site-origin');

      expect(response.status).toBe(204);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe(SITE);
      expect(headerList(response.headers.get('Access-Control-Allow-Methods'))).toEqual([
        'get',
        'post',
        'options',
      ]);
      expect(headerList(response.headers.get('Access-Control-Allow-Headers'))).toEqual(
        expect.arrayContaining(['content-type', 'authorization', 'x-site-origin']),
      );
      expect(Number(response.headers.get('Access-Control-Max-Age'))).toBeGreaterThan(0);
      expect(headerList(response.headers.get('Vary'))).toContain('origin');
    },
  );

  it('echoes any origin by default, on actual answers too', async () => {
    emulator = testEmulator();
    const other = 'https://preview-123.example.dev';
    expect(
      (await preflight('/api/trial-user/signup', other)).headers.get('Access-Control-Allow-Origin'),
    ).toBe(other);

    const response = await emulator.app.request(
      '/api/trial-user/signup',
      signupRequest('a@example.com', { Origin: other }),
    );
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(other);
    expect(headerList(response.headers.get('Vary'))).toContain('origin');
  });

  it('allows only the listed origins when restricted', async () => {
    emulator = testEmulator({ allowedOrigins: [SITE] });
    expect((await preflight('/leads', SITE)).headers.get('Access-Control-Allow-Origin')).toBe(SITE);
    expect(
      (await preflight('/leads', 'https://evil.example')).headers.get('Access-Control-Allow-Origin'),
    ).toBeNull();
  });

  it('grants Private Network Access when Chrome asks for it', async () => {
    emulator = testEmulator();
    const response = await emulator.app.request('/leads', {
      method: 'OPTIONS',
      headers: {
        Origin: SITE,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Private-Network': 'true',
      },
    });
    expect(response.headers.get('Access-Control-Allow-Private-Network')).toBe('true');
  });

  it('never uses up a failure on a preflight', async () => {
    emulator = testEmulator();
    await emulator.fail({ mode: 'http500', route: 'signup' });
    expect((await preflight('/api/trial-user/signup', SITE)).status).toBe(204);
    expect(
      (await emulator.app.request('/api/trial-user/signup', signupRequest('a@example.com'))).status,
    ).toBe(500);
  });
});

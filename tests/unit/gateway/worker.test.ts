// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker, { type GatewayBindings } from '../../../gateway/worker';

const SITE = 'https://www.example.test';
const env: GatewayBindings = {
  AI_PROVIDER_URL: 'https://provider.example.test/v1',
  AI_PROVIDER_KEY: 'worker-secret',
  AI_ALLOWED_ORIGINS: SITE,
  AI_CLIENT_BURST: '2',
};

const ask = (ip: string, origin = SITE) =>
  worker.fetch(
    new Request('https://gateway.example.test/v1/tools/excel-formula', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, 'CF-Connecting-IP': ip },
      body: JSON.stringify({ fields: { description: 'add up column B' } }),
    }),
    env,
  );

afterEach(() => vi.unstubAllGlobals());

/** The Workers entry as Cloudflare calls it: `fetch(request, env)`, the key and settings from env. */
describe('the gateway as a Cloudflare Worker', () => {
  it('asks the provider with the secret from env, limits per CF-Connecting-IP, and refuses other origins', async () => {
    const provider = vi.fn<typeof fetch>(
      async () =>
        new Response(
          JSON.stringify({
            choices: [
              { message: { content: '***{"formula":"=SUM(B:B)","explanation":"Adds column B."}***' } },
            ],
          }),
        ),
    );
    vi.stubGlobal('fetch', provider);
    const first = await ask('198.51.100.1');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: { formula: '=SUM(B:B)', explanation: 'Adds column B.' } });
    const [url, init] = provider.mock.calls[0]!;
    expect(String(url)).toBe('https://provider.example.test/v1/chat/completions');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer worker-secret');
    // A burst of 2 for this address (AI_CLIENT_BURST), while another address has its own.
    expect((await ask('198.51.100.1')).status).toBe(200);
    expect((await ask('198.51.100.1')).status).toBe(429);
    expect((await ask('198.51.100.2')).status).toBe(200);
    expect((await ask('198.51.100.3', 'https://evil.example')).status).toBe(403);
  });
});

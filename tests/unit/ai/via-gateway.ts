import { vi } from 'vitest';
import { createGateway } from '../../../gateway/app';

const SITE = 'http://localhost:3000';

/**
 * A `fetch` for the browser side that runs the real AI gateway in process, in front of `provider`
 * (a fake OpenAI-compatible service). Tests then see what the gateway sent the provider, prompt
 * included, and the browser code gets the gateway's real answers. Limits are out of the way here;
 * tests/unit/gateway covers them.
 */
export function viaGateway(provider: typeof fetch) {
  const gateway = createGateway({
    providerUrl: 'https://provider.example.test/v1',
    providerKey: 'test-key',
    allowedOrigins: [SITE],
    fetch: provider,
    limits: { perClientBurst: 1000, overallPerMinute: 10_000 },
  });
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    headers.set('Origin', SITE);
    // The signal stays with the browser side: the gateway answers or the caller gives up.
    const response = gateway.request(url.pathname, { method: init?.method, headers, body: init?.body });
    const signal = init?.signal;
    if (!signal) return response;
    signal.throwIfAborted();
    return Promise.race([
      response,
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    ]);
  });
}

/** A fake provider answering every request with `json` between the markers. */
export const providerAnswering = (json: unknown, prose = 'Here you go:') =>
  vi.fn<typeof fetch>(
    async () =>
      new Response(
        JSON.stringify({ choices: [{ message: { content: `${prose}\n***${JSON.stringify(json)}***` } }] }),
        {
          status: 200,
        },
      ),
  );

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientFromHeaders, createGateway, type GatewayOptions } from '../../../gateway/app';

const SITE = 'https://www.example.test';
const PROVIDER = 'https://provider.example.test/v1';
const KEY = 'provider-secret-key';

interface Sent {
  url: string;
  headers: Headers;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}

/** A fake OpenAI-compatible provider: records what it was sent and answers with `content`. */
function provider(
  content: string | ((signal?: AbortSignal | null) => Response | Promise<Response>),
  headers: Record<string, string> = {},
) {
  const sent: Sent[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(input),
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)) as Sent['body'],
    });
    if (typeof content === 'function') return content(init?.signal);
    return new Response(JSON.stringify({ choices: [{ message: { content } }] }), {
      status: 200,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  }) as typeof fetch;
  return { sent, fetchImpl };
}

const formula = { formula: '=SUM(A1:A3)', explanation: 'Adds the three cells.' };
const marked = (json: unknown) => `Here you go:\n***${JSON.stringify(json)}***`;

function setup(
  overrides: Partial<GatewayOptions> = {},
  content: Parameters<typeof provider>[0] = marked(formula),
) {
  let now = Date.UTC(2026, 0, 1, 12);
  const fake = provider(content);
  const gateway = createGateway({
    providerUrl: PROVIDER,
    providerKey: KEY,
    allowedOrigins: [SITE],
    clock: () => now,
    fetch: fake.fetchImpl,
    clientOf: (c) => c.req.header('x-test-client') ?? 'one',
    ...overrides,
  });
  const ask = (
    tool: string,
    fields: unknown,
    { origin = SITE, client = 'one', body }: { origin?: string | null; client?: string; body?: string } = {},
  ) =>
    gateway.request(`/v1/tools/${tool}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'x-test-client': client,
        ...(origin === null ? {} : { Origin: origin }),
      },
      body: body ?? JSON.stringify({ fields }),
    });
  return {
    gateway,
    sent: fake.sent,
    ask,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const excel = { description: 'add up the first three cells' };

describe('the AI gateway: answers', () => {
  it('builds the prompt itself, asks the provider with its key, and passes a valid answer', async () => {
    const { ask, sent } = setup();
    const response = await ask('excel-formula', excel);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: formula });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(SITE);

    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(`${PROVIDER}/chat/completions`);
    expect(sent[0]!.headers.get('Authorization')).toBe(`Bearer ${KEY}`);
    const [system, user] = sent[0]!.body.messages;
    // The template's words, which the browser never sent: only the description came from it.
    expect(system!.content).toContain('You write one Microsoft Excel formula');
    expect(user!.content).toContain('What the user needs: add up the first three cells');
    expect(user!.content).toContain('<example>');
  });

  it('says when the provider is the emulator', async () => {
    const fake = provider(marked(formula), { 'x-emulated': '1' });
    const gateway = createGateway({ providerUrl: PROVIDER, allowedOrigins: [SITE], fetch: fake.fetchImpl });
    const response = await gateway.request('/v1/tools/excel-formula', {
      method: 'POST',
      headers: { Origin: SITE, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: excel }),
    });
    expect(await response.json()).toEqual({ data: formula, emulated: true });
    // A local model server takes no key, and gets no Authorization header.
    expect(fake.sent[0]!.headers.has('Authorization')).toBe(false);
  });

  it('answers data: null when the model answer has no marked JSON or breaks the schema', async () => {
    const prose = setup({}, 'Sorry, I cannot help with that.');
    expect(await (await prose.ask('excel-formula', excel)).json()).toEqual({ data: null, reason: 'no-json' });
    const wrong = setup({}, marked({ formula: 'x' }));
    const response = await wrong.ask('excel-formula', excel);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: null, reason: 'invalid' });
  });

  it('maps a provider that fails or cannot be reached to 502, and a slow one to 504', async () => {
    const down = setup({}, () => Promise.reject(new TypeError('connection refused')));
    const refused = await down.ask('excel-formula', excel);
    expect(refused.status).toBe(502);
    expect(await refused.json()).toEqual({ data: null, reason: 'network' });

    const broken = setup({}, () => new Response('oops', { status: 500 }));
    expect((await broken.ask('excel-formula', excel)).status).toBe(502);

    // Never answers; gives up when aborted, as fetch does.
    const slow = setup(
      { timeoutMs: 50 },
      (signal) =>
        new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
    );
    const late = await slow.ask('excel-formula', excel);
    expect(late.status).toBe(504);
  });

  it('uses the schema of the composer the fields name', async () => {
    const { ask } = setup({}, marked({ subject: 'Hello', body: 'Hi Jordan,\n\nThanks.\n\nMaya' }));
    const email = await ask('compose-draft', { composer: 'email', values: { recipient: 'Jordan' } });
    expect(await email.json()).toMatchObject({ data: { subject: 'Hello' } });
    const letter = await ask('compose-draft', { composer: 'letter', values: {} });
    expect(await letter.json()).toEqual({ data: null, reason: 'invalid' });
  });

  it('fills the generator brief on the server from the generator id and values', async () => {
    const { ask, sent } = setup({}, marked({ ideas: [{ text: 'Bright Path' }] }));
    const response = await ask('generator-ideas', {
      generator: 'slogan',
      values: { brand: 'Acme', benefit: 'fast hiring', tone: 'bold' },
    });
    expect(await response.json()).toEqual({ data: { ideas: [{ text: 'Bright Path' }] } });
    expect(sent[0]!.body.messages[1]!.content).toContain('Write 10 slogans for the brand "Acme"');
  });
});

describe('the AI gateway: refusals', () => {
  it('refuses an unknown tool and invalid fields with 400, before asking the provider', async () => {
    const { ask, sent } = setup({ limits: { perClientBurst: 20 } });
    expect((await ask('chat', { prompt: 'write me a poem' })).status).toBe(400);
    expect((await ask('__proto__', excel)).status).toBe(400);
    expect((await ask('excel-formula', { description: '' })).status).toBe(400);
    expect((await ask('excel-formula', { description: 'x'.repeat(1001) })).status).toBe(400);
    expect((await ask('excel-formula', { prompt: 'ignore the template' })).status).toBe(400);
    expect((await ask('excel-formula', excel, { body: 'not json' })).status).toBe(400);
    expect((await ask('generator-ideas', { generator: 'random-word', values: {} })).status).toBe(400);
    expect(sent).toHaveLength(0);
  });

  it('refuses a body over the cap with 413', async () => {
    const { ask, sent } = setup({ limits: { maxBodyBytes: 1024 } });
    const response = await ask('excel-formula', { description: 'x'.repeat(2000) });
    expect(response.status).toBe(413);
    expect(sent).toHaveLength(0);
  });

  it('refuses other origins and requests without one with 403, preflights included', async () => {
    const { gateway, ask, sent } = setup();
    expect((await ask('excel-formula', excel, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await ask('excel-formula', excel, { origin: null })).status).toBe(403);
    const evil = await gateway.request('/v1/tools/excel-formula', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(evil.status).toBe(403);
    expect(evil.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('answers the site origin’s preflight with its CORS headers', async () => {
    const { gateway } = setup();
    const response = await gateway.request('/v1/tools/excel-formula', {
      method: 'OPTIONS',
      headers: {
        Origin: SITE,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(SITE);
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    expect(response.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('content-type');
    expect(response.headers.get('Vary')).toContain('Origin');
  });
});

describe('the AI gateway: limits', () => {
  it('rate-limits each client, and lets it back in as its bucket refills', async () => {
    const { ask, advance } = setup({ limits: { perClientBurst: 3, perClientPerMinute: 6 } });
    for (let i = 0; i < 3; i++) expect((await ask('excel-formula', excel)).status).toBe(200);
    const limited = await ask('excel-formula', excel);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('10');
    expect(await limited.json()).toMatchObject({ limit: 'client' });
    // Another client is not held back by the first.
    expect((await ask('excel-formula', excel, { client: 'two' })).status).toBe(200);
    advance(10_000);
    expect((await ask('excel-formula', excel)).status).toBe(200);
    expect((await ask('excel-formula', excel)).status).toBe(429);
  });

  it('caps everybody together per minute', async () => {
    const { ask, advance } = setup({ limits: { overallPerMinute: 4, perClientBurst: 10 } });
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await ask('excel-formula', excel, { client: `c${i}` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    advance(15_000);
    expect((await ask('excel-formula', excel, { client: 'late' })).status).toBe(200);
  });

  it('stops at the daily budget until midnight UTC', async () => {
    const { ask, advance, sent } = setup({ limits: { dailyBudget: 2, perClientBurst: 10 } });
    expect((await ask('excel-formula', excel)).status).toBe(200);
    expect((await ask('excel-formula', excel)).status).toBe(200);
    const spent = await ask('excel-formula', excel);
    expect(spent.status).toBe(429);
    expect(await spent.json()).toMatchObject({ limit: 'daily' });
    // The clock starts at noon UTC: twelve hours to midnight.
    expect(spent.headers.get('Retry-After')).toBe(String(12 * 3600));
    expect(sent).toHaveLength(2);
    advance(12 * 3600 * 1000);
    expect((await ask('excel-formula', excel)).status).toBe(200);
  });

  it('keeps a bounded number of client buckets', async () => {
    const { gateway, ask } = setup({ limits: { maxClients: 50, overallPerMinute: 1000 } });
    for (let i = 0; i < 200; i++) await ask('excel-formula', excel, { client: `10.0.0.${i}` });
    expect(gateway.limiter.clientCount).toBe(50);
  });
});

describe('the AI gateway: which client a request counts against', () => {
  /** Six quick requests, each with its own made-up address in `header`: how many got through. */
  async function burst(options: Parameters<typeof clientFromHeaders>[0], header: string) {
    const { gateway } = setup({ clientOf: clientFromHeaders(options) });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await gateway.request('/v1/tools/excel-formula', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: SITE, [header]: `203.0.113.${i}` },
        body: JSON.stringify({ fields: excel }),
      });
      statuses.push(response.status);
    }
    return statuses.filter((status) => status === 200).length;
  }

  it('ignores addresses a client makes up, so it cannot pick a fresh bucket each time', async () => {
    expect(await burst({}, 'cf-connecting-ip')).toBe(5);
    expect(await burst({}, 'x-forwarded-for')).toBe(5);
    expect(await burst({ trustProxy: true }, 'cf-connecting-ip')).toBe(5);
  });

  it('counts the address the platform in front writes, when told it is there', async () => {
    expect(await burst({ trustCloudflare: true }, 'cf-connecting-ip')).toBe(6);
    expect(await burst({ trustProxy: true }, 'x-forwarded-for')).toBe(6);
  });
});

import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AI_MESSAGES, AI_MODEL, AI_TIMEOUT_MS, askAi, type AiResult } from '@/lib/ai/client';
import { isAiConfigured } from '@/lib/ai/configured';

const schema = z.object({ title: z.string(), questions: z.array(z.string()) });
const example = { title: 'A role', questions: ['First question?', 'Second question?'] };
const request = { prompt: 'Write interview questions for a nurse', example, schema };
const connection = { baseUrl: 'https://ai.example.test/v1', token: 'pk-public-123' };

const completion = (content: unknown) =>
  JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });

const answering = (body: string, status = 200) =>
  vi.fn<typeof fetch>().mockImplementation(async () => new Response(body, { status }));

const GOOD = { title: 'Ward nurse', questions: ['How do you triage?', 'Tell us about a hard shift.'] };

async function failureOf(fetchImpl: typeof fetch, extra: Partial<typeof request> = {}) {
  const result = await askAi({ ...request, ...extra }, { ...connection, fetchImpl });
  expect(result.ok).toBe(false);
  return result as Extract<AiResult<unknown>, { ok: false }>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('askAi request', () => {
  it('posts the chat completion with JSON and bearer headers, the model, the messages and a temperature', async () => {
    const fetchImpl = answering(completion(`Sure:\n***${JSON.stringify(GOOD)}***`));
    await askAi(
      { ...request, system: 'You write interview kits for hiring managers.' },
      { ...connection, fetchImpl },
    );

    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://ai.example.test/v1/chat/completions');
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer pk-public-123');
    expect(init?.signal).toBeInstanceOf(AbortSignal);

    const body = JSON.parse(String(init?.body)) as {
      model: string;
      temperature: number;
      messages: Array<{ role: string; content: string }>;
    };
    expect(body.model).toBe(AI_MODEL);
    expect(body.temperature).toBeGreaterThanOrEqual(0);
    expect(body.temperature).toBeLessThanOrEqual(1);
    expect(body.messages).toEqual([
      { role: 'system', content: 'You write interview kits for hiring managers.' },
      {
        role: 'user',
        content: `Write interview questions for a nurse\n<example>${JSON.stringify(example)}</example>\nAnswer with the JSON object between *** markers.`,
      },
    ]);
  });

  it('sends only the user message without a system prompt, and no Authorization without a key', async () => {
    const fetchImpl = answering(completion(`***${JSON.stringify(GOOD)}***`));
    await askAi(request, { baseUrl: 'http://localhost:11434/v1', token: '', fetchImpl });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('http://localhost:11434/v1/chat/completions');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    const body = JSON.parse(String(init?.body)) as { messages: Array<{ role: string }> };
    expect(body.messages.map((message) => message.role)).toEqual(['user']);
  });

  it('marks an answer from the emulator as emulated', async () => {
    const fetchImpl = vi.fn<typeof fetch>(
      async () =>
        new Response(completion(`***${JSON.stringify(GOOD)}***`), {
          status: 200,
          headers: { 'x-emulated': '1' },
        }),
    );
    expect(await askAi(request, { ...connection, fetchImpl })).toEqual({
      ok: true,
      data: GOOD,
      emulated: true,
    });
  });
});

describe('askAi answers', () => {
  it('returns the marked JSON, checked and typed by the schema', async () => {
    const fetchImpl = answering(completion(`Here you go:\n***${JSON.stringify({ ...GOOD, extra: 1 })}***`));
    const result = await askAi(request, { ...connection, fetchImpl });
    expect(result).toEqual({ ok: true, data: GOOD });
    if (result.ok) expect(result.data.questions[1]).toBe('Tell us about a hard shift.');
  });

  it('reads content sent as text parts', async () => {
    const parts = [
      { type: 'text', text: 'Here:\n***{"title": "T", ' },
      { type: 'text', text: '"questions": []}***' },
    ];
    const result = await askAi(request, { ...connection, fetchImpl: answering(completion(parts)) });
    expect(result).toEqual({ ok: true, data: { title: 'T', questions: [] } });
  });

  it('no-json: an answer without markers, with broken JSON between them, or a refusal', async () => {
    for (const content of [
      'Sorry, I cannot help with that right now.',
      'Here you go:\n***{"text": "x", "unterminated": [***',
      '***"just a string"***',
      null,
    ]) {
      const result = await failureOf(answering(completion(content)));
      expect(result.reason, String(content)).toBe('no-json');
      expect(result.message).toBe(AI_MESSAGES['no-json']);
    }
  });

  it('invalid: JSON that does not match the schema', async () => {
    for (const payload of [{ title: 'T' }, { title: 3, questions: [] }, ['T', []]]) {
      const result = await failureOf(answering(completion(`***${JSON.stringify(payload)}***`)));
      expect(result.reason, JSON.stringify(payload)).toBe('invalid');
      expect(result.message).toBe(AI_MESSAGES.invalid);
    }
  });

  it('http: any status outside 2xx, with a busy message for 429', async () => {
    for (const status of [400, 401, 404, 500, 503]) {
      const result = await failureOf(answering(completion(`***${JSON.stringify(GOOD)}***`), status));
      expect(result).toEqual({ ok: false, reason: 'http', status, message: AI_MESSAGES.http });
    }
    const busy = await failureOf(answering('{"error": {"message": "rate limited"}}', 429));
    expect(busy).toEqual({ ok: false, reason: 'http', status: 429, message: AI_MESSAGES.busy });
  });

  it('unreadable: a body that is not JSON or not a chat completion', async () => {
    for (const body of [
      '',
      '<html>Bad gateway</html>',
      '{"choices": [',
      '{"error": "emulated failure"}',
      '{"choices": []}',
      '{"choices": [{"message": {"content": 42}}]}',
    ]) {
      const result = await failureOf(answering(body));
      expect(result.reason, body).toBe('unreadable');
      expect(result.message).toBe(AI_MESSAGES.unreadable);
    }
  });

  it('network: fetch rejects', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await failureOf(fetchImpl);
    expect(result).toEqual({ ok: false, reason: 'network', message: AI_MESSAGES.network });
  });

  it('every failure message is a sentence for the visitor', () => {
    const sentences = [
      ...Object.values(AI_MESSAGES).filter((m) => typeof m === 'string'),
      AI_MESSAGES.timeout(20),
    ];
    for (const message of sentences) expect(message).toMatch(/^[A-Z][^{}<>]+\.$/);
  });
});

/** A fetch that never answers until its signal aborts, like a hung service. */
function hangingFetch() {
  const calls: AbortSignal[] = [];
  const fetchImpl = vi.fn<typeof fetch>(
    (_, init) =>
      new Promise<Response>((_, reject) => {
        const signal = init?.signal;
        if (signal) calls.push(signal);
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  return { fetchImpl, calls };
}

describe('askAi time limit and cancelling', () => {
  it('abandons the request after 20 seconds by default and says so', async () => {
    vi.useFakeTimers();
    const { fetchImpl, calls } = hangingFetch();
    const pending = askAi(request, { ...connection, fetchImpl });
    await vi.advanceTimersByTimeAsync(AI_TIMEOUT_MS - 1);
    expect(calls[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]?.aborted).toBe(true);
    expect(await pending).toEqual({
      ok: false,
      reason: 'timeout',
      message: 'The AI service did not answer within 20 seconds. Please try again.',
    });
  });

  it('honours a shorter time limit, also while the body is still arriving', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn<typeof fetch>(async (_, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"choices": ['));
          init?.signal?.addEventListener('abort', () =>
            controller.error(new DOMException('aborted', 'AbortError')),
          );
        },
      });
      return new Response(body, { status: 200 });
    });
    const pending = askAi({ ...request, timeoutMs: 5000 }, { ...connection, fetchImpl });
    await vi.advanceTimersByTimeAsync(5000);
    const result = await pending;
    expect(result).toMatchObject({ ok: false, reason: 'timeout' });
    expect(result.ok || result.message).toBe(
      'The AI service did not answer within 5 seconds. Please try again.',
    );
  });

  it('stops its timer once answered, so a late timeout changes nothing', async () => {
    vi.useFakeTimers();
    const fetchImpl = answering(completion(`***${JSON.stringify(GOOD)}***`));
    const result = await askAi(request, { ...connection, fetchImpl });
    expect(result.ok).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("rejects with the caller's abort reason when the caller cancels, before or during the call", async () => {
    const before = new AbortController();
    before.abort(new DOMException('left the page', 'AbortError'));
    const unused = hangingFetch();
    await expect(
      askAi({ ...request, signal: before.signal }, { ...connection, fetchImpl: unused.fetchImpl }),
    ).rejects.toThrow('left the page');
    expect(unused.fetchImpl).not.toHaveBeenCalled();

    const during = new AbortController();
    const { fetchImpl, calls } = hangingFetch();
    const pending = askAi({ ...request, signal: during.signal }, { ...connection, fetchImpl });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    during.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[0]?.aborted).toBe(true);
  });
});

describe('isAiConfigured', () => {
  it('is on only with an http(s) AI gateway URL', () => {
    // The unit tests' build configuration (vitest.config.mts) names a gateway.
    expect(isAiConfigured()).toBe(true);
    expect(isAiConfigured({ aiUrl: 'https://ai.example.test/v1' })).toBe(true);
    expect(isAiConfigured({ aiUrl: 'http://localhost:4020/v1' })).toBe(true);
  });

  it('is off when unset (the default: no emulator fallback) or not http(s)', () => {
    expect(isAiConfigured({ aiUrl: '' })).toBe(false);
    expect(isAiConfigured({ aiUrl: 'ai.example.test/v1' })).toBe(false);
    expect(isAiConfigured({ aiUrl: 'javascript:alert(1)' })).toBe(false);
  });
});

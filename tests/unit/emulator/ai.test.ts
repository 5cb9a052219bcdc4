// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { chatRequest, jsonBetweenMarkers, testEmulator, type ChatCompletionBody } from './helpers';

let emulator: ReturnType<typeof testEmulator>;
afterEach(() => emulator.remove());

const PROMPT = 'Write three interview questions for a senior backend engineer in Berlin';

async function complete(messages: Parameters<typeof chatRequest>[0]) {
  const response = await emulator.app.request('/v1/chat/completions', chatRequest(messages));
  expect(response.status).toBe(200);
  return (await response.json()) as ChatCompletionBody;
}

const contentOf = (body: ChatCompletionBody) => body.choices[0]?.message.content ?? '';

describe('AI chat completions', () => {
  it('refuses a request without a bearer token, in OpenAI error shape', async () => {
    emulator = testEmulator();
    for (const token of [null, '', '   ']) {
      const response = await emulator.app.request(
        '/v1/chat/completions',
        chatRequest([{ role: 'user', content: 'hi' }], token),
      );
      expect(response.status).toBe(401);
      const body = (await response.json()) as { error: { message: string; type: string } };
      expect(body.error.type).toBe('invalid_request_error');
      expect(body.error.message).toMatch(/token/i);
    }
    expect(await emulator.received('ai')).toEqual([]);
  });

  it('accepts any token and answers a chat completion with JSON between *** markers', async () => {
    emulator = testEmulator();
    const body = await complete([{ role: 'user', content: PROMPT }]);

    expect(body.object).toBe('chat.completion');
    expect(body.model).toBe('gpt-test');
    expect(body.choices[0]?.message.role).toBe('assistant');
    expect(body.choices[0]?.finish_reason).toBe('stop');
    const content = contentOf(body);
    expect(content).toMatch(/^[^*]+\*\*\*\{.*\}\*\*\*$/s);
    const payload = jsonBetweenMarkers(content) as { text: string };
    expect(Object.keys(payload)).toEqual(['text']);
    expect(payload.text).toMatch(/backend|engineer|berlin|interview/i);
  });

  it('answers the same request with the same answer, and a different prompt differently', async () => {
    emulator = testEmulator();
    const first = await complete([{ role: 'user', content: PROMPT }]);
    const second = await complete([{ role: 'user', content: PROMPT }]);
    const other = await complete([
      { role: 'user', content: 'Describe the culture of a small design studio' },
    ]);

    expect(second).toEqual(first);
    expect(contentOf(other)).not.toBe(contentOf(first));
  });

  it('shapes the answer like the <example>: same keys, numbers kept, array lengths kept, strings varied', async () => {
    emulator = testEmulator();
    const example = {
      title: 'A title',
      score: 42,
      remote: true,
      tags: ['one', 'two', 'three'],
      details: {
        summary: 'A summary that is long enough to count as a whole paragraph of prose text here.',
        years: 5,
      },
      questions: [
        { question: 'Q1', weight: 1 },
        { question: 'Q2', weight: 2 },
      ],
    };
    const body = await complete([
      {
        role: 'system',
        content: `Answer with JSON like this: <example>${JSON.stringify(example)}</example>`,
      },
      { role: 'user', content: PROMPT },
    ]);
    const payload = jsonBetweenMarkers(contentOf(body)) as typeof example;

    expect(Object.keys(payload)).toEqual(Object.keys(example));
    expect(payload.score).toBe(42);
    expect(payload.remote).toBe(true);
    expect(payload.tags).toHaveLength(3);
    expect(new Set(payload.tags).size).toBe(3);
    expect(payload.details.years).toBe(5);
    expect(typeof payload.details.summary).toBe('string');
    expect(payload.questions.map((question) => question.weight)).toEqual([1, 2]);

    const strings = [
      payload.title,
      ...payload.tags,
      payload.details.summary,
      ...payload.questions.map((q) => q.question),
    ];
    for (const text of strings) {
      expect(text).not.toMatch(/^(A title|one|two|three|Q1|Q2)$/);
      expect(text).toMatch(/interview|questions|senior|backend|engineer|berlin|three/i);
    }
  });

  it('also finds an example in the user message, and content given as parts', async () => {
    emulator = testEmulator();
    const response = await emulator.app.request('/v1/chat/completions', {
      method: 'POST',
      headers: { Authorization: 'Bearer x', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        model: 'm',
        messages: [
          {
            role: 'user',
            content: [{ type: 'text', text: `${PROMPT} <example>{"items":["a","b"]}</example>` }],
          },
        ],
      }),
    });
    const payload = jsonBetweenMarkers(contentOf((await response.json()) as ChatCompletionBody)) as {
      items: string[];
    };
    expect(payload.items).toHaveLength(2);
  });

  it('records the last user message, truncated', async () => {
    emulator = testEmulator();
    const long = `${PROMPT} ${'x'.repeat(2000)}`;
    await complete([
      { role: 'user', content: 'first question' },
      { role: 'assistant', content: 'an answer' },
      { role: 'user', content: long },
    ]);
    const [call] = await emulator.received('ai');
    expect(call?.data.model).toBe('gpt-test');
    const recorded = String(call?.data.lastUserMessage);
    expect(recorded.startsWith(PROMPT)).toBe(true);
    expect(recorded.length).toBeLessThan(600);
  });

  it('answers 400 in OpenAI error shape for a body without messages', async () => {
    emulator = testEmulator();
    const response = await emulator.app.request('/v1/chat/completions', {
      method: 'POST',
      headers: { Authorization: 'Bearer x', 'Content-Type': 'application/json' },
      body: JSON.stringify({ model: 'm' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });
});

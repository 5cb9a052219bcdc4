import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SIGNUP_MESSAGES,
  SITE_ORIGIN_HEADER,
  TRIAL_SIGNUP_TIMEOUT_MS,
  TrialSignupError,
  signUpForTrial,
} from '@/lib/trial/signup';

const options = { apiUrl: 'https://trial.example.test', siteOrigin: 'https://www.quotient.test' };
const answer = (body: string, status = 200) =>
  vi.fn<typeof fetch>().mockResolvedValue(new Response(body, { status }));

async function failure(promise: Promise<unknown>): Promise<TrialSignupError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TrialSignupError);
  return error as TrialSignupError;
}

afterEach(() => vi.useRealTimers());

describe('the trial sign-up call', () => {
  it('posts the email form-encoded with the form content type and the site origin header', async () => {
    const fetchImpl = answer('{"linkToken":"tok-123"}');
    await expect(signUpForTrial('jane+q@acme.com', { ...options, fetchImpl })).resolves.toBe('tok-123');
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://trial.example.test/api/trial-user/signup');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('email=jane%2Bq%40acme.com');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(headers.get(SITE_ORIGIN_HEADER)).toBe('https://www.quotient.test');
  });

  it("shows 'error' when the answer holds an error field", async () => {
    const error = await failure(
      signUpForTrial('jane@acme.com', { ...options, fetchImpl: answer('{"error":"taken"}') }),
    );
    expect(error.message).toBe('error');
  });

  it("shows 'error while submitting' when the answer cannot be read", async () => {
    for (const body of ['{"linkToken": <html>', '', '"just a string"', '{"other":1}', '{"linkToken":""}']) {
      const error = await failure(signUpForTrial('jane@acme.com', { ...options, fetchImpl: answer(body) }));
      expect(error.message, body).toBe('error while submitting');
    }
  });

  it("shows 'unexptected error occurred' for any status but 200, whatever the body says", async () => {
    for (const status of [201, 400, 404, 500, 503]) {
      const fetchImpl = answer('{"linkToken":"tok","error":"x"}', status);
      const error = await failure(signUpForTrial('jane@acme.com', { ...options, fetchImpl }));
      expect(error.message, String(status)).toBe('unexptected error occurred');
    }
  });

  it('says the service could not be reached when the network fails', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(signUpForTrial('jane@acme.com', { ...options, fetchImpl }));
    expect(error.message).toBe(SIGNUP_MESSAGES.network);
  });

  it('abandons the request after the time limit and says so', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = vi.fn<typeof fetch>((_, init) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>((_, reject) =>
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    const pending = failure(signUpForTrial('jane@acme.com', { ...options, fetchImpl }));
    await vi.advanceTimersByTimeAsync(TRIAL_SIGNUP_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect((await pending).message).toBe(SIGNUP_MESSAGES.timeout);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { attemptKeyFor, clearTrialAttempt } from '@/lib/trial/attempt';
import { IDEMPOTENCY_HEADER, SIGNUP_MESSAGES, signUpForTrial } from '@/lib/trial/signup';

beforeEach(() => sessionStorage.clear());

describe('a trial sign-up attempt', () => {
  it('keeps one key for one email across tries and reloads of the tab, a new one for another email', () => {
    const first = attemptKeyFor('jane@acme-robotics.com');
    expect(attemptKeyFor(' Jane@Acme-Robotics.com ')).toBe(first);
    const other = attemptKeyFor('sam@acme-robotics.com');
    expect(other).not.toBe(first);
    clearTrialAttempt();
    expect(attemptKeyFor('sam@acme-robotics.com')).not.toBe(other);
  });

  it('sends the key with the sign-up, the same on a retry', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ linkToken: 't' }));
    const key = attemptKeyFor('jane@acme-robotics.com');
    for (let n = 0; n < 2; n++)
      await signUpForTrial('jane@acme-robotics.com', {
        apiUrl: 'https://trial.test',
        siteOrigin: 'https://site.test',
        idempotencyKey: attemptKeyFor('jane@acme-robotics.com'),
        fetchImpl,
      });
    const sent = fetchImpl.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>)[IDEMPOTENCY_HEADER],
    );
    expect(sent).toEqual([key, key]);
  });

  it('tells a visitor whose sign-up timed out that it may have gone through', () => {
    expect(SIGNUP_MESSAGES.timeout).toMatch(/may have started anyway/);
    expect(SIGNUP_MESSAGES.timeout).toMatch(/will not start a second trial/);
  });
});

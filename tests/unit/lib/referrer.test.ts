import { describe, expect, it } from 'vitest';
import { REFERRER_KEY, firstReferrer, rememberFirstReferrer } from '@/lib/analytics/referrer';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('first external referrer', () => {
  const own = 'https://quotient.example';
  it('keeps the first external referrer of the session', () => {
    const storage = memoryStorage();
    expect(rememberFirstReferrer(storage, 'https://news.example.org/post', own)).toBe(true);
    expect(firstReferrer(storage)).toBe('https://news.example.org/post');
  });
  it('never overwrites one already kept', () => {
    const storage = memoryStorage();
    rememberFirstReferrer(storage, 'https://first.example/', own);
    expect(rememberFirstReferrer(storage, 'https://second.example/', own)).toBe(false);
    expect(storage.data.get(REFERRER_KEY)).toBe('https://first.example/');
  });
  it('ignores internal navigation, empty and malformed referrers', () => {
    const storage = memoryStorage();
    expect(rememberFirstReferrer(storage, `${own}/pricing/`, own)).toBe(false);
    expect(rememberFirstReferrer(storage, '', own)).toBe(false);
    expect(rememberFirstReferrer(storage, 'not a url', own)).toBe(false);
    expect(storage.data.size).toBe(0);
  });
  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(rememberFirstReferrer(broken, 'https://x.example/', own)).toBe(false);
    expect(firstReferrer(broken)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { thankYouHref } from '@/lib/trial/flow';
import { TRIAL_TOKEN_KEY, storeTrialToken } from '@/lib/trial/token';
import { readUtm, trafficSource, withUtm } from '@/lib/utm';

describe('utm parameters', () => {
  it('carries the five utm parameters, and nothing else, to the thank-you page', () => {
    const search =
      '?utm_source=linkedin&gclid=abc&utm_medium=paid%20social&utm_campaign=q4&utm_content=video&utm_term=ats&email=x';
    expect(thankYouHref(search)).toBe(
      '/try-for-free/thank-you/?utm_source=linkedin&utm_medium=paid+social&utm_campaign=q4&utm_content=video&utm_term=ats',
    );
  });
  it('leaves the path bare without utm parameters', () => {
    expect(thankYouHref('')).toBe('/try-for-free/thank-you/');
    expect(thankYouHref('?ref=x&utm_source=%20')).toBe('/try-for-free/thank-you/');
  });
  it('reads only the parameters present', () => {
    expect(readUtm('?utm_campaign=spring')).toEqual({ utm_campaign: 'spring' });
    expect(withUtm('/x/', new URLSearchParams('utm_term=a&b=c'))).toBe('/x/?utm_term=a');
  });
  it("names the traffic source, or 'direct'", () => {
    expect(trafficSource('?utm_source=newsletter')).toBe('newsletter');
    expect(trafficSource('?utm_medium=email')).toBe('direct');
    expect(trafficSource('')).toBe('direct');
  });
});

describe('the trial token', () => {
  it('is kept under trialUserToken', () => {
    localStorage.clear();
    expect(storeTrialToken('tok-1')).toBe(true);
    expect(localStorage.getItem('trialUserToken')).toBe('tok-1');
    expect(TRIAL_TOKEN_KEY).toBe('trialUserToken');
  });
  it('does not break the sign-up when storage refuses it', () => {
    const refusing = {
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(storeTrialToken('tok-2', refusing)).toBe(false);
  });
});

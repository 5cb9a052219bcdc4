import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLLEGE_ESSAY, META_DESCRIPTION, X_POST } from '@/content/tools/writing/limits';
import { limitStatus, smsInfo, xLength } from '@/lib/writing/limits';

describe('limit status', () => {
  it('says how much is left, how far short of a minimum, and how far over', () => {
    expect(limitStatus(X_POST, 0)).toMatchObject({ state: 'empty', message: 'Up to 280 characters.' });
    expect(limitStatus(X_POST, 212)).toMatchObject({
      state: 'within',
      message: '212 of 280: 68 characters left.',
    });
    expect(limitStatus(X_POST, 280).state).toBe('within');
    expect(limitStatus(X_POST, 291)).toMatchObject({
      state: 'over',
      fill: 1,
      message: '291 of 280: 11 characters over the limit.',
    });
    expect(limitStatus(COLLEGE_ESSAY, 249)).toMatchObject({
      state: 'under',
      message: '249 of 650: 1 word short of the 250 minimum.',
    });
    expect(limitStatus(COLLEGE_ESSAY, 0).message).toBe('Aim for 250 to 650 words.');
    expect(limitStatus(META_DESCRIPTION, 155)).toMatchObject({
      state: 'within',
      message: '155 of 160: 5 characters left.',
    });
  });
});

describe('X’s weighted length', () => {
  it('counts Latin text as 1, CJK and emoji as 2, and every link as 23', () => {
    expect(xLength('Hello world')).toBe(11);
    expect(xLength('日本語')).toBe(6);
    expect(xLength('👍🏽 ok')).toBe(5);
    expect(xLength('See https://example.com/a/very/long/path/that/goes/on today')).toBe(4 + 23 + 6);
    expect(xLength('Café “quoted” — yes')).toBe(19);
    expect(xLength('Mail jobs@example.com or see example.com/jobs.')).toBe(29 + 23 + 1);
  });
});

describe('SMS parts', () => {
  it('fits 160 GSM-7 characters in one message and 153 per part after that', () => {
    expect(smsInfo('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', segments: 1, remaining: 0 });
    expect(smsInfo('a'.repeat(161))).toMatchObject({ segments: 2, remaining: 153 * 2 - 161 });
    expect(smsInfo('')).toMatchObject({ segments: 0, remaining: 160 });
  });

  it('counts ^ { } [ ] ~ \\ | € as two and never splits one across parts', () => {
    expect(smsInfo('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1 });
    // 76 two-place characters fill 152 of a part's 153 places; the 77th must start the next part.
    expect(smsInfo('€'.repeat(81))).toMatchObject({ units: 162, segments: 2, remaining: 153 - 10 });
  });

  it('switches the whole message to UCS-2 for one emoji or curly quote, and names it', () => {
    expect(smsInfo('Interview at 3pm 😀')).toMatchObject({
      encoding: 'UCS-2',
      segments: 1,
      culprits: ['😀'],
    });
    expect(smsInfo('It’s'.repeat(18))).toMatchObject({ encoding: 'UCS-2', units: 72, segments: 2 });
  });
});

describe('SMS parts on any text', () => {
  // The plain reading of the rules, one character at a time: the fast version must agree.
  const GSM = new Set(
    '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà^{}\\[~]|€\f',
  );
  const EXT = new Set('^{}\\[~]|€\f');
  function reference(text: string) {
    const chars = [...text];
    const gsm = chars.every((c) => GSM.has(c));
    const costs = chars.map((c) => (gsm ? (EXT.has(c) ? 2 : 1) : c.length));
    const units = costs.reduce((a, b) => a + b, 0);
    if (units <= (gsm ? 160 : 70))
      return { units, segments: units ? 1 : 0, remaining: (gsm ? 160 : 70) - units };
    let segments = 1;
    let used = 0;
    for (const cost of costs) {
      if (used + cost > (gsm ? 153 : 67)) {
        segments += 1;
        used = 0;
      }
      used += cost;
    }
    return { units, segments, remaining: (gsm ? 153 : 67) - used };
  }

  it('agrees with the rules read one character at a time', () => {
    const alphabet = ['a', ' ', '€', '{', 'é', '😀', 'ж', '\n', '\\'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 400 }), (chars) => {
        const text = chars.join('');
        expect(smsInfo(text)).toMatchObject(reference(text));
      }),
      { numRuns: 300 },
    );
  });
});

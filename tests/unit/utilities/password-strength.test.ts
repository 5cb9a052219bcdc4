import { describe, expect, it } from 'vitest';
import { loadWordList } from '@/lib/utilities/password/passphrase';
import { loadStrengthChecker } from '@/lib/utilities/password/strength';

describe('the zxcvbn strength checker', () => {
  it('calls a common password very weak with advice, and a long random one very strong', async () => {
    const check = await loadStrengthChecker();
    const weak = check('password1');
    expect(weak.score).toBe(0);
    expect(weak.label).toBe('Very weak');
    expect(weak.warning).toMatch(/common/i);
    expect(weak.crackTimes[3]).toEqual({
      scenario: 'Stolen database, fast hash (10 billion a second)',
      display: 'less than a second',
    });
    const strong = check('q7#Lm2!vR9xT@p4Zw8&K');
    expect(strong.score).toBe(4);
    expect(strong.crackTimes[0]!.display).toBe('centuries');
    expect(strong.truncated).toBe(false);
    expect(check('q7#Lm2!vR9xT@p4Zw8&Kq7#Lm2!vR9xT@p4Zw8&K').truncated).toBe(true);
  });

  it('loads the 7,776-word passphrase list', async () => {
    const list = await loadWordList();
    expect(list).toHaveLength(7776);
    expect(new Set(list).size).toBe(7776);
  });
});

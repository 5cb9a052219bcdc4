import { describe, expect, it } from 'vitest';
import { register } from '@/lib/writing/rewrite/register';

describe('the register score', () => {
  it('is higher for formal writing than for casual writing about the same thing', () => {
    const casual = register(
      "Hey, thanks for applying! We're really happy you'd like to join. You'll get an email soon.",
    );
    const formal = register(
      'Applications will therefore be reviewed by the organization, and every applicant will be informed of the outcome shortly.',
    );
    expect(formal.score).toBeGreaterThan(0);
    expect(casual.score).toBeLessThan(0);
  });

  it('counts each signal it is built from', () => {
    const r = register("Hi! You're great. We can't wait. However, it is sufficient.");
    expect(r.contractions).toBe(2);
    expect(r.secondPerson).toBe(1);
    expect(r.exclamations).toBe(1);
    expect(r.casual).toBe(2); // hi, great
    expect(r.formal).toBe(2); // however, sufficient
  });

  it('rises with longer sentences, all else equal', () => {
    expect(
      register('We met on Monday and agreed on a plan for the next quarter of the year.').score,
    ).toBeGreaterThan(register('We met on Monday. We agreed on a plan. It is for the next quarter.').score);
  });
});

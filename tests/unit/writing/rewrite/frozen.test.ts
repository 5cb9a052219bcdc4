import { describe, expect, it } from 'vitest';
import { paraphrase, PARAPHRASE_MODES, STRENGTHS } from '@/lib/writing/rewrite/engine';
import { frozenRanges, parseFrozen } from '@/lib/writing/rewrite/frozen';
import { isChange, resolveText } from '@/lib/writing/rewrite/pieces';

const TEXT =
  'In order to help our customers, the team will quickly review every request. The offer was accepted by the candidate. Our support team uses a simple method to choose applicants.';

describe('frozen words', () => {
  it('reads a comma, semicolon or line separated list, dropping blanks and repeats', () => {
    expect(parseFrozen(' Acme Cloud, on-call;PTO\n\n, acme cloud ,  ')).toEqual([
      'Acme Cloud',
      'on-call',
      'PTO',
    ]);
    expect(parseFrozen('')).toEqual([]);
  });

  it('finds whole words only, in any capitalisation, with either apostrophe', () => {
    expect(frozenRanges('Team teams steam TEAM', ['team'])).toEqual([
      [0, 4],
      [17, 21],
    ]);
    expect(frozenRanges('We’re here', ["we're"])).toEqual([[0, 5]]);
  });

  it('are never changed, moved or removed by any mode at any strength', () => {
    const frozen = ['customers', 'quickly', 'simple method', 'accepted', 'in order to'];
    for (const mode of PARAPHRASE_MODES)
      for (const strength of STRENGTHS) {
        const { pieces } = paraphrase(TEXT, mode, { strength, frozen });
        for (const change of pieces.filter(isChange))
          for (const word of frozen)
            expect(change.original.toLowerCase(), `${mode} ${strength}`).not.toContain(word);
        const out = resolveText(pieces);
        expect(out).toMatch(/^In order to \w+ our customers/);
        expect(out).toContain('quickly');
        expect(out).toContain('simple method');
        // Its sentence is not turned around, since that would change "accepted".
        expect(out).toMatch(/the offer was accepted by the \w+\./i);
      }
  });

  it('leave the rest of the text to the rules', () => {
    const free = resolveText(paraphrase(TEXT, 'standard').pieces);
    const held = resolveText(paraphrase(TEXT, 'standard', { frozen: ['customers'] }).pieces);
    expect(free).not.toContain('customers');
    expect(held).toContain('customers');
    expect(held).toContain('accepted the offer.');
  });
});

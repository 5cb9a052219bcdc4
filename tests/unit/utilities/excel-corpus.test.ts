import { describe, expect, it } from 'vitest';
import { normalise } from './excel-corpus/normalise';
import { HELD_OUT } from './excel-corpus/held-out';
import { CORPUS } from './excel-corpus/requests';
import { attempt, scoreCorpus } from './excel-corpus/score';

const pct = (a: number, b: number) => `${Math.round((100 * a) / b)}%`;

describe('the request corpus', () => {
  it('holds at least 80 requests across every family', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(CORPUS.map((c) => c.family)).size).toBe(8);
  });

  it('compares formulas only where they are truly the same', () => {
    expect(normalise('=sumifs(F2:F9, d2:d9,"sales")')).toBe(normalise('=SUMIFS(F2:F9,D2:D9,"Sales")'));
    expect(normalise('=SUMIFS(F:F,D:D,"Sales",E:E,"West")')).toBe(
      normalise('=SUMIFS(F:F,E:E,"West",D:D,"Sales")'),
    );
    expect(normalise('=COUNTIF(A2:A20,">100")')).toBe(normalise('=COUNTIFS(A2:A20,">100")'));
    expect(normalise('=SUMIF(D2:D9,"Sales",F2:F9)')).toBe(normalise('=SUMIFS(F2:F9,D2:D9,"Sales")'));
    // The sum range is not interchangeable with a criteria range.
    expect(normalise('=SUMIFS(D2:D9,F2:F9,"Sales")')).not.toBe(normalise('=SUMIFS(F2:F9,D2:D9,"Sales")'));
    expect(normalise('=(C2-B2)/B2')).not.toBe(normalise('=(B2-C2)/C2'));
    expect(normalise('=COUNTIFS(A2:A20,">100")')).not.toBe(normalise('=COUNTIFS(A2:A20,">=100")'));
  });

  it('writes the right formula for at least 90% of requests', () => {
    const { outcomes, families, right, total } = scoreCorpus();
    const lines = [...families].map(
      ([family, f]) => `${family.padEnd(11)} ${f.right}/${f.total} ${pct(f.right, f.total)}`,
    );
    lines.push(`${'overall'.padEnd(11)} ${right}/${total} ${pct(right, total)}`);
    const wrong = outcomes
      .filter((o) => !o.right)
      .map(
        (o) =>
          `  ✗ ${o.item.request}\n      got ${o.excel || '(nothing)'}${o.sheets !== o.excel ? ` | Sheets ${o.sheets}` : ''}\n      want ${[o.item.excel].flat().join(' or ')}${o.item.sheets ? ` | Sheets ${o.item.sheets}` : ''}`,
      );
    console.log(`Excel request corpus\n${lines.join('\n')}${wrong.length ? `\n${wrong.join('\n')}` : ''}`);
    expect(right / total).toBeGreaterThanOrEqual(0.9);
  });

  it('does nearly as well on requests written after it was tuned', () => {
    const outcomes = HELD_OUT.map(attempt);
    const right = outcomes.filter((o) => o.right).length;
    console.log(`Held-out requests: ${right}/${outcomes.length} ${pct(right, outcomes.length)}`);
    expect(right / outcomes.length).toBeGreaterThanOrEqual(0.85);
  });
});

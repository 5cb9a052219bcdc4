import { describe, expect, it } from 'vitest';
import { evaluate, parseExpression, variablesOf } from '@/lib/kpi/expression';

const run = (source: string, values: Record<string, number> = {}) =>
  evaluate(parseExpression(source), values);

describe('the KPI expression engine', () => {
  it('follows arithmetic precedence, parentheses and unary minus', () => {
    expect(run('2 + 3 * 4')).toEqual({ ok: true, value: 14 });
    expect(run('(2 + 3) * 4')).toEqual({ ok: true, value: 20 });
    expect(run('10 - 4 - 3')).toEqual({ ok: true, value: 3 });
    expect(run('100 / 10 / 2')).toEqual({ ok: true, value: 5 });
    expect(run('-a + 1', { a: 3 })).toEqual({ ok: true, value: -2 });
  });

  it('knows abs, min and max', () => {
    expect(run('100 - abs(actual - forecast) / actual * 100', { actual: 200, forecast: 230 })).toEqual({
      ok: true,
      value: 85,
    });
    expect(run('max(a, b, 2)', { a: 1, b: -4 })).toEqual({ ok: true, value: 2 });
    expect(run('min(a, b)', { a: 1, b: -4 })).toEqual({ ok: true, value: -4 });
  });

  it('names the inputs of a divisor that came to zero', () => {
    expect(run('won / (won + lost) * 100', { won: 0, lost: 0 })).toEqual({
      ok: false,
      reason: 'divide-by-zero',
      inputs: ['won', 'lost'],
    });
  });

  it('reports missing inputs instead of computing NaN', () => {
    expect(run('a / b', { a: 1 })).toEqual({ ok: false, reason: 'missing', inputs: ['b'] });
  });

  it('rejects what is not a formula', () => {
    expect(() => parseExpression('a +')).toThrow();
    expect(() => parseExpression('alert(1)')).toThrow(/Unknown function/);
    expect(() => parseExpression('a; b')).toThrow();
    expect(() => parseExpression('(a + b')).toThrow();
    expect(variablesOf(parseExpression('(x + y) / x'))).toEqual(['x', 'y']);
  });
});

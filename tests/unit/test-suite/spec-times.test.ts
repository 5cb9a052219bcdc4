import { describe, expect, it } from 'vitest';
import { slowestSpecs } from '../../../scripts/spec-times.mjs';

const test = (...durations: number[]) => ({ results: durations.map((duration) => ({ duration })) });

describe('slowestSpecs', () => {
  it('sums every test and every try per spec file, nested suites included, slowest first', () => {
    const report = {
      suites: [
        { file: 'a.spec.ts', specs: [{ file: 'a.spec.ts', tests: [test(1_000)] }] },
        {
          file: 'b.spec.ts',
          specs: [{ file: 'b.spec.ts', tests: [test(2_000, 500)] }],
          suites: [{ specs: [{ file: 'b.spec.ts', tests: [test(3_000)] }] }],
        },
      ],
    };
    expect(slowestSpecs(report)).toEqual([
      { file: 'b.spec.ts', tests: 2, ms: 5_500 },
      { file: 'a.spec.ts', tests: 1, ms: 1_000 },
    ]);
  });

  it('keeps only the slowest ones asked for', () => {
    const suites = Array.from({ length: 12 }, (_, i) => ({
      file: `s${i}.spec.ts`,
      specs: [{ file: `s${i}.spec.ts`, tests: [test(i * 100)] }],
    }));
    const ten = slowestSpecs({ suites }, 10);
    expect(ten).toHaveLength(10);
    expect(ten[0]).toEqual({ file: 's11.spec.ts', tests: 1, ms: 1_100 });
    expect(ten.at(-1)!.file).toBe('s2.spec.ts');
  });
});

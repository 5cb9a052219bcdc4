// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientReferences, islandBreakdown } from '../../../scripts/bench/islands';
import { measureCommand } from '../../../scripts/bench/measure-command';

describe('measuring a build command', () => {
  it.runIf(existsSync('/proc/self/statm'))(
    'sees the memory of child processes, not only of the command itself',
    async () => {
      // A shell whose child node process holds about 120 MB for a moment.
      const hold = 'const b = Buffer.alloc(120e6, 1); setTimeout(() => console.log(b.length), 800)';
      const run = await measureCommand('sh', ['-c', `node -e "${hold}"`]);
      expect(run.code).toBe(0);
      expect(run.output.trim()).toBe('120000000');
      expect(run.peakRssBytes).toBeGreaterThan(120e6);
      expect(run.ms).toBeGreaterThan(700);
    },
  );

  it('reports the exit code and output of a failing command', async () => {
    const run = await measureCommand('sh', ['-c', 'echo broken >&2; exit 3']);
    expect(run).toMatchObject({ code: 3, output: 'broken\n' });
  });
});

describe('charging what a page adds to its islands', () => {
  const chunk = (modules: Record<number, string>) =>
    `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,${Object.entries(
      modules,
    )
      .map(([id, body]) => `${id},e=>{${body}}`)
      .join(',')}]);`;

  it('reads island names from the flight data, following references to other rows', () => {
    const html =
      'self.__next_f.push([1,"4:I[79928,[\\"$2\\"],\\"NavMenu\\"]\\n5:I[39756,[\\"$2\\"],\\"default\\"]' +
      '\\n33:\\"CalculatorIsland\\"\\n34:I[54085,[\\"$2\\",\\"$3\\"],\\"$33\\"]"])';
    expect(clientReferences(html)).toEqual(
      new Map([
        [79928, 'NavMenu'],
        [39756, 'default'],
        [54085, 'CalculatorIsland'],
      ]),
    );
  });

  it('gives each island its own modules and the rest to "shared" or "other"', async () => {
    const root = mkdtempSync(join(tmpdir(), 'islands-'));
    try {
      mkdirSync(join(root, 'site'), { recursive: true });
      mkdirSync(join(root, 'floor'), { recursive: true });
      const framework = { 1: 'var react=1;' };
      writeFileSync(join(root, 'floor/f.js'), chunk(framework));
      // Turbopack lists the ids of a merged module before its one factory: `14,15,e=>{…}`.
      const merged = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([null,14,15,e=>{var zod=1;}]);';
      writeFileSync(join(root, 'site/m.js'), merged);
      writeFileSync(
        join(root, 'site/s.js'),
        chunk({
          ...framework,
          10: 'e.i(12);e.i(1);e.i(15);var nav="menu".repeat(50);',
          11: 'e.i(12);var toast="toast".repeat(20);',
          12: 'var store="shared store";',
          13: 'var link="next link";',
        }),
      );
      const html =
        'I[10,[\\"$2\\"],\\"NavMenu\\"] I[11,[\\"$2\\"],\\"Toaster\\"] I[1,[\\"$2\\"],\\"default\\"]';
      const shares = await islandBreakdown(
        { root: join(root, 'site'), html, scripts: ['/s.js', '/m.js'] },
        { root: join(root, 'floor'), scripts: ['/f.js'] },
      );
      expect(shares?.map((s) => [s.island, s.modules]).sort()).toEqual([
        ['NavMenu', 2],
        ['Toaster', 1],
        ['other (shared chunks, unnamed)', 1],
        ['shared by islands', 1],
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

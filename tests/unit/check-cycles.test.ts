// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph, importsOf, resolveImport } from '../../scripts/check-cycles';

const files = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('importsOf', () => {
  it('reads static, re-exported, type-only and lazy imports, and skips comments and strings', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from '@/lib/b';",
      "export * from '../c';",
      "import './side-effect.css';",
      "// import { no } from './comment';",
      'const s = "import { no } from \'./string\'";',
      "export const lazy = () => import('./d');",
    ].join('\n');
    expect(importsOf(text)).toEqual(['./a', '@/lib/b', '../c', './side-effect.css', './d']);
  });
});

describe('resolveImport', () => {
  const exists = (file: string) =>
    ['lib/x.ts', 'lib/y/index.tsx', 'content/z.tsx', 'lib/w.ts'].includes(file);

  it('resolves the @/ alias and relative paths to files, folders to their index', () => {
    expect(resolveImport('@/lib/x', 'app/page.tsx', exists)).toBe('lib/x.ts');
    expect(resolveImport('./y', 'lib/x.ts', exists)).toBe('lib/y/index.tsx');
    expect(resolveImport('../../content/z', 'lib/y/index.tsx', exists)).toBe('content/z.tsx');
    expect(resolveImport('./w.ts', 'lib/x.ts', exists)).toBe('lib/w.ts');
  });

  it('leaves packages, styles and missing files out', () => {
    expect(resolveImport('react', 'lib/x.ts', exists)).toBeUndefined();
    expect(resolveImport('./x.module.css', 'lib/x.ts', exists)).toBeUndefined();
    expect(resolveImport('./missing', 'lib/x.ts', exists)).toBeUndefined();
  });
});

describe('findCycles', () => {
  it('finds nothing in a graph without loops', () => {
    const graph = importGraph(
      files({
        'a.ts': "import './b'; import './c';",
        'b.ts': "import './c';",
        'c.ts': "import 'react';",
      }),
    );
    expect(findCycles(graph)).toEqual([]);
  });

  it('names each tangle once, by its shortest loop from its first file', () => {
    const graph = importGraph(
      files({
        'app/page.tsx': "import { x } from '@/lib/one';",
        'lib/one.ts': "import type { T } from './two';",
        'lib/two.ts': "export { x } from './three';",
        'lib/three.ts': "import './one'; import './two';",
        'lib/self.ts': "export const lazy = () => import('@/lib/self');",
        'content/a.ts': "import { b } from './b';",
        'content/b/index.ts': "import { a } from '../a';",
      }),
    );
    expect(findCycles(graph)).toEqual([
      ['content/a.ts', 'content/b/index.ts', 'content/a.ts'],
      ['lib/one.ts', 'lib/two.ts', 'lib/three.ts', 'lib/one.ts'],
      ['lib/self.ts', 'lib/self.ts'],
    ]);
  });
});

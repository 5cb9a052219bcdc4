/**
 * Fails on any import cycle among the project's own .ts/.tsx files.
 *
 *   tsx scripts/check-cycles.ts
 *
 * Every import counts: static, `export … from`, `import()` and type-only ones too. A value cycle can
 * run a module while another is still half-initialised, whichever file the bundler enters first. A
 * type-only loop cannot, since the compiler erases it, but it still ties two modules so that neither
 * can be read, moved or tested alone, and dropping one `type` keyword (or using the name as a value)
 * turns it into a run-time cycle with no other warning. The layering rule is about the shape of the
 * code, so the check is too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.tsx?$/;
const SKIPPED_DIRS = new Set(['node_modules', 'out', 'public', 'test-results', 'playwright-report']);

/**
 * The module specifiers a file imports, in source order. TypeScript's pre-processor only scans
 * tokens (no syntax tree), so it is quick, and it skips comments and strings as the compiler does.
 */
export function importsOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

/**
 * The project file a specifier names, or undefined for packages and non-code files (CSS, JSON,
 * images). `@/` is the project root, as in tsconfig.json; paths are root-relative with `/`.
 */
export function resolveImport(
  specifier: string,
  fromFile: string,
  exists: (file: string) => boolean,
): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('./') || specifier.startsWith('../')) {
    base = path.posix.join(path.posix.dirname(fromFile), specifier);
  } else return undefined;
  const candidates = SOURCE.test(base)
    ? [base]
    : [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find(exists);
}

/** The import graph of a set of files given as root-relative path → source text. */
export function importGraph(files: ReadonlyMap<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const exists = (file: string): boolean => files.has(file);
  for (const [file, text] of files) {
    const targets = new Set<string>();
    for (const specifier of importsOf(text)) {
      const target = resolveImport(specifier, file, exists);
      if (target !== undefined) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/**
 * One cycle for every strongly connected component of the graph that has one (Tarjan's algorithm):
 * the shortest loop through the component's first file in sorted order, so the report is stable
 * and each tangle is named once however many loops it holds. The list is sorted too.
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;

  // Iterative, so a deep import chain cannot overflow the call stack.
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; edge: number }[] = [{ node: root, edge: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const target = edges[frame.edge++]!;
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = (graph.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfLoop) components.push(component);
      }
    }
  }

  return components
    .map((component) => shortestLoop(graph, new Set(component)))
    .sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** Breadth-first from the component's first file back to itself, staying inside the component. */
function shortestLoop(graph: ReadonlyMap<string, readonly string[]>, members: Set<string>): string[] {
  const start = [...members].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head]!;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const loop = [node];
        while (loop[0] !== start) loop.unshift(cameFrom.get(loop[0]!)!);
        return [...loop, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  throw new Error(`no loop through ${start}: not a strongly connected component`);
}

/** Every .ts/.tsx file under `root`, as root-relative paths, skipping build output and packages. */
export function projectFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) walk(relative);
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.set(relative, readFileSync(path.join(root, relative), 'utf8'));
      }
    }
  };
  walk('');
  return files;
}

function main(): void {
  const started = performance.now();
  const files = projectFiles(process.cwd());
  const cycles = findCycles(importGraph(files));
  const took = `${files.size} files in ${((performance.now() - started) / 1000).toFixed(1)} s`;
  if (cycles.length === 0) {
    console.log(`import cycles: none (${took})`);
    return;
  }
  console.error(`import cycles: ${cycles.length} (${took})`);
  for (const cycle of cycles) console.error(`\n  ${cycle.join('\n    → ')}`);
  process.exitCode = 1;
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) main();

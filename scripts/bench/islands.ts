import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize } from './page-weight';

/**
 * Which client islands make up what a page adds to the floor. Turbopack's production chunks are
 * `TURBOPACK.push([script, id, factory, id, factory, …])` with numeric module ids that stay the
 * same across builds of the same node_modules, so the modules a page loads that the floor does not
 * are the site's own additions. The serialized page data names the islands (`I[id,[chunks],"Name"]`);
 * each added module is charged to the island that imports it, to "shared" when several do, and to
 * "other" when none does (a chunk shared with other pages carries code this page never runs).
 * Sizes are gzip of each group's source alone, so they add up to a little more than the chunks do.
 */

/** One factory; Turbopack may list several ids (aliases of merged modules) before it. */
type Module = { ids: number[]; source: string; deps: number[] };

interface AcornNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

type Parse = (source: string, options: { ecmaVersion: 'latest'; sourceType: 'script' }) => AcornNode;

async function loadParser(): Promise<Parse | undefined> {
  try {
    // acorn comes with eslint; the breakdown is a report, so without it the bench just skips it.
    const acorn = (await import('acorn')) as unknown as { parse: Parse };
    return acorn.parse;
  } catch {
    return undefined;
  }
}

function modulesOfChunk(parse: Parse, source: string): Module[] {
  const modules: Module[] = [];
  const program = parse(source, { ecmaVersion: 'latest', sourceType: 'script' });
  for (const statement of program.body as AcornNode[]) {
    const call = statement.expression as AcornNode | undefined;
    const array = (call?.arguments as AcornNode[] | undefined)?.[0];
    if (call?.type !== 'CallExpression' || array?.type !== 'ArrayExpression') continue;
    let ids: number[] = [];
    // The first element is the chunk's own script; then runs of ids, each run followed by its factory.
    for (const element of (array.elements as AcornNode[]).slice(1)) {
      if (element.type === 'Literal' && typeof element.value === 'number') {
        ids.push(element.value);
        continue;
      }
      if (!ids.length) continue;
      const text = source.slice(element.start, element.end);
      const param = ((element.params as AcornNode[] | undefined)?.[0]?.name as string | undefined) ?? 'e';
      const deps = [...text.matchAll(new RegExp(`\\b${param}\\.[a-zA-Z]+\\((\\d+)\\)`, 'g'))].map((m) =>
        Number(m[1]),
      );
      modules.push({ ids, source: text, deps });
      ids = [];
    }
  }
  return modules;
}

function modulesOf(parse: Parse, root: string, scripts: string[]): Map<number, Module> {
  const map = new Map<number, Module>();
  for (const url of scripts) {
    if (!url.endsWith('.js')) continue;
    try {
      for (const m of modulesOfChunk(parse, readFileSync(join(root, url), 'utf8')))
        for (const id of m.ids) map.set(id, m);
    } catch {
      // Not a Turbopack chunk (the runtime, polyfills): nothing to attribute.
    }
  }
  return map;
}

/**
 * `I[79928,["$2"],"NavMenu"]` in the flight data: client reference module id → export name. A
 * name may be a reference to another row (`"$33"` with a row `33:"CalculatorIsland"`).
 */
export function clientReferences(html: string): Map<number, string> {
  const rows = new Map<string, string>();
  for (const match of html.matchAll(/(?:\\n|\[1,\\?")([0-9a-f]+):\\"([A-Za-z_$][\w$]*)\\"/g))
    rows.set(match[1]!, match[2]!);
  const refs = new Map<number, string>();
  for (const match of html.matchAll(/I\[(\d+),\[[^\]]*\],\\"([^\\"]*)\\"/g)) {
    const name = match[2]!.startsWith('$') ? (rows.get(match[2]!.slice(1)) ?? match[2]!) : match[2]!;
    refs.set(Number(match[1]), name || 'module');
  }
  return refs;
}

export interface IslandShare {
  island: string;
  modules: number;
  gzip: number;
}

export async function islandBreakdown(
  site: { root: string; html: string; scripts: string[] },
  floor: { root: string; scripts: string[] },
): Promise<IslandShare[] | undefined> {
  const parse = await loadParser();
  if (!parse) return undefined;
  const pageModules = modulesOf(parse, site.root, site.scripts);
  const floorModules = modulesOf(parse, floor.root, floor.scripts);
  const added = new Set([...pageModules.keys()].filter((id) => !floorModules.has(id)));
  const owners = new Map<Module, Set<string>>();
  for (const [id, name] of clientReferences(site.html)) {
    if (!added.has(id)) continue;
    const label = name === 'default' || name === 'module' ? `module ${id}` : name;
    const stack = [id];
    const seen = new Set<number>();
    while (stack.length) {
      const current = stack.pop()!;
      const mod = pageModules.get(current);
      if (seen.has(current) || !added.has(current) || !mod) continue;
      seen.add(current);
      (owners.get(mod) ?? owners.set(mod, new Set()).get(mod)!).add(label);
      stack.push(...mod.deps);
    }
  }
  const groups = new Map<string, Set<Module>>();
  for (const mod of new Set([...added].map((id) => pageModules.get(id)!))) {
    const names = owners.get(mod);
    const group = !names
      ? 'other (shared chunks, unnamed)'
      : names.size === 1
        ? [...names][0]!
        : 'shared by islands';
    (groups.get(group) ?? groups.set(group, new Set()).get(group)!).add(mod);
  }
  return [...groups]
    .map(([island, modules]) => ({
      island,
      modules: modules.size,
      gzip: gzipSize([...modules].map((m) => m.source).join('\n')),
    }))
    .sort((a, b) => b.gzip - a.gzip);
}

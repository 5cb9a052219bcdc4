/**
 * Which style sheets a page's HTML links (all of them block the first paint), their gzip sizes, and
 * which CSS modules each sheet carries: the figure for "a page loads only its own CSS".
 *
 *   npx tsx scripts/bench/css-per-page.ts [exportDir] [--templates] [/path/ ...]
 *
 * exportDir defaults to NEXT_DIST_DIR || out. Pages default to the home page, a content page, a
 * pricing page and three tools; --templates measures one page of every template in
 * bench/templates.json instead.
 *
 * Production CSS modules have hashed class names (`.HASH_local`), so a sheet's modules are found by
 * matching the local names seen under each hash against the class names of every `*.module.css` in
 * the source (a tie goes to the module named like one of the classes: `.prose` in prose.module.css). Rules without a hash come from the global sheets (tokens, base, uPlot, the font).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { builtPaths, htmlFileOf, kb, loadTemplates, representativePath } from './budgets';
import { gzipSize } from './page-weight';
import { htmlFiles } from '../security/export-files';

const DEFAULT_PAGES = [
  '/',
  '/features/',
  '/pricing/assessment/',
  '/tools/percentage-calculator/',
  '/tools/word-counter/',
  '/tools/offer-letter-generator/',
];
const SOURCE_DIRS = ['app', 'components'];

/** `<link rel="stylesheet">` in any attribute order: Next writes `href` first on the sheets of next/dynamic islands. */
export function linkedStyleSheets(html: string): string[] {
  const sheets: string[] = [];
  for (const link of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = link[1]!;
    const rel = /\srel="([^"]+)"/.exec(attrs)?.[1]?.toLowerCase();
    const href = /\shref="([^"]+)"/.exec(attrs)?.[1];
    if (rel === 'stylesheet' && href && !sheets.includes(href)) sheets.push(href.split(/[?#]/)[0]!);
  }
  return sheets;
}

/** Top-level rules of a minified sheet, the rules inside `@media`/`@supports`/`@container`/`@layer` unwrapped. */
export function rulesOf(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  let quote = '';
  for (let i = 0; i < css.length; i++) {
    const c = css[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}' || (c === ';' && depth === 0)) {
      if (c === '}') depth--;
      if (depth > 0) continue;
      const rule = css.slice(start, i + 1).trim();
      start = i + 1;
      const wrapper = /^@(media|supports|container|layer)\b[^{]*\{/.exec(rule);
      if (wrapper) rules.push(...rulesOf(rule.slice(wrapper[0].length, -1)));
      else if (rule) rules.push(rule);
    }
  }
  return rules;
}

/** `.HASH_local` (HASH: six characters, `_` put in front when it starts with a digit) and `@keyframes HASH_local`. */
const HASHED = /(?:\.|@keyframes\s+)(_\d[\w-]{5}|[A-Za-z-][\w-]{5})_([A-Za-z_][\w-]*)/g;

function localNamesOf(css: string): Set<string> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const names = new Set<string>();
  for (const m of text.matchAll(/\.([A-Za-z_][\w-]*)/g)) names.add(m[1]!);
  for (const m of text.matchAll(/@keyframes\s+([A-Za-z_][\w-]*)/g)) names.add(m[1]!);
  return names;
}

function moduleFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return moduleFiles(full);
    return name.endsWith('.module.css') ? [full] : [];
  });
}

interface SourceModule {
  name: string;
  names: Set<string>;
}

function sourceModules(root: string): SourceModule[] {
  return SOURCE_DIRS.flatMap((dir) => moduleFiles(join(root, dir))).map((file) => ({
    name: relative(root, file).replace(/\.module\.css$/, ''),
    names: localNamesOf(readFileSync(file, 'utf8')),
  }));
}

/**
 * The source module of every hash: a module declaring every local name seen under it. A hash with
 * few names may fit several modules; each module has one hash, so the certain ones are settled
 * first and taken out of the running. next/font's class (`className`, `variable`) counts as the font.
 */
export function identifyHashes(seen: Map<string, Set<string>>, modules: SourceModule[]): Map<string, string> {
  const found = new Map<string, string>();
  const taken = new Set<string>();
  const fitsOf = (locals: Set<string>) =>
    modules.filter((m) => !taken.has(m.name) && [...locals].every((l) => m.names.has(l)));
  for (const [hash, locals] of seen)
    if ([...locals].every((l) => l === 'className' || l === 'variable')) found.set(hash, 'global:font');
  for (let settled = true; settled;) {
    settled = false;
    for (const [hash, locals] of seen) {
      if (found.has(hash)) continue;
      const fits = fitsOf(locals);
      if (fits.length !== 1) continue;
      found.set(hash, fits[0]!.name);
      taken.add(fits[0]!.name);
      settled = true;
    }
  }
  for (const [hash, locals] of seen) {
    if (found.has(hash)) continue;
    const fits = fitsOf(locals);
    const named = fits.filter((f) => locals.has(f.name.slice(f.name.lastIndexOf('/') + 1)));
    if (named.length === 1) found.set(hash, named[0]!.name);
    else found.set(hash, `${hash}?(${fits.map((f) => f.name).join('|') || 'unknown'})`);
  }
  return found;
}

const GLOBAL_SHEETS: [string, string][] = [
  ['global:tokens', 'app/styles/tokens.css'],
  ['global:base', 'app/styles/base.css'],
];

/** Which global sheet an unhashed rule comes from, by its selector. */
function globalOf(rule: string, globals: [string, Set<string>][]): string {
  if (rule.startsWith('@font-face')) return 'global:font';
  const selector = rule.slice(0, rule.indexOf('{'));
  if (/\.u-|\.uplot/.test(selector)) return 'global:uplot';
  if (/^:root\b/.test(selector) && /--[\w-]+:/.test(rule)) return 'global:tokens';
  const classes = [...selector.matchAll(/\.([A-Za-z_][\w-]*)/g)].map((m) => m[1]!);
  for (const [name, names] of globals) if (classes.some((c) => names.has(c))) return name;
  return classes.length ? 'global:other' : 'global:base';
}

export interface SheetReport {
  url: string;
  gzip: number;
  /** Raw bytes per source module, largest first. */
  modules: [string, number][];
}

export interface PageReport {
  path: string;
  sheets: SheetReport[];
  gzip: number;
}

export function measureCssPerPage(
  exportRoot: string,
  paths: string[],
  sourceRoot = process.cwd(),
): PageReport[] {
  const pages = paths.map((path) => {
    const html = readFileSync(htmlFileOf(exportRoot, path), 'utf8');
    return { path, urls: linkedStyleSheets(html) };
  });
  const sheetText = new Map<string, string>();
  for (const { urls } of pages)
    for (const url of urls) {
      const file = join(exportRoot, url);
      if (!existsSync(file)) throw new Error(`${url} is linked but not in ${exportRoot}`);
      sheetText.set(url, readFileSync(file, 'utf8'));
    }
  const seen = new Map<string, Set<string>>();
  for (const css of sheetText.values())
    for (const m of css.matchAll(HASHED)) {
      if (!seen.has(m[1]!)) seen.set(m[1]!, new Set());
      seen.get(m[1]!)!.add(m[2]!);
    }
  const moduleOf = identifyHashes(seen, sourceModules(sourceRoot));
  const globals = GLOBAL_SHEETS.map(
    ([name, file]) =>
      [name, localNamesOf(readFileSync(join(sourceRoot, file), 'utf8'))] as [string, Set<string>],
  );
  const sheetReport = (url: string): SheetReport => {
    const css = sheetText.get(url)!;
    const bytes = new Map<string, number>();
    for (const rule of rulesOf(css)) {
      const hash = new RegExp(HASHED.source).exec(rule)?.[1];
      const owner = hash ? moduleOf.get(hash)! : globalOf(rule, globals);
      bytes.set(owner, (bytes.get(owner) ?? 0) + rule.length);
    }
    return { url, gzip: gzipSize(css), modules: [...bytes].sort((a, b) => b[1] - a[1]) };
  };
  return pages.map(({ path, urls }) => {
    const sheets = urls.map(sheetReport);
    return { path, sheets, gzip: sheets.reduce((sum, s) => sum + s.gzip, 0) };
  });
}

const fileName = (url: string) => url.slice(url.lastIndexOf('/') + 1);

export function formatCssReport(pages: PageReport[]): string {
  const table = [
    '| page | style sheets linked (gzip KB) | total gzip KB |',
    '| --- | --- | --: |',
    ...pages.map(
      (p) =>
        `| ${p.path} | ${p.sheets.map((s) => `${fileName(s.url)} ${kb(s.gzip)}`).join(', ')} | ${kb(p.gzip)} |`,
    ),
  ];
  const seen = new Set<string>();
  const contents: string[] = [];
  for (const sheet of pages.flatMap((p) => p.sheets)) {
    if (seen.has(sheet.url)) continue;
    seen.add(sheet.url);
    const users = pages.filter((p) => p.sheets.some((s) => s.url === sheet.url)).map((p) => p.path);
    contents.push(
      `${fileName(sheet.url)} (${kb(sheet.gzip)} gzip; linked by ${users.join(' ')}):`,
      ...sheet.modules.map(([name, bytes]) => `  ${(bytes / 1000).toFixed(1).padStart(6)} KB raw  ${name}`),
    );
  }
  return [...table, '', ...contents].join('\n');
}

function main() {
  const args = process.argv.slice(2);
  // The export folder is the argument holding an index.html (it may be an absolute path); pages start with `/`.
  const root =
    args.find((a) => !a.startsWith('-') && existsSync(join(a, 'index.html'))) ??
    process.env.NEXT_DIST_DIR ??
    'out';
  const asked = args.filter((a) => a !== root && a.startsWith('/'));
  let paths = asked.length ? asked : DEFAULT_PAGES;
  if (args.includes('--templates')) {
    const built = builtPaths(root, htmlFiles(root));
    paths = loadTemplates().flatMap((t) => representativePath(t, built) ?? []);
  }
  console.log(formatCssReport(measureCssPerPage(root, paths)));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) main();

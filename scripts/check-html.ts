/**
 * The HTML gate of `npm test`: runs the W3C Nu HTML Checker (the `vnu-jar` package, which needs
 * Java 11 or later) over one built page of every page template (bench/templates.json), of every
 * other kind of page (below) and of every kind of tool (one per family and kind, content/tools),
 * prints each error with its place and fails on any. Nothing the checker reports is filtered out.
 *   tsx scripts/check-html.ts          (reads NEXT_DIST_DIR || out)
 *   tsx scripts/check-html.ts --all    (every page of the export; about two minutes)
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAMILIES } from '../content/tools/families';
import { builtPaths, htmlFileOf, loadTemplates, representativePath, type Template } from './bench/budgets';
import { htmlFiles } from './security/export-files';

/** Kinds of page that are no bench template (no size budget) but have markup of their own. */
const MORE_KINDS: Template[] = [
  ['not found', '/404/'],
  ['landing page', '/recruiting-software/'],
  ['legal page (tables)', '/privacy-policy/'],
  ['product', '/products/*/'],
  ['solution', '/solutions/*/'],
  ['industry', '/industry/*/'],
  ['company page', '/company/*/'],
  ['customer story', '/customer/*/'],
  ['customer testimonials', '/about/customer-testimonials/'],
  ['book a demo', '/book-demo/'],
  ['trial: next step', '/try-for-free/*/'],
  ['pricing: another plan', '/pricing/interview/'],
  ['blog index', '/blog/'],
  ['comparison index', '/compare/'],
  ['glossary', '/hr-glossary/'],
  ['glossary term', '/hr-glossary/*/'],
  ['minimum wage', '/minimum-wage/'],
  ['minimum wage: state', '/minimum-wage/*/'],
  ['pay by job (wage table)', '/jobs/*/'],
  ['award: recruiting', '/recruiting-awards/'],
  ['award: sales', '/sales-quotient-awards/'],
  ['trust centre', '/trust/'],
  ['trust page', '/trust/*/'],
  ['tools hub', '/tools/'],
].map(([name, path]) => ({ name: name!, kind: 'content', paths: [path!] }));

/** One tool of each family and kind (each kind has its own island), a bench template's if it has one. */
function toolKinds(templates: Template[]): Template[] {
  const taken = new Set(templates.flatMap((template) => template.paths));
  const kinds = new Map<string, string[]>();
  for (const family of FAMILIES)
    for (const tool of family.tools) {
      const key = `${family.id}: ${tool.kind}`;
      kinds.set(key, [...(kinds.get(key) ?? []), `/tools/${tool.slug}/`]);
    }
  return [...kinds].map(([kind, paths]) => ({
    name: `tool (${kind})`,
    kind: 'tool',
    paths: [paths.find((path) => taken.has(path)) ?? paths[0]!],
  }));
}

interface Message {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/** The major version of the Java at `java`, or undefined when there is none. */
function javaVersion(java: string): number | undefined {
  const result = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return undefined;
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

const hasCommand = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;

const require = createRequire(import.meta.url);

/**
 * A Java the checker runs on: JAVA_HOME's or the PATH's, else the one vnu-jar's postinstall may have
 * downloaded into node_modules/.cache, else Debian's, installed when run as root.
 */
function findJava(): string {
  const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
  if ((javaVersion(java) ?? 0) >= 11) return java;
  const { findCachedJava } = require('vnu-jar/vnu-java-downloader') as {
    findCachedJava: () => string | null;
  };
  const cached = findCachedJava();
  if (cached && (javaVersion(cached) ?? 0) >= 11) return cached;
  if (process.getuid?.() === 0 && hasCommand('apt-get')) {
    console.log("Installing Debian's Java for the W3C HTML checker (vnu.jar needs Java 11 or later)…");
    const install = spawnSync(
      'sh',
      [
        '-c',
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (install.status === 0 && (javaVersion('java') ?? 0) >= 11) return 'java';
  }
  console.error('The W3C HTML checker (vnu.jar) needs Java 11 or later: run');
  console.error(
    "  'sudo apt-get install default-jre-headless' (Debian, Ubuntu) or 'brew install openjdk' (macOS),",
  );
  console.error('or set JAVA_HOME to a Java 11+ installation.');
  process.exit(1);
}

/** Runs vnu.jar over the files; its JSON report lists errors only. */
function check(java: string, files: string[]): Message[] {
  const jar = String(require('vnu-jar'));
  const result = spawnSync(java, ['-jar', jar, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  // vnu writes its report to stderr.
  const report = [result.stderr, result.stdout].find((text) => text.trim().startsWith('{'));
  if (!report)
    throw new Error(`The checker gave no report (exit ${result.status}):\n${result.stderr}${result.stdout}`);
  return (JSON.parse(report) as { messages: Message[] }).messages;
}

const isError = (message: Message) => message.type === 'error' || message.type === 'non-document-error';
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function main() {
  const siteRoot = resolve(process.cwd(), process.env.NEXT_DIST_DIR || 'out');
  if (!existsSync(join(siteRoot, 'index.html'))) {
    console.error(`${siteRoot}/index.html is missing: build the site first (npm run build).`);
    process.exit(1);
  }
  const built = builtPaths(siteRoot, htmlFiles(siteRoot));
  const templates = loadTemplates();
  const kinds = [...templates, ...MORE_KINDS, ...toolKinds(templates)];
  const rows = kinds.map((kind) => ({ name: kind.name, path: representativePath(kind, built) }));
  if (process.argv.includes('--all')) {
    const named = new Set(rows.map((row) => row.path));
    rows.push(...built.filter((path) => !named.has(path)).map((path) => ({ name: '(every page)', path })));
  }
  const pages = [...new Set(rows.flatMap((row) => (row.path ? [row.path] : [])))].sort();

  const java = findJava();
  console.log(`W3C Nu HTML Checker: ${plural(pages.length, 'page')} of ${siteRoot}…`);
  const messages = check(
    java,
    pages.map((path) => htmlFileOf(siteRoot, path)),
  );
  const errorsOf = new Map<string, Message[]>(pages.map((path) => [path, []]));
  const general: Message[] = [];
  for (const message of messages.filter(isError)) {
    const file = message.url?.startsWith('file:') ? fileURLToPath(message.url) : undefined;
    const path = pages.find((page) => htmlFileOf(siteRoot, page) === file);
    if (path) errorsOf.get(path)!.push(message);
    else general.push(message);
  }

  for (const path of pages) {
    const errors = errorsOf.get(path)!;
    console.log(`${errors.length ? '✗' : '✓'} ${path}: ${plural(errors.length, 'error')}`);
    for (const error of errors) {
      console.log(`    line ${error.lastLine ?? '?'}, column ${error.firstColumn ?? '?'}: ${error.message}`);
      if (error.extract) console.log(`      ${JSON.stringify(error.extract)}`);
    }
  }
  for (const error of general) console.log(`✗ ${error.url ?? '(checker)'}: ${error.message}`);

  const total = [...errorsOf.values()].reduce((sum, errors) => sum + errors.length, 0) + general.length;
  const named = rows.filter((row) => row.name !== '(every page)');
  const width = Math.max(...named.map((row) => row.name.length));
  console.log(`\n${'Template'.padEnd(width)}  ${'Errors'.padStart(6)}  Page`);
  for (const row of named)
    console.log(
      `${row.name.padEnd(width)}  ${(row.path ? String(errorsOf.get(row.path)!.length) : '–').padStart(6)}  ${row.path ?? 'not built yet'}`,
    );
  if (named.length < rows.length) {
    const others = rows.slice(named.length).filter((row) => errorsOf.get(row.path!)!.length);
    console.log(
      `Every other page: ${plural(rows.length - named.length, 'page')}, ${others.length} with errors.`,
    );
  }
  if (total) {
    console.error(
      `\nW3C HTML check: ${plural(total, 'error')} in ${siteRoot}. Fix the markup at its source.`,
    );
    process.exit(1);
  }
  console.log(`\nW3C HTML check: ${plural(pages.length, 'page')}, no errors.`);
}

try {
  main();
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

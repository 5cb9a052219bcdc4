/**
 * What a different rendering strategy would buy, measured rather than guessed: copies
 * one exported page into variants that each drop one cost, serves them beside the floor and runs
 * Lighthouse's mobile preset on each in turn (floor, variants…, `--runs` rounds), then prints the
 * medians. The variants are what the framework cannot produce today:
 * - as built: the page unchanged (its security meta tag aside: the variants change its inline code);
 * - no hydration: no Next.js scripts or page data, the HTML and CSS alone (a page without islands);
 * - no hydration, inline CSS: the same with its style sheets written into the HTML;
 * - no hydration, inline CSS, system font: and without the self-hosted web font.
 *
 *   npx tsx scripts/bench/what-if.ts [/path/] [--runs=2]     (export: NEXT_DIST_DIR || out)
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cachedFloor } from './floor';
import { medians, type Medians } from './floor-goals';
import { lighthouse, type LighthouseScores } from './lighthouse';
import { serveCompressed } from './serve-export';

const args = process.argv.slice(2);
const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 2));
const page = args.find((a) => a.startsWith('/')) ?? '/';
const root = resolve(process.cwd(), process.env.NEXT_DIST_DIR || 'out');

const withoutCsp = (html: string) => html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
const withoutScripts = (html: string) =>
  html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="preload" as="script"[^>]*>/g, '');
const inlineCss = (html: string) =>
  html.replace(/<link rel="stylesheet" href="([^"]+)"[^>]*>/g, (_, href: string) => {
    const css = readFileSync(join(root, href), 'utf8');
    // The copied sheet's relative font URL is resolved from the page now.
    return `<style>${css.replaceAll('url(../media/', 'url(/_next/static/media/')}</style>`;
  });
const withoutWebFont = (html: string) =>
  html
    .replace(/<link rel="preload" href="[^"]+\.woff2"[^>]*>/g, '')
    .replace(/@font-face\{font-family:inter;[^}]*\}/g, '');

const VARIANTS: { name: string; make: (html: string) => string }[] = [
  { name: 'as built', make: withoutCsp },
  { name: 'no hydration', make: (h) => withoutScripts(withoutCsp(h)) },
  { name: 'no hydration, inline CSS', make: (h) => inlineCss(withoutScripts(withoutCsp(h))) },
  {
    name: 'no hydration, inline CSS, system font',
    make: (h) => withoutWebFont(inlineCss(withoutScripts(withoutCsp(h)))),
  },
];

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'what-if-'));
  cpSync(join(root, '_next'), join(work, '_next'), { recursive: true });
  const source = readFileSync(join(root, page, 'index.html'), 'utf8');
  VARIANTS.forEach((variant, i) => {
    mkdirSync(join(work, `v${i}`));
    writeFileSync(join(work, `v${i}`, 'index.html'), variant.make(source));
  });
  const site = await serveCompressed(work, 0);
  const floor = await serveCompressed((await cachedFloor()).root, 0);
  const samples = new Map<string, LighthouseScores[]>();
  const targets = [
    { name: 'floor (bare Next page)', url: `${floor.url}/` },
    ...VARIANTS.map((v, i) => ({ name: v.name, url: `${site.url}/v${i}/` })),
  ];
  try {
    for (let round = 0; round < runs; round += 1)
      for (const target of targets) {
        const scores = await lighthouse(target.url, 'mobile');
        samples.set(target.name, [...(samples.get(target.name) ?? []), scores]);
        console.log(`  ${target.name}: performance ${scores.performance}, TBT ${scores.tbtMs} ms`);
      }
  } finally {
    await Promise.all([site.close(), floor.close()]);
    rmSync(work, { recursive: true, force: true });
  }
  const row = (name: string, m: Medians) =>
    `| ${name} | ${m.performance} | ${m.tbtMs} | ${m.fcpMs} | ${m.lcpMs} |`;
  console.log(`\n${page}, Lighthouse mobile, medians of ${runs} round${runs > 1 ? 's' : ''}:\n`);
  console.log('| variant | perf | TBT ms | FCP ms | LCP ms |\n| --- | ---: | ---: | ---: | ---: |');
  for (const target of targets) console.log(row(target.name, medians(samples.get(target.name)!)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

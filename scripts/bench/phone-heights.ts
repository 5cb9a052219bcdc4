/**
 * How long the site is on a phone: serves an export, opens a fixed list of pages in headless
 * chromium at 390 × 844 (a common phone) and prints, per page, the document height, the footer's
 * height, how far down the first headline result sits where a page has one, and the widest
 * horizontal overflow (a table or panel wider than the screen). A scroll of 10,000 px is what a
 * visitor gives up on; the table is for comparing two exports, not a pass/fail check.
 *
 *   npx tsx scripts/bench/phone-heights.ts [--root=out] [--port=3391] [--width=390]
 *     [--save=file.json] [--compare=file.json]
 */
import { chromium } from '@playwright/test';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveCompressed } from './serve-export';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const ROOT = resolve(option('root') ?? process.env.NEXT_DIST_DIR ?? 'out');
const PORT = Number(option('port') ?? 3391);
const WIDTH = Number(option('width') ?? 390);

const PAGES: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/products/interview/' },
  { name: 'pricing', path: '/pricing/interview/' },
  { name: 'tools hub', path: '/tools/' },
  { name: 'glossary index', path: '/hr-glossary/' },
  { name: 'glossary term', path: '/hr-glossary/attrition-rate/' },
  { name: 'blog post', path: '/blog/dana-whitcombe-assessment-validity/' },
  { name: 'paycheck calculator', path: '/tools/paycheck-calculator/' },
  { name: 'grammar checker', path: '/tools/grammar-checker/' },
  { name: 'word counter', path: '/tools/word-counter/' },
  { name: 'minimum wage', path: '/minimum-wage/' },
  { name: 'converter', path: '/tools/inches-to-feet/' },
];

type Row = {
  name: string;
  path: string;
  height: number;
  footer: number;
  result: number | null;
  overflow: number;
};

async function main() {
  if (!existsSync(join(ROOT, 'index.html'))) throw new Error(`${ROOT}/index.html is missing: build first.`);
  const server = await serveCompressed(ROOT, PORT);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  const rows: Row[] = [];
  try {
    const context = await browser.newContext({
      viewport: { width: WIDTH, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
    });
    // As a visitor who has answered the consent banner, so the banner is not counted.
    await context.addInitScript(() =>
      localStorage.setItem(
        'quotient-consent',
        JSON.stringify({ analytics: false, experiments: false, at: 'bench' }),
      ),
    );
    const page = await context.newPage();
    for (const { name, path } of PAGES) {
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      // Inline expressions only in the page: tsx wraps named functions in a helper it lacks.
      const figures = await page.evaluate((isTool) => {
        const footer = document.querySelector('footer');
        const result = document.querySelector('[data-headline-result], output, [aria-live="polite"]');
        let overflow = 0;
        for (const el of document.querySelectorAll('table, pre, [class*="panel"]')) {
          overflow = Math.max(overflow, Math.round(el.getBoundingClientRect().right - window.innerWidth));
        }
        return {
          height: document.documentElement.scrollHeight,
          footer: footer ? Math.round(footer.getBoundingClientRect().height) : 0,
          result: isTool && result ? Math.round(result.getBoundingClientRect().top + window.scrollY) : null,
          overflow: Math.max(overflow, document.documentElement.scrollWidth - window.innerWidth),
        };
      }, path.includes('/tools/'));
      rows.push({ name, path, ...figures });
    }
  } finally {
    await browser.close();
    await server.close();
  }

  const before: Row[] | null = option('compare')
    ? JSON.parse(readFileSync(option('compare')!, 'utf8'))
    : null;
  const px = (n: number | null) => (n === null ? '—' : `${n.toLocaleString('en-US')}`);
  const header = ['page', 'height px', 'footer px', 'result at px', 'overflow px'];
  if (before) header.splice(2, 0, 'before px', 'change');
  const lines = rows.map((row) => {
    const cells = [row.name, px(row.height), px(row.footer), px(row.result), px(row.overflow)];
    const old = before?.find((b) => b.path === row.path);
    if (before) {
      const change = old ? Math.round(((row.height - old.height) / old.height) * 100) : null;
      cells.splice(
        2,
        0,
        old ? px(old.height) : '—',
        change === null ? '—' : `${change > 0 ? '+' : ''}${change}%`,
      );
    }
    return cells;
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`Document heights at ${WIDTH} px wide (${ROOT}):\n`);
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
  if (option('save')) writeFileSync(option('save')!, `${JSON.stringify(rows, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * Looks at a page as a visitor would: `tsx scripts/screenshot.ts <url> <file.png> [width] [--full]`.
 * Uses Debian's chromium (Playwright never downloads a browser here).
 */
import { chromium } from '@playwright/test';

const [url, file, width = '1280', ...flags] = process.argv.slice(2);
if (!url || !file) {
  console.error('usage: tsx scripts/screenshot.ts <url> <file.png> [width] [--full]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({
  viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 900 },
});
const errors: string[] = [];
page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: file, fullPage: flags.includes('--full') });
const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
console.log(
  `${file}: ${overflow > 0 ? `overflows by ${overflow}px` : 'no horizontal overflow'}; console errors: ${errors.length ? errors.join(' | ') : 'none'}`,
);
await browser.close();

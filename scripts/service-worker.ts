/**
 * Post-build step of `npm run build`, after the security step (so the pages it lists are the ones
 * served): bundles worker/sw.ts with its precache list into `out/sw.js`. The list
 * (lib/offline/precache.ts) is every tool page, the tools hub, what they load first, and the app's
 * manifest and icons, each with its content hash, so a deploy that changes a page changes the worker
 * and visitors are offered the new version.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build } from 'esbuild';
import { precacheEntries } from '../lib/offline/precache';
import { htmlFiles } from './security/export-files';

const APP_FILES = [
  'manifest.webmanifest',
  'icon.svg',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/maskable-512.png',
];

async function main() {
  const root = resolve(process.cwd(), process.env.NEXT_DIST_DIR || 'out');
  const files = htmlFiles(root).map((file) => relative(root, file));
  const read = (file: string) => {
    const path = join(root, file);
    if (!existsSync(path) || !statSync(path).isFile()) return null;
    const data = readFileSync(path);
    return {
      text: file.endsWith('.html') ? data.toString('utf8') : '',
      hash: createHash('sha256').update(data).digest('hex').slice(0, 16),
    };
  };
  const entries = precacheEntries(files, read, APP_FILES);
  await build({
    entryPoints: [join(process.cwd(), 'worker/sw.ts')],
    outfile: join(root, 'sw.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    define: { __PRECACHE_ENTRIES__: JSON.stringify(entries) },
    logLevel: 'warning',
  });
  const fileOf = (url: string) => join(root, url.endsWith('/') ? `${url}index.html` : url);
  const bytes = entries.reduce((sum, entry) => sum + statSync(fileOf(entry.url)).size, 0);
  console.log(
    `Service worker: ${root}/sw.js keeps ${entries.length} files (${(bytes / 1e6).toFixed(1)} MB before compression) for offline use.`,
  );
}

await main();

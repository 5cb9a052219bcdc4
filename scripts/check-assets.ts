/**
 * The missing-file gate of `npm test`, run after the build: fails when any page or style sheet of
 * the export asks for an internal file the export lacks (an image, a `srcset` entry, a CSS
 * `url(…)`, a linked page or file), printing each file with the pages that want it.
 *   tsx scripts/check-assets.ts [folder]      (defaults to NEXT_DIST_DIR || out)
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { env } from '@/lib/env';
import { missingAssets, siteUrlOf } from './export/assets';

const root = resolve(process.argv[2] ?? (process.env.NEXT_DIST_DIR || 'out'));
if (!existsSync(join(root, 'index.html'))) {
  console.error(`${root}/index.html is missing: build the site first (npm run build).`);
  process.exit(1);
}

const started = Date.now();
// Absolute links carry the origin the site was built for, which the export itself names.
const missing = missingAssets(root, siteUrlOf(root) ?? env.siteUrl);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (missing.length === 0) {
  console.log(`missing assets: 0 (every internal file the pages ask for is in ${root}; ${seconds} s)`);
} else {
  console.error(`missing assets: ${missing.length} (in ${root}; ${seconds} s)`);
  for (const { file, from } of missing) {
    const shown = from.slice(0, 3).join(', ') + (from.length > 3 ? ` and ${from.length - 3} more` : '');
    console.error(`  ${file}  asked for by ${shown}`);
  }
  process.exit(1);
}

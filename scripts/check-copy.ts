/**
 * The visitor-copy gate of `npm test`, run after the build: fails when the visible text of any
 * exported page (scripts/export/visible-text.ts) speaks of how the site is made — "our
 * specification", "the spec", an issue or ticket number, TODO, lorem ipsum
 * (scripts/export/process-words.ts says what counts and why) — printing each with its page.
 *   tsx scripts/check-copy.ts [folder]      (defaults to NEXT_DIST_DIR || out)
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { processWordsOfExport } from './export/process-words';

const root = resolve(process.argv[2] ?? (process.env.NEXT_DIST_DIR || 'out'));
if (!existsSync(join(root, 'index.html'))) {
  console.error(`${root}/index.html is missing: build the site first (npm run build).`);
  process.exit(1);
}

const started = Date.now();
const { pages, hits: found } = processWordsOfExport(root);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (found.length === 0) {
  console.log(`process-word hits: 0 in the visible text of ${pages} pages (${seconds} s)`);
} else {
  console.error(
    `process-word hits: ${found.length} on ${new Set(found.map((hit) => hit.page)).size} of ${pages} pages (${seconds} s)`,
  );
  for (const hit of found) console.error(`  ${hit.page}  [${hit.rule}] “${hit.match}”: …${hit.context}…`);
  process.exit(1);
}

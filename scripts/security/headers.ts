/**
 * Post-build step of `npm run build`: gives every HTML file of the export its Content Security
 * Policy (a `<meta http-equiv>` listing the sha256 of each inline script Next wrote into it) and
 * writes `_headers` with the headers a meta policy cannot carry. It fails the build when a page
 * holds something no hash can allow (an inline event handler, a `javascript:` URL) or structured
 * data that a `</script` broke out of.
 */
import { resolve } from 'node:path';
import { env } from '../../lib/env';
import { secureExport } from './secure-export';

function main() {
  const root = resolve(process.cwd(), process.env.NEXT_DIST_DIR || 'out');
  const { pages, hashes, problems } = secureExport(root, env);
  if (problems.length) {
    console.error(`Security step: ${problems.length} problem(s) a Content Security Policy cannot allow:`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(
    `Security step: CSP meta in ${pages} HTML files (${hashes} inline hashes), ${root}/_headers written.`,
  );
}

main();

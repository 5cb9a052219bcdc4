import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { PublicEnv } from '../../lib/env';
import { htmlFiles } from './export-files';
import { pageDirectives, serializePolicy } from './csp';
import { fixFrameworkMarkup } from './framework-markup';
import { HEADER_RULES, formatHeadersFile } from './headers-file';
import { brokenJsonLd, inlineHandlers, inlineHashes, withCspMeta } from './html';

export interface SecureResult {
  pages: number;
  hashes: number;
  problems: string[];
}

/**
 * Adds the page policies and `_headers` to the export in `root` (after putting right the markup
 * Next.js gets wrong, framework-markup.ts); returns what it could not allow.
 */
export function secureExport(root: string, env: PublicEnv): SecureResult {
  const problems: string[] = [];
  let hashes = 0;
  const files = htmlFiles(root);
  for (const file of files) {
    const name = relative(root, file);
    // The framework's invalid markup is put right first, so the hashes are of what ships.
    const html = fixFrameworkMarkup(readFileSync(file, 'utf8'));
    for (const handler of inlineHandlers(html)) problems.push(`${name}: inline code ${handler.slice(0, 80)}`);
    for (const block of brokenJsonLd(html))
      problems.push(`${name}: JSON-LD that does not parse (a "</script" in the data?): ${block}`);
    const pageHashes = inlineHashes(html);
    hashes += pageHashes.scripts.length + pageHashes.styles.length;
    writeFileSync(file, withCspMeta(html, serializePolicy(pageDirectives(env, pageHashes))));
  }
  writeFileSync(join(root, '_headers'), formatHeadersFile(HEADER_RULES));
  return { pages: files.length, hashes, problems };
}

/**
 * `npx tsx scripts/security/scan-secrets.ts [folder]`: fails when the built site holds anything
 * that looks like a key or token (scripts/security/secrets.ts), printing each with its file and
 * offset. Run by scripts/test-all.sh right after the build. The folder defaults to the export
 * (`out/`, or NEXT_DIST_DIR's when set). The site's NEXT_PUBLIC_* values are public by design and
 * allowed; none of them is a token since the AI key moved to the gateway.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { env } from '@/lib/env';
import { scanFolder } from './secrets';

const folder = resolve(process.argv[2] ?? (process.env.NEXT_DIST_DIR || 'out'));
if (!existsSync(folder)) {
  console.error(`${folder} does not exist: build the site first.`);
  process.exit(1);
}

const findings = scanFolder(folder, Object.values(env).filter(Boolean));
if (findings.length === 0) {
  console.log(`No key or token found in ${folder}.`);
} else {
  console.error(`${findings.length} key- or token-like value(s) in ${folder}:`);
  for (const finding of findings) {
    console.error(`  ${finding.file}:${finding.offset}  ${finding.kind}  ${finding.excerpt}`);
  }
  process.exit(1);
}

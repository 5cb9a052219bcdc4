/**
 * Build-time downloads: renders every entry of DOWNLOADS (content/downloads/index.ts) and writes it to
 * `<outDir><path>`, so the static export serves `/api/jd-template` and the rest as plain files.
 *
 *   tsx scripts/downloads.ts [outDir]      (outDir defaults to public)
 *
 * Output is byte-for-byte reproducible: dates inside the files come from each document's `updated`,
 * so an unchanged document is rewritten with identical bytes and rebuilds do not churn.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOWNLOADS, type Download } from '../content/downloads/index';

export interface WrittenDownload {
  readonly file: string;
  readonly bytes: number;
}

/** Resolves a download's URL path inside `outDir`, refusing anything that would land outside it. */
export function outputFile(outDir: string, urlPath: string): string {
  const root = path.resolve(outDir);
  const file = path.resolve(root, `.${urlPath}`);
  if (!urlPath.startsWith('/') || !file.startsWith(root + path.sep)) {
    throw new Error(`download path "${urlPath}" must be an absolute URL path inside the output folder`);
  }
  return file;
}

export async function writeDownloads(
  outDir: string,
  downloads: readonly Download[] = DOWNLOADS,
): Promise<WrittenDownload[]> {
  const written: WrittenDownload[] = [];
  for (const download of downloads) {
    const file = outputFile(outDir, download.path);
    const bytes = await download.render();
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    written.push({ file, bytes: bytes.byteLength });
  }
  return written;
}

async function main(): Promise<void> {
  const outDir = process.argv[2] ?? 'public';
  for (const { file, bytes } of await writeDownloads(outDir)) {
    console.log(`download: ${path.relative(process.cwd(), file)} (${(bytes / 1024).toFixed(1)} KB)`);
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

/**
 * Copies pdf.js's worker (pdfjs-dist/build/pdf.worker.min.mjs, about 1 MB) into public/engines/,
 * where the static export serves it to the resume parser, which loads it only when a visitor opens
 * a PDF. Run before `next build` and `next dev`:
 *
 *   tsx scripts/pdf-worker-asset.ts [publicDir]      (publicDir defaults to public)
 *
 * The file name carries the version (lib/career/parser/read-pdf.ts), so a browser never pairs a new
 * pdf.js with a cached old worker; older copies are removed. public/engines/ is git-ignored.
 */
import { copyFile, mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDF_WORKER_FILE, PDFJS_VERSION } from '../lib/career/parser/read-pdf';

export const PDF_WORKER_SOURCE = 'node_modules/pdfjs-dist/build/pdf.worker.min.mjs';

export type CopiedWorker = { file: string; bytes: number; copied: boolean };

export async function copyPdfWorker(publicDir: string, root = process.cwd()): Promise<CopiedWorker> {
  const manifest = JSON.parse(
    await readFile(path.join(root, 'node_modules/pdfjs-dist/package.json'), 'utf8'),
  ) as {
    version?: string;
  };
  if (manifest.version !== PDFJS_VERSION) {
    throw new Error(
      `pdfjs-dist ${manifest.version ?? '(unknown)'} is installed but lib/career/parser/read-pdf.ts expects ${PDFJS_VERSION}: update PDFJS_VERSION`,
    );
  }
  const source = path.join(root, PDF_WORKER_SOURCE);
  const { size } = await stat(source);
  const dir = path.join(path.resolve(root, publicDir), 'engines');
  const target = path.join(dir, PDF_WORKER_FILE);
  await mkdir(dir, { recursive: true });
  for (const name of await readdir(dir)) {
    if (/^pdf-worker-.*\.mjs$/.test(name) && name !== PDF_WORKER_FILE) await rm(path.join(dir, name));
  }
  const existing = await stat(target).catch(() => null);
  if (existing?.size === size) return { file: target, bytes: size, copied: false };
  await copyFile(source, target);
  return { file: target, bytes: size, copied: true };
}

async function main(): Promise<void> {
  const { file, bytes, copied } = await copyPdfWorker(process.argv[2] ?? 'public');
  const where = path.relative(process.cwd(), file);
  console.log(
    `pdf.js worker: ${where} (${(bytes / 1024).toFixed(0)} KB)${copied ? '' : ', already up to date'}`,
  );
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

import { mkdtemp, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PDF_WORKER_FILE, PDF_WORKER_URL } from '@/lib/career/parser/read-pdf';
import { copyPdfWorker } from '@/scripts/pdf-worker-asset';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the pdf.js worker asset', () => {
  it('is copied once into public/engines under its versioned name, replacing older versions', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pdf-worker-'));
    await mkdir(path.join(dir, 'engines'));
    await writeFile(path.join(dir, 'engines', 'pdf-worker-4.0.0.min.mjs'), 'old');
    const first = await copyPdfWorker(dir);
    expect(first.copied).toBe(true);
    expect(first.bytes).toBeGreaterThan(100_000);
    expect(await readdir(path.join(dir, 'engines'))).toEqual([PDF_WORKER_FILE]);
    expect((await copyPdfWorker(dir)).copied).toBe(false);
    expect(PDF_WORKER_URL).toBe(`/engines/${PDF_WORKER_FILE}`);
  });
});

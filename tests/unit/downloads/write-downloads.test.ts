// @vitest-environment node
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Download } from '../../../content/downloads/index';
import { outputFile, writeDownloads } from '../../../scripts/downloads';

const fake = (urlPath: string, body: string): Download => ({
  path: urlPath,
  fileName: path.basename(urlPath),
  contentType: 'application/pdf',
  format: 'PDF',
  title: body,
  render: async () => new TextEncoder().encode(body),
});

let outDir = '';

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'downloads-'));
});

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('outputFile', () => {
  it('maps a URL path to a file under the output folder', () => {
    expect(outputFile('public', '/api/jd-template')).toBe(path.resolve('public/api/jd-template'));
  });

  it('refuses paths that are relative or escape the folder', () => {
    expect(() => outputFile('public', 'api/jd-template')).toThrow(/absolute URL path/);
    expect(() => outputFile('public', '/../package.json')).toThrow(/inside the output folder/);
    expect(() => outputFile('public', '/')).toThrow();
  });
});

describe('writeDownloads', () => {
  it('writes each download at its path, creating folders, and reports the sizes', async () => {
    const written = await writeDownloads(outDir, [
      fake('/api/jd-template', 'docx bytes'),
      fake('/downloads/a/b.pdf', 'pdf'),
    ]);
    expect(written).toEqual([
      { file: path.join(outDir, 'api', 'jd-template'), bytes: 10 },
      { file: path.join(outDir, 'downloads', 'a', 'b.pdf'), bytes: 3 },
    ]);
    expect(await readFile(path.join(outDir, 'api', 'jd-template'), 'utf8')).toBe('docx bytes');
    expect((await stat(path.join(outDir, 'downloads', 'a', 'b.pdf'))).size).toBe(3);
  });

  it('writes the real downloads with identical bytes on every run', async () => {
    const first = await writeDownloads(outDir);
    const firstBytes = await Promise.all(first.map(({ file }) => readFile(file)));
    const second = await writeDownloads(outDir);
    const secondBytes = await Promise.all(second.map(({ file }) => readFile(file)));
    expect(second.map(({ file }) => path.relative(outDir, file))).toEqual([
      path.join('api', 'jd-template'),
      path.join('api', 'future-proof-your-staffing-company'),
      path.join('downloads', 'interview-scorecard-template.docx'),
    ]);
    secondBytes.forEach((bytes, index) => {
      expect(bytes.length).toBe(second[index]!.bytes);
      expect(bytes.equals(firstBytes[index]!)).toBe(true);
    });
  }, 30_000);
});

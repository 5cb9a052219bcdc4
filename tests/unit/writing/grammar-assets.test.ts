// @vitest-environment node
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  HARPER_VERSION,
  HARPER_WASM_BYTES,
  HARPER_WASM_FILE,
  HARPER_WASM_PATH,
  HARPER_WASM_SOURCE,
} from '@/lib/writing/grammar/assets';
import { copyGrammarAssets } from '@/scripts/grammar-assets';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('the grammar engine files', () => {
  it('match the installed harper.js, so the page asks for the file the build copies', () => {
    const manifest = JSON.parse(readFileSync('node_modules/harper.js/package.json', 'utf8')) as {
      version: string;
    };
    expect(manifest.version).toBe(HARPER_VERSION);
    expect(readFileSync(HARPER_WASM_SOURCE).byteLength).toBe(HARPER_WASM_BYTES);
    expect(HARPER_WASM_PATH).toBe(`/engines/${HARPER_WASM_FILE}`);
  });

  it('are copied into public/engines, once, replacing an older version', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'grammar-assets-'));
    dirs.push(dir);
    await mkdir(path.join(dir, 'engines'));
    await writeFile(path.join(dir, 'engines', 'harper-0.0.1-slim.wasm'), 'old');
    const first = await copyGrammarAssets(dir);
    expect(first).toMatchObject({ copied: true, bytes: HARPER_WASM_BYTES });
    expect((await stat(path.join(dir, 'engines', HARPER_WASM_FILE))).size).toBe(HARPER_WASM_BYTES);
    expect(await readdir(path.join(dir, 'engines'))).toEqual([HARPER_WASM_FILE]);
    expect((await copyGrammarAssets(dir)).copied).toBe(false);
  });
});

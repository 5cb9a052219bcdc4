/**
 * Copies the grammar checker's WebAssembly (harper.js, about 16 MB, 8 MB compressed) from
 * node_modules into public/engines/, where the static export serves it. The grammar checker page
 * downloads it only when a visitor first checks text. Run before `next build` and `next dev`:
 *
 *   tsx scripts/grammar-assets.ts [publicDir]      (publicDir defaults to public)
 *
 * The output is generated, so public/engines/ is git-ignored. Older versioned copies are removed.
 */
import { copyFile, mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  HARPER_VERSION,
  HARPER_WASM_BYTES,
  HARPER_WASM_FILE,
  HARPER_WASM_SOURCE,
} from '../lib/writing/grammar/assets';

export type CopiedAsset = { file: string; bytes: number; copied: boolean };

/** Checks the installed harper.js is the one the page expects, then copies its wasm if needed. */
export async function copyGrammarAssets(publicDir: string, root = process.cwd()): Promise<CopiedAsset> {
  const manifest = JSON.parse(
    await readFile(path.join(root, 'node_modules/harper.js/package.json'), 'utf8'),
  ) as {
    version?: string;
  };
  if (manifest.version !== HARPER_VERSION) {
    throw new Error(
      `harper.js ${manifest.version ?? '(unknown)'} is installed but lib/writing/grammar/assets.ts expects ${HARPER_VERSION}: update HARPER_VERSION and HARPER_WASM_BYTES`,
    );
  }
  const source = path.join(root, HARPER_WASM_SOURCE);
  const { size } = await stat(source);
  if (size !== HARPER_WASM_BYTES) {
    throw new Error(
      `${HARPER_WASM_SOURCE} is ${size} bytes, but HARPER_WASM_BYTES says ${HARPER_WASM_BYTES}`,
    );
  }
  const dir = path.join(path.resolve(root, publicDir), 'engines');
  const target = path.join(dir, HARPER_WASM_FILE);
  await mkdir(dir, { recursive: true });
  for (const name of await readdir(dir)) {
    if (/^harper-.*\.wasm$/.test(name) && name !== HARPER_WASM_FILE) await rm(path.join(dir, name));
  }
  const existing = await stat(target).catch(() => null);
  if (existing?.size === size) return { file: target, bytes: size, copied: false };
  await copyFile(source, target);
  return { file: target, bytes: size, copied: true };
}

async function main(): Promise<void> {
  const { file, bytes, copied } = await copyGrammarAssets(process.argv[2] ?? 'public');
  const where = path.relative(process.cwd(), file);
  console.log(
    `grammar engine: ${where} (${(bytes / 1024 / 1024).toFixed(1)} MB)${copied ? '' : ', already up to date'}`,
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

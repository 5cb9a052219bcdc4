import { toProblems, type Problem } from './problems';
import { HARPER_WASM_BYTES, HARPER_WASM_PATH } from './assets';

export type GrammarEngine = {
  check(text: string): Promise<Problem[]>;
  /** True when checks run in a Web Worker, so long texts never freeze the page. */
  inWorker: boolean;
};

export type EngineProgress = { phase: 'download'; loaded: number; total: number } | { phase: 'prepare' };

/** How long the worker may take to start before the checker runs on the page instead. */
const WORKER_TIMEOUT_MS = 45_000;

async function download(url: string, onProgress?: (progress: EngineProgress) => void): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  if (!response.body) return new Blob([await response.arrayBuffer()], { type: 'application/wasm' });
  // The body arrives decompressed, so progress is measured against the file's real size.
  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress?.({ phase: 'download', loaded, total: Math.max(loaded, HARPER_WASM_BYTES) });
  }
  return new Blob(chunks, { type: 'application/wasm' });
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error('the worker did not start')), ms));
}

/**
 * Loads Harper (harper.js and its WebAssembly) and returns a checker. The wasm is downloaded once,
 * with progress, and handed to Harper as a blob: URL, so the page and the worker read the same
 * bytes instead of each fetching 8 MB. Checks run in Harper's Web Worker; where a worker cannot
 * start, they run on the page.
 */
export async function createGrammarEngine(
  onProgress?: (progress: EngineProgress) => void,
): Promise<GrammarEngine> {
  const [harper, wasm] = await Promise.all([import('harper.js'), download(HARPER_WASM_PATH, onProgress)]);
  onProgress?.({ phase: 'prepare' });
  const url = URL.createObjectURL(wasm);
  const binary = harper.createBinaryModuleFromUrl(url, 'slim');
  const dialect = harper.Dialect.American;
  let linter: import('harper.js').Linter;
  let inWorker = false;
  try {
    if (typeof Worker !== 'function') throw new Error('no Web Worker');
    const worker = new harper.WorkerLinter({ binary, dialect });
    await Promise.race([worker.setup(), timeout(WORKER_TIMEOUT_MS)]);
    linter = worker;
    inWorker = true;
  } catch {
    const local = new harper.LocalLinter({ binary, dialect });
    await local.setup();
    linter = local;
  }
  await binary.setup();
  URL.revokeObjectURL(url);
  return {
    inWorker,
    async check(text: string) {
      const lints = await linter.lint(text, { language: 'plaintext' });
      const problems = toProblems(text, lints);
      // Lints on the page hold WebAssembly memory until freed.
      for (const lint of lints) lint.free();
      return problems;
    },
  };
}

let shared: Promise<GrammarEngine> | null = null;

/** The one engine of the page, loaded on first use; a failed load can be tried again. */
export function loadGrammarEngine(onProgress?: (progress: EngineProgress) => void): Promise<GrammarEngine> {
  if (!shared) {
    shared = createGrammarEngine(onProgress).catch((error: unknown) => {
      shared = null;
      throw error;
    });
  }
  return shared;
}

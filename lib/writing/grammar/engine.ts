import { toProblems, withRuleNames, type Problem } from './problems';
import { HARPER_VERSION, HARPER_WASM_BYTES, HARPER_WASM_PATH } from './assets';
import { HARPER_LINT_CONFIG } from './harper-config';

export type GrammarEngine = {
  /** Harper's problems for `text` (the rule layer's are merged in by the caller). */
  check(text: string): Promise<Problem[]>;
  /** The visitor's own words, never flagged as misspellings. */
  setDictionary(words: readonly string[]): Promise<void>;
  /** True when checks run in a Web Worker, so long texts never freeze the page. */
  inWorker: boolean;
};

export type EngineProgress =
  { phase: 'download'; loaded: number; total: number } | { phase: 'prepare'; cached: boolean };

/** How long the worker may take to start before the checker runs on the page instead. */
const WORKER_TIMEOUT_MS = 45_000;
/** One Cache Storage entry per Harper version; older ones are deleted when a new one is stored. */
const CACHE_NAME = `quotient-grammar-${HARPER_VERSION}`;

const mark = (name: string) => globalThis.performance?.mark?.(`grammar:${name}`);

async function openCache(): Promise<Cache | null> {
  try {
    return typeof caches === 'undefined' ? null : await caches.open(CACHE_NAME);
  } catch {
    return null; // Private windows and insecure origins may refuse Cache Storage.
  }
}

/**
 * The wasm from Cache Storage when an earlier visit stored it, so a return visit skips the 8 MB
 * download even where the host asks browsers to revalidate (the file name carries the version,
 * so a stored copy is never stale).
 */
async function fromCache(cache: Cache | null): Promise<Blob | null> {
  const hit = await cache?.match(HARPER_WASM_PATH).catch(() => undefined);
  return hit ? new Blob([await hit.arrayBuffer()], { type: 'application/wasm' }) : null;
}

async function store(cache: Cache | null, wasm: Blob) {
  if (!cache) return;
  try {
    await cache.put(
      HARPER_WASM_PATH,
      new Response(wasm, { headers: { 'Content-Type': 'application/wasm' } }),
    );
    for (const name of await caches.keys())
      if (name.startsWith('quotient-grammar-') && name !== CACHE_NAME) await caches.delete(name);
  } catch {
    // A full or refused cache only costs the next visit a download.
  }
}

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
 * with progress, kept in Cache Storage for later visits, and handed to Harper as a blob: URL, so
 * the page and the worker read the same bytes instead of each fetching 8 MB. Checks run in
 * Harper's Web Worker; where a worker cannot start, they run on the page.
 */
export async function createGrammarEngine(
  onProgress?: (progress: EngineProgress) => void,
): Promise<GrammarEngine> {
  mark('load-start');
  const cache = await openCache();
  const cached = await fromCache(cache);
  const [harper, wasm] = await Promise.all([
    import('harper.js'),
    cached ?? download(HARPER_WASM_PATH, onProgress),
  ]);
  mark('downloaded');
  if (!cached) void store(cache, wasm);
  onProgress?.({ phase: 'prepare', cached: Boolean(cached) });
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
  // The page needs the module too: lints from the worker are rebuilt here from JSON.
  await binary.setup();
  await linter.setLintConfig(HARPER_LINT_CONFIG);
  URL.revokeObjectURL(url);
  mark('ready');
  let words = '';
  return {
    inWorker,
    async check(text: string) {
      const lints = withRuleNames(await linter.organizedLints(text, { language: 'plaintext' }));
      const problems = toProblems(text, lints);
      // Lints on the page hold WebAssembly memory until freed.
      for (const lint of lints) lint.free();
      return problems;
    },
    async setDictionary(list: readonly string[]) {
      const key = list.join('\n');
      if (key === words) return;
      words = key;
      await linter.clearWords();
      if (list.length) await linter.importWords([...list]);
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

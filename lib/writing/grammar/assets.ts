/**
 * Where the grammar engine's WebAssembly is served from. scripts/grammar-assets.ts copies it out of
 * node_modules at build time under a versioned name, so a new harper.js never meets a cached old
 * binary; a unit test fails if these drift from the installed package.
 */
export const HARPER_VERSION = '2.10.0';
/** The binary inside the harper.js package: the slim build, about 8 MB compressed. */
export const HARPER_WASM_SOURCE = 'node_modules/harper.js/dist/harper_wasm_slim_bg.wasm';
export const HARPER_WASM_FILE = `harper-${HARPER_VERSION}-slim.wasm`;
/** Under public/, so the static export serves it at this path. */
export const HARPER_WASM_PATH = `/engines/${HARPER_WASM_FILE}`;
/** Its size uncompressed, for the download progress (the body arrives decompressed). */
export const HARPER_WASM_BYTES = 15_935_196;

import { config } from 'zod';

/**
 * zod 4 probes `new Function` the first time it parses an object, to decide whether to compile a
 * fast path. The site's Content Security Policy forbids eval, so that probe shows up as a CSP
 * violation in every browser. Jitless mode skips the probe (and the compiled path, which our small
 * forms do not need). Every module that builds schemas for the browser imports this first.
 */
config({ jitless: true });

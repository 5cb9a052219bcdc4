import type { HttpBindings } from '@hono/node-server';

/**
 * Under @hono/node-server the Node request and response are in `c.env`; under `app.request()`
 * in tests there is none, hence Partial and the optional chaining where it is read.
 */
export type EmulatorEnv = { Bindings: Partial<HttpBindings> };

// @vitest-environment node
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../emulator/server';
import { leadRequest, signupRequest, tempFolder } from './helpers';

let folder: ReturnType<typeof tempFolder>;
let server: RunningEmulator;

beforeEach(async () => {
  folder = tempFolder();
  // Explicit options so EMULATOR_* variables in the environment cannot change the test.
  server = await startEmulator({
    port: 0,
    dataFile: join(folder.path, 'received.jsonl'),
    failures: [],
    allowedOrigins: [],
  });
});

afterEach(async () => {
  await server.close();
  folder.remove();
});

const call = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);
const switchFailure = (body: Record<string, unknown>) =>
  call('/__emulator/fail', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('emulator over a real connection', () => {
  it('listens on localhost and answers', async () => {
    expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
    const response = await call('/api/trial-user/signup', signupRequest('a@example.com'));
    expect(await response.json()).toHaveProperty('linkToken');
  });

  it('drop: fetch rejects, nothing is recorded, and the next request succeeds', async () => {
    await switchFailure({ mode: 'drop', route: 'signup' });
    await expect(call('/api/trial-user/signup', signupRequest('a@example.com'))).rejects.toThrow();

    const after = await call('/api/trial-user/signup', signupRequest('b@example.com'));
    expect(await after.json()).toHaveProperty('linkToken');
    const received = (await (await call('/__emulator/received')).json()) as Array<{
      data: { email: string };
    }>;
    expect(received.map((record) => record.data.email)).toEqual(['b@example.com']);
  });

  it('slow: a client timeout cuts it short, and closing the server does not wait for it', async () => {
    await switchFailure({ mode: 'slow', delayMs: 5000 });
    const request = call('/leads', {
      ...leadRequest({ 'Form Name': 'Contact' }),
      signal: AbortSignal.timeout(100),
    });
    await expect(request).rejects.toThrow();
  });
});

import type { APIRequestContext } from '@playwright/test';

/** The emulator the served build talks to (scripts/serve.ts starts it beside the site). */
export const EMULATOR_URL = `http://localhost:${process.env.EMULATOR_PORT || 4010}`;

export type FailureMode = 'error' | 'http500' | 'badjson' | 'slow' | 'drop';
export type EmulatorRoute = 'signup' | 'leads' | 'ai';

/**
 * Makes the next `count` requests to `route` fail the given way. `match` (the test's own unique
 * email) keeps the failure away from tests that run at the same time against the same emulator.
 */
export async function failNext(
  request: APIRequestContext,
  mode: FailureMode,
  route: EmulatorRoute,
  extra: { count?: number; delayMs?: number; match?: string } = {},
) {
  const response = await request.post(`${EMULATOR_URL}/__emulator/fail`, { data: { mode, route, ...extra } });
  if (!response.ok()) throw new Error(`emulator refused the failure switch: ${await response.text()}`);
}

export async function clearFailures(request: APIRequestContext) {
  await request.delete(`${EMULATOR_URL}/__emulator/fail`);
}

export type Received = { kind: 'signup' | 'lead' | 'ai'; at: string; data: Record<string, unknown> };

export async function received(request: APIRequestContext, kind: Received['kind']): Promise<Received[]> {
  const response = await request.get(`${EMULATOR_URL}/__emulator/received?kind=${kind}`);
  return (await response.json()) as Received[];
}

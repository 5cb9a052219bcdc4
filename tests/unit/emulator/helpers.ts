import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmulatorApp, type EmulatorOptions } from '../../../emulator/app';
import type { Received } from '../../../emulator/store';

export const FIXED_NOW = new Date('2026-01-02T03:04:05.000Z');

export function tempFolder(): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), 'emulator-test-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** An emulator app over a fresh data file; call `remove` after the test. */
export function testEmulator(options: Partial<EmulatorOptions> = {}) {
  const folder = tempFolder();
  const dataFile = join(folder.path, 'nested', 'received.jsonl');
  const app = createEmulatorApp({ dataFile, now: () => FIXED_NOW, ...options });
  return {
    app,
    dataFile,
    remove: folder.remove,
    readDataFile: (): Received[] =>
      readFileSync(dataFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Received),
    received: async (kind?: Received['kind']): Promise<Received[]> => {
      const response = await app.request(`/__emulator/received${kind ? `?kind=${kind}` : ''}`);
      return (await response.json()) as Received[];
    },
    fail: (body: Record<string, unknown>) =>
      app.request('/__emulator/fail', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
  };
}

export const signupRequest = (email: string, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers,
  body: new URLSearchParams({ email }),
});

export function leadRequest(fields: Record<string, string>): RequestInit {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return { method: 'POST', body: form };
}

export interface ChatMessageInput {
  role: string;
  content: string;
}

export const chatRequest = (
  messages: ChatMessageInput[],
  token: string | null = 'test-token',
): RequestInit => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
  },
  body: JSON.stringify({ model: 'gpt-test', messages, temperature: 0.7 }),
});

export interface ChatCompletionBody {
  object: string;
  model: string;
  choices: Array<{ message: { role: string; content: string }; finish_reason: string }>;
}

/** What the site does: take the JSON between the `***` markers. */
export function jsonBetweenMarkers(content: string): unknown {
  const match = content.match(/\*\*\*([\s\S]*)\*\*\*/);
  if (!match?.[1]) throw new Error(`no *** markers in: ${content}`);
  return JSON.parse(match[1]);
}

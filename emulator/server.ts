import { resolve } from 'node:path';
import { createEmulatorApp } from './app';
import { parseAllowedOrigins } from './cors';
import { parsePermanentFailure, type FailureRule } from './failures';
import { listenOnLocalhost } from './listen';

export const DEFAULT_EMULATOR_PORT = 4010;
export const DEFAULT_EMULATOR_DATA_FILE = '.emulator-data/received.jsonl';

export interface StartEmulatorOptions {
  /** 0 picks a free port. Default: `EMULATOR_PORT` or 4010. */
  port?: number;
  /** Default: `EMULATOR_DATA_FILE` or `.emulator-data/received.jsonl`. */
  dataFile?: string;
  /** Default: `EMULATOR_ALLOWED_ORIGINS` (comma list), else any origin. */
  allowedOrigins?: string[];
  /** Default: the permanent failure in `EMULATOR_FAIL=mode[:route]`, if any. */
  failures?: FailureRule[];
  now?: () => Date;
}

export interface RunningEmulator {
  url: string;
  port: number;
  dataFile: string;
  close(): Promise<void>;
}

export function emulatorPortFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.EMULATOR_PORT?.trim();
  if (!raw) return DEFAULT_EMULATOR_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`EMULATOR_PORT is not a port number: "${raw}"`);
  return port;
}

/** Starts the emulator in this process, for `npm start`, the CLI and end-to-end tests. */
export async function startEmulator(options: StartEmulatorOptions = {}): Promise<RunningEmulator> {
  const dataFile = resolve(
    options.dataFile ?? (process.env.EMULATOR_DATA_FILE?.trim() || DEFAULT_EMULATOR_DATA_FILE),
  );
  const permanent = parsePermanentFailure(process.env.EMULATOR_FAIL);
  const app = createEmulatorApp({
    dataFile,
    now: options.now,
    allowedOrigins: options.allowedOrigins ?? parseAllowedOrigins(process.env.EMULATOR_ALLOWED_ORIGINS),
    failures: options.failures ?? (permanent ? [permanent] : []),
  });
  const server = await listenOnLocalhost(app.fetch, options.port ?? emulatorPortFromEnv());
  return { ...server, dataFile };
}

import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export const RECEIVED_KINDS = ['signup', 'lead', 'ai'] as const;
export type ReceivedKind = (typeof RECEIVED_KINDS)[number];

export type ReceivedValue = string | string[] | number | boolean | null;
export type ReceivedData = Record<string, ReceivedValue>;

export interface Received {
  kind: ReceivedKind;
  /** ISO 8601 time the emulator received it. */
  at: string;
  data: ReceivedData;
}

export interface ReceivedStore {
  add(kind: ReceivedKind, data: ReceivedData): Received;
  /** In arrival order, oldest first. */
  list(kind?: ReceivedKind): Received[];
  /** Forgets what is in memory; the file stays as the durable log. */
  clear(): void;
}

export const isReceivedKind = (value: string): value is ReceivedKind =>
  (RECEIVED_KINDS as readonly string[]).includes(value);

/**
 * Appends each record to a JSON-lines file and keeps it in memory. The file is written
 * synchronously so that a test can read it as soon as the HTTP answer has arrived, and it is
 * not read back at start: memory holds only this run, the file is the history across runs.
 */
export function createReceivedStore(dataFile: string, now: () => Date = () => new Date()): ReceivedStore {
  mkdirSync(dirname(dataFile), { recursive: true });
  let records: Received[] = [];

  return {
    add(kind, data) {
      const record: Received = { kind, at: now().toISOString(), data };
      appendFileSync(dataFile, `${JSON.stringify(record)}\n`, 'utf8');
      records.push(record);
      return record;
    },
    list(kind) {
      return kind ? records.filter((record) => record.kind === kind) : [...records];
    },
    clear() {
      records = [];
    },
  };
}

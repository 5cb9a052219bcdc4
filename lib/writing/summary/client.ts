import type { Summary, SummaryLength } from './summarize';
import type { SummaryRequest, SummaryResponse } from './worker';

/**
 * Summaries in a Web Worker where the browser allows one, on the page otherwise (the work is the
 * same; only long texts would be felt). Only the latest request is answered: an older one that
 * finishes late is dropped by the caller's sequence check.
 */
export type Summarizer = {
  run: (text: string, length: SummaryLength) => Promise<Summary>;
  dispose: () => void;
};

async function onPage(text: string, length: SummaryLength): Promise<Summary> {
  const { summarize } = await import('./summarize');
  return summarize(text, length);
}

export function createSummarizer(): Summarizer {
  let worker: Worker | null = null;
  try {
    if (typeof Worker === 'function')
      worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  } catch {
    worker = null;
  }
  let nextId = 0;
  const pending = new Map<number, { resolve: (s: Summary) => void; text: string; length: SummaryLength }>();

  if (worker) {
    worker.onmessage = (event: MessageEvent<SummaryResponse>) => {
      const job = pending.get(event.data.id);
      pending.delete(event.data.id);
      job?.resolve(event.data.summary);
    };
    // A worker that fails to start or crashes: its jobs, and all later ones, run on the page.
    worker.onerror = () => {
      worker?.terminate();
      worker = null;
      for (const [id, job] of pending) {
        pending.delete(id);
        void onPage(job.text, job.length).then(job.resolve);
      }
    };
  }

  return {
    run(text, length) {
      if (!worker) return onPage(text, length);
      const id = ++nextId;
      return new Promise<Summary>((resolve) => {
        pending.set(id, { resolve, text, length });
        const request: SummaryRequest = { id, text, length };
        worker?.postMessage(request);
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      pending.clear();
    },
  };
}

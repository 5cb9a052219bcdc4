import type { StyleJob } from './portrait-filters';

/**
 * Applies a portrait style in a worker (created on first use and kept for the next), or on the
 * main thread where workers are unavailable. Only the latest request matters: an older answer
 * arriving late is ignored by the caller through its id.
 */
let worker: Worker | null | undefined;
let counter = 0;

function getWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker =
      typeof Worker === 'undefined'
        ? null
        : new Worker(new URL('./portrait.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    worker = null;
  }
  return worker;
}

async function inline(job: StyleJob): Promise<Uint8ClampedArray> {
  const { applyStyle } = await import('./portrait-filters');
  return applyStyle(job);
}

export function stylize(job: StyleJob): Promise<Uint8ClampedArray> {
  const w = getWorker();
  if (!w) return inline(job);
  const id = (counter += 1);
  return new Promise((resolve) => {
    const done = (event: MessageEvent<{ id: number; pixels?: Uint8ClampedArray; error?: boolean }>) => {
      if (event.data.id !== id) return;
      w.removeEventListener('message', done);
      w.removeEventListener('error', failed);
      if (event.data.pixels) resolve(event.data.pixels);
      else resolve(inline(job));
    };
    // A worker that cannot start (a blocked script) is dropped, and this page does the work itself.
    const failed = () => {
      w.removeEventListener('message', done);
      w.removeEventListener('error', failed);
      worker = null;
      resolve(inline(job));
    };
    w.addEventListener('message', done);
    w.addEventListener('error', failed);
    const copy = job.data.slice();
    w.postMessage({ ...job, data: copy, id }, [copy.buffer]);
  });
}

import { applyStyle, type StyleJob } from './portrait-filters';

/** Runs a portrait style off the main thread, so the page stays responsive on a large photo. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<StyleJob & { id: number }>) => void) | null;
  postMessage: (message: unknown, transfer: Transferable[]) => void;
};

scope.onmessage = (event) => {
  const { id, ...job } = event.data;
  try {
    const pixels = applyStyle(job);
    scope.postMessage({ id, pixels }, [pixels.buffer]);
  } catch {
    scope.postMessage({ id, error: true }, []);
  }
};

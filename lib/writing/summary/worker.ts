import { summarize, type Summary, type SummaryLength } from './summarize';

/** Runs the summary off the page's main thread, so a 20,000-word text never freezes typing. */
export type SummaryRequest = { id: number; text: string; length: SummaryLength };
export type SummaryResponse = { id: number; summary: Summary };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SummaryRequest>) => void) | null;
  postMessage: (message: SummaryResponse) => void;
};

scope.onmessage = (event) => {
  const { id, text, length } = event.data;
  scope.postMessage({ id, summary: summarize(text, length) });
};

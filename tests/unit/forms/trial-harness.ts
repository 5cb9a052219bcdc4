import { afterEach, beforeEach, vi } from 'vitest';

/** A mocked fetch, clean local and session storage, and the page address the trial form tests start from. */
export function trialHarness(path: string) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', path);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

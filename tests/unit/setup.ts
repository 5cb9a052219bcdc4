import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// The dom tests share one jsdom per worker (vitest.config.mts), which was most of their time, but
// each file still gets its own copy of the site's modules: an island's engine, loaded with import()
// by one file, must still be "not loaded yet" for the next.
vi.resetModules();

// jsdom has <dialog> without its methods: one stand-in for every file, since files share a window.
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// Islands load their engines with import() on first use; on a busy two-core machine that alone can
// pass Testing Library's default one second, and findBy/waitFor then failed tests that were right.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

/** What some files replace on the shared window by assignment, as the worker's window first had it. */
type Pristine = {
  createObjectURL: typeof URL.createObjectURL;
  revokeObjectURL: typeof URL.revokeObjectURL;
  decode?: PropertyDescriptor;
};
const worker = globalThis as { pristineWindow?: Pristine };
if (typeof window !== 'undefined') {
  worker.pristineWindow ??= {
    createObjectURL: URL.createObjectURL,
    revokeObjectURL: URL.revokeObjectURL,
    decode: Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'decode'),
  };
}

// What a file leaves in the shared window is taken away before the next file.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // A file may ask for plain Node (`@vitest-environment node`): no window to tidy.
  if (typeof window === 'undefined') return;
  const pristine = worker.pristineWindow!;
  URL.createObjectURL = pristine.createObjectURL;
  URL.revokeObjectURL = pristine.revokeObjectURL;
  if (pristine.decode) Object.defineProperty(HTMLImageElement.prototype, 'decode', pristine.decode);
  else delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

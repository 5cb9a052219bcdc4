import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, switchTo } from '@/lib/offline/register';

/** A stand-in for the browser's service worker container, with the registration it returns. */
function fakeContainer({ controller, waiting }: { controller: boolean; waiting: object | null }) {
  const registration = Object.assign(new EventTarget(), { waiting, installing: null as unknown });
  const container = Object.assign(new EventTarget(), {
    controller: controller ? {} : null,
    register: vi.fn(async () => registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, registration };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registering the service worker', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
  });

  it('registers /sw.js for the whole site and offers a version already waiting', async () => {
    const waiting = { postMessage: vi.fn() };
    const { container } = fakeContainer({ controller: true, waiting });
    const onWaiting = vi.fn();
    registerServiceWorker(onWaiting);
    await settle();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(onWaiting).toHaveBeenCalledWith(waiting);
  });

  it('offers a version that finishes installing later, but never the first install', async () => {
    const { registration } = fakeContainer({ controller: true, waiting: null });
    const onWaiting = vi.fn();
    registerServiceWorker(onWaiting);
    await settle();
    const installing = Object.assign(new EventTarget(), { state: 'installing' });
    registration.installing = installing;
    registration.dispatchEvent(new Event('updatefound'));
    installing.state = 'installed';
    installing.dispatchEvent(new Event('statechange'));
    expect(onWaiting).toHaveBeenCalledWith(installing);

    const first = fakeContainer({ controller: false, waiting: { postMessage: vi.fn() } });
    const none = vi.fn();
    registerServiceWorker(none);
    await settle();
    expect(first.container.register).toHaveBeenCalled();
    expect(none).not.toHaveBeenCalled();
  });

  it('does nothing when the visitor asked to save data', async () => {
    const { container } = fakeContainer({ controller: true, waiting: null });
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    registerServiceWorker(vi.fn());
    await settle();
    expect(container.register).not.toHaveBeenCalled();
  });

  it('tells the waiting version to take over', () => {
    fakeContainer({ controller: true, waiting: null });
    const worker = { postMessage: vi.fn() };
    switchTo(worker as unknown as ServiceWorker);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });
});

/// <reference lib="webworker" />
/**
 * The site's service worker (built into out/sw.js by scripts/service-worker.ts, registered by
 * components/layout/ServiceWorker.tsx after the page has loaded).
 * - Every tool page, the tools hub and what they load first are kept on the first visit (the list
 *   is lib/offline/precache.ts's); a tool page opens from the cache, with or without a connection,
 *   and whatever its address asks for (`?amount=…` restores in the page itself).
 * - A tool's engine (the code it loads on first use), the site's fingerprinted files and the
 *   grammar and PDF engines are kept the first time they are fetched.
 * - Every other page comes from the network, from the cache when there is none.
 * A new version installs beside the old one and waits; the page offers to switch (SKIP_WAITING).
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
} from 'serwist';

declare const self: ServiceWorkerGlobalScope;
declare const __PRECACHE_ENTRIES__: PrecacheEntry[];

const serwist = new Serwist({
  precacheEntries: __PRECACHE_ENTRIES__,
  precacheOptions: {
    cleanupOutdatedCaches: true,
    // A tool page serves every address of itself: its inputs travel in the query.
    ignoreURLParametersMatching: [/.*/],
    concurrency: 6,
  },
  skipWaiting: false,
  // The first visit's page is served by the worker as soon as it is ready, so "Available offline"
  // holds without a reload.
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'static',
        plugins: [new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 60 * 60 * 24 * 90 })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/engines/'),
      handler: new CacheFirst({ cacheName: 'engines', plugins: [new ExpirationPlugin({ maxEntries: 20 })] }),
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkFirst({
        cacheName: 'pages',
        networkTimeoutSeconds: 5,
        plugins: [new ExpirationPlugin({ maxEntries: 150 })],
      }),
    },
    {
      matcher: ({ request, sameOrigin }) =>
        sameOrigin && ['image', 'font', 'style', 'script'].includes(request.destination),
      handler: new StaleWhileRevalidate({
        cacheName: 'assets',
        plugins: [new ExpirationPlugin({ maxEntries: 200 })],
      }),
    },
  ],
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

serwist.addEventListeners();

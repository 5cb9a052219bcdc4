/**
 * What the service worker keeps from the first visit on (worker/sw.ts): every tool page, the tools
 * hub, the files those pages load before any interaction (their scripts, styles and fonts, named in
 * their HTML) and the installable app's manifest and icons. What a tool loads on first use (its
 * engine: formulas, word lists, PDF and media code) is not listed; the worker keeps it when it is
 * first fetched.
 */
export type PrecacheEntry = { url: string; revision: string | null };

/** An exported file's path (`tools/x/index.html`) as the address it is served at (`/tools/x/`). */
export function urlOfFile(file: string): string {
  const path = `/${file.replace(/\\/g, '/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

/** Pages kept for offline use: the tools hub and every tool, not the embeds or the rest of the site. */
export function isOfflinePage(file: string): boolean {
  return /^tools\/(?:[^/]+\/)?index\.html$/.test(file.replace(/\\/g, '/'));
}

/** Fingerprinted files Next.js wrote that a page's HTML names (scripts, styles, fonts, preloads). */
export function staticAssetsIn(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\/_next\/static\/[A-Za-z0-9_\-./~]+?\.(?:js|css|woff2)(?=["'\\\s)?#])/g))
    found.add(match[0]);
  return [...found];
}

/**
 * The precache list: pages and app files with their content hash as revision, Next's fingerprinted
 * files without one (their name changes with their content). `read` gives a file's bytes and hash.
 */
export function precacheEntries(
  files: readonly string[],
  read: (file: string) => { text: string; hash: string } | null,
  appFiles: readonly string[],
): PrecacheEntry[] {
  const entries = new Map<string, PrecacheEntry>();
  for (const file of files.filter(isOfflinePage)) {
    const content = read(file);
    if (!content) continue;
    entries.set(urlOfFile(file), { url: urlOfFile(file), revision: content.hash });
    for (const asset of staticAssetsIn(content.text))
      if (!entries.has(asset) && read(asset.slice(1))) entries.set(asset, { url: asset, revision: null });
  }
  for (const file of appFiles) {
    const content = read(file);
    if (content) entries.set(urlOfFile(file), { url: urlOfFile(file), revision: content.hash });
  }
  return [...entries.values()].sort((a, b) => a.url.localeCompare(b.url));
}

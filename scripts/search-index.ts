/**
 * Writes the site search index, public/search-index.json, from content/routes.ts: one record per
 * page (title, description, path, section). Run before `next build` and `next dev`:
 *
 *   tsx scripts/search-index.ts [publicDir]      (publicDir defaults to public)
 *
 * The header's search dialog fetches it on first use (components/layout/SiteSearch.tsx). About
 * 70 kB of JSON, 20 kB compressed, so one file is enough. public/search-index.json is git-ignored.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sitePages } from '../content/routes';
import { toolsByFamily } from '../content/tools/registry';
import { packIndex, SEARCH_INDEX_URL, type SearchRecord } from '../lib/search/site-search';

/** Reached only after a sign-up; a visitor searching for "trial" wants the sign-up page itself. */
export const NOT_SEARCHED = new Set(['/try-for-free/thank-you/']);

export function searchRecords(): SearchRecord[] {
  // Tool pages declare no section; the directory's group ("Calculators", "HR letters") names it.
  const toolGroup = new Map<string, string>();
  for (const family of toolsByFamily())
    for (const group of family.groups)
      for (const tool of group.tools) toolGroup.set(`/tools/${tool.slug}/`, group.title);
  return sitePages()
    .filter((page) => !NOT_SEARCHED.has(page.path))
    .map((page) => ({
      title: page.title,
      description: page.description,
      path: page.path,
      section:
        page.section || toolGroup.get(page.path) || (page.path.startsWith('/tools/') ? 'Free tools' : ''),
    }));
}

export async function writeSearchIndex(
  publicDir: string,
): Promise<{ file: string; bytes: number; pages: number }> {
  const records = searchRecords();
  const body = JSON.stringify(packIndex(records));
  const file = path.join(publicDir, SEARCH_INDEX_URL);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
  return { file, bytes: Buffer.byteLength(body), pages: records.length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await writeSearchIndex(process.argv[2] ?? 'public');
  console.log(`search index: ${result.pages} pages, ${(result.bytes / 1024).toFixed(1)} kB → ${result.file}`);
}

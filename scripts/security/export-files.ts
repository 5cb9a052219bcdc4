import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every HTML file of an export (the `_next/` assets aside). */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === '_next' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The people on this site (team, advisors, award nominees and winners, sample documents) are
 * fictional. A made-up profile address on a real network reaches a real stranger or nothing, so
 * content holds none; the company's own accounts and search strings such as `site:linkedin.com/in`
 * are not profiles.
 */
const PROFILE =
  /(?<!site:)(?:https?:\/\/)?(?:www\.)?(?:linkedin\.com\/in|x\.com|twitter\.com|github\.com|instagram\.com|facebook\.com)\/[A-Za-z0-9_-]+/g;
const COMPANY_ACCOUNTS = new Set(['https://x.com/quotienthire']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('content names no made-up profile of a fictional person', () => {
  it('has no personal profile address on LinkedIn, X, GitHub, Instagram or Facebook', () => {
    const found = files('content').flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(PROFILE)]
        .map((match) => match[0])
        .filter((url) => !COMPANY_ACCOUNTS.has(url))
        .map((url) => `${path}: ${url}`),
    );
    expect(found).toEqual([]);
  });
});

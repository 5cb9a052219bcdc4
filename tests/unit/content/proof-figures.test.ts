import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { customerBusinesses, customerCount, trustedByLine } from '@/content/customer-count';
import { claims } from '@/content/claims';
import { ratingSourced } from '@/content/rating';
import { site } from '@/content/site';

/**
 * The figures that tell a buyer who uses Quotient: one customer count, written once
 * (content/customer-count.ts) and built into every sentence that gives it, and the rating, only
 * ever shown with where its reviews come from (content/rating.ts). The scan reads the source of
 * content, components and pages, so a count or rating typed straight into copy fails here.
 */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(path) && !path.endsWith('.d.ts') ? [path] : [];
  });
}

/** Source text without its comments: a comment that names a figure is not copy a visitor reads. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

const sources = ['content', 'components', 'app'].flatMap(files).map((path) => ({
  path: path.split('\\').join('/'),
  text: code(readFileSync(path, 'utf8')),
}));

function found(pattern: RegExp, allowed: readonly string[]): string[] {
  return sources
    .filter((file) => !allowed.includes(file.path))
    .flatMap((file) => [...file.text.matchAll(pattern)].map((match) => `${file.path}: ${match[0]}`));
}

describe('customer count', () => {
  it('is one figure, the one the product claims give, typed nowhere but its constant', () => {
    expect(customerCount).toBe('100+');
    expect(customerBusinesses).toBe('100+ businesses');
    expect(trustedByLine).toBe('Trusted by 100+ businesses');
    expect(claims.find((claim) => claim.id === 'businesses')!.figure).toBe(customerCount);
    const count =
      /\b(?:\d[\d,]*\+?|(?:more|fewer) than \d[\d,]*|over \d[\d,]*|hundreds of|thousands of|dozens of) (?:other )?(?:businesses|companies|customers|organi[sz]ations|employers|brands)\b/gi;
    // The claims registry describes the figure in words and finds it in copy.
    expect(found(count, ['content/customer-count.ts', 'content/claims.ts'])).toEqual([]);
  });
});

describe('review figures', () => {
  it('are typed nowhere but the site settings, and shown only with their source', () => {
    expect(site.rating.source).toMatch(/\breviews\b.*\b20\d\d\b/);
    expect(ratingSourced).toBe(`4.9/5 from 9,600 ${site.rating.source}`);
    const rating = /\b9,?600\b|\b4\.9 ?(?:\/ ?5|out of 5)/g;
    // The settings hold the figure; the claims registry describes it and finds it in copy.
    expect(found(rating, ['content/site.ts', 'content/claims.ts'])).toEqual([]);
  });
});

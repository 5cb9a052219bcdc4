/**
 * Build-time portraits: one illustrated SVG per person named in content (team, advisors, award
 * nominees and winners, customers quoted on the home, product and landing pages and in stories,
 * authors, speakers), written to public/images/people/,
 * so every page shows a face drawn here rather than initials or a photo.
 *   tsx scripts/people-portraits.ts [outDir]      (outDir defaults to public/images/people)
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { recruitingAwards } from '../content/awards/recruiting';
import { salesAwards } from '../content/awards/sales';
import { blogPosts } from '../content/blog';
import { home } from '../content/home';
import { landingPages } from '../content/landing';
import { productPages } from '../content/products';
import { caseStudies, storyArticles } from '../content/stories';
import { testimonials } from '../content/stories/testimonials';
import { advisors, teamMembers } from '../content/team';
import { portraitOf, portraitSlug } from '../lib/people/portrait';

/** A person's name: two to four words, not an award or a programme. Companies in the same modules have one-word names. */
const personName = (text: string) => /^\S+( \S+){1,3}$/.test(text) && !/\bAwards?\b/.test(text);

/** Every person's name under a `name` or `nomineeName` key: people in these modules are named that way. */
export function peopleNamed(sources: readonly unknown[]): string[] {
  const names = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (
          (key === 'name' || key === 'nomineeName') &&
          typeof child === 'string' &&
          personName(child.trim())
        )
          names.add(child.trim());
        else walk(child);
      }
    }
  };
  walk(sources);
  return [...names].sort();
}

/** The content modules whose people the pages show with a portrait. */
export const portraitSources = (): unknown[] => [
  teamMembers,
  advisors,
  recruitingAwards,
  salesAwards,
  blogPosts,
  caseStudies,
  storyArticles,
  testimonials,
  landingPages(),
  productPages,
  home,
];

function main(outDir = 'public/images/people') {
  const started = Date.now();
  const names = peopleNamed(portraitSources());
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const name of names) writeFileSync(join(outDir, `${portraitSlug(name)}.svg`), portraitOf(name).svg);
  const written = readdirSync(outDir).length;
  console.log(`people portraits: ${written} written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1]?.endsWith('people-portraits.ts')) main(process.argv[2]);

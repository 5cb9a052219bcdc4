import { ContentError, defineEntries } from '../define';
import { articleSchema } from '../schema/article';
import { apparelRetailer } from './case-studies/apparel-retailer';
import { attorneyAssistant } from './case-studies/attorney-assistant';
import { ensemble } from './case-studies/ensemble';
import { interviewTime } from './case-studies/interview-time';
import { lateralHiring } from './case-studies/lateral-hiring';
import { movingHiringOnline } from './case-studies/moving-hiring-online';
import { reduceTimeToHire } from './case-studies/reduce-time-to-hire';
import { salesEnablement } from './case-studies/sales-enablement';
import { caseStudySchema, type CaseStudy } from './schema';

const FILE = 'content/stories/case-studies';

/**
 * Where a case study may live: each pattern has a route under app/ that renders every story in it
 * (`*` is the slug of app/<prefix>/[slug]/page.tsx). A story elsewhere would be listed but never built.
 */
export const STORY_ROUTES = [
  '/customer/*',
  '/customers/*',
  '/case-study/*',
  '/case-study-sales-enablement-company/',
  '/case-study-attorney-assistant/',
] as const;

function routed(path: string): boolean {
  return STORY_ROUTES.some((route) =>
    route.endsWith('*') ? new RegExp(`^${route.slice(0, -1)}[a-z0-9-]+/$`).test(path) : route === path,
  );
}

function checked(stories: CaseStudy[]): CaseStudy[] {
  const ids = new Set(stories.map((story) => story.id));
  const issues: string[] = [];
  stories.forEach((story, index) => {
    const label = `entry "${story.id}" (#${index + 1})`;
    if (!routed(story.path))
      issues.push(`${label}, field "path": no route renders it; use one of ${STORY_ROUTES.join(', ')}`);
    for (const related of story.related) {
      if (!ids.has(related)) issues.push(`${label}, field "related": no story has the id "${related}"`);
      if (related === story.id) issues.push(`${label}, field "related": a story cannot be related to itself`);
    }
  });
  if (issues.length) throw new ContentError(FILE, issues);
  return stories;
}

/** Every customer story, newest first. */
export const caseStudies: CaseStudy[] = checked(
  defineEntries(
    FILE,
    caseStudySchema,
    [
      interviewTime,
      movingHiringOnline,
      reduceTimeToHire,
      lateralHiring,
      ensemble,
      apparelRetailer,
      salesEnablement,
      attorneyAssistant,
    ],
    'id',
  ),
).sort((a, b) => b.date.localeCompare(a.date));

export function caseStudyAt(path: string): CaseStudy | undefined {
  return caseStudies.find((story) => story.path === path);
}

/** The slugs of stories under a route prefix like `/customer/`, for that route's generateStaticParams. */
export function storySlugsUnder(prefix: string): { slug: string }[] {
  return caseStudies
    .filter((story) => story.path.startsWith(prefix) && story.path.split('/').length === 4)
    .map((story) => ({ slug: story.path.slice(prefix.length, -1) }));
}

export function relatedStories(story: CaseStudy): CaseStudy[] {
  return story.related.map((id) => caseStudies.find((other) => other.id === id)!);
}

export const storyArticles = defineEntries(
  FILE,
  articleSchema,
  caseStudies.map((story) => ({
    path: story.path,
    kind: 'case-study' as const,
    title: story.title,
    summary: story.summary,
    date: story.date,
  })),
  'path',
);

import { defineEntries } from '../define';
import { articleSchema } from '../schema/article';
import { aiHiringBiasAudits } from './posts/ai-hiring-bias-audits';
import { assessmentValidity } from './posts/assessment-validity';
import { candidateExperience } from './posts/candidate-experience';
import { interviewScorecards } from './posts/interview-scorecards';
import { onboardingNewHires } from './posts/onboarding-new-hires';
import { oneWayVideoInterviews } from './posts/one-way-video-interviews';
import { reduceTimeToHire } from './posts/reduce-time-to-hire';
import { remoteHiring } from './posts/remote-hiring';
import { skillsBasedHiring } from './posts/skills-based-hiring';
import { sourcingCandidates } from './posts/sourcing-candidates';
import { structuredInterviews } from './posts/structured-interviews';
import { writingJobDescriptions } from './posts/writing-job-descriptions';
import { blogPostSchema, type BlogPost, type BlogPostInput } from './schema';

export type { BlogPost, BlogPostInput };

/** Every post, newest first. A new post is a file in posts/ plus one line here. */
export const blogPosts: BlogPost[] = defineEntries(
  'content/blog/posts',
  blogPostSchema,
  [
    skillsBasedHiring,
    structuredInterviews,
    reduceTimeToHire,
    candidateExperience,
    oneWayVideoInterviews,
    aiHiringBiasAudits,
    writingJobDescriptions,
    interviewScorecards,
    sourcingCandidates,
    assessmentValidity,
    remoteHiring,
    onboardingNewHires,
  ],
  'slug',
).sort((a, b) => b.date.localeCompare(a.date));

export function postBySlug(slug: string): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug);
}

/** The posts to read next: the others, newest first. */
export function otherPosts(slug: string, count = 3): BlogPost[] {
  return blogPosts.filter((post) => post.slug !== slug).slice(0, count);
}

export const blogArticles = defineEntries(
  'content/blog/posts',
  articleSchema,
  blogPosts.map((post) => ({
    path: post.path,
    kind: 'blog' as const,
    title: post.title,
    summary: post.summary,
    date: post.date,
    author: post.author.name,
  })),
  'path',
);

import { defineEntries } from '../../define';
import { landingPageSchema } from '../../schema/landing';
import { automatedInterviewSchedulingSoftware } from './automated-interview-scheduling-software';
import { videoAssessments } from './video-assessments';

/**
 * Landing pages for the interview modules: one-way video assessments and automated scheduling.
 * Claims are the registered ones (content/claims.ts): drop-off under 10% against 40%+ for
 * other tools, candidate score 4.7/5, hiring cycle cut by 50%, recruiter time per hire from over
 * 500 minutes to under 50, hires in under 14 days; plan prices from content/plans.ts.
 */
export const interviewPages = defineEntries(
  'content/landing/interviews/index.ts',
  landingPageSchema,
  [videoAssessments, automatedInterviewSchedulingSoftware],
  'path',
);

import { z } from 'zod';
import { nonEmpty } from './common';

const score = z.number().int().min(0).max(100);

/**
 * What a hero's product screen shows, in the words of the page's own audience: the role being
 * hired, the work it is tested on, the candidates and their scores. Every drawing reads these same
 * fields, so a fintech page shows a fintech role rather than one mock-up shared by every page.
 * The length limits are what fits the drawings' boxes.
 */
export const screenDataSchema = z.object({
  /** The (fictional) employer whose hiring is on screen. */
  employer: nonEmpty.max(24),
  role: nonEmpty.max(24),
  /** The job simulation candidates are given. */
  task: nonEmpty.max(52),
  /** Interview questions, the first one on camera; the others suggested for the next round. */
  questions: z.array(nonEmpty.max(58)).min(3).max(3),
  /** Where the first candidate goes next, as the button or badge says it. */
  stage: nonEmpty.max(20),
  /** The skills tested, with the first candidate's score in each. */
  skills: z
    .array(z.object({ name: nonEmpty.max(26), score }))
    .min(4)
    .max(5),
  /** Candidates, best first; `detail` is their current job as a profile shows it. */
  candidates: z
    .array(z.object({ person: nonEmpty.max(18), detail: nonEmpty.max(34), score }))
    .min(3)
    .max(4),
});
export type ScreenData = z.output<typeof screenDataSchema>;

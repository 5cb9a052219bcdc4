import { z } from 'zod';
import '@/lib/zod-jitless';
import { defineAiTool } from '@/lib/ai/tool-template';
import { EMPLOYMENT, SENIORITY, WORKPLACES } from './generate';

const keys = <T extends object>(record: T) =>
  Object.keys(record) as [keyof T & string, ...(keyof T & string)[]];

const short = z.string().trim().max(120);
const fields = z.object({
  title: short,
  company: short,
  location: short,
  seniority: z.enum(keys(SENIORITY)),
  employment: z.enum(keys(EMPLOYMENT)),
  workplace: z.enum(keys(WORKPLACES)),
  /** The on-device draft's sections, to be rewritten. */
  current: z.string().trim().min(1).max(8000),
});
export type JdFields = z.infer<typeof fields>;

const line = z.string().trim().min(3).max(300);
const draftSchema = z.object({
  summary: z.string().trim().min(20).max(1200),
  responsibilities: z.array(line).min(3).max(12),
  requirements: z.array(line).min(3).max(12),
  niceToHave: z.array(line).min(1).max(8),
});
export type AiJdDraft = z.infer<typeof draftSchema>;

/** "Write with AI": a rewrite of the role summary and the three lists for the visitor's role. */
export const jobDescriptionTool = defineAiTool({
  id: 'job-description',
  fields,
  answer: draftSchema,
  build: (input) => ({
    system:
      'You are an experienced US recruiter who writes clear, inclusive job descriptions. Use "you" for the candidate, plain words, no jargon like rockstar or ninja, no gendered or age-coded words, and only requirements that are truly needed for the job.',
    prompt: `Rewrite the role summary and the lists for a ${SENIORITY[input.seniority].label.toLowerCase()} ${input.title || 'role'} (${EMPLOYMENT[input.employment]}, ${WORKPLACES[input.workplace]}${input.location ? `, ${input.location}` : ''}) at ${input.company || 'a growing company'}. Keep what is specific, make each line concrete and outcome-focused. Current draft:\n${input.current}`,
    example: {
      summary:
        'As our Recruiter, you will find and hire great people for our teams. You will join the People team in a hybrid role in Austin, TX.',
      // As many items as the answer needs at least: a model (and the emulator) follows the example's shape.
      responsibilities: [
        'Partner with hiring managers to define what success looks like in each role',
        'Source and screen candidates through a fair, structured process',
        'Keep candidates informed from first call to offer',
      ],
      requirements: [
        '3+ years of full-cycle recruiting experience',
        'Experience with an applicant tracking system',
        'Clear, friendly writing',
      ],
      niceToHave: ['Experience hiring in healthcare technology'],
    },
  }),
});

import { defineFamily } from '../family';
import { PITCHES } from '../pitches';
import { payTools } from './pay/definitions';
import { resumeBuilder } from './resume/resume-builder';
import { booleanSearchBuilder } from './boolean-search-builder';
import { careerTools } from './index';
import { careerSchema as schema } from './kinds';

export type * from './kinds';

export const careerFamily = defineFamily({
  schema,
  title: 'Resumes, hiring and pay',
  lead: 'Resumes that read well to people and applicant tracking systems, recruiting helpers, and pay figures from public data.',
  groups: [
    { id: 'resumes', title: 'Resumes', pitch: PITCHES.skills },
    { id: 'hiring', title: 'Recruiting and interviews', pitch: PITCHES.interviews },
    { id: 'pay', title: 'Salaries and pay', pitch: PITCHES.team },
  ],
  tools: [resumeBuilder, ...payTools, ...careerTools, booleanSearchBuilder],
});

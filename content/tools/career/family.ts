import { defineFamily, familySchema, type ToolOf } from '../family';
import { PITCHES } from '../pitches';
import { payTools } from '../pay/definitions';
import { resumeBuilder } from '../resume/resume-builder';
import { booleanSearchBuilder } from '../utilities';
import { careerTools } from './index';

const schema = familySchema('career', {
  /** The resume builder (components/tools/resume/). */
  resume: {},
  /** The salary finder and the equivalent salary calculator (components/tools/pay/). */
  'salary-finder': {},
  'equivalent-salary': {},
  /** The recruiting helpers around the resume builder (components/tools/career/). */
  'resume-templates': {},
  'job-description': {},
  'resume-parser': {},
  'mock-interview': {},
  /** Built with the utilities (components/tools/utilities/), filed with the recruiting helpers. */
  'boolean-search': {},
});

export type CareerFamilyTool = ToolOf<typeof schema>;
export type ResumeTool = Extract<CareerFamilyTool, { kind: 'resume' }>;
export type PayTool = Extract<CareerFamilyTool, { kind: 'salary-finder' | 'equivalent-salary' }>;
export type BooleanSearchTool = Extract<CareerFamilyTool, { kind: 'boolean-search' }>;
export type CareerTool = Exclude<CareerFamilyTool, ResumeTool | PayTool | BooleanSearchTool>;

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

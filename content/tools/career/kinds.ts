import { familySchema, type ToolOf } from '../family';

// The family's kinds apart from its tools: a tool's definition imports its type from here (through
// ../types) while family.ts imports the definitions, so the two never import each other.
export const careerSchema = familySchema('career', {
  /** The resume builder (components/tools/career/resume/). */
  resume: {},
  /** The salary finder and the equivalent salary calculator (components/tools/career/pay/). */
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

export type CareerFamilyTool = ToolOf<typeof careerSchema>;
export type ResumeTool = Extract<CareerFamilyTool, { kind: 'resume' }>;
export type PayTool = Extract<CareerFamilyTool, { kind: 'salary-finder' | 'equivalent-salary' }>;
export type BooleanSearchTool = Extract<CareerFamilyTool, { kind: 'boolean-search' }>;
export type CareerTool = Exclude<CareerFamilyTool, ResumeTool | PayTool | BooleanSearchTool>;

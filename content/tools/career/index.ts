import type { CareerTool } from '../types';
import { jobDescriptionGenerator } from './job-description-generator';
import { mockInterview } from './mock-interview';
import { resumeParser } from './resume-parser';
import { resumeTemplates } from './resume-templates';

/** The career tools (family `career`): templates, resume parsing, job descriptions, mock interviews. */
export const careerTools: readonly CareerTool[] = [
  resumeTemplates,
  resumeParser,
  jobDescriptionGenerator,
  mockInterview,
];

import { askTool } from '@/lib/ai/ask-tool';
import type { AiResult } from '@/lib/ai/result';
import type { AiJdDraft, JdFields } from './ai-template';
import type { JdInput, JobDescription } from './generate';

export type { AiJdDraft };

/**
 * "Write with AI": a rewrite of the role summary and the three lists for the visitor's role. Loaded
 * on the click; the on-device draft stays on the page and is replaced only if the visitor says so.
 */
export function writeJdWithAi(input: JdInput, jd: JobDescription): Promise<AiResult<AiJdDraft>> {
  const current = jd.sections.map((section) => `${section.heading}:\n${section.text}`).join('\n\n');
  const fields: JdFields = {
    title: input.title.slice(0, 120),
    company: input.company.slice(0, 120),
    location: input.location.slice(0, 120),
    seniority: input.seniority,
    employment: input.employment,
    workplace: input.workplace,
    current: current.slice(0, 8000),
  };
  return askTool<AiJdDraft>('job-description', fields);
}

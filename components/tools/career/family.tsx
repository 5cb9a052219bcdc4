import type { CareerFamilyTool } from '@/content/tools/career/family';
import { PayToolIsland } from './pay/PayToolIsland';
import {
  BooleanSearchIsland,
  JobDescriptionGenerator,
  MockInterview,
  ResumeBuilder,
  ResumeParser,
} from './islands';
import { ResumeTemplates } from './ResumeTemplates';

export function CareerFamilyIsland({ tool }: { tool: CareerFamilyTool }) {
  switch (tool.kind) {
    case 'resume':
      return <ResumeBuilder method={tool.method} />;
    case 'salary-finder':
    case 'equivalent-salary':
      return <PayToolIsland tool={tool} />;
    case 'resume-templates':
      return <ResumeTemplates method={tool.method} />;
    case 'job-description':
      return <JobDescriptionGenerator method={tool.method} />;
    case 'resume-parser':
      return <ResumeParser method={tool.method} />;
    case 'mock-interview':
      return <MockInterview method={tool.method} />;
    case 'boolean-search':
      return <BooleanSearchIsland method={tool.method} />;
  }
}

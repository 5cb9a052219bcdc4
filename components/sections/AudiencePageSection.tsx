import type { AudiencePageSectionContent } from '@/content/schema/audience-sections';
import { AudienceGrid } from './AudienceGrid';
import { BeforeAfter } from './BeforeAfter';
import { CaseStudy } from './CaseStudy';
import { Timeline } from './Timeline';

/** The audience-page section types of content/schema/audience-sections.ts, one component each. */
export function AudiencePageSection({ section }: { section: AudiencePageSectionContent }) {
  switch (section.type) {
    case 'beforeAfter':
      return <BeforeAfter {...section} />;
    case 'caseStudy':
      return <CaseStudy {...section} />;
    case 'audiences':
      return <AudienceGrid {...section} />;
    case 'timeline':
      return <Timeline {...section} />;
  }
}

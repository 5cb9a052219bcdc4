import type { CompanyPageSectionContent } from '@/content/schema/company-sections';
import { ActionBand } from './ActionBand';
import { EpisodeList } from './EpisodeList';
import { GuideIndex } from './GuideIndex';
import { PeopleGrid } from './PeopleGrid';
import { RoleList } from './RoleList';

/** The company-page section types of content/schema/company-sections.ts, one component each. */
export function CompanyPageSection({ section }: { section: CompanyPageSectionContent }) {
  switch (section.type) {
    case 'people':
      return <PeopleGrid section={section} />;
    case 'roles':
      return <RoleList section={section} />;
    case 'episodes':
      return <EpisodeList section={section} />;
    case 'guideIndex':
      return <GuideIndex section={section} />;
    case 'action':
      return <ActionBand section={section} />;
  }
}

import { metadataFor } from '@/app/_lib/metadata';
import { StoryRoute } from '@/components/articles/StoryRoute';

export const metadata = metadataFor('/case-study-sales-enablement-company/');

export default function CaseStudyPage() {
  return <StoryRoute path="/case-study-sales-enablement-company/" />;
}

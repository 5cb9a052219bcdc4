import { metadataFor } from '@/app/_lib/metadata';
import { StoryRoute } from '@/components/articles/StoryRoute';

export const metadata = metadataFor('/case-study-attorney-assistant/');

export default function CaseStudyPage() {
  return <StoryRoute path="/case-study-attorney-assistant/" />;
}

import { notFound } from 'next/navigation';
import { caseStudyAt, relatedStories } from '@/content/stories';
import { StoryLayout } from './StoryLayout';

/** What each case-study route renders for its path; the routes differ only in where stories live. */
export function StoryRoute({ path }: { path: string }) {
  const story = caseStudyAt(path);
  if (!story) notFound();
  return <StoryLayout story={story} related={relatedStories(story)} />;
}

import type { Metadata } from 'next';
import { metadataFor } from '@/app/_lib/metadata';
import { StoryRoute } from '@/components/articles/StoryRoute';
import { storySlugsUnder } from '@/content/stories';

/** Customer stories at /customer/<slug>/ (content/stories/case-studies/). */
export const dynamicParams = false;

type Params = { slug: string };
const pathOf = (slug: string) => `/customer/${slug}/`;

export function generateStaticParams(): Params[] {
  return storySlugsUnder('/customer/');
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return metadataFor(pathOf((await params).slug));
}

export default async function CaseStudyPage({ params }: { params: Promise<Params> }) {
  return <StoryRoute path={pathOf((await params).slug)} />;
}

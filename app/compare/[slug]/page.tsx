import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CompetitorPage } from '@/components/compare/CompetitorPage';
import { competitorAt, competitorEntries, competitorPath } from '@/content/competitors';
import { metadataFor } from '../../_lib/metadata';

/** Comparison and competitor landing pages, one per entry in content/competitors/. */
export const dynamicParams = false;

type Params = { slug: string };

export function generateStaticParams(): Params[] {
  return competitorEntries.map((entry) => ({ slug: entry.slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return metadataFor(competitorPath({ slug: (await params).slug }));
}

export default async function CompareRoute({ params }: { params: Promise<Params> }) {
  const entry = competitorAt((await params).slug);
  if (!entry) notFound();
  return <CompetitorPage entry={entry} />;
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StatePage } from '@/components/minimum-wage/StatePage';
import { federalView, minimumWagePath, stateViewAt, stateViews } from '@/content/minimum-wage/view';
import { metadataFor } from '../../_lib/metadata';

/** One reference page per state in content/minimum-wage/data.ts; no other slug exists. */
export const dynamicParams = false;

type Params = { state: string };

export function generateStaticParams(): Params[] {
  return stateViews.map((view) => ({ state: view.slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return metadataFor(minimumWagePath((await params).state));
}

export default async function MinimumWageStateRoute({ params }: { params: Promise<Params> }) {
  const view = stateViewAt((await params).state);
  if (!view) notFound();
  return (
    <StatePage
      view={view}
      federal={federalView}
      others={stateViews.filter((other) => other.slug !== view.slug)}
    />
  );
}

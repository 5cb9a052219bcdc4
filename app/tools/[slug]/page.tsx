// First: the tool kit's sheets come before every family's sheet, whose rules override the kit's
// rules of the same specificity (the resume builder's and the text tools' fields, for one).
import '@/components/tools/fields/fields.module.css';
import '@/components/tools/kit/kit.module.css';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ToolIsland } from '@/components/tools/ToolIsland';
import { ToolPage } from '@/components/tools/ToolPage';
import { allTools, toolBySlug } from '@/content/tools/registry';
import { metadataFor } from '../../_lib/metadata';

/** One page per tool in the registry (content/tools/); an unknown slug fails the build, not a visitor. */
export const dynamicParams = false;

type Params = { slug: string };

export function generateStaticParams(): Params[] {
  return allTools().map((tool) => ({ slug: tool.slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return metadataFor(`/tools/${(await params).slug}/`);
}

export default async function ToolRoute({ params }: { params: Promise<Params> }) {
  const tool = toolBySlug((await params).slug);
  if (!tool) notFound();
  return (
    <ToolPage tool={tool}>
      <ToolIsland tool={tool} />
    </ToolPage>
  );
}

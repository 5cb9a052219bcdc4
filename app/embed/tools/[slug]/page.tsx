// First: the tool kit's sheets come before every family's sheet, as on the tool's own page.
import '@/components/tools/fields/fields.module.css';
import '@/components/tools/kit/kit.module.css';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EmbeddedTool } from '@/components/tools/embed/EmbeddedTool';
import { allTools, toolBySlug } from '@/content/tools/registry';
import { metadataFor } from '@/app/_lib/metadata';

/** Every tool, framed by other sites (README, "Embedding a tool"); never in the sitemap. */
export const dynamicParams = false;

type Params = { slug: string };

export function generateStaticParams(): Params[] {
  return allTools().map((tool) => ({ slug: tool.slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const page = metadataFor(`/tools/${(await params).slug}/`);
  // The canonical stays the full page's, so search engines credit it rather than the frame.
  return { ...page, robots: { index: false, follow: true } };
}

export default async function EmbedRoute({ params }: { params: Promise<Params> }) {
  const tool = toolBySlug((await params).slug);
  if (!tool) notFound();
  return <EmbeddedTool tool={tool} />;
}

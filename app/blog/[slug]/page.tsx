import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { metadataFor } from '@/app/_lib/metadata';
import { ArticleLayout } from '@/components/articles/ArticleLayout';
import { blogPosts, otherPosts, postBySlug } from '@/content/blog';

/** Blog posts at /blog/<slug>/ (content/blog/posts/). */
export const dynamicParams = false;

type Params = { slug: string };

export function generateStaticParams(): Params[] {
  return blogPosts.map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return metadataFor(`/blog/${(await params).slug}/`);
}

export default async function BlogPostPage({ params }: { params: Promise<Params> }) {
  const { slug } = await params;
  const post = postBySlug(slug);
  if (!post) notFound();
  return <ArticleLayout post={post} more={otherPosts(slug)} />;
}

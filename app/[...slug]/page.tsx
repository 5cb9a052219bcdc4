import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import { LandingSections } from '@/components/sections/LandingSections';
import { Container } from '@/components/ui/Section';
import { landingAt, landingPages } from '@/content/landing';
import { metadataFor } from '../_lib/metadata';

/** Landing pages written as content entries (content/landing/): one entry, one page. */
export const dynamicParams = false;

type Params = { slug: string[] };

export function generateStaticParams(): Params[] {
  return landingPages().map((page) => ({ slug: page.path.split('/').filter(Boolean) }));
}

const pathOf = (slug: string[]) => `/${slug.join('/')}/`;

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return metadataFor(pathOf((await params).slug));
}

export default async function LandingRoute({ params }: { params: Promise<Params> }) {
  const path = pathOf((await params).slug);
  const page = landingAt(path);
  if (!page) notFound();
  return (
    <>
      {path.split('/').filter(Boolean).length > 1 ? (
        <Container>
          <div style={{ paddingTop: 'var(--space-6)' }}>
            <Breadcrumbs path={path} />
          </div>
        </Container>
      ) : null}
      <LandingSections sections={page.sections} />
    </>
  );
}

import { notFound } from 'next/navigation';
import Link from '@/components/ui/Link';
import { TermJsonLd } from '@/components/glossary/GlossaryJsonLd';
import { GlossaryTerm } from '@/components/glossary/GlossaryTerm';
import { termView } from '@/components/glossary/view';
import styles from '@/components/glossary/glossary.module.css';
import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import { CtaBand } from '@/components/sections/CtaBand';
import heroText from '@/components/ui/hero-text.module.css';
import { Container } from '@/components/ui/Section';
import { cx } from '@/components/ui/cx';
import { glossary } from '@/content/glossary';
import { glossaryTermPath } from '@/content/pages/glossary';
import { env } from '@/lib/env';
import { metadataFor } from '../../_lib/metadata';

// A static export has no server to answer an unknown slug: only the listed terms exist.
export const dynamicParams = false;

export function generateStaticParams() {
  return glossary.map((entry) => ({ slug: entry.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  return metadataFor(glossaryTermPath(slug));
}

export default async function GlossaryTermPage({ params }: Props) {
  const { slug } = await params;
  const entry = glossary.find((candidate) => candidate.slug === slug);
  if (!entry) notFound();
  const view = termView(entry, glossary);
  const path = glossaryTermPath(slug);
  return (
    <>
      <header className={cx(styles.termHero, heroText.band)}>
        <Container>
          <Breadcrumbs path={path} current={entry.term} />
          <p className={heroText.pill}>HR glossary</p>
          <h1>{entry.term}</h1>
          <p className={cx(heroText.lead, styles.termLead)}>{entry.short}</p>
        </Container>
      </header>
      <div className={`${styles.inner} ${styles.termPage}`}>
        <GlossaryTerm term={view} />
        <p className={styles.back}>
          <Link href={`/hr-glossary/#letter-${entry.term.charAt(0).toLowerCase()}`}>
            More terms under {entry.term.charAt(0).toUpperCase()}
          </Link>{' '}
          · <Link href="/hr-glossary/">All HR terms A to Z</Link>
        </p>
      </div>
      <CtaBand
        title="Hire on skills, not keywords"
        text="Quotient puts job simulations, one-way video interviews and AI sourcing in one place, so every candidate is judged on evidence. Start a free trial or book a demo."
      />
      <TermJsonLd setPath="/hr-glossary/" term={entry} siteUrl={env.siteUrl} />
    </>
  );
}

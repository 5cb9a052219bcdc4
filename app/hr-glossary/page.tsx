import { PageIntro } from '@/components/articles/PageIntro';
import { GlossaryJsonLd } from '@/components/glossary/GlossaryJsonLd';
import { GlossaryLetters, GlossaryList } from '@/components/glossary/GlossaryList';
import { glossaryIndex } from '@/components/glossary/view';
import styles from '@/components/glossary/glossary.module.css';
import { CtaBand } from '@/components/sections/CtaBand';
import { pageAt } from '@/content/routes';
import { env } from '@/lib/env';
import { metadataFor } from '../_lib/metadata';

const PATH = '/hr-glossary/';

export const metadata = metadataFor(PATH);

export default function HrGlossaryPage() {
  const groups = glossaryIndex();
  const terms = groups.flatMap((group) => group.terms);
  return (
    <>
      <PageIntro
        eyebrow="Hiring terms from A to Z"
        title="HR glossary"
        lead={`Plain-English definitions of ${terms.length} HR and recruiting terms, from applicant tracking system to yield ratio. Each term has its own page with the formula behind the metric, a worked example and links to free calculators.`}
      />
      <div className={styles.explorer}>
        <div className={styles.toolbar}>
          <div className={styles.inner}>
            <p className={styles.status}>{terms.length} terms from A to Z.</p>
            <GlossaryLetters letters={groups.map((group) => group.letter)} />
          </div>
        </div>
        <div className={styles.inner}>
          <GlossaryList groups={groups} />
        </div>
      </div>
      <CtaBand
        title="Hire on skills, not keywords"
        text="Quotient puts job simulations, one-way video interviews and AI sourcing in one place, so every candidate is judged on evidence. Start a free trial or book a demo."
      />
      <GlossaryJsonLd
        page={{ path: PATH, name: 'HR glossary', description: pageAt(PATH).description }}
        terms={terms}
        siteUrl={env.siteUrl}
      />
    </>
  );
}

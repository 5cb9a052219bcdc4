import { PageIntro } from '@/components/articles/PageIntro';
import { GlossaryExplorer } from '@/components/glossary/GlossaryExplorer';
import { GlossaryJsonLd } from '@/components/glossary/GlossaryJsonLd';
import { GlossaryList } from '@/components/glossary/GlossaryList';
import { glossaryGroups } from '@/components/glossary/view';
import { CtaBand } from '@/components/sections/CtaBand';
import { pageAt } from '@/content/routes';
import { env } from '@/lib/env';
import { metadataFor } from '../_lib/metadata';

const PATH = '/hr-glossary/';

export const metadata = metadataFor(PATH);

export default function HrGlossaryPage() {
  const groups = glossaryGroups();
  const terms = groups.flatMap((group) => group.terms);
  return (
    <>
      <PageIntro
        eyebrow="Hiring terms from A to Z"
        title="HR glossary"
        lead={`Plain-English definitions of ${terms.length} HR and recruiting terms, from applicant tracking system to yield ratio, with the formulas behind the metrics and links to free calculators.`}
      />
      <GlossaryExplorer letters={groups.map((group) => group.letter)} total={terms.length}>
        <GlossaryList groups={groups} />
      </GlossaryExplorer>
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

import { CompareCard } from '@/components/compare/CompareCard';
import { CtaBand } from '@/components/sections/CtaBand';
import { Grid, Section } from '@/components/ui/Section';
import { compareIndex, competitorEntries } from '@/content/competitors';
import { metadataFor } from '../_lib/metadata';
import styles from '@/components/compare/compare.module.css';

export const metadata = metadataFor('/compare/');

export default function CompareIndexPage() {
  const groups = [
    {
      title: compareIndex.comparisonsTitle,
      entries: competitorEntries.filter((e) => e.kind === 'comparison'),
    },
    {
      title: compareIndex.alternativesTitle,
      entries: competitorEntries.filter((e) => e.kind === 'alternative'),
    },
  ];
  return (
    <>
      <Section eyebrow={compareIndex.eyebrow} title={compareIndex.title} lead={compareIndex.lead} as="h1">
        {groups.map((group) => (
          <section key={group.title} className={styles.indexGroup} aria-label={group.title}>
            <h2>{group.title}</h2>
            <Grid min="18rem">
              {group.entries.map((entry) => (
                <CompareCard key={entry.slug} entry={entry} />
              ))}
            </Grid>
          </section>
        ))}
      </Section>
      <CtaBand
        title="Compare on your own roles"
        text="The fairest comparison is a real hire. Start a free trial, or book a demo and bring your hardest role."
      />
    </>
  );
}

import type { ReactNode } from 'react';
import { AwardArt } from '@/components/illustrations/AwardArt';
import { CtaBand } from '@/components/sections/CtaBand';
import { Container, Grid, Section } from '@/components/ui/Section';
import type { RecruitingProgramme, SalesProgramme } from '@/content/awards/schema';
import { countNominees } from '@/lib/awards/search';
import { NomineeSearch } from './NomineeSearch';
import styles from './awards.module.css';

/** An awards programme page: the programme, its categories, the nominees with search, last year's winners. */
export function AwardsPage({
  programme,
  winners,
  accent,
}: {
  programme: RecruitingProgramme | SalesProgramme;
  winners: ReactNode;
  accent: 'indigo' | 'amber';
}) {
  const nomineeCount = countNominees(programme.groups);
  return (
    <>
      <header className={styles.hero} data-accent={accent}>
        <Container>
          <div className={styles.heroGrid}>
            <div>
              <p className={styles.eyebrow}>{programme.eyebrow}</p>
              <h1>{programme.title}</h1>
              <p className={styles.lead}>{programme.lead}</p>
              <dl className={styles.facts}>
                <div>
                  <dt>Categories</dt>
                  <dd>{programme.categories.length}</dd>
                </div>
                <div>
                  <dt>{programme.nomineesYear} nominees</dt>
                  <dd>{nomineeCount}</dd>
                </div>
                <div>
                  <dt>{programme.winnersYear} winners</dt>
                  <dd>{programme.winners.length}</dd>
                </div>
              </dl>
              <p className={styles.jump}>
                <a href="#nominees">Meet the nominees</a>
                <a href="#winners">See the {programme.winnersYear} winners</a>
              </p>
            </div>
            <AwardArt accent={accent} />
          </div>
        </Container>
      </header>

      <Section eyebrow="The programme" title={`About the ${programme.name}`}>
        <div className={styles.about}>
          <div className={styles.prose}>
            {programme.about.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <Grid min="14rem">
            {programme.criteria.map((criterion) => (
              <div key={criterion.title} className={styles.criterion}>
                <h3>{criterion.title}</h3>
                <p>{criterion.text}</p>
              </div>
            ))}
          </Grid>
        </div>
      </Section>

      <Section
        id="categories"
        eyebrow="Categories"
        title={`${programme.categories.length} award categories`}
        tone="muted"
      >
        <ol className={styles.categories}>
          {programme.categories.map((category) => (
            <li key={category.name}>
              <h3>{category.name}</h3>
              <p>{category.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="nominees"
        eyebrow={`${programme.nomineesYear} nominees`}
        title="Meet the nominees"
        lead="Grouped by category. Search by name to find someone you know."
      >
        <NomineeSearch groups={programme.groups} />
      </Section>

      <Section
        id="winners"
        eyebrow={`${programme.winnersYear} winners`}
        title={`The ${programme.winnersYear} winners`}
        tone="muted"
      >
        {winners}
      </Section>

      <CtaBand
        title="Hire people who will win awards of their own"
        text="Quotient helps you find, assess and interview the top 10% of talent in half the time. Start a free trial or book a demo."
      />
    </>
  );
}

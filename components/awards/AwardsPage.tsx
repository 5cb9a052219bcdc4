import type { ReactNode } from 'react';
import { AwardArt } from '@/components/illustrations/AwardArt';
import { CtaBand } from '@/components/sections/CtaBand';
import { Container, Grid, Section } from '@/components/ui/Section';
import type { RecruitingProgramme, SalesProgramme } from '@/content/awards/schema';
import { countNominees } from '@/lib/awards/search';
import { NominationForm } from './NominationForm';
import { NomineeSearch } from './NomineeSearch';
import { PeoplesChoiceVote } from './PeoplesChoiceVote';
import styles from './awards.module.css';

const PEOPLES_CHOICE = "People's Choice Award";

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
  // The build's day; the vote and the form correct it to the visitor's day once they run.
  const builtOn = new Date().toISOString().slice(0, 10);
  const peoplesChoice = programme.groups.find((group) => group.category === PEOPLES_CHOICE);
  const categories = programme.categories.map((category) => category.name);
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
                {peoplesChoice ? <a href="#vote">Vote for People’s Choice</a> : null}
                <a href="#nominate">Nominate someone</a>
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

      {peoplesChoice ? (
        <Section
          id="vote"
          eyebrow="Public vote"
          title="Vote for the People’s Choice Award"
          lead="The People’s Choice Award goes to the shortlisted nominee with the most votes. One vote per browser."
          tone="muted"
        >
          <PeoplesChoiceVote
            programme={programme.name}
            year={programme.nomineesYear}
            category={PEOPLES_CHOICE}
            nominees={peoplesChoice.nominees.map((nominee) => ({
              name: nominee.nomineeName,
              detail:
                [nominee.nomineeDesignation, nominee.nomineeCompany].filter(Boolean).join(', ') || undefined,
            }))}
            schedule={programme.schedule}
            builtOn={builtOn}
          />
        </Section>
      ) : null}

      <Section
        id="nominate"
        eyebrow="Nominations"
        title={`Nominate someone for the ${programme.nomineesYear} awards`}
        lead="The panel adds nominees to the shortlist as it reviews nominations. Tell it who deserves an award and why; nominees are never told who nominated them."
      >
        <NominationForm
          programme={programme.name}
          year={programme.nomineesYear}
          categories={categories}
          asks={
            programme.groups.some((group) => group.nominees.some((n) => n.nomineeDesignation))
              ? 'role'
              : 'company'
          }
          schedule={programme.schedule}
          builtOn={builtOn}
        />
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

import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import { CtaBand } from '@/components/sections/CtaBand';
import { cx } from '@/components/ui/cx';
import heroText from '@/components/ui/hero-text.module.css';
import { Container, Section } from '@/components/ui/Section';
import { overviewCopy } from '@/content/minimum-wage/overview';
import type { JurisdictionRow } from '@/content/minimum-wage/jurisdictions';
import { MINIMUM_WAGE_PATH, type StateView, type WageView } from '@/content/minimum-wage/view';
import { dollars, longDate } from '@/content/minimum-wage/words';
import { AllStatesTable } from './AllStatesTable';
import { RateFigure } from './RateFigure';
import { RelatedLinks } from './RelatedLinks';
import { Citations, WageDisclaimer } from './SourceList';
import { StateRatesTable } from './StateRatesTable';
import { WageFaq } from './WageFaq';
import styles from './minimum-wage.module.css';

/**
 * /minimum-wage/: the federal rate, the confirmed state rates highest first, every state and D.C.
 * with its source or its labour agency, and how the rules fit together.
 */
export function OverviewPage({
  federal,
  states,
  jurisdictions,
  retrieved,
}: {
  federal: WageView;
  states: readonly StateView[];
  jurisdictions: readonly JurisdictionRow[];
  retrieved: string;
}) {
  const copy = overviewCopy(states, federal);
  const fed = federal.data;
  const above = states.filter((view) => view.data.hourly > fed.hourly).length;
  return (
    <>
      <header className={cx(styles.hero, heroText.band)}>
        <Container>
          <Breadcrumbs path={MINIMUM_WAGE_PATH} />
          <div className={styles.heroGrid}>
            <div className={styles.heroText}>
              <p className={heroText.pill}>Federal and state rates</p>
              <h1>Minimum wage by state, {federal.year}</h1>
              <p className={cx(heroText.lead, styles.lead)}>{copy.lead}</p>
              <p className={styles.asOf}>
                Figures as of <time dateTime={retrieved}>{longDate(retrieved)}</time>.{' '}
                <a href="#sources">See the sources</a>
              </p>
            </div>
            <RateFigure
              id="federal-rate"
              label="Federal minimum wage"
              hourly={fed.hourly}
              effectiveDate={fed.effectiveDate}
              facts={[
                {
                  term: 'Tipped cash wage',
                  value: dollars(fed.tippedCash),
                  note: `Tip credit up to ${dollars(federal.tipCredit)}`,
                },
                { term: 'Next increase', value: 'None scheduled', note: 'Only Congress can change it' },
                {
                  term: 'Confirmed states above it',
                  value: `${above} of ${states.length}`,
                  note: 'Higher state rates apply',
                },
                {
                  term: 'Full-time, per year',
                  value: dollars(federal.pay.annual),
                  note: '2,080 hours, before tax',
                },
              ]}
            />
          </div>
        </Container>
      </header>

      <Section
        id="states"
        eyebrow="By state"
        title={`Confirmed rates in ${states.length} states`}
        lead="The rate each of these states requires now, its tipped cash wage and any increase already scheduled."
      >
        <StateRatesTable states={states} year={federal.year} />
      </Section>

      <Section
        id="how-it-works"
        eyebrow="How it works"
        title="How minimum wage rules fit together"
        tone="muted"
      >
        <div className={styles.explainer}>
          {copy.explainer.map((block) => (
            <article key={block.title}>
              <h3>{block.title}</h3>
              {block.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </article>
          ))}
        </div>
      </Section>

      <Section
        id="all-states-section"
        eyebrow="All states"
        title="Every state and D.C."
        lead="Each confirmed rate links to its state page and the official page it was checked against. Where a rate is not confirmed here, the state agency that publishes it is linked instead."
      >
        <AllStatesTable rows={jurisdictions} year={federal.year} />
      </Section>

      <WageFaq title="Minimum wage questions" items={copy.faq} />

      <Section id="sources" eyebrow="Sources" title="Sources">
        <div className={styles.stack}>
          <p className={styles.prose}>
            Each state page cites the state&rsquo;s labor agency, the law that sets its rate and the US
            Department of Labor&rsquo;s state table, with the date the figures were last reviewed. The federal
            figures:
          </p>
          <Citations citations={fed.citations} lastReviewed={fed.lastReviewed} />
          <WageDisclaimer retrieved={retrieved} />
        </div>
      </Section>

      <Section id="related" eyebrow="Related" title="Work out pay" tone="muted">
        <RelatedLinks overview={false} />
      </Section>

      <CtaBand
        title="Hiring hourly staff?"
        text="Quotient screens applicants with short job simulations and one-way video interviews, so you can hire on skills and fill shifts faster. Start a free trial or book a demo."
      />
    </>
  );
}

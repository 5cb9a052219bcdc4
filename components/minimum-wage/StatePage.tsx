import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import { CtaBand } from '@/components/sections/CtaBand';
import { ButtonLink } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import heroText from '@/components/ui/hero-text.module.css';
import { Container, Section } from '@/components/ui/Section';
import { linkExists } from '@/content/routes';
import { nextAnswer, nextShort, stateFaq, stateLead, tippedAnswer } from '@/content/minimum-wage/faq';
import type { StateView, WageView } from '@/content/minimum-wage/view';
import { changeText, dollars, localText, longDate } from '@/content/minimum-wage/words';
import { RateFigure, type Fact } from './RateFigure';
import { RateHistoryTable, SpecialRatesTable } from './RateHistoryTable';
import { PayTable } from './PayTable';
import { PAYCHECK_PATH, RelatedLinks } from './RelatedLinks';
import { Citations, WageDisclaimer } from './SourceList';
import { StateLinks } from './StateLinks';
import { WageFaq } from './WageFaq';
import styles from './minimum-wage.module.css';

function figureFacts(view: StateView, federal: WageView): Fact[] {
  const { name, data, noTipCredit, tipCredit, overFederal } = view;
  return [
    noTipCredit
      ? { term: 'Tipped workers', value: dollars(data.hourly), note: 'No tip credit' }
      : {
          term: 'Tipped cash wage',
          value: dollars(data.tippedCash),
          note: `Tip credit up to ${dollars(tipCredit)}`,
        },
    { term: 'Next increase', ...nextShort(view) },
    {
      term: 'Federal minimum',
      value: dollars(federal.data.hourly),
      note:
        overFederal && overFederal.amount > 0
          ? `${name} pays ${dollars(overFederal.amount)} more`
          : undefined,
    },
    { term: 'Full-time, per year', value: dollars(view.pay.annual), note: '2,080 hours, before tax' },
  ];
}

/** A state's minimum-wage reference page, built from its data entry and its page copy. */
export function StatePage({
  view,
  federal,
  others,
}: {
  view: StateView;
  federal: WageView;
  others: readonly StateView[];
}) {
  const { name, data, year, copy, next } = view;
  const rate = dollars(data.hourly);
  const conditions = copy.localPlaces ? [...copy.conditions, localText(copy.localPlaces)] : copy.conditions;
  return (
    <>
      <header className={cx(styles.hero, heroText.band)}>
        <Container>
          <Breadcrumbs path={view.path} current={name} />
          <div className={styles.heroGrid}>
            <div className={styles.heroText}>
              <p className={heroText.pill}>State minimum wage</p>
              <h1>
                {name} minimum wage {year}
              </h1>
              <p className={cx(heroText.lead, styles.lead)}>{stateLead(view)}</p>
              <p className={styles.asOf}>
                Last reviewed <time dateTime={data.lastReviewed}>{longDate(data.lastReviewed)}</time>.{' '}
                <a href="#sources">See the sources</a>
              </p>
            </div>
            <RateFigure
              id="state-rate"
              label={`${name} minimum wage`}
              hourly={data.hourly}
              effectiveDate={data.effectiveDate}
              facts={figureFacts(view, federal)}
            />
          </div>
        </Container>
      </header>

      <Section id="coverage" eyebrow="Who it covers" title={`Who the ${name} minimum wage covers`}>
        <div className={styles.twoCol}>
          <ul className={styles.conditions} aria-label={`Conditions of the ${name} minimum wage`}>
            {conditions.map((condition) => (
              <li key={condition}>{condition}</li>
            ))}
          </ul>
          <div className={styles.callout}>
            <h3>Tipped employees</h3>
            <p className={styles.calloutValue}>
              {dollars(data.tippedCash)}
              <span className={styles.muted}> an hour in cash</span>
            </p>
            <p>{tippedAnswer(view)}</p>
          </div>
        </div>
      </Section>

      <Section
        id="rates"
        eyebrow="Rates"
        title={`${name} minimum wage in ${year - 1} and ${year}`}
        lead={
          view.change
            ? `The latest change: ${changeText(view.change)}.`
            : `No change since ${longDate(data.effectiveDate)}.`
        }
        tone="muted"
      >
        <div className={styles.stack}>
          <RateHistoryTable name={name} rows={view.history} />
          {view.specialRates.length ? (
            <SpecialRatesTable
              name={name}
              dates={data.rates.map((entry) => entry.effectiveDate)}
              rows={view.specialRates}
            />
          ) : null}
          <div className={styles.twoCol}>
            <div className={styles.callout} id="next-increase">
              <h3>Next scheduled increase</h3>
              <p className={styles.calloutValue}>
                {next ? `${dollars(next.hourly)} on ${longDate(next.effectiveDate)}` : nextShort(view).value}
              </p>
              <p>{nextAnswer(view, { withIndexing: false })}</p>
            </div>
            <div className={styles.callout}>
              <h3>How the rate changes</h3>
              <p>{copy.indexing}</p>
            </div>
          </div>
        </div>
      </Section>

      <Section
        id="pay"
        eyebrow="Pay"
        title={`What ${rate} an hour comes to`}
        lead="Worked out for full-time work: 40 hours a week, 52 weeks a year (2,080 hours)."
      >
        <div className={styles.twoCol}>
          <PayTable name={name} pay={view.pay} federal={federal.pay} />
          <div className={styles.callout}>
            <h3>Take-home pay</h3>
            <p>
              These are gross figures. Federal income tax, Social Security, Medicare and any state income tax
              come off before a paycheck is paid.
            </p>
            {linkExists(PAYCHECK_PATH) ? (
              <ButtonLink href={paycheckLink(view)} variant="secondary">
                Estimate take-home pay
              </ButtonLink>
            ) : null}
          </div>
        </div>
      </Section>

      <WageFaq title={`${name} minimum wage questions`} items={stateFaq(view, federal)} />

      <Section id="sources" eyebrow="Sources" title="Sources">
        <div className={styles.stack}>
          <Citations citations={data.citations} lastReviewed={data.lastReviewed} />
          <WageDisclaimer retrieved={data.lastReviewed} />
        </div>
      </Section>

      <Section id="related" eyebrow="Related" title="More on pay and minimum wages" tone="muted">
        <RelatedLinks paycheckHref={paycheckLink(view)} />
        <h3 className={styles.subhead}>Minimum wage in other states</h3>
        <StateLinks states={others} label="Other states" />
      </Section>

      <CtaBand
        title={`Hiring hourly staff in ${name}?`}
        text="Quotient screens applicants with short job simulations and one-way video interviews, so you can hire on skills and fill shifts faster. Start a free trial or book a demo."
      />
    </>
  );
}

/** The paycheck calculator, filled in with a full-time week at this state's rate and no deductions. */
export function paycheckLink(view: StateView): string {
  const query = new URLSearchParams({
    grossPay: view.pay.weekly.toFixed(2),
    payFrequency: 'weekly',
    state: view.data.code,
    retirement401k: '0',
    healthInsurance: '0',
  });
  return `${PAYCHECK_PATH}?${query.toString()}`;
}

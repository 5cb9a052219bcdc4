import Link from '@/components/ui/Link';
import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import { primaryCtas } from '@/components/layout/ctas';
import { CtaBand } from '@/components/sections/CtaBand';
import { ButtonLink } from '@/components/ui/Button';
import { Badge } from '@/components/ui/Card';
import { Container, Grid, Section } from '@/components/ui/Section';
import { competitorEntries, competitorPath, type CompetitorEntry } from '@/content/competitors';
import { site } from '@/content/site';
import { formatContentDate } from '@/lib/kit/date-format';
import { BlurImage } from './BlurImage';
import { ComparisonTable } from './ComparisonTable';
import { CompareCard } from './CompareCard';
import styles from './compare.module.css';

export function ourName(product: CompetitorEntry['product']): string {
  return product === 'platform' ? site.brand : site.products[product];
}

/** A comparison or competitor landing page, rendered from its content entry. */
export function CompetitorPage({ entry }: { entry: CompetitorEntry }) {
  const path = competitorPath(entry);
  const ours = ourName(entry.product);
  const cta = primaryCtas();
  const reviewed = formatContentDate(entry.reviewed);
  const related = competitorEntries
    .filter((other) => other.slug !== entry.slug && other.product === entry.product)
    .concat(competitorEntries.filter((other) => other.slug !== entry.slug && other.product !== entry.product))
    .slice(0, 3);
  return (
    <>
      <header className={styles.hero}>
        <Container>
          <Breadcrumbs path={path} current={entry.heading} />
          <div className={styles.heroGrid}>
            <div>
              <p className={styles.heroMeta}>
                <Badge>{entry.kind === 'comparison' ? 'Comparison' : 'Alternative'}</Badge>
                <span>
                  Reviewed <time dateTime={entry.reviewed}>{reviewed}</time>
                </span>
              </p>
              <h1>{entry.heading}</h1>
              <p className={styles.heroLead}>{entry.subheading}</p>
              {entry.price ? (
                <dl className={styles.priceCompare}>
                  <div>
                    <dt>Typical enterprise suite</dt>
                    <dd>
                      {entry.price}
                      <small>/year contract</small>
                    </dd>
                  </div>
                  <div className={styles.priceOurs}>
                    <dt>{ours}</dt>
                    <dd>
                      from $20
                      <small>, no contract</small>
                    </dd>
                  </div>
                </dl>
              ) : null}
              <div className={styles.heroActions}>
                <ButtonLink href={cta.trial} size="lg">
                  Start free trial
                </ButtonLink>
                <ButtonLink href={cta.demo} size="lg" variant="secondary">
                  Book a demo
                </ButtonLink>
              </div>
            </div>
            <BlurImage
              img={entry.img}
              alt={`${ours} and ${entry.name}, compared feature by feature`}
              priority
            />
          </div>
        </Container>
      </header>

      <Section id="comparison" eyebrow={`${ours} vs ${entry.name}`} title={entry.heading1}>
        <div className={styles.tables}>
          <ComparisonTable
            caption={entry.subheading1}
            ours={ours}
            theirs={entry.name}
            rows={entry.differentiators}
          />
          <ComparisonTable caption={entry.subheading2} ours={ours} theirs={entry.name} rows={entry.points} />
        </div>
        <aside className={styles.basis} aria-label="How this comparison was made">
          <p>
            <strong>
              How we compared, reviewed <time dateTime={entry.reviewed}>{reviewed}</time>.
            </strong>{' '}
            {entry.basis}
          </p>
          <p>
            Spotted something out of date? Email <a href={`mailto:${site.email}`}>{site.email}</a>.
          </p>
        </aside>
      </Section>

      <Section title={`Why teams choose ${ours}`} tone="muted">
        <Grid min="16rem">
          {entry.articles.map((article) => (
            <article key={article.id} className={styles.article}>
              {/* eslint-disable-next-line @next/next/no-img-element -- static SVG art */}
              <img src={article.img} alt="" width={320} height={200} loading="lazy" />
              <h3>{article.title}</h3>
              <p>{article.text}</p>
            </article>
          ))}
        </Grid>
      </Section>

      {entry.articlesTest?.length ? (
        <Section
          title="Job simulations your candidates would take"
          lead="A few of the role simulations in the library; each can be changed for your role in minutes."
        >
          <Grid min="16rem">
            {entry.articlesTest.map((test) => (
              <article key={test.title} className={styles.article}>
                {/* eslint-disable-next-line @next/next/no-img-element -- static SVG art */}
                <img src={test.img} alt="" width={320} height={200} loading="lazy" />
                <h3>{test.title}</h3>
                <p>{test.text}</p>
              </article>
            ))}
          </Grid>
        </Section>
      ) : null}

      <Section title="More comparisons" tone={entry.articlesTest?.length ? 'muted' : 'plain'}>
        <Grid min="16rem">
          {related.map((other) => (
            <CompareCard key={other.slug} entry={other} />
          ))}
        </Grid>
        <p className={styles.allLink}>
          <Link href="/compare/">All comparisons</Link>
        </p>
      </Section>

      <CtaBand
        title={`See ${ours} on one of your roles`}
        text="Start a free trial with your work email, or book a demo and compare for yourself."
      />
    </>
  );
}

import Link from '@/components/ui/Link';
import { ArticleJsonLd } from 'next-seo';
import { Wordmark } from '@/components/illustrations/Wordmark';
import { CtaBand } from '@/components/sections/CtaBand';
import { Container, Grid, Section, Eyebrow } from '@/components/ui/Section';
import { linkExists } from '@/content/routes';
import { site } from '@/content/site';
import { storyModules } from '@/content/stories/modules';
import type { CaseStudy } from '@/content/stories/schema';
import { env } from '@/lib/env';
import { formatContentDate } from '@/lib/kit/date-format';
import { absoluteUrl } from '@/lib/seo/metadata';
import { Prose } from './Prose';
import { PullQuote } from './PullQuote';
import { StoryCard } from './StoryCard';
import styles from './story.module.css';

const STORIES_INDEX = '/about/customer-testimonials/';

function ModuleLink({ label, href }: { label: string; href: string }) {
  return linkExists(href) ? <Link href={href}>{label}</Link> : <>{label}</>;
}

/**
 * Every case study renders through here, whatever its path: the customer and its numbers up front,
 * then challenge, what they did and results, the customer's own words, and related stories.
 */
export function StoryLayout({ story, related }: { story: CaseStudy; related: CaseStudy[] }) {
  const url = absoluteUrl(env.siteUrl, story.path);
  const [challenge, ...rest] = story.sections;
  return (
    <>
      <article aria-labelledby="story-title">
        <header className={styles.hero}>
          <Container>
            <div className={styles.heroGrid}>
              <div className={styles.heroCopy}>
                {linkExists(STORIES_INDEX) ? (
                  <Link href={STORIES_INDEX} className={styles.back}>
                    <span aria-hidden="true">←</span> All customer stories
                  </Link>
                ) : null}
                <Eyebrow as="p">Customer story · {story.customer.industry}</Eyebrow>
                <h1 id="story-title">{story.title}</h1>
                <p className={styles.lead}>{story.lead}</p>
                <p className={styles.published}>
                  Published <time dateTime={story.date}>{formatContentDate(story.date)}</time>
                </p>
              </div>
              <aside className={styles.facts} aria-labelledby="facts-title">
                <h2 id="facts-title" className="visually-hidden">
                  About {story.customer.name}
                </h2>
                <div className={styles.factsLogo}>
                  <Wordmark name={story.customer.name} glyph={story.customer.glyph} />
                </div>
                <dl>
                  <div>
                    <dt>Industry</dt>
                    <dd>{story.customer.industry}</dd>
                  </div>
                  <div>
                    <dt>Company size</dt>
                    <dd>{story.customer.size}</dd>
                  </div>
                  <div>
                    <dt>Headquarters</dt>
                    <dd>{story.customer.location}</dd>
                  </div>
                  <div>
                    <dt>Modules used</dt>
                    <dd>
                      <ul className={styles.modules}>
                        {story.modules.map((key) => (
                          <li key={key}>
                            <ModuleLink {...storyModules[key]} />
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                </dl>
              </aside>
            </div>
          </Container>
        </header>

        <section className={styles.results} aria-labelledby="results-title">
          <Container>
            <h2 id="results-title" className="visually-hidden">
              Results at a glance
            </h2>
            <dl className={styles.stats}>
              {story.results.map((stat) => (
                <div key={stat.label} className={styles.stat}>
                  <dt>{stat.label}</dt>
                  <dd>{stat.value}</dd>
                </div>
              ))}
            </dl>
          </Container>
        </section>

        <Container>
          <div className={styles.body}>
            {challenge ? (
              <section aria-labelledby={challenge.id}>
                <h2 id={challenge.id}>{challenge.title}</h2>
                <Prose blocks={challenge.blocks} />
              </section>
            ) : null}
            {rest.map((section, index) => (
              <section key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id}>{section.title}</h2>
                <Prose blocks={section.blocks} />
                {index === 0 ? <PullQuote {...story.quote} company={story.customer.name} /> : null}
              </section>
            ))}
          </div>
        </Container>
      </article>

      {related.length ? (
        <Section id="related-stories" eyebrow="Customer stories" title="More customer stories" tone="muted">
          <Grid min="18rem">
            {related.map((other) => (
              <StoryCard key={other.id} story={other} />
            ))}
          </Grid>
        </Section>
      ) : null}
      <CtaBand
        title={`Hire like ${story.customer.name}`}
        text="Source, assess and interview candidates on one platform, and see the difference on your next role."
      />
      <ArticleJsonLd
        type="Article"
        headline={story.title}
        description={story.summary}
        url={url}
        mainEntityOfPage={url}
        datePublished={story.date}
        dateModified={story.updated ?? story.date}
        author={{ '@type': 'Organization', name: site.brand, url: absoluteUrl(env.siteUrl, '/') }}
        publisher={{ '@type': 'Organization', name: site.brand, logo: absoluteUrl(env.siteUrl, '/icon.svg') }}
        scriptId="article-jsonld"
      />
    </>
  );
}

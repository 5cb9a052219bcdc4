import type { ComponentProps } from 'react';
import { RatingBadge } from '@/components/ui/RatingBadge';
import { PageIntro } from '@/components/articles/PageIntro';
import { QuoteCard } from '@/components/articles/QuoteCard';
import { QuoteWall } from '@/components/articles/QuoteWall';
import { StoryCard } from '@/components/articles/StoryCard';
import { CtaBand } from '@/components/sections/CtaBand';
import { LogoStrip } from '@/components/sections/LogoStrip';
import { StatGrid } from '@/components/sections/StatGrid';
import { Grid, Section } from '@/components/ui/Section';
import { site } from '@/content/site';
import { caseStudies } from '@/content/stories';
import { testimonials } from '@/content/stories/testimonials';
import { metadataFor } from '../../_lib/metadata';
import styles from './testimonials.module.css';
import { trustedByLine } from '@/content/customer-count';

export const metadata = metadataFor('/about/customer-testimonials/');

/** Story quotes (linking to their story) mixed with short testimonials, so every column has both. */
function wallQuotes(): ComponentProps<typeof QuoteCard>[] {
  const mixed: ComponentProps<typeof QuoteCard>[] = [];
  caseStudies.forEach((story, index) => {
    mixed.push({
      ...story.quote,
      company: story.customer.name,
      story: { href: story.path, label: `Read the ${story.customer.name} story` },
    });
    const extra = index % 2 === 0 ? testimonials[index / 2] : undefined;
    if (extra) mixed.push(extra);
  });
  return mixed;
}

export default function CustomerTestimonialsPage() {
  const quotes = wallQuotes();
  return (
    <>
      <PageIntro
        eyebrow="Customer stories"
        title="Hiring teams that hire faster, and fairer, with Quotient"
        lead="Retailers, law firms, staffing agencies, consultancies and software companies use Quotient to source, assess and interview candidates. Here is what changed for them, in their own words."
      >
        <p className={styles.proof}>{trustedByLine}</p>
        <RatingBadge className={styles.proof} />
      </PageIntro>
      <LogoStrip
        label="The customers behind these stories"
        logos={caseStudies.map((story) => ({
          id: story.id,
          name: story.customer.name,
          icon: story.customer.glyph,
        }))}
      />

      <Section
        id="stories"
        eyebrow="Case studies"
        title="Customer stories"
        lead="Each story covers the hiring problem, what the team changed and the results they measured."
      >
        <Grid min="22rem">
          {caseStudies.map((story) => (
            <StoryCard key={story.id} story={story} />
          ))}
        </Grid>
      </Section>

      <StatGrid
        eyebrow="Across our customers"
        title="What teams see when they hire on skills"
        stats={[
          { value: '100+', label: 'Businesses hiring with Quotient' },
          { value: '50%', label: 'Shorter hiring cycle on average' },
          { value: '4.7/5', label: 'Average candidate rating of the process' },
          ...(site.rating.source
            ? [
                {
                  value: `${site.rating.value}/5`,
                  label: `Customer rating from ${site.rating.count.toLocaleString('en-US')} ${site.rating.source}`,
                },
              ]
            : []),
        ]}
      />

      <Section id="quotes" eyebrow="Testimonials" title="In their words" tone="muted">
        <QuoteWall>
          {quotes.map((quote) => (
            <QuoteCard key={quote.name} {...quote} />
          ))}
        </QuoteWall>
      </Section>

      <CtaBand
        title="Write your own hiring story"
        text="Start with one role: a job simulation, a structured video interview and self-service scheduling. See the difference in your first hiring cycle."
      />
    </>
  );
}

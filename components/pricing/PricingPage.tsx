import Link from '@/components/ui/Link';
import { FAQJsonLd } from 'next-seo';
import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import { CtaBand } from '@/components/sections/CtaBand';
import { Accordion } from '@/components/ui/Accordion';
import { Card } from '@/components/ui/Card';
import { Container, Grid, Section } from '@/components/ui/Section';
import { pricingPages, type PricingPageContent } from '@/content/plans';
import { productPages } from '@/content/products';
import { site } from '@/content/site';
import { PlanComparison } from './PlanComparison';
import { PlanGrid } from './PlanGrid';
import { PlanOffersJsonLd } from './PlanOffersJsonLd';
import styles from './pricing.module.css';

const otherLabels = {
  sourcing: 'AI sourcing plans, billed annually per user.',
  assessment: 'Candidate test packs from $200.',
  interview: 'Video interview plans from $20.',
} as const;

/** A module's pricing page: header, plan cards, the comparison table, what every plan includes, questions, the other modules. */
export function PricingPage({ content }: { content: PricingPageContent }) {
  const path = `/pricing/${content.product}/`;
  const productName = site.products[content.product];
  const others = (Object.keys(pricingPages) as (keyof typeof pricingPages)[]).filter(
    (key) => key !== content.product,
  );
  return (
    <>
      <div className={styles.pageTop}>
        <Container>
          <Breadcrumbs path={path} current={`${productName} pricing`} />
        </Container>
        <Section eyebrow={content.eyebrow} title={content.title} lead={content.lead} as="h1" centered>
          <PlanGrid plans={content.plans} headingLevel="h2" />
          <p className={styles.note}>{content.note}</p>
        </Section>
      </div>
      <Section id="compare" eyebrow="Compare plans" title="What each plan includes, side by side">
        <PlanComparison
          id="plan-comparison"
          caption={content.comparison.caption}
          plans={content.plans}
          rows={content.comparison.rows}
        />
      </Section>
      <Section title={content.included.title} tone="muted">
        <ul className={styles.included}>
          {content.included.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className={styles.moreLink}>
          <Link href={`/products/${content.product}/`}>What {productName} does</Link>
        </p>
      </Section>
      <Section eyebrow="FAQ" title={`${productName} pricing questions`}>
        <Accordion items={content.faq} />
      </Section>
      <Section title="Pricing for the other modules" tone="muted">
        <Grid min="16rem">
          {others.map((key) => (
            <Card key={key} interactive>
              <h3>
                <Link href={`/pricing/${key}/`}>{site.products[key]} pricing</Link>
              </h3>
              <p>{otherLabels[key]}</p>
            </Card>
          ))}
          <Card interactive>
            <h3>
              <Link href="/roi-calculator/">Hiring ROI calculator</Link>
            </h3>
            <p>Estimate what faster, skills-based hiring saves your team.</p>
          </Card>
        </Grid>
      </Section>
      <CtaBand
        title="Not sure which plan fits?"
        text="Book a demo and we will size a plan to your roles, or start a free trial with your work email."
      />
      <FAQJsonLd questions={content.faq.map((item) => ({ question: item.question, answer: item.answer }))} />
      <PlanOffersJsonLd
        name={productName}
        description={productPages[content.product].summary}
        path={path}
        pricingPath={path}
        plans={content.plans}
      />
    </>
  );
}

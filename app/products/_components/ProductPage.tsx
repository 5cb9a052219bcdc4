import Link from '@/components/ui/Link';
import { TrialSignup } from '@/components/forms/trial/TrialSignup';
import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import { PlanGrid } from '@/components/pricing/PlanGrid';
import { PlanOffersJsonLd } from '@/components/pricing/PlanOffersJsonLd';
import { LandingSections } from '@/components/sections/LandingSections';
import { Container, Section } from '@/components/ui/Section';
import { pricingPages } from '@/content/plans';
import type { ProductPageContent } from '@/content/products';
import { site } from '@/content/site';
import styles from './product.module.css';

/** What a buyer of an AI hiring product checks before signing: the trust centre's pages. */
const TRUST_LINKS = [
  {
    href: '/trust/security/',
    title: 'Security practices',
    text: 'Encryption, access control and incident response.',
  },
  {
    href: '/trust/ai-fairness/',
    title: 'AI fairness',
    text: 'Validation, adverse-impact monitoring and human review.',
  },
  {
    href: '/trust/data-handling/',
    title: 'Data handling',
    text: 'Where candidates’ data is kept and when it is deleted.',
  },
  { href: '/trust/', title: 'Trust centre', text: 'Subprocessors, privacy and accessibility.' },
];

/**
 * A product page: the module's landing sections (content/products.ts), with its plans shown
 * before its questions and closing call to action, and Product data with the rating and one Offer per plan.
 */
export function ProductPage({ content }: { content: ProductPageContent }) {
  const path = `/products/${content.product}/`;
  const pricing = pricingPages[content.product];
  const name = site.products[content.product];
  // The plans go before the questions and closing links, or at the end when there are none.
  const cut = content.sections.findIndex((section) => ['faq', 'links', 'cta'].includes(section.type));
  const body = cut === -1 ? content.sections : content.sections.slice(0, cut);
  const closing = cut === -1 ? [] : content.sections.slice(cut);
  return (
    <>
      <Container>
        <div className={styles.crumbs}>
          <Breadcrumbs path={path} current={name} />
        </div>
      </Container>
      <LandingSections sections={body} heroExtra={<TrialSignup />} />
      <Section id="plans" eyebrow="Pricing" title={`${name} plans`} lead={pricing.lead} centered>
        <PlanGrid plans={pricing.plans} id="product-plans" />
        <p className={styles.pricingLink}>
          <Link href={`/pricing/${content.product}/`}>Compare {name} plans and pricing questions</Link>
        </p>
      </Section>
      <Section id="trust" eyebrow="Trust" title="Safeguards buyers ask about" tone="muted">
        <ul className={styles.trustLinks}>
          {TRUST_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.title}</Link>
              <span>{link.text}</span>
            </li>
          ))}
        </ul>
      </Section>
      <LandingSections sections={closing} />
      <PlanOffersJsonLd
        name={name}
        description={content.summary}
        path={path}
        pricingPath={`/pricing/${content.product}/`}
        plans={pricing.plans}
      />
    </>
  );
}

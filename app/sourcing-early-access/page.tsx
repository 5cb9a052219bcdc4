import Link from '@/components/ui/Link';
import { LeadForm } from '@/components/forms/lead/LeadForm';
import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import { ItemGrid } from '@/components/sections/ItemGrid';
import { Container } from '@/components/ui/Section';
import { sourcingPricing } from '@/content/plans';
import { site } from '@/content/site';
import { priceText } from '@/lib/sanitize/price';
import { metadataFor } from '../_lib/metadata';
import heroText from '@/components/ui/hero-text.module.css';
import styles from '../book-demo/lead-page.module.css';

export const metadata = metadataFor('/sourcing-early-access/');

const perks = [
  {
    title: 'A dedicated account manager',
    text: 'Every early-access team is onboarded by one person who sets up your first roles with you.',
  },
  {
    title: 'Unlimited search and engagement',
    text: 'No search credits and no message caps: source and reach out as much as your roles need.',
  },
  {
    title: 'A say in what we build',
    text: 'Tell us what your roles need: early-access feedback decides what we build next.',
  },
];

export default function SourcingEarlyAccessPage() {
  const name = site.products.sourcing;
  return (
    <>
      <div className={styles.top}>
        <Container>
          <div className={styles.crumbs}>
            <Breadcrumbs path="/sourcing-early-access/" current="Early access" />
          </div>
          <div className={styles.grid}>
            <div className={styles.intro}>
              <p className={heroText.pill}>{name} early access</p>
              <h1>Join the waitlist for AI sourcing that finds the top 10%</h1>
              <p className={heroText.lead}>
                {name} turns a job description into ranked profiles, flags the candidates most likely to join
                and writes outreach for each of them. We are opening it to new teams in small groups.
              </p>
            </div>
            <section className={styles.formCard} aria-labelledby="waitlist-form-title">
              <h2 id="waitlist-form-title" className={styles.formTitle}>
                Reserve your place
              </h2>
              <p className={styles.formIntro}>
                We invite teams in the order they join and email you when your invitation is ready.
              </p>
              <LeadForm formId="sourcingWaitlist" />
            </section>
            <div className={styles.details}>
              <h2 className={styles.listTitle}>What early-access teams get</h2>
              <ul className={styles.checks}>
                <li>Top 10% candidate insights on every search</li>
                <li>Most-likely-to-join candidates highlighted</li>
                <li>Personalised multi-step outreach with replies in one place</li>
                <li>A free recruiter sourcing extension for your browser</li>
              </ul>
              <dl className={styles.plans}>
                {sourcingPricing.plans.map((plan) => (
                  <div key={plan.id}>
                    <dt>{plan.name}</dt>
                    <dd>{priceText(plan.price)}</dd>
                  </div>
                ))}
              </dl>
              <p className={styles.proof}>
                <Link href="/pricing/sourcing/">Compare the sourcing plans</Link> ·{' '}
                <Link href="/products/sourcing/">How {name} works</Link>
              </p>
            </div>
          </div>
        </Container>
      </div>
      <ItemGrid
        eyebrow="Why join now"
        title="Early access, with a team behind you"
        items={perks}
        tone="muted"
      />
    </>
  );
}

import { primaryCtas } from '@/components/layout/ctas';
import { RatingBadge } from '@/components/ui/RatingBadge';
import { FourSteps } from '@/components/sections/FourSteps';
import { StatGrid } from '@/components/sections/StatGrid';
import { TrialSignup } from '@/components/forms/trial/TrialSignup';
import { Accordion } from '@/components/ui/Accordion';
import { Section } from '@/components/ui/Section';
import { linkExists } from '@/content/routes';
import { site } from '@/content/site';
import { modalHref } from '@/lib/modals';
import { metadataFor } from '../_lib/metadata';
import { cx } from '@/components/ui/cx';
import heroText from '@/components/ui/hero-text.module.css';
import styles from './trial-page.module.css';

export const metadata = metadataFor('/try-for-free/');

const INCLUDED = [
  {
    title: `${site.products.assessment} job simulations`,
    text: 'Competency-based tasks built from the role, auto-graded, with a detailed skills report per candidate.',
  },
  {
    title: 'Suggested next-round questions',
    text: 'Every report lists questions that probe the gaps it found, ready for your interviewers.',
  },
  {
    title: `${site.products.interview} one-way video`,
    text: 'Candidates record answers when it suits them; your team reviews them side by side.',
  },
  {
    title: 'Automated interview scheduling',
    text: 'Shortlisted candidates pick a slot from your calendar without an email thread.',
  },
];

const STEPS = [
  {
    title: 'Enter your work email',
    text: 'We check it is a company address and create a workspace for your team.',
  },
  {
    title: 'Open your sign-in link',
    text: 'Check your inbox for the email from Quotient. There is no password to invent.',
  },
  {
    title: 'Send your first assessment',
    text: 'Pick a role, adjust the job simulation and invite candidates by link or email.',
  },
  {
    title: 'Compare skills reports',
    text: 'Auto-graded results rank candidates on the skills the job needs, not on their CV.',
  },
];

export default function TryForFreePage() {
  const pricing = linkExists('/pricing/assessment/') ? '/pricing/assessment/' : null;
  const demo = primaryCtas().demo;
  const faq = [
    {
      question: 'Why do you ask for a work email?',
      answer: (
        <p>
          Quotient is built for hiring teams, so the trial creates a workspace for your company. A company
          address also keeps out free and disposable mailboxes, which is why addresses at providers such as
          Gmail or Outlook are turned down.
        </p>
      ),
    },
    {
      question: 'I use a personal address for work. Can I still try Quotient?',
      answer: (
        <p>
          Yes. <a href={modalHref('contactUs')}>Send us a note</a> with your company name and we will set up
          your trial by hand.
        </p>
      ),
    },
    {
      question: 'Do I need a credit card?',
      answer: <p>No. Your work email is all the trial asks for, so nothing can be charged when it ends.</p>,
    },
    {
      question: 'What happens when the trial ends?',
      answer: (
        <p>
          {pricing ? (
            <>
              Choose a plan on the <a href={pricing}>pricing page</a>, or{' '}
            </>
          ) : null}
          <a href={demo}>{pricing ? 'talk' : 'Talk'} to our team</a> about a plan that fits your hiring
          volume.
        </p>
      ),
    },
  ];

  return (
    <>
      <section className={heroText.band} aria-labelledby="trial-title">
        <div className={styles.heroInner}>
          <div className={styles.copy}>
            <p className={heroText.pill}>Free trial</p>
            <h1 id="trial-title">Find the top 10% of talent in half the time</h1>
            <p className={cx(heroText.lead, styles.lead)}>
              Try {site.brand} with a real role: send a job simulation to candidates today and compare their
              skills reports tomorrow.
            </p>
            <TrialSignup variant="full" />
            <RatingBadge className={styles.proof} />
          </div>
          <aside className={styles.included} aria-labelledby="included-title">
            <h2 id="included-title">Included in your trial</h2>
            <ul>
              {INCLUDED.map((item) => (
                <li key={item.title}>
                  <strong>{item.title}</strong>
                  <span>{item.text}</span>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </section>
      <FourSteps
        title="From sign-up to shortlist in one afternoon"
        lead="Four steps take you from an empty workspace to ranked candidates."
        steps={STEPS}
      />
      <StatGrid
        eyebrow="Why teams stay"
        title="What changes when hiring runs on skills"
        stats={[
          { value: '50%', label: 'shorter hiring cycle' },
          { value: '<10%', label: 'candidate drop-off, against 40%+ elsewhere' },
          { value: '4.7/5', label: 'average score candidates give the experience' },
          { value: '90%+', label: 'prediction accuracy of skills scores' },
        ]}
      />
      <Section id="trial-faq" eyebrow="Questions" title="About the free trial" tone="muted">
        <div className={styles.faq}>
          <Accordion items={faq} />
        </div>
      </Section>
    </>
  );
}

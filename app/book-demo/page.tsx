import { LeadForm } from '@/components/forms/lead/LeadForm';
import { RatingBadge } from '@/components/ui/RatingBadge';
import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import { LogoStrip } from '@/components/sections/LogoStrip';
import { Accordion } from '@/components/ui/Accordion';
import { Container, Section } from '@/components/ui/Section';
import { clientLogos } from '@/content/home';
import { site } from '@/content/site';
import { metadataFor } from '../_lib/metadata';
import heroText from '@/components/ui/hero-text.module.css';
import styles from './lead-page.module.css';
import { trustedByLine } from '@/content/customer-count';

export const metadata = metadataFor('/book-demo/');

const agenda = [
  'Your hardest open role, sourced live: the top 10% and who is most likely to join',
  'A job simulation for that role, auto-graded, with its skills report and next-round questions',
  'A one-way video interview from the candidate’s side, and how the live round books itself',
  'The plan that fits your hiring volume, with a quote for Enterprise if you need one',
];

const faq = [
  {
    question: 'How long is the demo?',
    answer:
      'Thirty minutes on a video call, with time for your questions. Bring a hiring manager if you like.',
  },
  {
    question: 'What happens after I send the form?',
    answer:
      'A hiring specialist replies within one business day to find a time that suits you, and asks which role you want to see in the demo.',
  },
  {
    question: 'Can I try it before talking to anyone?',
    answer: 'Yes. Start a free trial with your work email and send your first assessment today.',
  },
];

export default function BookDemoPage() {
  return (
    <>
      <div className={styles.top}>
        <Container>
          <div className={styles.crumbs}>
            <Breadcrumbs path="/book-demo/" current="Book a demo" />
          </div>
          <div className={styles.grid}>
            <div className={styles.intro}>
              <p className={heroText.pill}>Book a demo</p>
              <h1>See {site.brand} hire for one of your roles</h1>
              <p className={heroText.lead}>
                In 30 minutes we source, assess and interview for a role you are hiring for now, so you see
                the results on your own work, not a scripted tour.
              </p>
            </div>
            <section className={styles.formCard} aria-labelledby="demo-form-title">
              <h2 id="demo-form-title" className={styles.formTitle}>
                Request your demo
              </h2>
              <p className={styles.formIntro}>Tell us about your team; we reply within one business day.</p>
              <LeadForm formId="contactUs" />
            </section>
            <div className={styles.details}>
              <h2 className={styles.listTitle}>What we will cover</h2>
              <ul className={styles.checks}>
                {agenda.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p className={styles.proof}>{trustedByLine}</p>
              <RatingBadge className={styles.proof} />
            </div>
          </div>
        </Container>
      </div>
      <LogoStrip logos={clientLogos} />
      <Section eyebrow="FAQ" title="Before you book">
        <Accordion items={faq} />
      </Section>
    </>
  );
}

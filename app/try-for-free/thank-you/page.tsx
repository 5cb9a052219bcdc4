import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import { ButtonLink } from '@/components/ui/Button';
import { site } from '@/content/site';
import { modalHref } from '@/lib/modals';
import { metadataFor } from '../../_lib/metadata';
import { TrialStatus } from './TrialStatus';
import styles from './thank-you.module.css';

export const metadata = metadataFor('/try-for-free/thank-you/');

const NEXT_STEPS = [
  {
    title: 'Open your sign-in link',
    text: `Look for an email from ${site.brand} and open the link on this device. If it is not there, check your spam or promotions folder.`,
  },
  {
    title: 'Build your first assessment',
    text: 'Choose the role you are hiring for. The job simulation, questions and scoring come ready; change anything you like.',
  },
  {
    title: 'Invite candidates',
    text: 'Share one link on your job post or invite people by email. Candidates take the assessment on any device.',
  },
  {
    title: 'Read the skills reports',
    text: 'Results are graded as they arrive, with each candidate’s strengths, gaps and questions for the next round.',
  },
];

export default function TrialThankYouPage() {
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <Breadcrumbs path="/try-for-free/thank-you/" current="Thank you" />
        <TrialStatus
          started={
            <>
              <header className={styles.header}>
                <span className={styles.check} aria-hidden="true">
                  ✓
                </span>
                <h1>Your free trial has started</h1>
                <p className={styles.lead}>
                  Thanks for trying {site.brand}. Your workspace is being set up now; here is how to get from
                  sign-in to your first shortlist.
                </p>
              </header>
              <ol className={styles.steps}>
                {NEXT_STEPS.map((step, index) => (
                  <li key={step.title}>
                    <span className={styles.number} aria-hidden="true">
                      {index + 1}
                    </span>
                    <div>
                      <h2>{step.title}</h2>
                      <p>{step.text}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </>
          }
        />
        <section className={styles.help} aria-labelledby="help-title">
          <div>
            <h2 id="help-title">Want a guided start?</h2>
            <p>
              A hiring specialist can build your first assessment with you, around a role you are filling now.
            </p>
          </div>
          <div className={styles.helpActions}>
            <ButtonLink href={modalHref('getStartedNew')}>Set it up with a specialist</ButtonLink>
            <ButtonLink href={modalHref('contactUs')} variant="secondary">
              Ask a question
            </ButtonLink>
          </div>
        </section>
      </div>
    </div>
  );
}

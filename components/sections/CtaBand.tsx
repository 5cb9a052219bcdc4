import { ButtonLink } from '@/components/ui/Button';
import { primaryCtas } from '@/components/layout/ctas';
import styles from './sections.module.css';

/** The closing call band: start the trial or book a demo. */
export function CtaBand({ title, text }: { title: string; text: string }) {
  const cta = primaryCtas();
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <div className={styles.ctaInner}>
        <h2 id="cta-title">{title}</h2>
        <p>{text}</p>
        <div className={styles.heroActions}>
          <ButtonLink href={cta.trial} size="lg" variant="onDark">
            Start free trial
          </ButtonLink>
          <ButtonLink href={cta.demo} size="lg" variant="secondary">
            Book a demo
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

import { useId } from 'react';
import { ButtonLink } from '@/components/ui/Button';
import type { ActionSection } from '@/content/schema/company-sections';
import styles from './sections.module.css';

/** The closing band with the page's own calls to action; `#contactUs` opens the contact form. */
export function ActionBand({ section }: { section: ActionSection }) {
  const titleId = useId();
  return (
    <section className={styles.cta} aria-labelledby={titleId}>
      <div className={styles.ctaInner}>
        <h2 id={titleId}>{section.title}</h2>
        <p>{section.text}</p>
        <div className={styles.heroActions}>
          <ButtonLink href={section.primary.href} size="lg" variant="onDark">
            {section.primary.label}
          </ButtonLink>
          {section.secondary ? (
            <ButtonLink href={section.secondary.href} size="lg" variant="secondary">
              {section.secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}

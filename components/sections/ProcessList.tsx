import { Section } from '@/components/ui/Section';
import type { ProcessSection } from '@/content/schema/longform';
import { RichText } from './RichText';
import styles from './longform.module.css';

/** A numbered process of up to twelve steps, drawn as a timeline; the four-step band stays for short ones. */
export function ProcessList({ section }: { section: ProcessSection }) {
  return (
    <Section eyebrow={section.eyebrow} title={section.title} lead={section.lead} tone={section.tone}>
      <ol className={styles.process}>
        {section.items.map((item, index) => (
          <li key={item.title} className={styles.processStep}>
            <span className={styles.processNumber} aria-hidden="true">
              {index + 1}
            </span>
            <div className={styles.processBody}>
              <h3>{item.title}</h3>
              <p>
                <RichText text={item.text} />
              </p>
              {item.points?.length ? (
                <ul className={styles.processPoints}>
                  {item.points.map((point) => (
                    <li key={point}>
                      <RichText text={point} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

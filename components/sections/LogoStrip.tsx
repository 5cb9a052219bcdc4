import type { LogoEntry } from '@/content/schema/marketing';
import { Wordmark } from '@/components/illustrations/Wordmark';
import styles from './sections.module.css';
import { trustedByLine } from '@/content/customer-count';

/**
 * Client wordmarks scrolling sideways. The track is doubled for a seamless loop; the copy is
 * hidden from assistive tech, and the motion stops for visitors who ask for reduced motion.
 * Fixed heights keep layout shift at zero.
 */
export function LogoStrip({ logos, label = trustedByLine }: { logos: LogoEntry[]; label?: string }) {
  return (
    <section className={styles.logos} aria-label={label}>
      <p className={styles.logosLabel}>{label}</p>
      <div className={styles.logoViewport}>
        <ul className={styles.logoTrack}>
          {[...logos, ...logos].map((logo, index) => (
            <li key={`${logo.id}-${index}`} aria-hidden={index >= logos.length ? true : undefined}>
              <Wordmark name={logo.name} glyph={logo.icon} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import Link from '@/components/ui/Link';
import type { StateView } from '@/content/minimum-wage/view';
import { dollars } from '@/content/minimum-wage/words';
import styles from './minimum-wage.module.css';

/** A link to each state page with its rate, alphabetical so a state is easy to find. */
export function StateLinks({ states, label }: { states: readonly StateView[]; label: string }) {
  const sorted = [...states].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <ul className={styles.stateLinks} aria-label={label}>
      {sorted.map((view) => (
        <li key={view.slug}>
          <Link href={view.path} className={styles.stateLink}>
            <span>{view.name}</span>
            <span className={styles.stateLinkRate}>{dollars(view.data.hourly)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

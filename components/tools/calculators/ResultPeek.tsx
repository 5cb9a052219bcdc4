'use client';

import { useEffect, useState } from 'react';
import type { ResultItem } from '@/lib/tools/view';
import styles from './island.module.css';

/**
 * On phones the result sits below the inputs. While it is out of view, a small bar under the header
 * shows the main figure and jumps to the full result; it disappears once the result shows. It is not
 * a live region: the result's <output> already announces each change politely.
 */
export function ResultPeek({ targetId, item }: { targetId: string; item?: ResultItem }) {
  const [away, setAway] = useState(false);

  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target || typeof IntersectionObserver === 'undefined') return;
    // The lower part of a phone's screen is under the keyboard while the visitor types in a field,
    // so a result that has only reached it is not yet in sight: the bar stays until it is higher.
    const watcher = new IntersectionObserver(
      ([entry]) => setAway(!entry?.isIntersecting && (entry?.boundingClientRect.top ?? 0) > 0),
      { rootMargin: '0px 0px -45% 0px' },
    );
    watcher.observe(target);
    return () => watcher.disconnect();
  }, [targetId]);

  if (!away || !item) return null;
  return (
    <a href={`#${targetId}`} className={`${styles.peek} no-print`}>
      <span className={styles.peekLabel}>{item.label}</span>
      <strong className={styles.peekValue}>{item.value}</strong>
      <span aria-hidden="true">↓</span>
    </a>
  );
}

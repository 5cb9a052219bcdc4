'use client';

import { useMemo, useState } from 'react';
import { variationSeeds } from '@/lib/media/art/random';
import { svgDataUri } from '@/lib/media/svg-text';
import { actionButton } from '../../kit/buttons';
import kitStyles from '../../kit/kit.module.css';
import mediaStyles from '../media.module.css';
import styles from './art.module.css';

/**
 * Six more pictures from nearby picture codes with the same settings; picking one makes it the
 * main picture. Drawn only when the section is asked for by the page (after hydration).
 */
export function ArtVariations({
  seed,
  draw,
  describe,
  onPick,
}: {
  seed: string;
  /** The SVG for a code; called for each of the six. */
  draw: (seed: string) => string;
  describe?: string;
  onPick: (seed: string) => void;
}) {
  const [page, setPage] = useState(0);
  const seeds = variationSeeds(seed, page);
  const key = seeds.join();
  const pictures = useMemo(() => seeds.map((s) => svgDataUri(draw(s))), [key, draw]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <section className={mediaStyles.variations} aria-labelledby="art-variations-title">
      <h2 id="art-variations-title" className={mediaStyles.sectionTitle}>
        Variations
      </h2>
      <p className={mediaStyles.note}>
        {describe ?? 'The same settings with other picture codes.'} Pick one to make it your picture.
      </p>
      <ul className={styles.variationList} data-variations>
        {seeds.map((code, index) => (
          <li key={code}>
            <button
              type="button"
              className={styles.variation}
              aria-pressed={code === seed}
              onClick={() => onPick(code)}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn in the page */}
              <img src={pictures[index]} alt="" className={styles.variationImage} />
              <span>Code {code}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className={kitStyles.tableTools}>
        {page > 0 ? (
          <button type="button" className={actionButton} onClick={() => setPage(page - 1)}>
            Previous six
          </button>
        ) : null}
        <button type="button" className={actionButton} onClick={() => setPage(page + 1)}>
          Six more
        </button>
      </div>
    </section>
  );
}

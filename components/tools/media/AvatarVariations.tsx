'use client';

import { useMemo, useState } from 'react';
import { drawIfReady } from '@/lib/media/avatar-loader';
import { variationSeeds, type AvatarSettings } from '@/lib/media/avatar-settings';
import { svgDataUri, withoutMetadata } from '@/lib/media/svg-text';
import { actionButton } from '../kit/buttons';
import kitStyles from '../kit/kit.module.css';
import styles from './media.module.css';

/**
 * The same style drawn from nearby seeds (the text numbered 2, 3, 4…), to pick from when the
 * visitor's own text does not give a picture they like.
 */
export function AvatarVariations({
  settings,
  selectedSeed,
  loads,
  onPick,
}: {
  settings: AvatarSettings;
  selectedSeed: string;
  /** Changes whenever a style pack arrives, which may make the drawings possible. */
  loads: number;
  onPick: (seed: string) => void;
}) {
  const [page, setPage] = useState(0);
  const seeds = variationSeeds(settings.seed, page);
  const pictures = useMemo(
    () =>
      seeds.map((seed) => {
        const svg = drawIfReady({ ...settings, seed });
        return svg ? svgDataUri(withoutMetadata(svg)) : undefined;
      }),
    // `seeds` is derived from settings and page; `loads` marks a newly arrived style.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [settings, page, loads],
  );
  // Initials depend only on the letters: numbered seeds differ only by their background color.
  const same = settings.style === 'initials' && settings.background !== 'varied';

  return (
    <section className={styles.variations} aria-labelledby="variations-title">
      <h2 id="variations-title" className={styles.sectionTitle}>
        Variations
      </h2>
      {same ? (
        <p className={styles.note}>
          Initials depend only on the letters of your text, so numbered variations look the same on one
          background color. Choose the Varied background to see them in different colors, or pick another
          style.
        </p>
      ) : (
        <>
          <p className={styles.note}>Pick one to use its text as your seed.</p>
          <ul className={styles.variationList}>
            {seeds.map((seed, index) => (
              <li key={seed}>
                <button
                  type="button"
                  className={styles.variation}
                  aria-pressed={seed === selectedSeed}
                  onClick={() => onPick(seed)}
                >
                  {pictures[index] ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn in the page
                    <img
                      src={pictures[index]}
                      alt=""
                      width={72}
                      height={72}
                      className={styles.variationImage}
                    />
                  ) : (
                    <span className={styles.variationPending} aria-hidden="true" />
                  )}
                  <span className={styles.variationSeed}>{seed}</span>
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
        </>
      )}
    </section>
  );
}

'use client';

import { favouritesCsv, favouritesText } from '@/lib/generators/validate';
import { MIME, saveFile } from '@/lib/kit/save-file';
import { actionButton } from '../kit/buttons';
import kitStyles from '../kit/kit.module.css';
import styles from './generators.module.css';
import type { Favourite } from './useFavourites';

/** The saved ideas, kept in this browser, with copy and text or CSV downloads. */
export function Favourites({
  id,
  slug,
  items,
  onRemove,
  onClear,
  onCopyAll,
}: {
  id: string;
  slug: string;
  items: readonly Favourite[];
  onRemove: (item: Favourite) => void;
  onClear: () => void;
  onCopyAll: (text: string) => void;
}) {
  return (
    <section className={styles.favourites} aria-labelledby={`${id}-favourites`}>
      <h3 id={`${id}-favourites`} className={styles.subTitle}>
        Favourites ({items.length})
      </h3>
      {items.length === 0 ? (
        <p className={styles.muted}>
          Press Save on any idea to keep it here. Favourites stay in this browser.
        </p>
      ) : (
        <>
          <ul className={styles.favouriteList} data-favourites>
            {items.map((item) => (
              <li key={`${item.text}-${item.secondary ?? ''}`}>
                <span className={styles.favouriteText}>
                  {item.text}
                  {item.secondary ? <span className={styles.secondary}> — {item.secondary}</span> : null}
                </span>
                <button
                  type="button"
                  className={actionButton}
                  aria-label={`Remove ${item.text} from favourites`}
                  onClick={() => onRemove(item)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <div className={kitStyles.actions}>
            <button type="button" className={actionButton} onClick={() => onCopyAll(favouritesText(items))}>
              Copy favourites
            </button>
            <button
              type="button"
              className={actionButton}
              onClick={() => saveFile(favouritesText(items), `${slug}-favourites.txt`, MIME.text)}
            >
              Download .txt
            </button>
            <button
              type="button"
              className={actionButton}
              onClick={() => saveFile(favouritesCsv(items), `${slug}-favourites.csv`, MIME.csv)}
            >
              Download .csv
            </button>
            <button type="button" className={actionButton} onClick={onClear}>
              Clear favourites
            </button>
          </div>
        </>
      )}
    </section>
  );
}

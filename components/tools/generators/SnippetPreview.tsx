'use client';

import { useId } from 'react';
import {
  DESCRIPTION_FONT_PX,
  DESCRIPTION_LIMIT_PX,
  TITLE_FONT_PX,
  TITLE_LIMIT_PX,
  textWidth,
  truncateToWidth,
} from '@/lib/generators/pixels';
import fieldStyles from '../fields/fields.module.css';
import styles from './generators.module.css';

/**
 * A Google-style desktop result for the chosen pair, cut where Google would cut it, with the
 * title and description editable so the visitor can fine-tune one option and watch the widths.
 */
export function SnippetPreview({
  title,
  description,
  site,
  onChange,
}: {
  title: string;
  description: string;
  site: string;
  onChange: (title: string, description: string) => void;
}) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const shownTitle = truncateToWidth(title, TITLE_FONT_PX, TITLE_LIMIT_PX);
  const shownDescription = truncateToWidth(description, DESCRIPTION_FONT_PX, DESCRIPTION_LIMIT_PX);
  const titlePx = textWidth(title, TITLE_FONT_PX);
  const descriptionPx = textWidth(description, DESCRIPTION_FONT_PX);
  return (
    <section className={styles.preview} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.subTitle}>
        Search result preview (desktop)
      </h3>
      <div className={styles.serp} data-snippet>
        <p className={styles.serpSite}>{site}</p>
        <p className={styles.serpTitle} data-snippet-title>
          {shownTitle.text}
        </p>
        <p className={styles.serpDescription} data-snippet-description>
          {shownDescription.text}
        </p>
      </div>
      <div className={fieldStyles.grid}>
        <div className={`${fieldStyles.field} ${fieldStyles.full}`}>
          <label htmlFor={`${id}-edit-title`} className={fieldStyles.label}>
            Edit the title
          </label>
          <input
            id={`${id}-edit-title`}
            className={fieldStyles.input}
            value={title}
            onChange={(e) => onChange(e.target.value, description)}
          />
          <p className={titlePx > TITLE_LIMIT_PX ? styles.over : styles.within}>
            {title.length} characters, about {titlePx} of {TITLE_LIMIT_PX} px
            {shownTitle.cut ? ': Google would cut it.' : '.'}
          </p>
        </div>
        <div className={`${fieldStyles.field} ${fieldStyles.full}`}>
          <label htmlFor={`${id}-edit-description`} className={fieldStyles.label}>
            Edit the description
          </label>
          <textarea
            id={`${id}-edit-description`}
            className={`${fieldStyles.input} ${styles.shortArea}`}
            value={description}
            onChange={(e) => onChange(title, e.target.value)}
          />
          <p className={descriptionPx > DESCRIPTION_LIMIT_PX ? styles.over : styles.within}>
            {description.length} characters, about {descriptionPx} of {DESCRIPTION_LIMIT_PX} px
            {shownDescription.cut ? ': Google would cut it.' : '.'}
          </p>
        </div>
      </div>
    </section>
  );
}

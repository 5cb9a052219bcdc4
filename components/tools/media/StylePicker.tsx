import { STYLE_IDS, STYLE_LABELS, type StyleId } from '@/lib/media/avatar-styles';
import fieldStyles from '../fields/fields.module.css';
import styles from './media.module.css';

/**
 * The styles as a grid of radio tiles, each with a picture. `pictures` holds live drawings of the
 * visitor's seed once they asked for them; until then each tile shows its committed example.
 */
export function StylePicker({
  name,
  value,
  pictures,
  examples,
  onChange,
  onIntent,
  describedBy,
}: {
  name: string;
  value: StyleId;
  pictures: Partial<Record<StyleId, string>>;
  examples: Record<StyleId, string>;
  onChange: (id: StyleId) => void;
  /** The visitor is reaching for a style: fetch it before the click lands. */
  onIntent: (id: StyleId) => void;
  describedBy?: string;
}) {
  return (
    <fieldset className={`${fieldStyles.field} ${fieldStyles.fieldset}`} aria-describedby={describedBy}>
      <legend className={fieldStyles.label}>Style</legend>
      <div className={styles.styleGrid}>
        {STYLE_IDS.map((id) => (
          <label key={id} className={styles.styleOption} onPointerEnter={() => onIntent(id)}>
            <input
              type="radio"
              name={name}
              value={id}
              checked={value === id}
              onChange={() => onChange(id)}
              onFocus={() => onIntent(id)}
              data-style-option={id}
            />
            <span className={styles.styleTile}>
              {/* The tile's name is its label; the picture adds nothing a screen reader needs. */}
              {/* eslint-disable-next-line @next/next/no-img-element -- small SVGs and data: URLs, nothing to optimize */}
              <img
                src={pictures[id] ?? examples[id]}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
                className={styles.styleThumb}
              />
              <span className={styles.styleName}>{STYLE_LABELS[id]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

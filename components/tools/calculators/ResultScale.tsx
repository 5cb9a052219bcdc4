import { useId } from 'react';
import type { ScaleView, Tone } from '@/lib/tools/view';
import styles from './scale.module.css';

const WIDTH = 1000;
const BAR_TOP = 34;
const BAR_HEIGHT = 22;

const fill: Record<Tone, string> = {
  neutral: '#e5e7eb',
  good: '#a7f3d0',
  warning: '#fde68a',
  bad: '#fecaca',
};

const bound = (n: number) => String(Number(n.toFixed(2)));

/**
 * A value on a banded scale (BMI among its categories), drawn as plain SVG so it shows in the
 * page's first HTML without a chart library. The drawing is one image with the scale's sentence as
 * its name; the bands are also listed in text below it, so colour never carries meaning alone.
 */
export function ResultScale({ scale }: { scale: ScaleView }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const span = scale.max - scale.min;
  const x = (value: number) => ((Math.min(Math.max(value, scale.min), scale.max) - scale.min) / span) * WIDTH;
  const markerX = x(scale.marker.value);
  // Keep the marker's words inside the drawing near either end.
  const anchor = markerX < 120 ? 'start' : markerX > WIDTH - 120 ? 'end' : 'middle';
  const inner = scale.bands.slice(1).map((band) => band.from);
  return (
    <figure className={styles.scale} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={styles.title}>
        {scale.title}
      </figcaption>
      <svg
        className={styles.drawing}
        viewBox={`0 0 ${WIDTH} 84`}
        role="img"
        aria-labelledby={`${id}-desc`}
        focusable="false"
      >
        <title id={`${id}-desc`}>{scale.description}</title>
        {scale.bands.map((band) => (
          <rect
            key={band.label}
            x={x(band.from)}
            y={BAR_TOP}
            width={Math.max(0, x(band.to) - x(band.from))}
            height={BAR_HEIGHT}
            fill={fill[band.tone]}
            data-band={band.label}
          />
        ))}
        {inner.map((value) => (
          <text key={value} x={x(value)} y={78} textAnchor="middle" className={styles.tick}>
            {bound(value)}
          </text>
        ))}
        <line
          x1={markerX}
          x2={markerX}
          y1={24}
          y2={BAR_TOP + BAR_HEIGHT + 4}
          className={styles.marker}
          data-marker={scale.marker.value}
        />
        <text x={markerX} y={18} textAnchor={anchor} className={styles.markerLabel}>
          {scale.marker.label}
        </text>
      </svg>
      <ul className={styles.legend}>
        {scale.bands.map((band, index) => (
          <li key={band.label}>
            <span className={styles.swatch} style={{ background: fill[band.tone] }} aria-hidden="true" />
            {band.label}:{' '}
            {index === 0
              ? `below ${bound(band.to)}`
              : index === scale.bands.length - 1
                ? `${bound(band.from)} and above`
                : `${bound(band.from)} to below ${bound(band.to)}`}
          </li>
        ))}
      </ul>
    </figure>
  );
}

import { svgDataUri } from '@/lib/media/svg-text';
import styles from './art.module.css';
import mediaStyles from '../media.module.css';

/**
 * The generated picture, shown as an image from a data: URL (an image cannot run scripts), with
 * its description as alt text and a polite announcement of what was generated.
 */
export function ArtPreview({
  svg,
  alt,
  width,
  height,
  status,
  failed,
  busy,
}: {
  svg: string;
  alt: string;
  width: number;
  height: number;
  status: string;
  failed?: boolean;
  busy?: boolean;
}) {
  return (
    <>
      <div className={styles.stage} aria-busy={busy ? true : undefined}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn in the page */}
        <img
          src={svgDataUri(svg)}
          alt={alt}
          width={width}
          height={height}
          className={styles.picture}
          data-art-preview
        />
      </div>
      <p role="status" aria-live="polite" className={failed ? mediaStyles.statusFailed : mediaStyles.status}>
        {status}
      </p>
    </>
  );
}

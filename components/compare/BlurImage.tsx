import type { CSSProperties } from 'react';
import styles from './compare.module.css';

type Img = {
  src: string;
  width: number;
  height: number;
  blur: { src: string; width: number; height: number };
};

/**
 * A picture with its blurred stand-in behind it: the tiny placeholder is inlined in the page and
 * stretched to the picture's box (same aspect ratio, so nothing shifts), and the picture covers it
 * once it has loaded.
 */
export function BlurImage({ img, alt, priority }: { img: Img; alt: string; priority?: boolean }) {
  const style = {
    aspectRatio: `${img.width} / ${img.height}`,
    backgroundImage: `url("${img.blur.src}")`,
  } as CSSProperties;
  return (
    <div
      className={styles.blurFrame}
      style={style}
      data-blur-width={img.blur.width}
      data-blur-height={img.blur.height}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- static SVG art, exported as is */}
      <img
        src={img.src}
        alt={alt}
        width={img.width}
        height={img.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        className={styles.blurImage}
      />
    </div>
  );
}

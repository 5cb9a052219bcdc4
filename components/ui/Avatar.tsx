import { portraitPath } from '@/lib/people/portrait';
import styles from './avatar.module.css';

/** A role or group shown by initials on a colour derived from its name. */
const palette = ['#4338ca', '#6d28d9', '#0f766e', '#b45309', '#be185d', '#1d4ed8', '#047857', '#7c2d12'];

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '?';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length]!;
}

/** `decorative` when the name is already written beside it, so screen readers do not hear it twice. */
export function Initials({
  name,
  size = 40,
  decorative,
}: {
  name: string;
  size?: number;
  decorative?: boolean;
}) {
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" {...a11y} style={{ flexShrink: 0 }}>
      <circle cx="20" cy="20" r="20" fill={colourFor(name)} />
      <text x="20" y="25" textAnchor="middle" fontSize="14" fontWeight="700" fill="#fff" fontFamily="inherit">
        {initials(name)}
      </text>
    </svg>
  );
}

/**
 * A fictional person's illustrated portrait, drawn at build time from their name
 * (scripts/people-portraits.ts), so the same person has the same face on every page. No photos.
 */
export function Avatar({
  name,
  size = 40,
  decorative,
}: {
  name: string;
  size?: number;
  decorative?: boolean;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an SVG drawn at build time, under public/
    <img
      src={portraitPath(name)}
      alt={decorative ? '' : `Illustrated portrait of ${name}`}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={styles.portrait}
    />
  );
}

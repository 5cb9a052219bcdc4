import { useId } from 'react';
import { site } from '@/content/site';

/** The brand mark (a ring with a rising score bar) and the wordmark; drawn here, no image file. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const ink = tone === 'dark' ? '#0b1220' : '#ffffff';
  // Per logo, not per tone: SVG ids are document-wide and a page can show the same tone twice.
  const fill = `${useId()}-fill`;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={fill} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#4f46e5" />
            <stop offset="1" stopColor="#7c3aed" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#${fill})`} />
        <circle cx="15" cy="15" r="7.5" fill="none" stroke="#fff" strokeWidth="3" />
        <path d="M19.5 19.5 25 25" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span style={{ fontWeight: 750, fontSize: '1.2rem', letterSpacing: '-0.03em', color: ink }}>
        {site.brand}
      </span>
    </span>
  );
}

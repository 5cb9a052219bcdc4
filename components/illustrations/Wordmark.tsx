import type { LogoEntry } from '@/content/schema/marketing';

const glyphs: Record<LogoEntry['icon'], string> = {
  ring: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4a5 5 0 1 1 0 10 5 5 0 0 1 0-10Z',
  square: 'M4 4h16v16H4zM8 8v8h8V8z',
  triangle: 'M12 3 22 20H2Z',
  hexagon: 'M12 2 21 7v10l-9 5-9-5V7Z',
  bars: 'M3 14h4v7H3zM10 9h4v12h-4zM17 3h4v18h-4z',
  wave: 'M2 14c3-6 6-6 10 0s7 6 10 0v7H2Z',
  spark: 'M12 2l2.5 7.5L22 12l-7.5 2.5L12 22l-2.5-7.5L2 12l7.5-2.5Z',
  leaf: 'M4 20C4 9 11 4 21 3c0 10-5 17-16 17Zm3-3c3-4 6-7 10-10',
};

/** A neutral client wordmark: a simple glyph and the name set in the site font, in one grey. */
export function Wordmark({ name, glyph }: { name: string; glyph: LogoEntry['icon'] }) {
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: '0.5rem',
        color: '#4b5563',
        whiteSpace: 'nowrap',
      }}
    >
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill="currentColor"
        fillRule="evenodd"
      >
        <path d={glyphs[glyph]} />
      </svg>
      <span style={{ fontWeight: 700, fontSize: '1.15rem', letterSpacing: '-0.02em' }}>{name}</span>
    </span>
  );
}

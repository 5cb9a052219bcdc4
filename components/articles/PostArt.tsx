import { useId } from 'react';

/** A cover picture for a post, drawn here: an abstract pattern chosen and tinted by the post's topic. */
const tints = [
  ['#4f46e5', '#7c3aed'],
  ['#0f766e', '#4f46e5'],
  ['#6d28d9', '#be185d'],
  ['#1d4ed8', '#0f766e'],
] as const;

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

export function PostArt({ seed, className }: { seed: string; className?: string }) {
  const n = hash(seed);
  const [from, to] = tints[n % tints.length]!;
  // From useId, not the seed: cards of one topic share a seed, and SVG ids are document-wide.
  const id = `${useId()}-tint`;
  const variant = (n >> 3) % 3;
  return (
    <svg className={className} viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${id})`} />
      {variant === 0 &&
        [30, 60, 90, 120].map((r) => (
          <circle
            key={r}
            cx="250"
            cy="40"
            r={r}
            fill="none"
            stroke="#fff"
            strokeOpacity="0.18"
            strokeWidth="2"
          />
        ))}
      {variant === 1 &&
        [0, 1, 2, 3, 4, 5].map((i) => (
          <rect
            key={i}
            x={40 + i * 42}
            y={150 - (i + 1) * 18}
            width="26"
            height={(i + 1) * 18 + 30}
            rx="6"
            fill="#fff"
            fillOpacity={0.1 + i * 0.03}
          />
        ))}
      {variant === 2 &&
        Array.from({ length: 7 }, (_, row) =>
          Array.from({ length: 12 }, (_, col) => (
            <circle
              key={`${row}-${col}`}
              cx={20 + col * 26}
              cy={20 + row * 24}
              r={2 + ((row + col) % 3)}
              fill="#fff"
              fillOpacity="0.22"
            />
          )),
        )}
      <path d="M0 150 C 80 120 160 175 320 130 L 320 180 L 0 180 Z" fill="#fff" fillOpacity="0.12" />
    </svg>
  );
}

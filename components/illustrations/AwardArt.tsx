import { useId } from 'react';

/** A trophy on a podium with confetti, for the award programme pages; decorative. */
export function AwardArt({ accent = 'indigo' }: { accent?: 'indigo' | 'amber' }) {
  const [a, b] = accent === 'amber' ? ['#f59e0b', '#b45309'] : ['#6366f1', '#6d28d9'];
  // Per drawing, not per accent: two trophies of one colour on a page would otherwise share an id.
  const cup = `${useId()}-cup`;
  return (
    <svg
      viewBox="0 0 480 380"
      width="480"
      height="380"
      aria-hidden="true"
      focusable="false"
      style={{ width: '100%', height: 'auto' }}
    >
      <defs>
        <linearGradient id={cup} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={a} />
          <stop offset="1" stopColor={b} />
        </linearGradient>
      </defs>
      <circle cx="240" cy="170" r="150" fill={a} opacity="0.08" />
      <circle cx="240" cy="170" r="105" fill={a} opacity="0.1" />
      <g opacity="0.9">
        <rect x="92" y="70" width="12" height="6" rx="2" fill="#6366f1" transform="rotate(-20 98 73)" />
        <rect x="370" y="90" width="12" height="6" rx="2" fill="#f59e0b" transform="rotate(30 376 93)" />
        <rect x="130" y="210" width="10" height="5" rx="2" fill="#10b981" transform="rotate(45 135 212)" />
        <rect x="350" y="200" width="10" height="5" rx="2" fill="#ec4899" transform="rotate(-35 355 202)" />
        <circle cx="160" cy="60" r="5" fill="#ec4899" />
        <circle cx="330" cy="50" r="4" fill="#10b981" />
        <circle cx="400" cy="160" r="5" fill="#6366f1" />
        <circle cx="80" cy="150" r="4" fill="#f59e0b" />
      </g>
      <path d="M180 70h120v40c0 44-27 76-60 76s-60-32-60-76Z" fill={`url(#${cup})`} />
      <path
        d="M180 86h-26c0 30 14 48 34 52M300 86h26c0 30-14 48-34 52"
        fill="none"
        stroke={b}
        strokeWidth="10"
        strokeLinecap="round"
      />
      <path d="m240 100 8 16 18 3-13 12 3 18-16-8-16 8 3-18-13-12 18-3Z" fill="#fff" opacity="0.9" />
      <rect x="228" y="184" width="24" height="34" fill={b} />
      <rect x="200" y="216" width="80" height="16" rx="4" fill={b} />
      <rect x="110" y="262" width="90" height="78" rx="6" fill="#e0e7ff" />
      <rect x="195" y="236" width="90" height="104" rx="6" fill="#c7d2fe" />
      <rect x="280" y="282" width="90" height="58" rx="6" fill="#e0e7ff" />
      <text x="240" y="296" textAnchor="middle" fontSize="34" fontWeight="800" fill="#312e81">
        1
      </text>
      <text x="155" y="308" textAnchor="middle" fontSize="26" fontWeight="800" fill="#4338ca">
        2
      </text>
      <text x="325" y="320" textAnchor="middle" fontSize="22" fontWeight="800" fill="#4338ca">
        3
      </text>
      <rect x="80" y="340" width="320" height="8" rx="4" fill="#c7d2fe" />
    </svg>
  );
}

import { useId } from 'react';

/** A one-way video interview frame with question prompt and timer. */
export function VideoArt() {
  // Per drawing: SVG ids are document-wide and the picture may appear more than once on a page.
  const background = `${useId()}-bg`;
  return (
    <svg
      viewBox="0 0 560 420"
      width="560"
      height="420"
      role="presentation"
      aria-hidden="true"
      focusable="false"
      style={{ width: '100%', height: 'auto' }}
    >
      <defs>
        <linearGradient id={background} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#312e81" />
          <stop offset="1" stopColor="#6d28d9" />
        </linearGradient>
      </defs>
      <rect x="20" y="20" width="520" height="380" rx="20" fill="#0b1220" />
      <rect x="40" y="40" width="480" height="270" rx="14" fill={`url(#${background})`} />
      <circle cx="280" cy="150" r="46" fill="#c7d2fe" />
      <path d="M200 310c10-60 50-90 80-90s70 30 80 90Z" fill="#c7d2fe" />
      <rect x="56" y="56" width="92" height="24" rx="12" fill="#b91c1c" />
      <circle cx="72" cy="68" r="5" fill="#fff" />
      <text x="84" y="73" fontSize="12" fontWeight="700" fill="#fff">
        REC 1:24
      </text>
      <rect x="40" y="326" width="480" height="56" rx="12" fill="#111827" />
      <text x="60" y="350" fontSize="12" fontWeight="600" fill="#a5b4fc">
        QUESTION 2 OF 5
      </text>
      <text x="60" y="370" fontSize="14" fill="#fff">
        Tell us about a time you turned a skeptical stakeholder around.
      </text>
    </svg>
  );
}

/** A sourcing search with ranked, contactable profiles. */
export function SourcingArt() {
  const rows = [
    'Staff Engineer · 9 yrs · Austin',
    'ML Engineer · 6 yrs · Remote',
    'Data Lead · 8 yrs · Boston',
  ];
  return (
    <svg
      viewBox="0 0 560 420"
      width="560"
      height="420"
      role="presentation"
      aria-hidden="true"
      focusable="false"
      style={{ width: '100%', height: 'auto' }}
    >
      <rect x="20" y="20" width="520" height="380" rx="20" fill="#fff" stroke="#e5e7eb" />
      <rect x="44" y="44" width="472" height="44" rx="22" fill="#eef2ff" />
      <circle cx="70" cy="66" r="8" fill="none" stroke="#4f46e5" strokeWidth="2.5" />
      <text x="88" y="71" fontSize="14" fill="#312e81">
        Python engineers who scaled payments systems
      </text>
      {rows.map((row, i) => (
        <g key={row} transform={`translate(44 ${112 + i * 92})`}>
          <rect width="472" height="76" rx="14" fill="#fff" stroke="#e5e7eb" />
          <circle cx="38" cy="38" r="20" fill={['#4f46e5', '#7c3aed', '#6366f1'][i]} />
          <rect x="72" y="22" width="150" height="10" rx="5" fill="#111827" />
          <text x="72" y="54" fontSize="12" fill="#4b5563">
            {row}
          </text>
          <rect x="352" y="24" width="100" height="28" rx="14" fill={i === 0 ? '#ecfdf5' : '#f3f4f6'} />
          <text
            x="402"
            y="43"
            fontSize="12"
            fontWeight="600"
            fill={i === 0 ? '#047857' : '#374151'}
            textAnchor="middle"
          >
            {['Likely to join', '94% match', '91% match'][i]}
          </text>
        </g>
      ))}
    </svg>
  );
}

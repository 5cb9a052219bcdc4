import { useId } from 'react';

const candidates = [
  { name: 'Priya N.', score: 92, color: '#4f46e5' },
  { name: 'Marcus L.', score: 87, color: '#6366f1' },
  { name: 'Sofia R.', score: 81, color: '#818cf8' },
  { name: 'Daniel K.', score: 64, color: '#a5b4fc' },
];
const skills = [
  { label: 'Problem solving', value: 0.92 },
  { label: 'Communication', value: 0.84 },
  { label: 'SQL', value: 0.76 },
  { label: 'Stakeholders', value: 0.88 },
];

/** A skills-report dashboard: ranked candidates and one candidate's skill breakdown. */
export function DashboardArt() {
  // Ids are per drawing: the same picture can appear twice on a page, and SVG ids are document-wide.
  const id = useId();
  const accent = `${id}-accent`;
  const shadow = `${id}-shadow`;
  return (
    <svg
      viewBox="0 0 560 440"
      width="560"
      height="440"
      role="presentation"
      aria-hidden="true"
      focusable="false"
      style={{ width: '100%', height: 'auto' }}
    >
      <defs>
        <linearGradient id={accent} x1="0" x2="1">
          <stop offset="0" stopColor="#4f46e5" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
        <filter id={shadow} x="-10%" y="-10%" width="120%" height="130%">
          <feDropShadow dx="0" dy="12" stdDeviation="14" floodColor="#1e1b4b" floodOpacity="0.14" />
        </filter>
      </defs>
      <rect
        x="20"
        y="20"
        width="500"
        height="380"
        rx="18"
        fill="#fff"
        stroke="#e5e7eb"
        filter={`url(#${shadow})`}
      />
      <rect x="20" y="20" width="500" height="44" rx="18" fill="#f9fafb" />
      <rect x="20" y="50" width="500" height="14" fill="#f9fafb" />
      <circle cx="44" cy="42" r="5" fill="#fca5a5" />
      <circle cx="60" cy="42" r="5" fill="#fcd34d" />
      <circle cx="76" cy="42" r="5" fill="#86efac" />
      <text x="100" y="47" fontSize="13" fontWeight="600" fill="#374151">
        Senior Data Analyst · Skills report
      </text>
      <text x="44" y="96" fontSize="12" fontWeight="600" fill="#6b7280">
        TOP CANDIDATES
      </text>
      {candidates.map((c, i) => (
        <g key={c.name} transform={`translate(44 ${112 + i * 52})`}>
          <rect
            width="220"
            height="42"
            rx="10"
            fill={i === 0 ? '#eef2ff' : '#fff'}
            stroke={i === 0 ? '#c7d2fe' : '#f3f4f6'}
          />
          <circle cx="22" cy="21" r="13" fill={c.color} />
          <text x="22" y="25" fontSize="10" fontWeight="700" fill="#fff" textAnchor="middle">
            {c.name
              .split(' ')
              .map((part) => part[0])
              .join('')}
          </text>
          <text x="44" y="25" fontSize="13" fontWeight="600" fill="#111827">
            {c.name}
          </text>
          <text x="204" y="26" fontSize="15" fontWeight="700" fill="#4338ca" textAnchor="end">
            {c.score}
          </text>
        </g>
      ))}
      <g transform="translate(290 84)">
        <rect width="206" height="292" rx="14" fill="#0b1220" />
        <text x="18" y="30" fontSize="12" fontWeight="600" fill="#a5b4fc">
          PRIYA N.
        </text>
        <text x="18" y="62" fontSize="30" fontWeight="800" fill="#fff">
          92
        </text>
        <text x="62" y="62" fontSize="12" fill="#9ca3af">
          / 100 · top 10%
        </text>
        {skills.map((s, i) => (
          <g key={s.label} transform={`translate(18 ${92 + i * 44})`}>
            <text y="0" fontSize="11" fill="#d1d5db">
              {s.label}
            </text>
            <rect y="8" width="170" height="8" rx="4" fill="#1f2937" />
            <rect y="8" width={170 * s.value} height="8" rx="4" fill={`url(#${accent})`} />
          </g>
        ))}
        <rect x="18" y="262" width="170" height="18" rx="9" fill="#1e1b4b" />
        <text x="103" y="275" fontSize="10" fill="#c7d2fe" textAnchor="middle">
          3 suggested next-round questions
        </text>
      </g>
      <g transform="translate(380 392)">
        <rect width="170" height="40" rx="12" fill="#fff" stroke="#e5e7eb" filter={`url(#${shadow})`} />
        <circle cx="22" cy="20" r="9" fill="#ecfdf5" />
        <path d="M17 20l3.5 3.5L27 17" fill="none" stroke="#047857" strokeWidth="2.2" strokeLinecap="round" />
        <text x="40" y="24" fontSize="12" fontWeight="600" fill="#111827">
          Time to hire −50%
        </text>
      </g>
    </svg>
  );
}

import type { ScreenData } from '@/content/schema/screen';
import { screenAlt, wrap, type ScreenKind } from './ProductScreens';

/**
 * One panel of a product screen, drawn for a phone. The full window scaled to a 360 px column puts
 * its text near 5 px; this panel is 340 units wide with no text under 11 units, so at a phone's
 * width it reads at 11 px or more. It shows the same data as the full screen it stands in for.
 */
type Row = { label: string; sub?: string; value: string; bar?: number };
type Panel = { eyebrow: string; title: string; subtitle: string; note?: string; rows: Row[]; badge: string };

const W = 340;
const ROW = 46;

const C = {
  ink: '#111827',
  muted: '#4b5563',
  line: '#e5e7eb',
  soft: '#f3f4f6',
  b50: '#eef2ff',
  b600: '#4f46e5',
  b700: '#4338ca',
  b900: '#1e1b4b',
  amber: '#b45309',
};

const MINUTES = [12, 10, 8, 8, 7];

export function panelOf(kind: ScreenKind, data: ScreenData): Panel {
  const [first] = data.candidates;
  switch (kind) {
    case 'builder':
      return {
        eyebrow: 'QUOTIENT ASSESS · NEW ASSESSMENT',
        title: data.role,
        subtitle: 'Advanced · 45 min time limit',
        note: `Job simulation: ${data.task}`,
        rows: data.skills.map((skill, i) => ({ label: `✓ ${skill.name}`, value: `${MINUTES[i]} min` })),
        badge: 'Publish',
      };
    case 'report':
      return {
        eyebrow: 'QUOTIENT ASSESS · SKILLS REPORT',
        title: first!.person,
        subtitle: `${data.role} · overall ${first!.score}`,
        rows: data.skills.map((skill) => ({
          label: skill.name,
          value: String(skill.score),
          bar: skill.score,
        })),
        badge: data.stage,
      };
    case 'recorder':
      return {
        eyebrow: 'QUOTIENT INTERVIEW · QUESTION 2 OF 5',
        title: data.role,
        subtitle: data.employer,
        note: data.questions[0],
        rows: [
          { label: '● REC', value: '0:36' },
          { label: 'Time left', value: '1:24', bar: 70 },
          { label: 'Retakes left', value: '2' },
        ],
        badge: 'Stop & save',
      };
    case 'reviewer':
      return {
        eyebrow: 'QUOTIENT INTERVIEW · REVIEW ANSWERS',
        title: data.role,
        subtitle: 'Rubric score out of 5',
        rows: data.candidates.map((c) => ({
          label: c.person,
          sub: c.detail,
          value: (c.score / 20).toFixed(1),
          bar: c.score,
        })),
        badge: data.stage,
      };
    case 'scheduling':
      return {
        eyebrow: 'QUOTIENT INTERVIEW · SCHEDULE',
        title: data.role,
        subtitle: 'Panel interviews · October 14 – 18',
        rows: data.candidates.slice(0, 3).map((c, i) => ({
          label: c.person,
          sub: ['Panel · 60 min', 'Final · 45 min', 'Picking a time'][i],
          value: ['Thu 11:00', 'Tue 10:00', 'Invite sent'][i]!,
        })),
        badge: '+ Send invites',
      };
    case 'sourcing':
      return {
        eyebrow: 'QUOTIENT SOURCE · SEARCH',
        title: data.role,
        subtitle: '1,284 profiles · sorted by match',
        rows: data.candidates.map((c) => ({
          label: c.person,
          sub: c.detail,
          value: `${c.score}%`,
          bar: c.score,
        })),
        badge: 'Send outreach',
      };
  }
}

/** The panel's height, fixed by its data, so the page reserves its space before it paints. */
export function panelHeight(panel: Panel): number {
  const note = panel.note ? wrap(panel.note, 40).length * 18 + 16 : 0;
  return 112 + note + panel.rows.length * ROW + 56;
}

export function ScreenPanel({
  kind,
  data,
  className,
}: {
  kind: ScreenKind;
  data: ScreenData;
  className?: string;
}) {
  const panel = panelOf(kind, data);
  const height = panelHeight(panel);
  const noteLines = panel.note ? wrap(panel.note, 40) : [];
  const rowsTop = 112 + (noteLines.length ? noteLines.length * 18 + 16 : 0);
  return (
    <svg
      viewBox={`0 0 ${W} ${height}`}
      width={W}
      height={height}
      role="img"
      aria-label={screenAlt(kind, data)}
      focusable="false"
      className={className}
      style={{ width: '100%', height: 'auto' }}
    >
      <g aria-hidden="true">
        <rect x="1" y="1" width={W - 2} height={height - 2} rx="16" fill="#fff" stroke={C.line} />
        <path d={`M1 17a16 16 0 0 1 16-16h${W - 34}a16 16 0 0 1 16 16v27H1Z`} fill={C.b900} />
        <text x="18" y="28" fontSize="11" fontWeight="bold" fill="#fff" letterSpacing="0.4">
          {panel.eyebrow}
        </text>
        <text x="18" y="72" fontSize="18" fontWeight="bold" fill={C.ink}>
          {panel.title}
        </text>
        <text x="18" y="94" fontSize="12" fill={C.muted}>
          {panel.subtitle}
        </text>
        {noteLines.length > 0 && (
          <g>
            <rect x="12" y="106" width={W - 24} height={noteLines.length * 18 + 10} rx="8" fill={C.b50} />
            {noteLines.map((line, i) => (
              <text key={line} x="22" y={124 + i * 18} fontSize="12.5" fontWeight={600} fill={C.b900}>
                {line}
              </text>
            ))}
          </g>
        )}
        {panel.rows.map((row, i) => (
          <g key={row.label} transform={`translate(18 ${rowsTop + i * ROW})`}>
            <line x1="0" y1="0" x2={W - 36} y2="0" stroke={C.soft} />
            <text x="0" y={row.sub ? 19 : 26} fontSize="13" fontWeight={600} fill={C.ink}>
              {row.label}
            </text>
            {row.sub && (
              <text x="0" y="35" fontSize="11" fill={C.muted}>
                {row.sub}
              </text>
            )}
            <text
              x={W - 36}
              y={row.sub ? 19 : 26}
              fontSize="13"
              fontWeight="bold"
              fill={row.bar !== undefined && row.bar < 70 ? C.amber : C.b700}
              textAnchor="end"
            >
              {row.value}
            </text>
            {row.bar !== undefined && !row.sub && (
              <g>
                <rect x="0" y="34" width={W - 36} height="5" rx="2.5" fill={C.soft} />
                <rect
                  x="0"
                  y="34"
                  width={((W - 36) * row.bar) / 100}
                  height="5"
                  rx="2.5"
                  fill={row.bar < 70 ? '#f59e0b' : C.b600}
                />
              </g>
            )}
          </g>
        ))}
        <g transform={`translate(18 ${height - 46})`}>
          <rect width={W - 36} height="32" rx="8" fill={C.b600} />
          <text x={(W - 36) / 2} y="21" fontSize="13" fontWeight="bold" fill="#fff" textAnchor="middle">
            {panel.badge}
          </text>
        </g>
      </g>
    </svg>
  );
}

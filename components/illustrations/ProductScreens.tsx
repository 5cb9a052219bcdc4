import { useId, type ReactNode } from 'react';

import type { ScreenData } from '@/content/schema/screen';
import { defaultScreen } from '@/content/screens';

/** A person's initials, as the screens' avatar circles show them. */
const initialsOf = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

/** A score out of 100 as a rubric score out of 5, to one decimal. */
const outOf5 = (score: number) => (score / 20).toFixed(1);

/** The data's skills, strongest first. */
const ranked = (data: ScreenData) => [...data.skills].sort((a, b) => b.score - a.score);

/** Minutes per skill in the builder: the assessment fits 45 minutes whatever the skills are. */
const MINUTES = [12, 10, 8, 8, 7];

/** Words split into lines of at most `width` characters, for SVG text that cannot wrap itself. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** What each screen shows, in words: the alt text of the drawing drawn from the same data. */
export function screenAlt(kind: ScreenKind, data: ScreenData): string {
  const [first, second] = data.candidates;
  const top = ranked(data);
  switch (kind) {
    case 'builder':
      return `Quotient Assess assessment builder: a role library with ${data.role} selected, ${data.skills.length} chosen skills, difficulty set to Advanced and a 45-minute time limit.`;
    case 'report':
      return `Quotient Assess skills report for ${first!.person}, ${data.role}: overall score ${first!.score}, scores per competency, strongest in ${top[0]!.name.toLowerCase()}, a gap in ${top[top.length - 1]!.name.toLowerCase()} and three suggested next-round questions.`;
    case 'recorder':
      return `Quotient Interview candidate view for ${data.role} at ${data.employer}: question 2 of 5 (“${data.questions[0]}”) on screen, a recording indicator, 1:24 left on the countdown and 2 retakes left.`;
    case 'reviewer':
      return `Quotient Interview reviewer view for ${data.role}: a list of candidates, a paused video answer from ${first!.person}, rubric scores out of 5 and the reviewer’s notes.`;
    case 'scheduling':
      return `Quotient Interview scheduling for ${data.role}: a calendar week with open interview slots, confirmed interviews with ${first!.person} and ${second!.person} and an invite waiting for the candidate to pick a time.`;
    case 'sourcing':
      return `Quotient Source search for ${data.role}: a search bar with boolean filters, candidate cards with match percentages (${first!.person}, ${first!.score}%) and a shortlist column of four saved candidates.`;
  }
}

export const TEAM_ALT =
  'Three Quotient colleagues working together at a table with laptops, a whiteboard of sticky notes behind them.';

export type ScreenKind = 'builder' | 'report' | 'recorder' | 'reviewer' | 'scheduling' | 'sourcing';

const FONT =
  "var(--font-sans, Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif)";
const C = {
  ink: '#111827',
  body: '#374151',
  muted: '#6b7280',
  faint: '#9ca3af',
  line: '#e5e7eb',
  soft: '#f3f4f6',
  panel: '#f9fafb',
  b50: '#eef2ff',
  b100: '#e0e7ff',
  b200: '#c7d2fe',
  b500: '#6366f1',
  b600: '#4f46e5',
  b700: '#4338ca',
  b900: '#1e1b4b',
  violet: '#7c3aed',
  green: '#047857',
  greenBg: '#ecfdf5',
  amber: '#b45309',
  amberBg: '#fffbeb',
  red: '#b91c1c',
  redBg: '#fef2f2',
};

type Frame = {
  label: string;
  url: string;
  nav: string[];
  active: number;
  children: ReactNode;
  width?: number;
};

/** The app window every screen sits in: browser chrome, the Quotient sidebar, then the screen. */
function AppScreen({ label, url, nav, active, children }: Frame) {
  const id = useId();
  const shadow = `${id}-shadow`;
  return (
    <svg
      viewBox="0 0 640 460"
      width="640"
      height="460"
      role="img"
      aria-label={label}
      focusable="false"
      style={{ width: '100%', height: 'auto', fontFamily: FONT }}
    >
      <defs>
        <filter id={shadow} x="-8%" y="-8%" width="116%" height="124%">
          <feDropShadow dx="0" dy="10" stdDeviation="12" floodColor={C.b900} floodOpacity="0.14" />
        </filter>
      </defs>
      <rect
        x="12"
        y="12"
        width="616"
        height="432"
        rx="14"
        fill="#fff"
        stroke={C.line}
        filter={`url(#${shadow})`}
      />
      <path d="M12 26a14 14 0 0 1 14-14h588a14 14 0 0 1 14 14v18H12Z" fill={C.panel} />
      <line x1="12" y1="44" x2="628" y2="44" stroke={C.line} />
      <circle cx="32" cy="28" r="4.5" fill="#fca5a5" />
      <circle cx="46" cy="28" r="4.5" fill="#fcd34d" />
      <circle cx="60" cy="28" r="4.5" fill="#86efac" />
      <rect x="180" y="19" width="280" height="18" rx="9" fill="#fff" stroke={C.line} />
      <text x="320" y="32" fontSize="9.5" fill={C.muted} textAnchor="middle">
        {url}
      </text>
      <path d="M12 44h120v386a14 14 0 0 1-14 14h0H26a14 14 0 0 1-14-14Z" fill={C.b900} />
      <rect x="26" y="58" width="18" height="18" rx="5" fill={C.b500} />
      <text x="35" y="71" fontSize="11" fontWeight="bold" fill="#fff" textAnchor="middle">
        Q
      </text>
      <text x="52" y="71" fontSize="11.5" fontWeight="bold" fill="#fff">
        Quotient
      </text>
      {nav.map((item, i) => (
        <g key={item} transform={`translate(20 ${92 + i * 28})`}>
          {i === active && <rect width="104" height="22" rx="6" fill="#312e81" />}
          <rect x="8" y="7" width="8" height="8" rx="2" fill={i === active ? C.b200 : '#4b5295'} />
          <text
            x="24"
            y="15"
            fontSize="10"
            fontWeight={i === active ? 600 : 400}
            fill={i === active ? '#fff' : C.b200}
          >
            {item}
          </text>
        </g>
      ))}
      <circle cx="34" cy="420" r="9" fill={C.b200} />
      <text x="34" y="423.5" fontSize="8" fontWeight="bold" fill={C.b900} textAnchor="middle">
        LM
      </text>
      <text x="50" y="423" fontSize="9" fill={C.b200}>
        Lena Moreau
      </text>
      <g aria-hidden="true">{children}</g>
    </svg>
  );
}

/** The other roles the builder's library lists under the page's own. */
const LIBRARY_ROLES = ['Account Executive', 'Backend Engineer', 'Customer Success Lead', 'Product Designer'];

const ASSESS_NAV = ['Assessments', 'Role library', 'Candidates', 'Reports', 'Settings'];
const INTERVIEW_NAV = ['Interviews', 'Review', 'Schedule', 'Question bank', 'Settings'];

function Pill({
  x,
  y,
  text,
  fill,
  color,
  w,
}: {
  x: number;
  y: number;
  text: string;
  fill: string;
  color: string;
  w?: number;
}) {
  const width = w ?? text.length * 5.6 + 16;
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={width} height="18" rx="9" fill={fill} />
      <text x={width / 2} y="12.5" fontSize="9" fontWeight={600} fill={color} textAnchor="middle">
        {text}
      </text>
    </g>
  );
}

function Check({ x, y, on }: { x: number; y: number; on: boolean }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width="12" height="12" rx="3" fill={on ? C.b600 : '#fff'} stroke={on ? C.b600 : C.faint} />
      {on && (
        <path d="M3 6.2l2.2 2.2L9.2 4" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
      )}
    </g>
  );
}

/** (1) Building an assessment: role library, skills, difficulty and time limit. */
export function AssessmentBuilderScreen({ data = defaultScreen }: { data?: ScreenData }) {
  const roles = [data.role, ...LIBRARY_ROLES.filter((role) => role !== data.role)].slice(0, 5);
  const skills = [
    ...data.skills.map((skill, i) => ({ name: skill.name, on: true, mins: MINUTES[i]! })),
    { name: 'Spreadsheet modelling', on: false, mins: 6 },
  ].slice(0, 6);
  const [task1, task2] = wrap(data.task, 26);
  return (
    <AppScreen
      label={screenAlt('builder', data)}
      url="app.quotient.example/assess/new"
      nav={ASSESS_NAV}
      active={0}
    >
      <text x="150" y="70" fontSize="9" fill={C.muted}>
        Assessments / New assessment
      </text>
      <text x="150" y="90" fontSize="15" fontWeight="bold" fill={C.ink}>
        Build an assessment
      </text>
      <rect x="520" y="74" width="90" height="24" rx="7" fill={C.b600} />
      <text x="565" y="90" fontSize="10" fontWeight="bold" fill="#fff" textAnchor="middle">
        Publish
      </text>
      {/* role library */}
      <rect x="150" y="108" width="148" height="318" rx="10" fill={C.panel} stroke={C.line} />
      <text x="162" y="128" fontSize="9" fontWeight="bold" fill={C.muted} letterSpacing="0.6">
        ROLE LIBRARY
      </text>
      <rect x="160" y="136" width="128" height="20" rx="6" fill="#fff" stroke={C.line} />
      <circle cx="171" cy="146" r="3.5" fill="none" stroke={C.faint} strokeWidth="1.3" />
      <text x="180" y="149.5" fontSize="9" fill={C.faint}>
        Search 240 roles
      </text>
      {roles.map((role, i) => (
        <g key={role} transform={`translate(160 ${166 + i * 30})`}>
          <rect
            width="128"
            height="24"
            rx="6"
            fill={i === 0 ? C.b50 : '#fff'}
            stroke={i === 0 ? C.b200 : C.line}
          />
          <text
            x="9"
            y="15.5"
            fontSize="9.5"
            fontWeight={i === 0 ? 600 : 400}
            fill={i === 0 ? C.b700 : C.body}
          >
            {role}
          </text>
        </g>
      ))}
      <text x="162" y="332" fontSize="8.5" fill={C.muted}>
        From 1,200 real job ads
      </text>
      <rect x="160" y="342" width="128" height="72" rx="8" fill="#fff" stroke={C.line} />
      <text x="170" y="360" fontSize="9" fontWeight="bold" fill={C.ink}>
        Job simulation
      </text>
      <text x="170" y="376" fontSize="8.5" fill={C.muted}>
        {task1}
      </text>
      <text x="170" y="390" fontSize="8.5" fill={C.muted}>
        {task2}
      </text>
      <Pill x={170} y={396} text="Included" fill={C.greenBg} color={C.green} w={54} />
      {/* skills */}
      <text x="314" y="126" fontSize="9" fontWeight="bold" fill={C.muted} letterSpacing="0.6">
        SKILLS · {data.skills.length} CHOSEN
      </text>
      {skills.map((s, i) => (
        <g key={s.name} transform={`translate(314 ${136 + i * 28})`}>
          <rect width="296" height="22" rx="6" fill="#fff" stroke={s.on ? C.b200 : C.line} />
          <Check x={8} y={5} on={s.on} />
          <text x="28" y="14.5" fontSize="9.5" fill={s.on ? C.ink : C.muted}>
            {s.name}
          </text>
          <text x="286" y="14.5" fontSize="9" fill={C.muted} textAnchor="end">
            {s.mins} min
          </text>
        </g>
      ))}
      {/* difficulty */}
      <text x="314" y="316" fontSize="9" fontWeight="bold" fill={C.muted} letterSpacing="0.6">
        DIFFICULTY
      </text>
      <rect x="314" y="324" width="296" height="24" rx="7" fill={C.soft} />
      {['Entry', 'Mid', 'Advanced', 'Expert'].map((level, i) => (
        <g key={level}>
          {i === 2 && (
            <rect x={316 + i * 73} y="326" width="72" height="20" rx="6" fill="#fff" stroke={C.b200} />
          )}
          <text
            x={352 + i * 73}
            y="339.5"
            fontSize="9.5"
            fontWeight={i === 2 ? 600 : 400}
            fill={i === 2 ? C.b700 : C.muted}
            textAnchor="middle"
          >
            {level}
          </text>
        </g>
      ))}
      {/* time limit */}
      <text x="314" y="374" fontSize="9" fontWeight="bold" fill={C.muted} letterSpacing="0.6">
        TIME LIMIT
      </text>
      <text x="610" y="374" fontSize="11" fontWeight="bold" fill={C.ink} textAnchor="end">
        45 min
      </text>
      <rect x="314" y="384" width="296" height="6" rx="3" fill={C.soft} />
      <rect x="314" y="384" width="178" height="6" rx="3" fill={C.b600} />
      <circle cx="492" cy="387" r="7" fill="#fff" stroke={C.b600} strokeWidth="2" />
      <text x="314" y="408" fontSize="8.5" fill={C.muted}>
        15 min
      </text>
      <text x="610" y="408" fontSize="8.5" fill={C.muted} textAnchor="end">
        75 min
      </text>
      <text x="314" y="424" fontSize="8.5" fill={C.green}>
        ✓ Fits a lunch break: 87% of candidates finish
      </text>
    </AppScreen>
  );
}

/** (2) A skills report: per-competency scores, strengths and gaps, next-round questions. */
export function SkillsReportScreen({ data = defaultScreen }: { data?: ScreenData }) {
  const gradient = `${useId()}-bar`;
  const scores = data.skills.map((skill) => ({ name: skill.name, v: skill.score }));
  const questions = data.questions;
  const candidate = data.candidates[0]!;
  const top = ranked(data);
  const gap = top[top.length - 1]!;
  return (
    <AppScreen
      label={screenAlt('report', data)}
      url="app.quotient.example/assess/reports/4821"
      nav={ASSESS_NAV}
      active={3}
    >
      <defs>
        <linearGradient id={gradient} x1="0" x2="1">
          <stop offset="0" stopColor={C.b600} />
          <stop offset="1" stopColor={C.violet} />
        </linearGradient>
      </defs>
      <circle cx="166" cy="80" r="16" fill="#b45309" />
      <text x="166" y="84" fontSize="10" fontWeight="bold" fill="#fff" textAnchor="middle">
        {initialsOf(candidate.person)}
      </text>
      <text x="190" y="77" fontSize="14" fontWeight="bold" fill={C.ink}>
        {candidate.person}
      </text>
      <text x="190" y="92" fontSize="9.5" fill={C.muted}>
        {data.role} · Skills report · completed in 41 min
      </text>
      <Pill
        x={576 - (data.stage.length * 5.6 + 16)}
        y={68}
        text={data.stage}
        fill={C.greenBg}
        color={C.green}
      />
      <rect x="582" y="68" width="28" height="18" rx="6" fill={C.soft} />
      <text x="596" y="81" fontSize="10" fill={C.muted} textAnchor="middle">
        ···
      </text>
      {/* overall score */}
      <rect x="150" y="108" width="140" height="120" rx="10" fill={C.b900} />
      <text x="162" y="128" fontSize="8.5" fontWeight="bold" fill={C.b200} letterSpacing="0.6">
        OVERALL
      </text>
      <circle cx="220" cy="176" r="34" fill="none" stroke="#312e81" strokeWidth="8" />
      <circle
        cx="220"
        cy="176"
        r="34"
        fill="none"
        stroke={`url(#${gradient})`}
        strokeWidth="8"
        strokeLinecap="round"
        strokeDasharray={`${2 * Math.PI * 34 * (candidate.score / 100)} ${2 * Math.PI * 34}`}
        transform="rotate(-90 220 176)"
      />
      <text x="220" y="182" fontSize="20" fontWeight="bold" fill="#fff" textAnchor="middle">
        {candidate.score}
      </text>
      <text x="220" y="222" fontSize="8.5" fill={C.b200} textAnchor="middle">
        Top 8% of 214 candidates
      </text>
      {/* competencies */}
      <text x="306" y="122" fontSize="9" fontWeight="bold" fill={C.muted} letterSpacing="0.6">
        SCORES BY COMPETENCY
      </text>
      {scores.map((s, i) => (
        <g key={s.name} transform={`translate(306 ${134 + i * 20})`}>
          <text y="9" fontSize="9.5" fill={C.body}>
            {s.name}
          </text>
          <rect x="140" y="2" width="130" height="8" rx="4" fill={C.soft} />
          <rect
            x="140"
            y="2"
            width={1.3 * s.v}
            height="8"
            rx="4"
            fill={s.v < 70 ? '#f59e0b' : `url(#${gradient})`}
          />
          <text
            x="304"
            y="10"
            fontSize="9.5"
            fontWeight="bold"
            fill={s.v < 70 ? C.amber : C.ink}
            textAnchor="end"
          >
            {s.v}
          </text>
        </g>
      ))}
      {/* strengths and gaps */}
      <rect x="150" y="242" width="226" height="88" rx="10" fill={C.greenBg} />
      <text x="162" y="260" fontSize="9" fontWeight="bold" fill={C.green} letterSpacing="0.6">
        STRENGTHS
      </text>
      {top.slice(0, 3).map((skill, i) => (
        <text key={skill.name} x="162" y={278 + i * 16} fontSize="9.5" fill={C.ink}>
          + {skill.name} ({skill.score})
        </text>
      ))}
      <rect x="386" y="242" width="224" height="88" rx="10" fill={C.amberBg} />
      <text x="398" y="260" fontSize="9" fontWeight="bold" fill={C.amber} letterSpacing="0.6">
        GAPS TO PROBE
      </text>
      <text x="398" y="278" fontSize="9.5" fill={C.ink}>
        − {gap.name} ({gap.score})
      </text>
      <text x="398" y="294" fontSize="9.5" fill={C.ink}>
        {'  '}Probe it in the next round
      </text>
      {/* next-round questions */}
      <rect x="150" y="342" width="460" height="88" rx="10" fill="#fff" stroke={C.b200} />
      <text x="162" y="360" fontSize="9" fontWeight="bold" fill={C.b700} letterSpacing="0.6">
        SUGGESTED NEXT-ROUND QUESTIONS
      </text>
      {questions.map((q, i) => (
        <g key={q} transform={`translate(162 ${370 + i * 18})`}>
          <circle cx="6" cy="6" r="6" fill={C.b50} />
          <text x="6" y="9" fontSize="7.5" fontWeight="bold" fill={C.b700} textAnchor="middle">
            {i + 1}
          </text>
          <text x="18" y="9.5" fontSize="9.5" fill={C.body}>
            {q}
          </text>
        </g>
      ))}
    </AppScreen>
  );
}

/** An illustrated person from the shoulders up, for video frames and team scenes. */
function Person({
  x,
  y,
  scale = 1,
  skin,
  hair,
  shirt,
  style,
}: {
  x: number;
  y: number;
  scale?: number;
  skin: string;
  hair: string;
  shirt: string;
  style: 'short' | 'long' | 'curly';
}) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      {style === 'long' && <path d="M-30-40c0-30 14-44 30-44s30 14 30 44v56h-60Z" fill={hair} />}
      <path d="M-58 78c4-38 26-54 58-54s54 16 58 54Z" fill={shirt} />
      <path d="M-12 26l12 16 12-16" fill="#fff" opacity="0.85" />
      <rect x="-9" y="4" width="18" height="22" rx="6" fill={skin} />
      <ellipse cx="0" cy="-18" rx="24" ry="28" fill={skin} />
      <ellipse cx="-24" cy="-16" rx="4" ry="6" fill={skin} />
      <ellipse cx="24" cy="-16" rx="4" ry="6" fill={skin} />
      {style === 'short' && (
        <path d="M-25-22c-2-22 10-32 25-32s28 8 25 32c-4-10-10-16-25-16s-21 6-25 16Z" fill={hair} />
      )}
      {style === 'long' && (
        <path d="M-25-18c0-24 10-36 25-36s25 12 25 36c-8-14-18-20-34-18-6 4-10 10-16 18Z" fill={hair} />
      )}
      {style === 'curly' && (
        <g fill={hair}>
          {[-22, -12, 0, 12, 22].map((cx) => (
            <circle key={cx} cx={cx} cy={-44 + Math.abs(cx) * 0.5} r="11" />
          ))}
          <circle cx="-26" cy="-28" r="8" />
          <circle cx="26" cy="-28" r="8" />
        </g>
      )}
      <ellipse cx="-9" cy="-16" rx="2.4" ry="2.8" fill="#1f2937" />
      <ellipse cx="9" cy="-16" rx="2.4" ry="2.8" fill="#1f2937" />
      <path
        d="M-14-24q5-3 9 0M5-24q5-3 9 0"
        stroke={hair}
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M0-12l-2 8h3" stroke="#00000033" strokeWidth="1.4" fill="none" strokeLinecap="round" />
      <path d="M-8 1q8 6 16 0" stroke="#9f1239" strokeWidth="2" fill="none" strokeLinecap="round" />
    </g>
  );
}

/** A room behind a person on camera: wall, shelf, plant, window light. */
function Room({ x, y, w, h, id }: { x: number; y: number; w: number; h: number; id: string }) {
  return (
    <g>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e0e7ff" />
          <stop offset="1" stopColor="#c7d2fe" />
        </linearGradient>
        <clipPath id={`${id}-clip`}>
          <rect x={x} y={y} width={w} height={h} rx="10" />
        </clipPath>
      </defs>
      <rect x={x} y={y} width={w} height={h} rx="10" fill={`url(#${id})`} />
      <g clipPath={`url(#${id}-clip)`}>
        <rect
          x={x + w * 0.68}
          y={y + 14}
          width={w * 0.24}
          height={h * 0.42}
          rx="4"
          fill="#f8fafc"
          opacity="0.8"
        />
        <line
          x1={x + w * 0.8}
          y1={y + 14}
          x2={x + w * 0.8}
          y2={y + 14 + h * 0.42}
          stroke="#c7d2fe"
          strokeWidth="2"
        />
        <rect x={x + 14} y={y + h * 0.34} width={w * 0.24} height="5" rx="2" fill="#a5b4fc" />
        <rect x={x + 20} y={y + h * 0.34 - 22} width="9" height="22" fill="#818cf8" />
        <rect x={x + 31} y={y + h * 0.34 - 18} width="7" height="18" fill="#f59e0b" />
        <rect x={x + 40} y={y + h * 0.34 - 24} width="10" height="24" fill="#4f46e5" />
        <path
          d={`M${x + w * 0.12} ${y + h}v-${h * 0.28}c-14-8-16-24-8-32 6 10 10 16 8 28 2-14 10-24 20-26-2 14-8 22-14 30`}
          fill="#16a34a"
          opacity="0.85"
        />
        <rect x={x + w * 0.08} y={y + h - 26} width={w * 0.1} height="26" rx="3" fill="#92400e" />
      </g>
    </g>
  );
}

/** (3) The candidate's recorder: the question, a countdown, recording, retakes left. */
export function InterviewRecorderScreen({ data = defaultScreen }: { data?: ScreenData }) {
  const room = `${useId()}-room`;
  const [line1, line2] = wrap(data.questions[0]!, 60);
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return (
    <AppScreen
      label={screenAlt('recorder', data)}
      url={`interview.quotient.example/${slug(data.employer.split(' ')[0]!)}/${slug(data.role)}`}
      nav={['Interview', 'Practice', 'Tech check', 'Help']}
      active={0}
    >
      <text x="150" y="72" fontSize="9" fill={C.muted}>
        {data.employer} · {data.role}
      </text>
      <text x="150" y="92" fontSize="14" fontWeight="bold" fill={C.ink}>
        Question 2 of 5
      </text>
      {[0, 1, 2, 3, 4].map((i) => (
        <rect key={i} x={470 + i * 28} y="80" width="24" height="6" rx="3" fill={i < 2 ? C.b600 : C.line} />
      ))}
      <rect x="150" y="104" width="460" height="44" rx="10" fill={C.b50} />
      <text x="164" y="122" fontSize="11" fontWeight="bold" fill={C.b900}>
        {line1}
      </text>
      <text x="164" y="138" fontSize="11" fontWeight="bold" fill={C.b900}>
        {line2}
      </text>
      <Room x={150} y={158} w={460} h={210} id={room} />
      <g clipPath={`url(#${room}-clip)`}>
        <Person x={380} y={294} scale={1.1} skin="#8d5524" hair="#1f1300" shirt="#0f766e" style="curly" />
      </g>
      <rect x="164" y="172" width="76" height="22" rx="11" fill={C.red} />
      <circle cx="178" cy="183" r="4.5" fill="#fff" />
      <text x="188" y="187" fontSize="10" fontWeight="bold" fill="#fff">
        REC
      </text>
      <text x="212" y="187" fontSize="10" fill="#fecaca">
        0:36
      </text>
      {/* countdown */}
      <circle cx="572" cy="196" r="24" fill="#0b1220" opacity="0.8" />
      <circle
        cx="572"
        cy="196"
        r="19"
        fill="none"
        stroke="#fbbf24"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray={`${2 * Math.PI * 19 * 0.7} ${2 * Math.PI * 19}`}
        transform="rotate(-90 572 196)"
      />
      <text x="572" y="200" fontSize="10.5" fontWeight="bold" fill="#fff" textAnchor="middle">
        1:24
      </text>
      <text x="572" y="234" fontSize="8" fill={C.b900} textAnchor="middle">
        left
      </text>
      {/* controls */}
      <rect x="150" y="380" width="460" height="50" rx="10" fill={C.panel} stroke={C.line} />
      <circle cx="182" cy="405" r="13" fill="#fff" stroke={C.line} />
      <rect x="178" y="398" width="8" height="11" rx="4" fill={C.body} />
      <path d="M175 404a7 7 0 0 0 14 0M182 411v3" stroke={C.body} strokeWidth="1.4" fill="none" />
      <text x="204" y="402" fontSize="9" fill={C.muted}>
        Mic level
      </text>
      {[0, 1, 2, 3, 4, 5, 6].map((i) => (
        <rect key={i} x={204 + i * 6} y={406} width="4" height="6" rx="1" fill={i < 5 ? '#22c55e' : C.line} />
      ))}
      <rect x="300" y="392" width="110" height="26" rx="13" fill={C.red} />
      <rect x="316" y="400" width="10" height="10" rx="2" fill="#fff" />
      <text x="334" y="409" fontSize="10" fontWeight="bold" fill="#fff">
        Stop & save
      </text>
      <rect x="420" y="392" width="82" height="26" rx="13" fill="#fff" stroke={C.line} />
      <text x="461" y="409" fontSize="10" fontWeight="600" fill={C.body} textAnchor="middle">
        Retake
      </text>
      <Pill x={512} y={396} text="2 retakes left" fill={C.amberBg} color={C.amber} w={86} />
    </AppScreen>
  );
}

/** (4) The reviewer's view: candidates, the video answer, rubric scores, notes. */
export function InterviewReviewerScreen({ data = defaultScreen }: { data?: ScreenData }) {
  const room = `${useId()}-room`;
  const colours = ['#4f46e5', '#0f766e', '#b45309', '#7c3aed'];
  const candidates = [
    ...data.candidates.map((c, i) => ({
      name: c.person,
      meta: i === 2 ? '4 of 5 answered' : '5 of 5 answered',
      color: colours[i]!,
      score: outOf5(c.score),
    })),
    { name: 'New invite', meta: 'Invited · due Fri', color: '#be185d', score: '–' },
  ].slice(0, 5);
  const rubric = data.skills.slice(0, 4).map((skill) => ({
    name: skill.name,
    v: Math.max(1, Math.round(skill.score / 20)),
  }));
  const top = ranked(data);
  const notes = [
    ...wrap(`Strong on ${top[0]!.name.toLowerCase()}.`, 24),
    ...wrap(`Probe ${top[top.length - 1]!.name.toLowerCase()}.`, 24),
  ].slice(0, 4);
  return (
    <AppScreen
      label={screenAlt('reviewer', data)}
      url="app.quotient.example/interview/review"
      nav={INTERVIEW_NAV}
      active={1}
    >
      <text x="150" y="72" fontSize="9" fill={C.muted}>
        {data.role} · 12 responses
      </text>
      <text x="150" y="92" fontSize="14" fontWeight="bold" fill={C.ink}>
        Review answers
      </text>
      {/* candidate list */}
      {candidates.map((c, i) => (
        <g key={c.name} transform={`translate(150 ${106 + i * 40})`}>
          <rect
            width="126"
            height="34"
            rx="8"
            fill={i === 0 ? C.b50 : '#fff'}
            stroke={i === 0 ? C.b200 : C.line}
          />
          <circle cx="17" cy="17" r="10" fill={c.color} />
          <text x="17" y="20.5" fontSize="7.5" fontWeight="bold" fill="#fff" textAnchor="middle">
            {c.name
              .split(' ')
              .map((p) => p[0])
              .join('')}
          </text>
          <text x="32" y="15" fontSize="9" fontWeight={600} fill={C.ink}>
            {c.name}
          </text>
          <text x="32" y="27" fontSize="7.5" fill={C.muted}>
            {c.meta}
          </text>
          <text x="118" y="27" fontSize="8.5" fontWeight="bold" fill={C.b700} textAnchor="end">
            {c.score}
          </text>
        </g>
      ))}
      {/* video */}
      <Room x={288} y={106} w={322} h={176} id={room} />
      <g clipPath={`url(#${room}-clip)`}>
        <Person x={449} y={212} scale={1.05} skin="#e0ac69" hair="#3b2314" shirt="#4338ca" style="short" />
        <rect x="288" y="252" width="322" height="30" fill="#0b1220" opacity="0.9" />
      </g>
      <path d="M302 261l9 6-9 6Z" fill="#fff" />
      <rect x="320" y="265" width="220" height="4" rx="2" fill="#4b5563" />
      <rect x="320" y="265" width="128" height="4" rx="2" fill={C.b500} />
      <circle cx="448" cy="267" r="5" fill="#fff" />
      <text x="598" y="270" fontSize="8.5" fill="#fff" textAnchor="end">
        1:12 / 2:04
      </text>
      <rect x="298" y="116" width="300" height="20" rx="10" fill="#0b1220" opacity="0.72" />
      <text x="308" y="129.5" fontSize="8.5" fill="#fff">
        Q2 · {data.questions[0]}
      </text>
      {/* rubric */}
      <rect x="288" y="292" width="170" height="138" rx="10" fill="#fff" stroke={C.line} />
      <text x="300" y="310" fontSize="8.5" fontWeight="bold" fill={C.muted} letterSpacing="0.6">
        RUBRIC
      </text>
      {rubric.map((r, i) => (
        <g key={r.name} transform={`translate(300 ${322 + i * 24})`}>
          <text y="9" fontSize="9" fill={C.body}>
            {r.name}
          </text>
          {[0, 1, 2, 3, 4].map((d) => (
            <circle key={d} cx={4 + d * 11} cy="16" r="3.8" fill={d < r.v ? C.b600 : C.line} />
          ))}
          <text x="146" y="19" fontSize="9" fontWeight="bold" fill={C.ink} textAnchor="end">
            {r.v}/5
          </text>
        </g>
      ))}
      {/* notes */}
      <rect x="468" y="292" width="142" height="138" rx="10" fill={C.amberBg} stroke="#fde68a" />
      <text x="480" y="310" fontSize="8.5" fontWeight="bold" fill={C.amber} letterSpacing="0.6">
        NOTES
      </text>
      {notes.map((line, i) => (
        <text key={line} x="480" y={328 + i * 14} fontSize="9" fill={C.body}>
          {line}
        </text>
      ))}
      <rect x="480" y="392" width="118" height="26" rx="7" fill={C.b600} />
      <text x="539" y="409" fontSize="9.5" fontWeight="bold" fill="#fff" textAnchor="middle">
        {data.stage}
      </text>
    </AppScreen>
  );
}

/** (5) Scheduling: a calendar week with open slots, booked interviews and a pending invite. */
export function SchedulingScreen({ data = defaultScreen }: { data?: ScreenData }) {
  const [first, second, third] = data.candidates;
  const short = (name: string) => `${name.split(' ')[0]} ${name.split(' ').pop()![0]}.`;
  const days = ['Mon 14', 'Tue 15', 'Wed 16', 'Thu 17', 'Fri 18'];
  const hours = ['9:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'];
  const col = 84;
  const row = 40;
  const x0 = 186;
  const y0 = 130;
  type Event = {
    d: number;
    h: number;
    len: number;
    kind: 'open' | 'booked' | 'pending' | 'busy';
    text: string;
    sub?: string;
  };
  const events: Event[] = [
    { d: 0, h: 0, len: 1, kind: 'busy', text: 'Team stand-up' },
    { d: 0, h: 2, len: 1, kind: 'open', text: 'Open slot' },
    { d: 1, h: 1, len: 1, kind: 'booked', text: short(second!.person), sub: 'Final · 45 min' },
    { d: 1, h: 4, len: 1, kind: 'open', text: 'Open slot' },
    { d: 2, h: 0, len: 1, kind: 'open', text: 'Open slot' },
    { d: 2, h: 3, len: 1.5, kind: 'busy', text: 'Hiring sync' },
    { d: 3, h: 2, len: 1, kind: 'booked', text: short(first!.person), sub: 'Panel · 60 min' },
    { d: 2, h: 5, len: 1, kind: 'pending', text: 'Invite sent', sub: `${short(third!.person)} · hold` },
    { d: 4, h: 1, len: 1, kind: 'open', text: 'Open slot' },
    { d: 4, h: 2, len: 1, kind: 'open', text: 'Open slot' },
  ];
  const look = {
    open: { fill: '#fff', stroke: C.b500, text: C.b700, dash: '4 3' },
    booked: { fill: C.b600, stroke: C.b600, text: '#fff', dash: undefined },
    pending: { fill: C.amberBg, stroke: '#f59e0b', text: C.amber, dash: undefined },
    busy: { fill: C.soft, stroke: C.line, text: C.muted, dash: undefined },
  };
  return (
    <AppScreen
      label={screenAlt('scheduling', data)}
      url="app.quotient.example/interview/schedule"
      nav={INTERVIEW_NAV}
      active={2}
    >
      <text x="150" y="72" fontSize="9" fill={C.muted}>
        {data.role} · panel: Lena Moreau, Dev Patel
      </text>
      <text x="150" y="92" fontSize="14" fontWeight="bold" fill={C.ink}>
        October 14 – 18
      </text>
      <rect x="470" y="76" width="22" height="22" rx="6" fill="#fff" stroke={C.line} />
      <path d="M484 82l-5 5 5 5" stroke={C.body} strokeWidth="1.5" fill="none" />
      <rect x="496" y="76" width="22" height="22" rx="6" fill="#fff" stroke={C.line} />
      <path d="M504 82l5 5-5 5" stroke={C.body} strokeWidth="1.5" fill="none" />
      <rect x="524" y="76" width="86" height="22" rx="6" fill={C.b600} />
      <text x="567" y="91" fontSize="9.5" fontWeight="bold" fill="#fff" textAnchor="middle">
        + Send invites
      </text>
      {days.map((d, i) => (
        <text
          key={d}
          x={x0 + i * col + col / 2}
          y="122"
          fontSize="9.5"
          fontWeight={600}
          fill={i === 3 ? C.b700 : C.body}
          textAnchor="middle"
        >
          {d}
        </text>
      ))}
      {hours.map((h, i) => (
        <g key={h}>
          <text x={x0 - 6} y={y0 + i * row + 4} fontSize="8.5" fill={C.faint} textAnchor="end">
            {h}
          </text>
          <line x1={x0} y1={y0 + i * row} x2={x0 + col * 5} y2={y0 + i * row} stroke={C.soft} />
        </g>
      ))}
      {days.map((d, i) => (
        <line key={d} x1={x0 + i * col} y1={y0} x2={x0 + i * col} y2={y0 + row * 7} stroke={C.soft} />
      ))}
      {events.map((e) => {
        const s = look[e.kind];
        return (
          <g key={`${e.d}-${e.h}`} transform={`translate(${x0 + e.d * col + 3} ${y0 + e.h * row + 2})`}>
            <rect
              width={col - 6}
              height={row * e.len - 4}
              rx="6"
              fill={s.fill}
              stroke={s.stroke}
              strokeDasharray={s.dash}
            />
            <text x="7" y="14" fontSize="8.5" fontWeight={600} fill={s.text}>
              {e.text}
            </text>
            {e.sub && (
              <text x="7" y="27" fontSize="7.5" fill={s.text} opacity="0.85">
                {e.sub}
              </text>
            )}
          </g>
        );
      })}
      {/* invite card */}
      <g transform="translate(452 300)">
        <rect width="160" height="128" rx="10" fill="#fff" stroke={C.line} />
        <rect width="160" height="4" rx="2" fill="#f59e0b" />
        <text x="12" y="24" fontSize="9" fontWeight="bold" fill={C.ink}>
          Invite · {third!.person}
        </text>
        <text x="12" y="38" fontSize="8" fill={C.muted}>
          Pick a time for your panel
        </text>
        {['Wed 14:00', 'Thu 10:00', 'Fri 11:00'].map((t, i) => (
          <g key={t} transform={`translate(12 ${48 + i * 22})`}>
            <rect
              width="136"
              height="18"
              rx="5"
              fill={i === 0 ? C.b50 : '#fff'}
              stroke={i === 0 ? C.b200 : C.line}
            />
            <text x="8" y="12.5" fontSize="8.5" fill={i === 0 ? C.b700 : C.body}>
              {t} · 45 min
            </text>
          </g>
        ))}
        <text x="12" y="120" fontSize="8" fill={C.amber}>
          Sent 2 h ago · reminder tomorrow
        </text>
      </g>
    </AppScreen>
  );
}

/** (6) Sourcing: boolean search, candidate cards with match %, a shortlist column. */
export function SourcingScreen({ data = defaultScreen }: { data?: ScreenData }) {
  const colours = ['#4f46e5', '#0f766e', '#b45309'];
  const metas = ['8 yrs · Austin, TX', '11 yrs · Remote (US)', '7 yrs · Denver, CO'];
  // A tag is a skill's first word ("SQL", "Objection"), short enough for its chip.
  const tags = data.skills.map((skill) => skill.name.split(/[\s(&/,]+/)[0]!).slice(0, 3);
  const cards = data.candidates.slice(0, 3).map((c, i) => ({
    name: c.person,
    role: c.detail,
    meta: metas[i]!,
    match: c.score,
    color: colours[i]!,
    tags: i === 2 ? tags.slice(0, 2) : tags,
  }));
  const shortlist = [
    { name: 'Sana Qureshi', status: 'Replied', color: '#7c3aed' },
    { name: 'Leo Brandt', status: 'Opened email', color: '#be185d' },
    { name: 'Nia Adeyemi', status: 'Assessment sent', color: '#0369a1' },
    { name: cards[0]!.name, status: 'Just added', color: '#4f46e5' },
  ];
  return (
    <AppScreen
      label={screenAlt('sourcing', data)}
      url="app.quotient.example/source/search"
      nav={['Search', 'Shortlists', 'Outreach', 'Pipelines', 'Settings']}
      active={0}
    >
      <rect x="150" y="60" width="460" height="30" rx="8" fill="#fff" stroke={C.b200} />
      <circle cx="166" cy="74" r="5" fill="none" stroke={C.b600} strokeWidth="1.8" />
      <path d="M170 78l4 4" stroke={C.b600} strokeWidth="1.8" strokeLinecap="round" />
      <text x="182" y="79" fontSize="10" fill={C.ink}>
        “{data.role}” AND {tags[0]} NOT “intern”
      </text>
      <rect x="544" y="65" width="60" height="20" rx="6" fill={C.b600} />
      <text x="574" y="78.5" fontSize="9" fontWeight="bold" fill="#fff" textAnchor="middle">
        Search
      </text>
      {[
        { op: 'AND', text: '5+ years', x: 150, w: 78 },
        { op: 'AND', text: 'US or Remote', x: 234, w: 98 },
        { op: 'OR', text: 'Similar titles', x: 338, w: 92 },
        { op: 'NOT', text: 'Agencies', x: 436, w: 78 },
      ].map((f) => (
        <g key={f.text} transform={`translate(${f.x} 98)`}>
          <rect width={f.w} height="18" rx="9" fill={f.op === 'NOT' ? C.redBg : C.b50} />
          <text x="8" y="12.5" fontSize="8" fontWeight="bold" fill={f.op === 'NOT' ? C.red : C.b700}>
            {f.op}
          </text>
          <text x={f.op.length * 6 + 12} y="12.5" fontSize="8.5" fill={C.body}>
            {f.text}
          </text>
        </g>
      ))}
      <text x="150" y="134" fontSize="9" fill={C.muted}>
        1,284 profiles · sorted by match
      </text>
      {cards.map((c, i) => (
        <g key={c.name} transform={`translate(150 ${142 + i * 96})`}>
          <rect width="300" height="88" rx="10" fill="#fff" stroke={i === 0 ? C.b200 : C.line} />
          <circle cx="26" cy="26" r="14" fill={c.color} />
          <text x="26" y="30" fontSize="9" fontWeight="bold" fill="#fff" textAnchor="middle">
            {c.name
              .split(' ')
              .map((p) => p[0])
              .join('')}
          </text>
          <text x="48" y="23" fontSize="10.5" fontWeight="bold" fill={C.ink}>
            {c.name}
          </text>
          <text x="48" y="37" fontSize="8.5" fill={C.body}>
            {c.role}
          </text>
          <text x="48" y="50" fontSize="8" fill={C.muted}>
            {c.meta}
          </text>
          <rect x="236" y="12" width="54" height="22" rx="11" fill={c.match > 92 ? C.greenBg : C.b50} />
          <text
            x="263"
            y="27"
            fontSize="10"
            fontWeight="bold"
            fill={c.match > 92 ? C.green : C.b700}
            textAnchor="middle"
          >
            {c.match}%
          </text>
          <text x="263" y="45" fontSize="7.5" fill={C.muted} textAnchor="middle">
            match
          </text>
          {c.tags.map((t, j) => (
            <g key={t} transform={`translate(${48 + j * 58} 60)`}>
              <rect width="52" height="16" rx="5" fill={C.soft} />
              <text x="26" y="11" fontSize="7.5" fill={C.body} textAnchor="middle">
                {t}
              </text>
            </g>
          ))}
          <rect
            x="232"
            y="58"
            width="58"
            height="20"
            rx="6"
            fill={i === 0 ? C.b600 : '#fff'}
            stroke={i === 0 ? C.b600 : C.b200}
          />
          <text
            x="261"
            y="71.5"
            fontSize="8.5"
            fontWeight="bold"
            fill={i === 0 ? '#fff' : C.b700}
            textAnchor="middle"
          >
            {i === 0 ? '✓ Added' : '+ Shortlist'}
          </text>
        </g>
      ))}
      {/* shortlist column */}
      <rect x="462" y="126" width="148" height="304" rx="10" fill={C.panel} stroke={C.line} />
      <text x="474" y="146" fontSize="9" fontWeight="bold" fill={C.muted} letterSpacing="0.6">
        SHORTLIST · 4
      </text>
      <text x="474" y="160" fontSize="8" fill={C.muted}>
        {data.role}
      </text>
      {shortlist.map((s, i) => (
        <g key={s.name} transform={`translate(470 ${170 + i * 50})`}>
          <rect width="132" height="42" rx="8" fill="#fff" stroke={i === 3 ? C.b200 : C.line} />
          <circle cx="18" cy="21" r="10" fill={s.color} />
          <text x="18" y="24.5" fontSize="7.5" fontWeight="bold" fill="#fff" textAnchor="middle">
            {s.name
              .split(' ')
              .map((p) => p[0])
              .join('')}
          </text>
          <text x="34" y="18" fontSize="9" fontWeight={600} fill={C.ink}>
            {s.name}
          </text>
          <text x="34" y="31" fontSize="7.5" fill={s.status === 'Replied' ? C.green : C.muted}>
            {s.status}
          </text>
        </g>
      ))}
      <rect x="470" y="376" width="132" height="42" rx="8" fill={C.b600} />
      <text x="536" y="394" fontSize="9" fontWeight="bold" fill="#fff" textAnchor="middle">
        Send outreach
      </text>
      <text x="536" y="408" fontSize="7.5" fill={C.b200} textAnchor="middle">
        AI-drafted, 4 messages
      </text>
    </AppScreen>
  );
}

/** Not a product screen: three colleagues at a table, for the team and careers pages. */
export function TeamScene() {
  const id = useId();
  const bg = `${id}-bg`;
  const notes = ['#fde68a', '#c7d2fe', '#bbf7d0', '#fbcfe8', '#fde68a', '#bae6fd', '#c7d2fe', '#fed7aa'];
  return (
    <svg
      viewBox="0 0 640 460"
      width="640"
      height="460"
      role="img"
      aria-label={TEAM_ALT}
      focusable="false"
      style={{ width: '100%', height: 'auto', fontFamily: FONT }}
    >
      <defs>
        <linearGradient id={bg} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={C.b50} />
          <stop offset="1" stopColor="#f5f3ff" />
        </linearGradient>
      </defs>
      <rect x="12" y="12" width="616" height="436" rx="24" fill={`url(#${bg})`} />
      {/* whiteboard */}
      <g aria-hidden="true">
        <rect x="150" y="44" width="340" height="150" rx="10" fill="#fff" stroke={C.line} />
        <text x="166" y="68" fontSize="11" fontWeight="bold" fill={C.b900}>
          Q4 · Candidate experience
        </text>
        {notes.map((n, i) => (
          <rect
            key={i}
            x={166 + (i % 4) * 78}
            y={80 + Math.floor(i / 4) * 52}
            width="64"
            height="42"
            rx="3"
            fill={n}
            transform={`rotate(${(i % 3) - 1} ${198 + (i % 4) * 78} ${101 + Math.floor(i / 4) * 52})`}
          />
        ))}
        <path d="M520 120c0-30 20-50 40-50" stroke="#16a34a" strokeWidth="3" fill="none" />
        <ellipse cx="548" cy="96" rx="14" ry="8" fill="#22c55e" transform="rotate(-30 548 96)" />
        <ellipse cx="566" cy="78" rx="12" ry="7" fill="#16a34a" transform="rotate(20 566 78)" />
        <rect x="508" y="118" width="28" height="32" rx="4" fill="#92400e" />
        <rect x="494" y="150" width="80" height="6" rx="3" fill="#a5b4fc" />
        <Person x={200} y={292} skin="#f1c27d" hair="#7c2d12" shirt="#7c3aed" style="long" />
        <Person x={320} y={272} scale={1.05} skin="#8d5524" hair="#111827" shirt="#0f766e" style="short" />
        <Person x={446} y={292} skin="#e0ac69" hair="#1f2937" shirt="#be185d" style="curly" />
        {/* table and laptops */}
        <path d="M60 360h520l-30 70H90Z" fill="#c7a17a" />
        <rect x="60" y="352" width="520" height="12" rx="4" fill="#a47551" />
        <path d="M168 352l10-40h64l10 40Z" fill="#374151" />
        <circle cx="210" cy="332" r="5" fill="#9ca3af" />
        <path d="M388 352l10-40h64l10 40Z" fill="#374151" />
        <circle cx="430" cy="332" r="5" fill="#9ca3af" />
        <rect x="296" y="330" width="48" height="22" rx="3" fill="#fff" stroke={C.line} />
        <path d="M302 338h34M302 344h24" stroke={C.b200} strokeWidth="2" />
        <rect x="352" y="336" width="14" height="16" rx="3" fill="#fff" stroke={C.line} />
        <path d="M366 340a5 5 0 0 1 0 8" stroke={C.line} strokeWidth="2" fill="none" />
      </g>
    </svg>
  );
}

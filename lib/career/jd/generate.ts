import type { RoleFamily, RoleFamilyId } from './families';
import { findRole, type Role } from './roles';

/**
 * Builds a complete job description from the form, on the device and deterministically: the same
 * answers always give the same text. Lines come from the role family, the role (when the title is
 * one of the curated roles) and the seniority; the visitor then edits any section.
 */

export const SENIORITY = {
  entry: {
    label: 'Entry level',
    years: 'Up to 2 years of relevant experience, including internships or projects',
  },
  mid: { label: 'Mid level', years: '3+ years of relevant professional experience' },
  senior: { label: 'Senior', years: '5+ years of relevant professional experience' },
  lead: { label: 'Lead / principal', years: '7+ years of relevant professional experience' },
  manager: { label: 'Manager', years: '5+ years of relevant experience, including 2+ years leading people' },
  director: {
    label: 'Director',
    years: '10+ years of relevant experience, including 5+ years leading managers',
  },
} as const;
export type SeniorityId = keyof typeof SENIORITY;

export const WORKPLACES = { onsite: 'On-site', hybrid: 'Hybrid', remote: 'Remote' } as const;
export type WorkplaceId = keyof typeof WORKPLACES;

export const EMPLOYMENT = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
} as const;
export type EmploymentId = keyof typeof EMPLOYMENT;

export interface JdInput {
  readonly title: string;
  readonly department: RoleFamilyId;
  readonly seniority: SeniorityId;
  readonly company: string;
  readonly companyBlurb: string;
  readonly location: string;
  readonly workplace: WorkplaceId;
  readonly employment: EmploymentId;
  /** As typed; blank when the posting gives no range. */
  readonly salaryMin: string;
  readonly salaryMax: string;
  readonly salaryPeriod: 'year' | 'hour';
  /** One benefit per line. */
  readonly benefits: string;
}

export const SECTION_IDS = [
  'about',
  'role',
  'responsibilities',
  'requirements',
  'niceToHave',
  'encourage',
  'compensation',
  'eeo',
] as const;
export type JdSectionId = (typeof SECTION_IDS)[number];

export interface JdSection {
  readonly id: JdSectionId;
  readonly heading: string;
  /** `list`: one item per line of `text`. */
  readonly kind: 'text' | 'list';
  readonly text: string;
}

export interface JobDescription {
  readonly title: string;
  /** "Hybrid · Austin, TX · Full-time". */
  readonly meta: string;
  readonly sections: readonly JdSection[];
}

export const DEFAULT_BENEFITS = [
  'Medical, dental and vision insurance, with most of the premium paid for you and your dependents',
  '401(k) with a company match',
  'Paid time off, paid holidays and paid parental leave',
  'A yearly learning and development budget',
].join('\n');

export const SAMPLE_INPUT: JdInput = {
  title: 'Recruiter',
  department: 'people',
  seniority: 'mid',
  company: 'Northwind Health',
  companyBlurb:
    'Northwind Health builds scheduling software used by 1,200 clinics across the US, so patients see a clinician sooner and staff spend less time on the phone.',
  location: 'Austin, TX',
  workplace: 'hybrid',
  employment: 'full-time',
  salaryMin: '85,000',
  salaryMax: '105,000',
  salaryPeriod: 'year',
  benefits: DEFAULT_BENEFITS,
};

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const linesOf = (text: string) => text.split('\n').map(clean).filter(Boolean);

/** A whole number of dollars from what was typed ("$85,000", "85k", "42.50"), or undefined. */
export function parseMoney(text: string): number | undefined {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(k)?$/i.exec(text.trim());
  if (!match) return undefined;
  const value = Number(`${match[1]!.replace(/,/g, '')}${match[2] ?? ''}`) * (match[3] ? 1000 : 1);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

export function formatMoney(value: number): string {
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
}

export type SalaryProblem = { field: 'salaryMin' | 'salaryMax'; message: string };

/** Messages for the pay fields; blank is fine (the range is optional), half a range is not. */
export function salaryProblems(input: Pick<JdInput, 'salaryMin' | 'salaryMax'>): SalaryProblem[] {
  const problems: SalaryProblem[] = [];
  const min = parseMoney(input.salaryMin);
  const max = parseMoney(input.salaryMax);
  const hasMin = input.salaryMin.trim() !== '';
  const hasMax = input.salaryMax.trim() !== '';
  if (hasMin && min === undefined)
    problems.push({ field: 'salaryMin', message: 'Enter the lowest pay as a number, like 85,000.' });
  if (hasMax && max === undefined)
    problems.push({ field: 'salaryMax', message: 'Enter the highest pay as a number, like 105,000.' });
  if (hasMin !== hasMax && problems.length === 0)
    problems.push({
      field: hasMin ? 'salaryMax' : 'salaryMin',
      message: 'Give both ends of the range: pay-transparency laws ask for a minimum and a maximum.',
    });
  if (min !== undefined && max !== undefined && max < min)
    problems.push({ field: 'salaryMax', message: 'The highest pay should be at least the lowest.' });
  return problems;
}

function salarySentence(input: JdInput): string | undefined {
  if (salaryProblems(input).length) return undefined;
  const min = parseMoney(input.salaryMin);
  const max = parseMoney(input.salaryMax);
  if (min === undefined || max === undefined) return undefined;
  const period = input.salaryPeriod === 'hour' ? 'per hour' : 'per year';
  const range = min === max ? formatMoney(min) : `${formatMoney(min)} to ${formatMoney(max)}`;
  return `The pay for this role is ${range} ${period}. Where you start in the range depends on your skills, experience and location, and is set consistently for everyone we hire into this role.`;
}

const LEADERSHIP: Partial<Record<SeniorityId, readonly string[]>> = {
  senior: ['Mentor teammates and raise the standard of the team’s work'],
  lead: [
    'Set direction for complex work across the team and mentor others',
    'Lead decisions that shape how the team works',
  ],
  manager: [
    'Hire, coach and develop a team, with regular one-on-ones and clear, fair feedback',
    'Set goals with your team and hold a high, supportive bar',
  ],
  director: [
    'Set strategy and goals for the department and align them with company priorities',
    'Build and lead a team of managers, and own the department’s budget',
  ],
};

function workplaceSentence(input: JdInput): string {
  const place = clean(input.location);
  const kind = EMPLOYMENT[input.employment].toLowerCase();
  if (input.workplace === 'remote')
    return place
      ? `This is a ${kind}, remote role open to candidates in ${place}.`
      : `This is a ${kind}, fully remote role.`;
  if (input.workplace === 'hybrid')
    return place ? `This is a ${kind}, hybrid role, based in ${place}.` : `This is a ${kind}, hybrid role.`;
  return place ? `This is a ${kind}, on-site role in ${place}.` : `This is a ${kind}, on-site role.`;
}

const SENIOR_WORDS =
  /\b(?:senior|sr|lead|principal|staff|manager|director|head|vp|vice president|chief|junior|jr)\b/i;

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** The lists a job description is written from; they are content (content/tools/career/jd-lists.ts). */
export type JdLists = {
  /** The common roles the title is looked up in. */
  roles: readonly Role[];
  /** What each role family's description says. */
  families: Readonly<Record<RoleFamilyId, RoleFamily>>;
};

export function generateJobDescription(input: JdInput, { roles, families }: JdLists): JobDescription {
  const typed = clean(input.title);
  const role = findRole(roles, input.title);
  const family = families[role?.family ?? input.department];
  const company = clean(input.company) || 'our company';
  const companyName = clean(input.company) || 'We';
  const seniority = SENIORITY[input.seniority];
  // "Senior Recruiter", but never "Senior Senior…" or "Senior Engineering Manager" from a title that says it.
  const seniorWord = input.seniority === 'senior' ? 'Senior ' : input.seniority === 'lead' ? 'Lead ' : '';
  // One title for the heading, the body and the files, so a PDF never heads "Data Analyst" over "our Senior Data Analyst".
  const fullTitle = typed && seniorWord && !SENIOR_WORDS.test(typed) ? `${seniorWord}${typed}` : typed;
  const title = fullTitle || 'this role';
  const mission =
    role?.mission ?? `help ${company === 'our company' ? 'us' : company} succeed in ${family.department}`;

  const about = clean(input.companyBlurb)
    ? clean(input.companyBlurb)
    : `${companyName === 'We' ? 'We are' : `${companyName} is`} a growing team in need of ${article(title)} ${title} who cares about doing great work.`;

  const roleText = [
    `As our ${title}, you will ${mission}.`,
    `You will join the ${family.department} team. ${workplaceSentence(input)}`,
  ].join(' ');

  const responsibilities = [
    ...(role?.responsibilities ?? []),
    ...family.responsibilities,
    ...(LEADERSHIP[input.seniority] ?? []),
  ];
  const requirements = [seniority.years, ...(role?.skills ?? []), ...family.skills, family.education];
  const pay = salarySentence(input);
  const benefits = linesOf(input.benefits);
  const compensation = [
    pay,
    benefits.length ? `Benefits include:\n${benefits.map((b) => `- ${b}`).join('\n')}` : undefined,
  ]
    .filter(Boolean)
    .join('\n\n');

  const sections: JdSection[] = [
    { id: 'about', heading: `About ${clean(input.company) || 'us'}`, kind: 'text', text: about },
    { id: 'role', heading: 'About the role', kind: 'text', text: roleText },
    { id: 'responsibilities', heading: 'What you will do', kind: 'list', text: responsibilities.join('\n') },
    { id: 'requirements', heading: 'What you bring', kind: 'list', text: requirements.join('\n') },
    { id: 'niceToHave', heading: 'Nice to have', kind: 'list', text: family.niceToHave.join('\n') },
    {
      id: 'encourage',
      heading: 'Don’t meet every requirement?',
      kind: 'text',
      text: 'Research shows that many people apply only when they meet every requirement. If you meet most of the must-haves and this role excites you, we encourage you to apply.',
    },
    { id: 'compensation', heading: 'Pay and benefits', kind: 'text', text: compensation },
    {
      id: 'eeo',
      heading: 'Equal opportunity',
      kind: 'text',
      text: `${company === 'our company' ? 'We are' : `${company} is`} an equal opportunity employer. We consider all qualified applicants without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, age, disability, veteran status or any other characteristic protected by law. If you need a reasonable accommodation at any stage of the hiring process, tell us and we will work with you.`,
    },
  ];

  const meta = [WORKPLACES[input.workplace], clean(input.location), EMPLOYMENT[input.employment]]
    .filter(Boolean)
    .join(' · ');
  return {
    title: fullTitle || 'Job description',
    meta,
    sections: sections.filter((s) => s.text.trim()),
  };
}

/** The items of a list section, or the paragraphs of a text one ("- " lines become list items). */
export function sectionLines(section: JdSection): readonly string[] {
  return section.text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export type Seniority = 'any' | 'junior' | 'mid' | 'senior' | 'lead' | 'manager' | 'director' | 'executive';

export type SearchInput = {
  titles: readonly string[];
  mustSkills: readonly string[];
  anySkills: readonly string[];
  exclude: readonly string[];
  location: string;
  seniority: Seniority;
};

export type PlatformId = 'linkedin' | 'google' | 'github' | 'indeed';

export type PlatformSearch = {
  platform: PlatformId;
  name: string;
  query: string;
  /** What to put in the platform's own filters rather than the query. */
  filters: string[];
  notes: string[];
  /** Problems with this query on this platform (too many words, nothing to search). */
  warnings: string[];
};

export const SENIORITY_LABELS: Record<Seniority, string> = {
  any: 'Any level',
  junior: 'Junior / entry level',
  mid: 'Mid level',
  senior: 'Senior',
  lead: 'Lead / staff / principal',
  manager: 'Manager',
  director: 'Director / head of',
  executive: 'VP / C-level',
};

/** Title words that signal a level; "mid" has none, so it adds nothing. */
const SENIORITY_TERMS: Record<Seniority, readonly string[]> = {
  any: [],
  junior: ['Junior', 'Jr', '"Entry Level"', 'Associate', 'Graduate'],
  mid: [],
  senior: ['Senior', 'Sr'],
  lead: ['Lead', 'Staff', 'Principal'],
  manager: ['Manager', '"Team Lead"'],
  director: ['Director', '"Head of"'],
  executive: ['VP', '"Vice President"', 'Chief', 'CTO', 'CEO', 'CFO', 'COO'],
};

/** Google reads at most 32 words of a query and ignores the rest. */
export const GOOGLE_WORD_LIMIT = 32;

/** Splits a field of comma- or line-separated terms. */
export function splitTerms(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((t) =>
      t
        .trim()
        .replace(/^["“”]+|["“”]+$/g, '')
        .trim(),
    )
    .filter(Boolean);
}

/** Quotes a phrase (or a term with characters a search engine would split on), never twice. */
export function quote(term: string): string {
  const clean = term.replace(/["“”]/g, '').trim();
  if (!clean) return '';
  if (/^[A-Za-z0-9]+$/.test(clean)) return clean;
  return `"${clean}"`;
}

const anyOf = (terms: readonly string[], join = ' OR ') =>
  terms.length === 0 ? '' : terms.length === 1 ? terms[0]! : `(${terms.join(join)})`;

const clean = (terms: readonly string[]) => terms.map(quote).filter(Boolean);

function linkedIn(input: SearchInput): PlatformSearch {
  const parts = [
    anyOf(clean(input.titles)),
    anyOf([...SENIORITY_TERMS[input.seniority]]),
    ...clean(input.mustSkills),
    anyOf(clean(input.anySkills)),
  ].filter(Boolean);
  let query = parts.join(' AND ');
  const excluded = clean(input.exclude);
  if (excluded.length) query = `${query}${query ? ' ' : ''}NOT ${anyOf(excluded)}`;
  return {
    platform: 'linkedin',
    name: 'LinkedIn (Recruiter and regular search)',
    query,
    filters: input.location.trim() ? [`Location filter: ${input.location.trim()}`] : [],
    notes: [
      'Paste into the Keywords box. AND, OR and NOT must be in capitals and quotes must be straight ("), not curly.',
      'LinkedIn does not support wildcards (*) or + and - as operators.',
      'On a free account, people search stops after a monthly commercial use limit; Recruiter and Sales Navigator also accept boolean strings in the Title and Company filters.',
    ],
    warnings: query ? [] : ['Add a job title or a skill to build a search.'],
  };
}

function google(input: SearchInput): PlatformSearch {
  const titles = clean(input.titles).map((t) => `intitle:${t}`);
  const parts = [
    'site:linkedin.com/in',
    anyOf(titles),
    anyOf([...SENIORITY_TERMS[input.seniority]]),
    ...clean(input.mustSkills),
    anyOf(clean(input.anySkills)),
    input.location.trim() ? quote(input.location.trim()) : '',
    ...clean(input.exclude).map((t) => `-${t}`),
  ].filter(Boolean);
  const query = parts.join(' ');
  const words = countGoogleWords(query);
  return {
    platform: 'google',
    name: 'Google X-ray (public LinkedIn profiles)',
    query,
    filters: [],
    notes: [
      'Google has no NOT: a minus sign directly before a word excludes it. OR must be in capitals; AND is implied between words.',
      'intitle: matches the profile’s page title, which holds the person’s name and headline.',
    ],
    warnings:
      words > GOOGLE_WORD_LIMIT
        ? [
            `${words} words: Google reads only the first ${GOOGLE_WORD_LIMIT} and ignores the rest. Drop some alternatives.`,
          ]
        : parts.length === 1
          ? ['Add a job title or a skill to build a search.']
          : [],
  };
}

/**
 * GitHub languages people list as skills, as GitHub spells them in language: qualifiers (Linguist
 * names). Plain "SQL" is deliberately absent: Linguist files it as data, which never counts toward a
 * repository's languages, and T-SQL is a different Linguist language, so SQL stays a keyword.
 */
const GITHUB_LANGUAGES: Record<string, string> = {
  python: 'python',
  javascript: 'javascript',
  js: 'javascript',
  typescript: 'typescript',
  ts: 'typescript',
  go: 'go',
  golang: 'go',
  java: 'java',
  ruby: 'ruby',
  rust: 'rust',
  'c++': 'cpp',
  cpp: 'cpp',
  'c#': 'csharp',
  csharp: 'csharp',
  php: 'php',
  kotlin: 'kotlin',
  swift: 'swift',
  scala: 'scala',
  elixir: 'elixir',
  haskell: 'haskell',
  r: 'r',
  dart: 'dart',
  c: 'c',
  'objective-c': 'objective-c',
  clojure: 'clojure',
  perl: 'perl',
  lua: 'lua',
  julia: 'julia',
  shell: 'shell',
  bash: 'shell',
  tsql: 'tsql',
  't-sql': 'tsql',
  'pl/sql': 'plsql',
  plsql: 'plsql',
  'pl/pgsql': 'plpgsql',
  plpgsql: 'plpgsql',
};

function github(input: SearchInput): PlatformSearch {
  const languages: string[] = [];
  const keywords: string[] = [];
  for (const skill of input.mustSkills) {
    const lang = GITHUB_LANGUAGES[skill.trim().toLowerCase()];
    if (lang && !languages.includes(lang)) languages.push(lang);
    else if (!lang) keywords.push(quote(skill));
  }
  const parts = [
    'type:user',
    ...languages.slice(0, 1).map((l) => `language:${l}`),
    input.location.trim() ? `location:${quote(input.location.trim())}` : '',
    ...keywords.filter(Boolean),
    ...clean(input.exclude).map((t) => `NOT ${t}`),
  ].filter(Boolean);
  const notes = [
    'Paste into GitHub search and choose Users. Words match names, logins and profile text; language: matches the language of a person’s public repositories.',
    'GitHub profiles have no job titles or seniority, so titles and level are left out.',
  ];
  if (languages.length > 1)
    notes.push(
      `Only one language: qualifier narrows users well; run separate searches for ${languages.slice(1).join(', ')}.`,
    );
  if (input.anySkills.length)
    notes.push('Any-of skills are left out: user search has no reliable OR across profile text.');
  return {
    platform: 'github',
    name: 'GitHub (user search)',
    query: parts.join(' '),
    filters: [],
    notes,
    warnings: parts.length === 1 ? ['Add a skill or location to build a search.'] : [],
  };
}

function indeed(input: SearchInput): PlatformSearch {
  const titleTerms = clean(input.titles);
  const parts = [
    titleTerms.length ? `anytitle:(${titleTerms.join(' OR ')})` : '',
    anyOf([...SENIORITY_TERMS[input.seniority]]),
    ...clean(input.mustSkills),
    anyOf(clean(input.anySkills)),
  ].filter(Boolean);
  let query = parts.join(' AND ');
  const excluded = clean(input.exclude);
  if (excluded.length) query = `${query}${query ? ' ' : ''}NOT ${anyOf(excluded)}`;
  return {
    platform: 'indeed',
    name: 'Indeed resume search (Smart Sourcing)',
    query,
    filters: input.location.trim() ? [`Location box: ${input.location.trim()}`] : [],
    notes: [
      'anytitle: searches every job title on the resume; use title: for the current title only. AND, OR and NOT in capitals.',
      'Searching and contacting resumes needs an Indeed Smart Sourcing subscription.',
    ],
    warnings: query ? [] : ['Add a job title or a skill to build a search.'],
  };
}

export function countGoogleWords(query: string): number {
  // Words inside quotes count one each, as Google counts them; OR counts too.
  return query.replace(/[()]/g, ' ').replace(/"/g, '').split(/\s+/).filter(Boolean).length;
}

export function buildSearches(input: SearchInput): PlatformSearch[] {
  return [linkedIn(input), google(input), github(input), indeed(input)];
}

export type Example = { name: string; input: SearchInput };

export const EXAMPLES: readonly Example[] = [
  {
    name: 'Senior backend engineer',
    input: {
      titles: ['Backend Engineer', 'Software Engineer', 'Platform Engineer'],
      mustSkills: ['Python', 'PostgreSQL'],
      anySkills: ['AWS', 'GCP', 'Kubernetes'],
      exclude: ['intern', 'recruiter'],
      location: 'Austin',
      seniority: 'senior',
    },
  },
  {
    name: 'Registered nurse, ICU',
    input: {
      titles: ['Registered Nurse', 'RN'],
      mustSkills: ['ICU'],
      anySkills: ['CCRN', 'critical care'],
      exclude: ['student', 'travel'],
      location: 'Chicago',
      seniority: 'any',
    },
  },
  {
    name: 'Sales development rep',
    input: {
      titles: ['Sales Development Representative', 'SDR', 'Business Development Representative'],
      mustSkills: ['SaaS'],
      anySkills: ['Salesforce', 'HubSpot', 'Outreach'],
      exclude: ['manager'],
      location: 'Denver',
      seniority: 'junior',
    },
  },
  {
    name: 'HR business partner',
    input: {
      titles: ['HR Business Partner', 'HRBP', 'People Partner'],
      mustSkills: ['employee relations'],
      anySkills: ['SHRM-CP', 'SPHR', 'PHR'],
      exclude: ['assistant', 'coordinator'],
      location: 'New York',
      seniority: 'senior',
    },
  },
];

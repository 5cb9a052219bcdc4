/**
 * Words in a job posting that put qualified people off or can read as discrimination: gendered
 * words, age-coded words, jargon like "rockstar", and needlessly exclusionary requirements. Based
 * on the research on gender-coded wording in job ads (Gaucher, Friesen and Kay, 2011) and US EEOC
 * guidance on age and disability. Each flag offers neutral wording; nothing is changed automatically.
 */

export type LanguageCategory = 'gendered' | 'age' | 'jargon' | 'exclusionary' | 'masculine-coded';

export const CATEGORY_NAMES: Readonly<Record<LanguageCategory, string>> = {
  gendered: 'Gendered word',
  age: 'Age-coded',
  jargon: 'Jargon that narrows the pool',
  exclusionary: 'Exclusionary requirement',
  'masculine-coded': 'Masculine-coded',
};

interface Rule {
  readonly pattern: RegExp;
  readonly category: LanguageCategory;
  readonly alternatives: readonly string[];
  readonly why: string;
}

const w = (source: string) => new RegExp(`\\b(?:${source})\\b`, 'gi');

const RULES: readonly Rule[] = [
  {
    pattern: w('rock ?stars?|ninjas?|gurus?|wizards?|jedis?|superstars?|superheroes|superhero|unicorns?'),
    category: 'jargon',
    alternatives: ['skilled', 'expert', 'experienced'],
    why: 'Reads as a young, male-coded culture and says nothing about the skills needed.',
  },
  {
    pattern: w('he/she|s/he|him/her|his/her'),
    category: 'gendered',
    alternatives: ['you', 'they'],
    why: 'Leaves out non-binary readers; address the candidate as "you".',
  },
  {
    pattern: w('he|him|his|himself|she|her|hers|herself'),
    category: 'gendered',
    alternatives: ['you', 'they', 'the person in this role'],
    why: 'Assumes the gender of whoever gets the job.',
  },
  {
    pattern: w('guys'),
    category: 'gendered',
    alternatives: ['team', 'everyone', 'folks'],
    why: 'Male default for a mixed group.',
  },
  {
    pattern: w('manpower'),
    category: 'gendered',
    alternatives: ['workforce', 'staff', 'people'],
    why: 'Male default.',
  },
  {
    pattern: w('chairman|chairmen'),
    category: 'gendered',
    alternatives: ['chair', 'chairperson'],
    why: 'Male default for a role anyone can hold.',
  },
  {
    pattern: w('salesman|salesmen'),
    category: 'gendered',
    alternatives: ['salesperson', 'sales representative'],
    why: 'Male default for a role anyone can hold.',
  },
  {
    pattern: w('foreman|foremen'),
    category: 'gendered',
    alternatives: ['supervisor', 'crew lead'],
    why: 'Male default for a role anyone can hold.',
  },
  {
    pattern: w('man-hours|manhours|man hours'),
    category: 'gendered',
    alternatives: ['person-hours', 'work hours'],
    why: 'Male default.',
  },
  {
    pattern: w('workmanship'),
    category: 'gendered',
    alternatives: ['quality of work', 'craft'],
    why: 'Male default.',
  },
  {
    pattern: w('young|youthful'),
    category: 'age',
    alternatives: ['motivated', 'early-career'],
    why: 'Can signal age discrimination, which the Age Discrimination in Employment Act (ADEA) prohibits for workers 40 and over.',
  },
  {
    pattern: w('digital natives?'),
    category: 'age',
    alternatives: ['comfortable with digital tools', 'fluent with social media'],
    why: 'A stand-in for age; describe the skill instead.',
  },
  {
    pattern: w('recent (?:college )?grad(?:uate)?s?|new grads?|fresh graduates?'),
    category: 'age',
    alternatives: ['entry-level', 'early-career'],
    why: 'Excludes career changers and older applicants; the EEOC has treated it as evidence of age bias.',
  },
  {
    pattern: w('high[- ]energy|energetic'),
    category: 'age',
    alternatives: ['motivated', 'enthusiastic'],
    why: 'Often read as code for young.',
  },
  {
    pattern: w('native (?:english )?speakers?'),
    category: 'exclusionary',
    alternatives: ['fluent in English', 'excellent written and spoken English'],
    why: 'Screens on national origin rather than language skill.',
  },
  {
    pattern: w('able-bodied'),
    category: 'exclusionary',
    alternatives: ['able to perform the essential functions, with or without reasonable accommodation'],
    why: 'Excludes people with disabilities; name the essential physical tasks instead.',
  },
  {
    pattern: w('culture fit'),
    category: 'exclusionary',
    alternatives: ['shares our values', 'culture add'],
    why: 'Invites hiring people like the current team.',
  },
  {
    pattern: w('work hard,? play hard'),
    category: 'exclusionary',
    alternatives: ['we work hard and keep sustainable hours'],
    why: 'Reads as long hours and after-hours socializing, which puts off caregivers.',
  },
  {
    pattern: w('aggressive(?:ly)?'),
    category: 'masculine-coded',
    alternatives: ['ambitious', 'proactive', 'determined'],
    why: 'Masculine-coded; shown to make ads less appealing to women.',
  },
  {
    pattern: w('dominant|dominate|dominating'),
    category: 'masculine-coded',
    alternatives: ['lead', 'excel'],
    why: 'Masculine-coded; shown to make ads less appealing to women.',
  },
  {
    pattern: w('fearless'),
    category: 'masculine-coded',
    alternatives: ['confident', 'willing to take on challenges'],
    why: 'Masculine-coded.',
  },
  {
    pattern: w('crush(?:ing)? it|killer'),
    category: 'masculine-coded',
    alternatives: ['excel', 'outstanding'],
    why: 'Combative slang that narrows who sees themselves in the role.',
  },
];

export interface LanguageFlag {
  /** The words as they appear in the text. */
  readonly term: string;
  readonly start: number;
  readonly end: number;
  readonly category: LanguageCategory;
  readonly alternatives: readonly string[];
  readonly why: string;
}

export function checkLanguage(text: string): readonly LanguageFlag[] {
  const flags: LanguageFlag[] = [];
  const taken: [number, number][] = [];
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      // "he/she" is flagged once, not again as "he" and "she".
      if (taken.some(([from, to]) => start < to && end > from)) continue;
      taken.push([start, end]);
      flags.push({
        term: match[0],
        start,
        end,
        category: rule.category,
        alternatives: rule.alternatives,
        why: rule.why,
      });
    }
  }
  return flags.sort((a, b) => a.start - b.start);
}

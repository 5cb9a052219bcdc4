import { describe, expect, it } from 'vitest';
import {
  buildSearches,
  countGoogleWords,
  EXAMPLES,
  quote,
  splitTerms,
  type SearchInput,
} from '@/lib/career/boolean/build';
import { validateBoolean } from '@/lib/career/boolean/validate';

const INPUT: SearchInput = {
  titles: ['Software Engineer', 'Developer'],
  mustSkills: ['Python', 'Django'],
  anySkills: ['AWS', 'GCP'],
  exclude: ['intern'],
  location: 'San Francisco',
  seniority: 'senior',
};

const byPlatform = (input: SearchInput) =>
  Object.fromEntries(buildSearches(input).map((s) => [s.platform, s]));

describe('boolean strings per platform', () => {
  it('writes LinkedIn syntax with the location as a filter', () => {
    const { linkedin } = byPlatform(INPUT);
    expect(linkedin!.query).toBe(
      '("Software Engineer" OR Developer) AND (Senior OR Sr) AND Python AND Django AND (AWS OR GCP) NOT intern',
    );
    expect(linkedin!.filters).toEqual(['Location filter: San Francisco']);
  });

  it('writes a Google X-ray with intitle:, minus signs and the location quoted', () => {
    const { google } = byPlatform(INPUT);
    expect(google!.query).toBe(
      'site:linkedin.com/in (intitle:"Software Engineer" OR intitle:Developer) (Senior OR Sr) Python Django (AWS OR GCP) "San Francisco" -intern',
    );
    expect(google!.warnings).toEqual([]);
  });

  it('warns when Google would cut the query at 32 words', () => {
    const long = { ...INPUT, anySkills: Array.from({ length: 20 }, (_, i) => `skill${i}`) };
    const { google } = byPlatform(long);
    expect(countGoogleWords(google!.query)).toBeGreaterThan(32);
    expect(google!.warnings[0]).toMatch(/^\d+ words: Google reads only the first 32/);
  });

  it('uses GitHub qualifiers and Indeed anytitle:', () => {
    const { github, indeed } = byPlatform({ ...INPUT, mustSkills: ['Python', 'Go', 'Django'] });
    expect(github!.query).toBe('type:user language:python location:"San Francisco" Django NOT intern');
    expect(github!.notes.join(' ')).toContain('run separate searches for go');
    expect(indeed!.query).toBe(
      'anytitle:("Software Engineer" OR Developer) AND (Senior OR Sr) AND Python AND Go AND Django AND (AWS OR GCP) NOT intern',
    );
  });

  it('keeps SQL a GitHub keyword and filters only by real Linguist languages such as T-SQL', () => {
    const sql = byPlatform({ ...INPUT, mustSkills: ['SQL', 'Python'] }).github!.query;
    expect(sql).toBe('type:user language:python location:"San Francisco" SQL NOT intern');
    expect(sql).not.toContain('tsql');
    expect(byPlatform({ ...INPUT, mustSkills: ['T-SQL'] }).github!.query).toContain('language:tsql');
    expect(byPlatform({ ...INPUT, mustSkills: ['PL/SQL'] }).github!.query).toContain('language:plsql');
  });

  it('quotes phrases once and splits comma lists', () => {
    expect(quote('"Product Manager"')).toBe('"Product Manager"');
    expect(quote('C++')).toBe('"C++"');
    expect(quote('SQL')).toBe('SQL');
    expect(splitTerms(' Nurse, "Registered Nurse" ,\nRN,, ')).toEqual(['Nurse', 'Registered Nurse', 'RN']);
  });

  it('builds valid strings for every example', () => {
    for (const example of EXAMPLES)
      for (const search of buildSearches(example.input)) {
        expect(search.query, `${example.name} on ${search.platform}`).not.toBe('');
        if (search.platform === 'linkedin' || search.platform === 'indeed')
          expect(validateBoolean(search.query)).toEqual([]);
      }
  });

  it('asks for input when everything is empty', () => {
    const empty = {
      titles: [],
      mustSkills: [],
      anySkills: [],
      exclude: [],
      location: '',
      seniority: 'any' as const,
    };
    expect(byPlatform(empty).linkedin!.warnings).toEqual(['Add a job title or a skill to build a search.']);
  });
});

describe('the boolean validator', () => {
  it('passes a well-formed string', () => {
    expect(
      validateBoolean('("Data Engineer" OR "Analytics Engineer") AND (dbt OR Airflow) NOT intern'),
    ).toEqual([]);
  });

  it('points at an unclosed quote and parenthesis', () => {
    expect(validateBoolean('(Engineer OR "Data Scientist')).toEqual([
      {
        index: 0,
        length: 1,
        severity: 'error',
        message: 'Parenthesis opened at character 1 is never closed.',
      },
      { index: 13, length: 1, severity: 'error', message: 'Quote opened at character 14 is never closed.' },
    ]);
  });

  it('points at a stray closing parenthesis', () => {
    expect(validateBoolean('Engineer) AND Python')).toEqual([
      {
        index: 8,
        length: 1,
        severity: 'error',
        message: 'Closing parenthesis at character 9 has no opening one.',
      },
    ]);
  });

  it('flags lowercase operators and dangling or doubled operators at their position', () => {
    const issues = validateBoolean('AND Python and Java OR AND Go OR');
    expect(issues.map((i) => [i.index, i.severity, i.message])).toEqual([
      [0, 'error', 'AND at character 1 has nothing before it.'],
      [
        11,
        'warning',
        '“and” at character 12 is read as a search word, not an operator: write AND in capitals.',
      ],
      [20, 'error', 'OR at character 21 is followed by another operator (AND).'],
      [30, 'error', 'OR at character 31 has nothing after it.'],
    ]);
  });

  it('allows AND NOT but not an operator right inside parentheses', () => {
    expect(validateBoolean('Python AND NOT Java')).toEqual([]);
    expect(validateBoolean('(OR Java)')[0]!.message).toBe('OR at character 2 has nothing before it.');
    expect(validateBoolean('Java ()')[0]!.message).toBe('Empty parentheses at character 6.');
  });

  it('catches curly quotes from word processors', () => {
    expect(validateBoolean('“Product Manager” AND SaaS')[0]).toMatchObject({ index: 0, severity: 'error' });
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMON_TITLES } from '@/lib/career/pay/common-titles';
import { fetchTitles } from '@/lib/career/pay/load';
import { searchOccupations, type OewsData } from '@/lib/career/pay/oews';
import { buildTitleIndex, editDistance, searchTitles } from '@/lib/career/pay/title-search';
import { oewsCodeFor, titleTables, titleVariants, type TitlesData } from '@/lib/career/pay/titles';
import { TITLE_QUERIES } from './title-queries';
import { HELD_OUT_TITLE_QUERIES } from './title-queries-held-out';

const oews = JSON.parse(readFileSync('public/data/oews-national-2024.json', 'utf8')) as OewsData;
const titles = JSON.parse(readFileSync('public/data/job-titles-2024.json', 'utf8')) as TitlesData;
const index = buildTitleIndex(oews.occupations, titleTables(titles));
const codes = new Set(oews.occupations.map((row) => row[0]));
const first = (query: string) => searchTitles(index, query)[0];

describe('searching by the titles people use', () => {
  it.each([
    ['recruiter', '13-1071', 'Human Resources Specialists', 'Recruiter'],
    ['software engineer', '15-1252', 'Software Developers', 'Software Engineer'],
    ['HR manager', '11-3121', 'Human Resources Managers', 'Human Resources Managers'],
    ['talent acquisition', '13-1071', 'Human Resources Specialists', 'Talent Acquisition Specialist'],
  ])('“%s” finds %s first, naming the title it matched', (query, code, name, title) => {
    const match = first(query);
    expect(match?.row[0]).toBe(code);
    expect(match?.row[1]).toBe(name);
    expect(match?.title).toBe(title);
  });

  it.each([
    ['recuriter', '13-1071'],
    ['sofware engineer', '15-1252'],
    ['hr mgr', '11-3121'],
    ['acountant', '13-2011'],
    ['registerd nurse', '29-1141'],
    ['sr sw eng', '15-1252'],
  ])('forgives “%s”', (query, code) => {
    expect(first(query)?.row[0]).toBe(code);
  });

  it('still finds official names and SOC codes, and nothing for gibberish', () => {
    expect(first('Chief Executives')?.row[0]).toBe('11-1011');
    expect(first('Chief Executives')?.official).toBe(true);
    expect(searchTitles(index, '131071').map((match) => match.row[0])).toEqual(['13-1071']);
    expect(searchTitles(index, '13-10').map((match) => match.row[0])).toContain('13-1041');
    expect(searchTitles(index, 'qzxv')).toEqual([]);
    const oneLetter = searchTitles(index, 'n');
    expect(oneLetter.length).toBeGreaterThan(0);
    expect(oneLetter.every((match) => match.official && /(^|\s)n/i.test(match.row[1]))).toBe(true);
    expect(searchTitles(index, '  ')).toEqual([]);
  });

  it('lists each occupation once, best first', () => {
    const results = searchTitles(index, 'nurse');
    expect(results[0]?.row[0]).toBe('29-1141');
    expect(new Set(results.map((match) => match.row[0])).size).toBe(results.length);
  });

  it('finds the expected occupation for held-out queries first, and for at least 95% of 177 typed queries (top 3)', () => {
    const rate = (queries: typeof TITLE_QUERIES, search: (query: string) => string[]) => {
      let top1 = 0;
      let top3 = 0;
      for (const [query, code] of queries) {
        const found = search(query);
        if (found[0] === code) top1++;
        if (found.slice(0, 3).includes(code)) top3++;
      }
      return { top1: top1 / queries.length, top3: top3 / queries.length };
    };
    const byTitle = (query: string) => searchTitles(index, query).map((match) => match.row[0]);
    const official = (query: string) => searchOccupations(oews.occupations, query).map((row) => row[0]);
    const heldOut = rate(HELD_OUT_TITLE_QUERIES, byTitle);
    const before = rate(TITLE_QUERIES, official);
    const after = rate(TITLE_QUERIES, byTitle);
    const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
    if (process.env.TITLE_MISSES)
      for (const [query, code] of HELD_OUT_TITLE_QUERIES)
        if (!byTitle(query).slice(0, 3).includes(code))
          console.log(`held-out miss: ${query} want ${code}, got ${byTitle(query).slice(0, 3).join(' ')}`);
    console.log(
      `Salary finder hit rate, held-out ${HELD_OUT_TITLE_QUERIES.length} queries: top-1 ${pct(heldOut.top1)}, top-3 ${pct(heldOut.top3)}\n` +
        `tuning ${TITLE_QUERIES.length} queries: official names only top-1 ${pct(before.top1)}, top-3 ${pct(before.top3)}; by job title top-1 ${pct(after.top1)}, top-3 ${pct(after.top3)}`,
    );
    expect(HELD_OUT_TITLE_QUERIES.length).toBeGreaterThanOrEqual(TITLE_QUERIES.length);
    // Held out, top-3 falls short of the 95% tuning goal (C-suite short forms, newer tech and
    // trade titles the title table lacks): this floor sits a little under what it measures, so a
    // regression fails while the gap stays in view.
    expect(heldOut.top3).toBeGreaterThanOrEqual(0.91);
    expect(heldOut.top1).toBeGreaterThanOrEqual(0.85);
    expect(TITLE_QUERIES.length).toBeGreaterThanOrEqual(100);
    expect(after.top3).toBeGreaterThanOrEqual(0.95);
    expect(after.top1).toBeGreaterThanOrEqual(0.85);
    expect(before.top3).toBeLessThan(0.5);
  });
});

describe('the pieces of the search', () => {
  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('recuriter', 'recruiter', 2)).toBe(1);
    expect(editDistance('plumer', 'plumber', 2)).toBe(1);
    expect(editDistance('nurse', 'clerk', 2)).toBe(3);
  });

  it('folds O*NET codes onto OEWS occupations', () => {
    expect(oewsCodeFor('13-1071.00', codes)).toBe('13-1071');
    expect(oewsCodeFor('15-1299.08', codes)).toBe('15-1299');
    expect(oewsCodeFor('13-1023.00', codes)).toBe('13-1020');
    expect(oewsCodeFor('25-9042.00', codes)).toBe('25-9045');
    expect(oewsCodeFor('53-1043.00', codes)).toBe('53-1047');
    expect(oewsCodeFor('25-2056.00', codes)).toBe('25-2052');
    expect(oewsCodeFor('55-1011.00', codes)).toBeNull();
  });

  it('searches a title with its parenthesised form as two titles', () => {
    expect(titleVariants('HR Recruiter (Human Resources Recruiter)')).toEqual([
      'HR Recruiter',
      'Human Resources Recruiter',
    ]);
    expect(titleVariants('Chief Executive Officer (CEO)')).toEqual(['Chief Executive Officer', 'CEO']);
    expect(titleVariants('Recruiter')).toEqual(['Recruiter']);
  });
});

describe('the committed job-title tables', () => {
  const all = titleTables(titles);
  const count = all.reduce((sum, table) => sum + Object.values(table).flat().length, 0);

  it('maps tens of thousands of titles, each to an occupation OEWS has', () => {
    expect(count).toBeGreaterThan(30_000);
    for (const table of all) for (const code of Object.keys(table)) expect(codes.has(code), code).toBe(true);
    expect(titles.source).toMatch(/O\*NET 27\.0 Database.*CC BY 4\.0/);
  });

  it('keeps the hand-written titles to occupations that exist, without repeats', () => {
    const listed = Object.values(COMMON_TITLES).flat();
    expect(listed.length).toBeGreaterThanOrEqual(100);
    expect(new Set(listed.map((title) => title.toLowerCase())).size).toBe(listed.length);
    for (const code of Object.keys(COMMON_TITLES)) expect(codes.has(code), code).toBe(true);
  });

  it('rejects a file that is not a title table', async () => {
    const answer = (body: unknown) => async () => new Response(JSON.stringify(body));
    await expect(fetchTitles(answer({ source: 'x', shown: {}, reported: {} }))).rejects.toThrow(
      'Unexpected job-title file',
    );
    await expect(fetchTitles(async () => new Response('', { status: 404 }))).rejects.toThrow('HTTP 404');
    await expect(fetchTitles(answer(titles))).resolves.toMatchObject({ source: titles.source });
  });
});

/**
 * Hit rate of the salary finder's search on the hand-written list of what people type
 * (tests/unit/career/pay/title-queries.ts): top-1 and top-3, for the search by official occupation
 * name alone (as the search first worked) and for the search by the titles people use.
 *
 *   npx tsx scripts/bench/salary-titles.ts [--misses]
 */
import { readFileSync } from 'node:fs';
import { searchOccupations, type OewsData } from '../../lib/career/pay/oews';
import { buildTitleIndex, searchTitles } from '../../lib/career/pay/title-search';
import { titleTables, type TitlesData } from '../../lib/career/pay/titles';
import { TITLE_QUERIES } from '../../tests/unit/career/pay/title-queries';

const read = <T>(file: string) => JSON.parse(readFileSync(`public/data/${file}`, 'utf8')) as T;
const oews = read<OewsData>('oews-national-2024.json');
const titles = read<TitlesData>('job-titles-2024.json');
const index = buildTitleIndex(oews.occupations, titleTables(titles));

function rate(name: string, search: (query: string) => string[], showMisses = false) {
  let top1 = 0;
  let top3 = 0;
  const misses: string[] = [];
  const started = performance.now();
  for (const [query, code] of TITLE_QUERIES) {
    const codes = search(query);
    if (codes[0] === code) top1++;
    if (codes.slice(0, 3).includes(code)) top3++;
    else misses.push(`${query} → ${codes.slice(0, 3).join(', ') || 'nothing'} (want ${code})`);
  }
  const ms = (performance.now() - started) / TITLE_QUERIES.length;
  const pct = (n: number) => `${((100 * n) / TITLE_QUERIES.length).toFixed(1)}%`;
  console.log(
    `${name}: top-1 ${top1}/${TITLE_QUERIES.length} (${pct(top1)}), top-3 ${top3} (${pct(top3)}), ${ms.toFixed(1)} ms a query`,
  );
  if (showMisses && process.argv.includes('--misses')) for (const miss of misses) console.log(`  ${miss}`);
}

rate('Official names only (before)', (query) =>
  searchOccupations(oews.occupations, query).map((row) => row[0]),
);
rate('Titles people use (after)', (query) => searchTitles(index, query).map((match) => match.row[0]), true);

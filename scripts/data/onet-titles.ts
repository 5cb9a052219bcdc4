/**
 * One-off conversion, run by hand when O*NET or OEWS changes (never at build or test time):
 *   npx tsx scripts/data/onet-titles.ts "<Sample of Reported Titles.txt>" "<Alternate Titles.txt>"
 * Writes public/data/job-titles-2024.json: O*NET's reported and alternate job titles, each mapped
 * to the OEWS May 2024 occupation that holds its O*NET-SOC code (read from
 * public/data/oews-national-2024.json). Titles of occupations OEWS does not estimate (military,
 * fishers and hunters) are dropped; duplicates of an occupation's official title are dropped.
 *
 * Source files: O*NET 27.0 Database (August 2022), tab-separated text, from the O*NET Resource
 * Center (onetcenter.org/database.html), CC BY 4.0. Copy used: github.com/SrivardhiniK/career-path-recommender
 * at commit 6b3ec4b4ecf4a88f6e2d303440e09a2276baa77c, data/Sample of Reported Titles.txt (blob
 * a5122c0b…) and data/Alternate Titles.txt (blob bff50def…), with the database's own Read Me.txt.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { OewsData } from '../../lib/career/pay/oews';
import { oewsCodeFor, titleVariants, type TitlesData } from '../../lib/career/pay/titles';
import { titleWords } from '../../lib/career/pay/title-search';

export const TITLES_SOURCE =
  'Job titles: O*NET 27.0 Database (August 2022), “Sample of Reported Titles” and “Alternate Titles”, by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 license; O*NET-SOC codes folded onto the BLS OEWS May 2024 occupations. O*NET® is a trademark of USDOL/ETA.';

/** Alternate titles longer than this many words are job-posting phrasings nobody searches for. */
const MAX_WORDS = 2;

const [reportedPath, alternatePath] = process.argv.slice(2);
if (!reportedPath || !alternatePath) {
  console.error(
    'Usage: tsx scripts/data/onet-titles.ts <Sample of Reported Titles.txt> <Alternate Titles.txt>',
  );
  process.exit(1);
}
const oews = JSON.parse(readFileSync('public/data/oews-national-2024.json', 'utf8')) as OewsData;
const codes = new Set(oews.occupations.map((row) => row[0]));
const official = new Map(oews.occupations.map((row) => [row[0], titleWords(row[1]).join(' ')]));

const lines = (file: string, header: string) => {
  const [first, ...rest] = readFileSync(file, 'utf8').split(/\r?\n/).filter(Boolean);
  if (!first?.startsWith(header)) throw new Error(`${file}: expected a header starting "${header}"`);
  return rest.map((line) => line.split('\t'));
};

type Tier = 'shown' | 'reported' | 'alternate';
const tiers: Record<Tier, Map<string, Map<string, string>>> = {
  shown: new Map(),
  reported: new Map(),
  alternate: new Map(),
};
/** code → the keys already written in any tier, so a title lands only in its surest tier. */
const seen = new Map<string, Set<string>>();
let dropped = 0;
const add = (tier: Tier, onetCode: string, title: string, limit: number) => {
  const code = oewsCodeFor(onetCode, codes);
  if (!code) {
    dropped++;
    return;
  }
  for (const variant of titleVariants(title)) {
    const key = titleWords(variant).join(' ');
    if (!key || key === official.get(code) || variant.split(/\s+/).length > limit) continue;
    const keys = seen.get(code) ?? new Set<string>();
    seen.set(code, keys);
    if (keys.has(key)) continue;
    keys.add(key);
    const list = tiers[tier].get(code) ?? new Map<string, string>();
    list.set(key, variant);
    tiers[tier].set(code, list);
  }
};
const reported = lines(reportedPath, 'O*NET-SOC Code\tReported Job Title');
for (const [code = '', title = '', shown = ''] of reported) if (shown === 'Y') add('shown', code, title, 99);
for (const [code = '', title = '', shown = ''] of reported)
  if (shown !== 'Y') add('reported', code, title, 99);
for (const [code = '', title = '', short = ''] of lines(alternatePath, 'O*NET-SOC Code\tAlternate Title')) {
  add('alternate', code, title, MAX_WORDS);
  if (short && short !== 'n/a') add('alternate', code, short, MAX_WORDS);
}

const table = (tier: Map<string, Map<string, string>>) =>
  Object.fromEntries(
    [...tier.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, list]) => [code, [...list.values()]]),
  );
const data: TitlesData = {
  source: TITLES_SOURCE,
  shown: table(tiers.shown),
  reported: table(tiers.reported),
  alternate: table(tiers.alternate),
};
const count = [...seen.values()].reduce((sum, keys) => sum + keys.size, 0);
writeFileSync('public/data/job-titles-2024.json', `${JSON.stringify(data)}\n`);
console.log(
  `Wrote ${count} titles for ${seen.size} occupations (${dropped} O*NET lines with no OEWS occupation).`,
);

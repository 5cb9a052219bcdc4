/**
 * One-off conversion, run by hand when BLS publishes new figures (never at build or test time):
 *   npx tsx scripts/data/oews-national.ts <path to national_M2024_dl.csv>
 * Writes public/data/oews-national-2024.json: the 831 detailed occupations of the May 2024 national
 * OEWS file, compact, with the source line. The CSV is sheet "national_M2024_dl" of BLS
 * national_M2024_dl.xlsx (oesm24nat.zip), converted cell for cell.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { csvRecords } from '../../lib/career/pay/csv';
import { OEWS_SOURCE, occupationsFromRecords, type OewsData } from '../../lib/career/pay/oews';

const input = process.argv[2];
if (!input) {
  console.error('Usage: tsx scripts/data/oews-national.ts <national_M2024_dl.csv>');
  process.exit(1);
}
const occupations = occupationsFromRecords(csvRecords(readFileSync(input, 'utf8')));
if (occupations.length !== 831)
  throw new Error(`Expected 831 detailed occupations, found ${occupations.length}`);
const data: OewsData = { source: OEWS_SOURCE, period: 'May 2024', occupations };
writeFileSync('public/data/oews-national-2024.json', `${JSON.stringify(data)}\n`);
console.log(`Wrote ${occupations.length} occupations to public/data/oews-national-2024.json`);

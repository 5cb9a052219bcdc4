/**
 * One-off conversion, run by hand when BEA publishes new figures (never at build or test time):
 *   npx tsx scripts/data/rpp.ts <SARPP_STATE_2008_2023.csv> <MARPP_MSA_2008_2024.csv>
 * Writes public/data/rpp-2024.json: the all-items Regional Price Parities of the states and DC
 * (2023, line code 5 of SARPP) and of the metropolitan areas (2024, line code 1 of MARPP).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { csvRecords } from '../../lib/career/pay/csv';
import { RPP_SOURCE, rppFromRecords, type RppData } from '../../lib/career/pay/rpp';

const [statesFile, metrosFile] = process.argv.slice(2);
if (!statesFile || !metrosFile) {
  console.error('Usage: tsx scripts/data/rpp.ts <SARPP_STATE_2008_2023.csv> <MARPP_MSA_2008_2024.csv>');
  process.exit(1);
}
const states = rppFromRecords(csvRecords(readFileSync(statesFile, 'utf8')), { lineCode: '5', year: 2023 });
const metros = rppFromRecords(csvRecords(readFileSync(metrosFile, 'utf8')), { lineCode: '1', year: 2024 });
if (states.length !== 52) throw new Error(`Expected the US, 50 states and DC, found ${states.length}`);
if (metros.length < 380) throw new Error(`Expected about 386 metro rows, found ${metros.length}`);
const data: RppData = {
  source: RPP_SOURCE,
  states: { year: 2023, places: states },
  metros: { year: 2024, places: metros },
};
writeFileSync('public/data/rpp-2024.json', `${JSON.stringify(data)}\n`);
console.log(`Wrote ${states.length} states and ${metros.length} metro areas to public/data/rpp-2024.json`);

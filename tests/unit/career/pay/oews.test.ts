import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvRecords, parseCsv } from '@/lib/career/pay/csv';
import {
  formatEmployment,
  formatWage,
  occupationsFromRecords,
  parseWage,
  searchOccupations,
  wageNotes,
  type OewsData,
} from '@/lib/career/pay/oews';

/**
 * Rows of the BLS file (a header, a broad group and three detailed occupations); the HR row's
 * employment is written "917,460", as a spreadsheet export would, to check the parser copes.
 */
const HEADER =
  'AREA,AREA_TITLE,AREA_TYPE,PRIM_STATE,NAICS,NAICS_TITLE,I_GROUP,OWN_CODE,OCC_CODE,OCC_TITLE,O_GROUP,TOT_EMP,EMP_PRSE,JOBS_1000,LOC_QUOTIENT,PCT_TOTAL,PCT_RPT,H_MEAN,A_MEAN,MEAN_PRSE,H_PCT10,H_PCT25,H_MEDIAN,H_PCT75,H_PCT90,A_PCT10,A_PCT25,A_MEDIAN,A_PCT75,A_PCT90,ANNUAL,HOURLY';
const FIXTURE = [
  HEADER,
  '99,U.S.,1,US,000000,Cross-industry,cross-industry,1235,11-1010,Chief Executives,broad,211850,1.2,,,,,126.41,262930,0.9,35.44,60.61,99.24,#,#,73710,126080,206420,#,#,,',
  '99,U.S.,1,US,000000,Cross-industry,cross-industry,1235,11-1011,Chief Executives,detailed,211850,1.2,,,,,126.41,262930,0.9,35.44,60.61,99.24,#,#,73710,126080,206420,#,#,,',
  '99,U.S.,1,US,000000,Cross-industry,cross-industry,1235,25-2021,"Elementary School Teachers, Except Special Education",detailed,1393310,0.8,,,,,*,69790,0.6,*,*,*,*,*,46440,50680,62340,79410,102010,TRUE,',
  '99,U.S.,1,US,000000,Cross-industry,cross-industry,1235,13-1071,Human Resources Specialists,detailed,"917,460",0.6,,,,,38.33,79730,0.3,21.85,26.86,35.05,46.77,60.84,45440,55870,72910,97270,126540,,',
].join('\r\n');

describe('reading the BLS OEWS file', () => {
  it('parses quoted CSV fields with commas', () => {
    expect(parseCsv('a,"b, c","d ""e"""\r\n1,2,3')).toEqual([
      ['a', 'b, c', 'd "e"'],
      ['1', '2', '3'],
    ]);
  });

  it('reads wages, # and *', () => {
    expect(parseWage('72910')).toBe(72910);
    expect(parseWage('35.05')).toBe(35.05);
    expect(parseWage('#')).toBe('#');
    expect(parseWage('*')).toBe('*');
    expect(parseWage('**')).toBe('*');
    expect(() => parseWage('n/a')).toThrow();
  });

  it('keeps detailed occupations only, in the compact form', () => {
    const rows = occupationsFromRecords(csvRecords(FIXTURE));
    expect(rows.map((row) => row[0])).toEqual(['11-1011', '25-2021', '13-1071']);
    expect(rows[0]).toEqual([
      '11-1011',
      'Chief Executives',
      211850,
      126.41,
      262930,
      [35.44, 60.61, 99.24, '#', '#'],
      [73710, 126080, 206420, '#', '#'],
      '',
    ]);
    expect(rows[1]?.[1]).toBe('Elementary School Teachers, Except Special Education');
    expect(rows[1]?.[7]).toBe('annual');
    expect(rows[2]?.[2]).toBe(917460);
  });

  it('formats wages and explains the flags that appear', () => {
    const [ceo, teacher, hr] = occupationsFromRecords(csvRecords(FIXTURE));
    expect(formatWage(72910, 'year')).toBe('$72,910');
    expect(formatWage(35.05, 'hour')).toBe('$35.05');
    expect(formatWage(99.2, 'hour')).toBe('$99.20');
    expect(formatWage('#', 'year')).toBe('$239,200 or more');
    expect(formatWage('#', 'hour')).toBe('$115.00 or more');
    expect(formatWage('*', 'hour')).toBe('Not available');
    expect(formatEmployment(917460)).toBe('917,460');
    expect(wageNotes(ceo!).join(' ')).toContain('“$239,200 or more”');
    expect(wageNotes(teacher!).join(' ')).toContain('annual salaries only');
    expect(wageNotes(hr!)).toEqual([]);
  });
});

describe('the committed occupations file', () => {
  const data = JSON.parse(readFileSync('public/data/oews-national-2024.json', 'utf8')) as OewsData;

  it('holds the 831 detailed occupations with the BLS figures', () => {
    expect(data.occupations).toHaveLength(831);
    expect(data.source).toMatch(/Bureau of Labor Statistics.*May 2024/);
    const software = data.occupations.find((row) => row[0] === '15-1252');
    // Checked against the BLS release, per the data's provenance notes.
    expect(software?.[2]).toBe(1654440);
    expect(software?.[4]).toBe(144570);
    expect(software?.[6][0]).toBe(79850);
    expect(software?.[6][4]).toBe(211450);
    expect(data.occupations.find((row) => row[0] === '13-1071')?.[6][2]).toBe(72910);
  });

  it('finds occupations by words and by SOC code', () => {
    expect(searchOccupations(data.occupations, 'software dev').map((row) => row[1])).toContain(
      'Software Developers',
    );
    expect(searchOccupations(data.occupations, 'registered n')[0]?.[1]).toBe('Registered Nurses');
    expect(searchOccupations(data.occupations, 'human res').map((row) => row[0])).toEqual(
      expect.arrayContaining(['13-1071', '11-3121']),
    );
    expect(searchOccupations(data.occupations, '13-1071')[0]?.[1]).toBe('Human Resources Specialists');
    expect(searchOccupations(data.occupations, '131071')[0]?.[1]).toBe('Human Resources Specialists');
    expect(searchOccupations(data.occupations, 'zzzz')).toEqual([]);
    expect(searchOccupations(data.occupations, '   ')).toEqual([]);
  });
});

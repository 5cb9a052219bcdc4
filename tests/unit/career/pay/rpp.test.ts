import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvRecords } from '@/lib/career/pay/csv';
import { equivalentSalary, rppFromRecords, searchPlaces, type RppData } from '@/lib/career/pay/rpp';

const MARPP = [
  'GeoFIPS,GeoName,Region,TableName,LineCode,IndustryClassification,Description,Unit,2023,2024',
  ' "00000","United States", ,MARPP,1,"...","RPPs: All items ","Index",100.000,100.000',
  ' "14860","Bridgeport-Stamford-Danbury, CT Metropolitan Statistical Area", ,MARPP,1,"...","RPPs: All items ","Index",117.1,(NA)',
  ' "21420","Enid, OK (Metropolitan Statistical Area) *", ,MARPP,1,"...","RPPs: All items ","Index",84.1,84.269',
  ' "41860","San Francisco-Oakland-Fremont, CA (Metropolitan Statistical Area)", ,MARPP,1,"...","RPPs: All items ","Index",117.55,115.613',
  ' "41860","San Francisco-Oakland-Fremont, CA (Metropolitan Statistical Area)", ,MARPP,3,"...","RPPs: Housing ","Index",190.1,185.2',
  '"Note: See the included footnote file."',
].join('\n');

describe('Regional Price Parities', () => {
  it('reads one year of all-items parities and tidies BEA names', () => {
    expect(rppFromRecords(csvRecords(MARPP), { lineCode: '1', year: 2024 })).toEqual([
      ['United States', 100],
      ['Enid, OK', 84.269],
      ['San Francisco-Oakland-Fremont, CA', 115.613],
    ]);
  });

  it('works out the equivalent salary as salary × RPP(to) ÷ RPP(from)', () => {
    const result = equivalentSalary(75000, ['Texas', 97.175], ['California', 112.581]);
    expect(result.equivalent).toBeCloseTo((75000 * 112.581) / 97.175, 8);
    expect(Math.round(result.equivalent)).toBe(86890);
    expect(result.priceDifference).toBeCloseTo(15.854, 3);
    const back = equivalentSalary(result.equivalent, ['California', 112.581], ['Texas', 97.175]);
    expect(back.equivalent).toBeCloseTo(75000, 8);
    expect(equivalentSalary(50000, ['A', 100], ['A', 100]).equivalent).toBe(50000);
  });

  it('searches places by the start of their words', () => {
    const places = rppFromRecords(csvRecords(MARPP), { lineCode: '1', year: 2024 });
    expect(searchPlaces(places, 'san fra').map((place) => place[0])).toEqual([
      'San Francisco-Oakland-Fremont, CA',
    ]);
    expect(searchPlaces(places, 'ok').map((place) => place[0])).toEqual(['Enid, OK']);
    expect(searchPlaces(places, 'oakland')).toHaveLength(1);
  });

  it('ships the BEA figures checked against the releases', () => {
    const data = JSON.parse(readFileSync('public/data/rpp-2024.json', 'utf8')) as RppData;
    expect(data.states.year).toBe(2023);
    expect(data.metros.year).toBe(2024);
    expect(data.states.places).toHaveLength(52);
    const state = (name: string) => data.states.places.find((place) => place[0] === name)?.[1];
    expect(state('California')).toBe(112.581);
    expect(state('Mississippi')).toBe(87.292);
    expect(state('District of Columbia')).toBe(110.804);
    const metro = (name: string) => data.metros.places.find((place) => place[0] === name)?.[1];
    expect(metro('San Francisco-Oakland-Fremont, CA')).toBe(115.613);
    expect(metro('Yuma, AZ')).toBe(92.706);
    expect(data.metros.places.every((place) => !/Metropolitan Statistical|\*/.test(place[0]))).toBe(true);
  });
});

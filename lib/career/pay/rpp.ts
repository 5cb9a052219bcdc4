/**
 * BEA Regional Price Parities (RPPs): how the prices of all goods and services in a place compare
 * with the US average (US = 100) in one year. Each year's RPPs are a separate comparison, so two
 * places are only compared within one level and year (states 2023, metro areas 2024).
 */
export type Place = [name: string, rpp: number];

export interface RppLevel {
  readonly year: number;
  readonly places: readonly Place[];
}

export interface RppData {
  readonly source: string;
  readonly states: RppLevel;
  readonly metros: RppLevel;
}

export type LevelId = 'states' | 'metros';

export const RPP_SOURCE =
  'U.S. Bureau of Economic Analysis, Regional Price Parities (all items, US = 100): states 2023 (released December 2024, revised February 2025) and metropolitan areas 2024 (released February 2026).';

/** The all-items RPPs of one year from a BEA SARPP or MARPP CSV (as records). */
export function rppFromRecords(
  records: readonly Record<string, string>[],
  { lineCode, year }: { lineCode: string; year: number },
): Place[] {
  const places: Place[] = [];
  for (const record of records) {
    if (record.LineCode !== lineCode) continue;
    const value = Number(record[String(year)]);
    const name = (record.GeoName ?? '')
      // BEA marks some names with a footnote asterisk after the area type.
      .replace(/\s*\*\s*$/, '')
      .replace(/\s*\(?Metropolitan Statistical Area\)?\s*$/, '')
      .trim();
    if (!name || !Number.isFinite(value) || value <= 0) continue;
    places.push([name, Math.round(value * 1000) / 1000]);
  }
  return places;
}

export interface Equivalent {
  readonly salary: number;
  readonly from: Place;
  readonly to: Place;
  /** salary × RPP(to) ÷ RPP(from). */
  readonly equivalent: number;
  /** How much higher (positive) or lower prices are in `to` than in `from`, in percent. */
  readonly priceDifference: number;
}

export function equivalentSalary(salary: number, from: Place, to: Place): Equivalent {
  return {
    salary,
    from,
    to,
    equivalent: (salary * to[1]) / from[1],
    priceDifference: (to[1] / from[1] - 1) * 100,
  };
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Places whose name has words starting with every typed word ("san fra", "tx austin"). */
export function searchPlaces(places: readonly Place[], query: string, limit = 40): Place[] {
  const words = normalize(query).split(' ').filter(Boolean);
  const matches = places.filter((place) => {
    const nameWords = normalize(place[0]).split(' ');
    return words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)));
  });
  const wanted = normalize(query);
  return matches
    .sort((a, b) => {
      const aStarts = normalize(a[0]).startsWith(wanted) ? 0 : 1;
      const bStarts = normalize(b[0]).startsWith(wanted) ? 0 : 1;
      return aStarts - bStarts || a[0].localeCompare(b[0]);
    })
    .slice(0, limit);
}

/**
 * The job titles people use, mapped to the SOC 2018 occupations of the BLS OEWS file. Most come
 * from O*NET (titles workers reported in its surveys, and its alternate titles); O*NET codes go one
 * level deeper than SOC (15-1252.00) and OEWS merges a few SOC occupations, so each code is folded
 * onto the OEWS occupation that holds it.
 */
import { COMMON_TITLES } from './common-titles';

/** OEWS occupation code → titles that mean it. */
export type TitleTable = Readonly<Record<string, readonly string[]>>;

/**
 * Three tables, from the surest to the loosest: titles workers reported that O*NET shows in My Next
 * Move, the other reported titles, and O*NET's alternate titles. A title sits in the first table it
 * qualifies for; official OEWS titles are not repeated.
 */
export interface TitlesData {
  readonly source: string;
  readonly shown: TitleTable;
  readonly reported: TitleTable;
  readonly alternate: TitleTable;
}

/** The short credit the page shows beside the wages (the JSON's `source` is the full line). */
export const TITLES_CREDIT =
  'Job titles: O*NET 27.0 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), under CC BY 4.0, with titles added by this site.';

/** The tables in the order the search trusts them, with the hand-written common titles. */
export function titleTables(data: TitlesData): TitleTable[] {
  return [data.shown, COMMON_TITLES, data.reported, data.alternate];
}

/**
 * SOC occupations OEWS publishes only inside a combined occupation, read from the May 2024 titles
 * (25-2052 "Special Education Teachers, Kindergarten and Elementary School" holds 25-2055 and 25-2056).
 */
const OEWS_MERGES: Readonly<Record<string, string>> = {
  '21-1011': '21-1018',
  '21-1014': '21-1018',
  '25-2055': '25-2052',
  '25-2056': '25-2052',
  '25-9042': '25-9045',
  '25-9043': '25-9045',
  '25-9049': '25-9045',
  '51-2022': '51-2028',
  '51-2023': '51-2028',
  '53-1042': '53-1047',
  '53-1043': '53-1047',
  '53-1044': '53-1047',
  '53-1049': '53-1047',
};

/**
 * The OEWS occupation an O*NET-SOC code (`13-1071.00`) belongs to, or null when OEWS has no
 * estimate for it (military occupations, fishers and hunters).
 */
export function oewsCodeFor(onetCode: string, oewsCodes: ReadonlySet<string>): string | null {
  const soc = onetCode.slice(0, 7);
  const merged = OEWS_MERGES[soc] ?? soc;
  if (oewsCodes.has(merged)) return merged;
  // OEWS combines some detailed occupations under their broad group (13-1020 Buyers and Purchasing Agents).
  const broad = `${soc.slice(0, 6)}0`;
  return oewsCodes.has(broad) ? broad : null;
}

/**
 * The titles one O*NET line stands for: "HR Recruiter (Human Resources Recruiter)" is searched as
 * both "HR Recruiter" and "Human Resources Recruiter".
 */
export function titleVariants(title: string): string[] {
  const match = /^(.*?)\s*\(([^)]+)\)\s*(.*)$/.exec(title.trim());
  if (!match) return [title.trim()];
  const [, before = '', inside = '', after = ''] = match;
  const outside = `${before} ${after}`.trim().replace(/\s+/g, ' ');
  return [outside, inside.trim()].filter((variant) => variant.length > 1);
}

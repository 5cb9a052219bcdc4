/*
 * National wages by occupation, copied with a one-off script (and spot-checked by hand) from the
 * BLS file the project was given (`national_M2024_dl.csv`, sheet "national_M2024_dl" of BLS
 * `national_M2024_dl.xlsx`, cross-industry, area "U.S.") on 2026-11-22. Only the occupations the job-search pages show are
 * here, one row per SOC code, the detailed-occupation row where BLS also prints a broad one
 * (31-1120). Values are as published: `#` and `*` stay as they are, so no page can show a capped or
 * missing estimate as if it were a number. The site never reads the original file.
 *
 * Columns copied: OCC_CODE, OCC_TITLE, TOT_EMP, H_PCT10, H_MEDIAN, H_PCT90, A_PCT10, A_MEDIAN,
 * A_PCT90. None of these rows has the ANNUAL or HOURLY flag (occupations paid only by the year or
 * only by the hour), so every row has both hourly and annual figures.
 * Re-copy every row from the next national file when BLS publishes May 2025 estimates.
 */

/** `#`: at or above the top of the published range; `*`: BLS published no estimate. */
export type WageFlag = '#' | '*';
export type WageValue = number | WageFlag;

/** 10th percentile, median and 90th percentile of one kind of pay. */
export type WageSpread = { p10: WageValue; median: WageValue; p90: WageValue };

export type OccupationWage = {
  /** Standard Occupational Classification code, as BLS prints it: `41-2031`. */
  soc: string;
  /** The occupation title exactly as BLS publishes it. */
  title: string;
  /** Wage and salary jobs in the US (self-employed people are not counted). */
  employment: number;
  /** Dollars an hour. */
  hourly: WageSpread;
  /** Dollars a year. */
  annual: WageSpread;
};

export const OEWS_SOURCE = {
  publisher: 'U.S. Bureau of Labor Statistics',
  survey: 'Occupational Employment and Wage Statistics (OEWS)',
  reference: 'May 2024',
  scope: 'national, cross-industry estimates',
  /** The release of the May 2024 estimates (news release USDL-25-0451). */
  released: '2025-04-02',
  releaseNumber: 'USDL-25-0451',
  url: 'https://www.bls.gov/oes/tables.htm',
  file: 'national_M2024_dl.xlsx',
  copied: '2026-11-22',
} as const;

/** What `#` stands for: BLS publishes no wage at or above these amounts. */
export const TOP_CODE = { hourly: 115, annual: 239_200 } as const;

/** The hours BLS multiplies an hourly wage by to give the annual figure of an hourly occupation. */
export const HOURS_PER_YEAR = 2080;

/** What a reader must know to read the figures right; shown under every wage table. */
export const OEWS_CAVEATS = {
  topCoded: `# in the source: the wage is $115.00 an hour or $239,200 a year or more; BLS does not publish a higher figure.`,
  notAvailable: '* in the source: BLS did not publish this estimate.',
  annualIsFullTime: `Annual figures are hourly wages times ${HOURS_PER_YEAR.toLocaleString('en-US')} hours (full time, all year); part-time and seasonal workers earn less in a year.`,
  whatPayIncludes:
    'Wages include tips, commissions and production bonuses, but not overtime, shift differentials, other bonuses or benefits.',
  national:
    'National figures: pay differs by state, metro area and employer. BLS publishes the same tables by state and metro area.',
  employees:
    'Employment counts wage and salary jobs; self-employed workers and contractors are not included.',
} as const;

const row = (
  soc: string,
  title: string,
  employment: number,
  [hourlyP10, hourlyMedian, hourlyP90]: [WageValue, WageValue, WageValue],
  [annualP10, annualMedian, annualP90]: [WageValue, WageValue, WageValue],
): OccupationWage => ({
  soc,
  title,
  employment,
  hourly: { p10: hourlyP10, median: hourlyMedian, p90: hourlyP90 },
  annual: { p10: annualP10, median: annualMedian, p90: annualP90 },
});

/** Rows in SOC order: code, title, employment, hourly [p10, median, p90], annual [p10, median, p90]. */
export const occupationWages: readonly OccupationWage[] = [
  row('11-2011', 'Advertising and Promotions Managers', 21100, [30.29, 61.04, '#'], [63000, 126960, '#']),
  row('11-2021', 'Marketing Managers', 384980, [39.38, 77.42, '#'], [81900, 161030, '#']),
  row('11-2022', 'Sales Managers', 603710, [32.17, 66.38, '#'], [66910, 138060, '#']),
  row('11-2032', 'Public Relations Managers', 76060, [37.92, 66.6, '#'], [78880, 138520, '#']),
  row(
    '13-1121',
    'Meeting, Convention, and Event Planners',
    134670,
    [17.3, 28.58, 48.71],
    [35990, 59440, 101310],
  ),
  row(
    '13-1161',
    'Market Research Analysts and Marketing Specialists',
    861140,
    [20.23, 37, 69.52],
    [42070, 76950, 144610],
  ),
  row('15-1232', 'Computer User Support Specialists', 697210, [18.65, 29.01, 47.12], [38780, 60340, 98010]),
  row('15-1254', 'Web Developers', 78860, [23.35, 43.72, 78.3], [48560, 90930, 162870]),
  row('15-1255', 'Web and Digital Interface Designers', 111400, [23, 47.16, 92.39], [47840, 98090, 192180]),
  row('25-3031', 'Substitute Teachers, Short-Term', 481300, [12.62, 18.5, 30.51], [26240, 38470, 63460]),
  row('25-3041', 'Tutors', 174660, [13.67, 19.27, 37.89], [28430, 40090, 78810]),
  row('27-1024', 'Graphic Designers', 214260, [18.08, 29.47, 49.53], [37600, 61300, 103030]),
  row('27-3031', 'Public Relations Specialists', 280590, [19.59, 33.55, 62.25], [40750, 69780, 129480]),
  row('27-3041', 'Editors', 95480, [17.4, 36.18, 67.71], [36200, 75260, 140840]),
  row('27-3042', 'Technical Writers', 55530, [26.16, 44.07, 62.71], [54400, 91670, 130430]),
  row('27-3043', 'Writers and Authors', 47800, [19.75, 34.75, 64.27], [41080, 72270, 133680]),
  row('29-1141', 'Registered Nurses', 3282010, [31.75, 45, 65.06], [66030, 93600, 135320]),
  row('29-2072', 'Medical Records Specialists', 187910, [17.2, 24.16, 38.92], [35780, 50250, 80950]),
  row(
    '31-1120',
    'Home Health and Personal Care Aides',
    3988140,
    [12.31, 16.78, 21.25],
    [25600, 34900, 44190],
  ),
  row('31-1131', 'Nursing Assistants', 1388430, [15.09, 19.01, 24.11], [31390, 39530, 50140]),
  row('33-9032', 'Security Guards', 1241770, [14.33, 18.45, 28.64], [29800, 38370, 59580]),
  row(
    '33-9092',
    'Lifeguards, Ski Patrol, and Other Recreational Protective Service Workers',
    143590,
    [11.95, 16.21, 21.44],
    [24860, 33720, 44600],
  ),
  row('35-2014', 'Cooks, Restaurant', 1452130, [13.47, 17.71, 22.76], [28010, 36830, 47340]),
  row('35-2021', 'Food Preparation Workers', 888770, [11.29, 16.45, 21.28], [23490, 34220, 44260]),
  row('35-3023', 'Fast Food and Counter Workers', 3780930, [10.88, 14.65, 18.65], [22620, 30480, 38800]),
  row('35-3031', 'Waiters and Waitresses', 2302690, [8.89, 16.23, 30.06], [18500, 33760, 62510]),
  row('35-9021', 'Dishwashers', 471670, [11.52, 16.19, 20], [23960, 33670, 41600]),
  row(
    '35-9031',
    'Hosts and Hostesses, Restaurant, Lounge, and Coffee Shop',
    427150,
    [10.58, 14.61, 20.48],
    [22010, 30380, 42600],
  ),
  row(
    '37-2011',
    'Janitors and Cleaners, Except Maids and Housekeeping Cleaners',
    2199900,
    [13.26, 17.27, 23.58],
    [27570, 35930, 49040],
  ),
  row('37-2012', 'Maids and Housekeeping Cleaners', 854910, [12.88, 16.66, 22.88], [26800, 34660, 47590]),
  row('39-9011', 'Childcare Workers', 520180, [11.01, 15.41, 21.42], [22900, 32050, 44560]),
  row('39-9032', 'Recreation Workers', 309640, [12.33, 17.01, 23.78], [25640, 35380, 49460]),
  row(
    '41-1011',
    'First-Line Supervisors of Retail Sales Workers',
    1113160,
    [14.96, 22.75, 36.81],
    [31120, 47320, 76560],
  ),
  row('41-2011', 'Cashiers', 3148030, [11.09, 14.99, 18.37], [23070, 31190, 38220]),
  row('41-2022', 'Parts Salespersons', 265060, [13.35, 18, 29.69], [27770, 37440, 61750]),
  row('41-2031', 'Retail Salespersons', 3800250, [12.31, 16.62, 23.05], [25600, 34580, 47930]),
  row('41-3011', 'Advertising Sales Agents', 97470, [16.09, 29.55, 64.2], [33480, 61460, 133540]),
  row('41-3021', 'Insurance Sales Agents', 469480, [17.5, 29.02, 65.22], [36390, 60370, 135660]),
  row(
    '41-3091',
    'Sales Representatives of Services, Except Advertising, Insurance, Financial Services, and Travel',
    1189330,
    [17.76, 31.86, 68.29],
    [36930, 66260, 142040],
  ),
  row(
    '41-4012',
    'Sales Representatives, Wholesale and Manufacturing, Except Technical and Scientific Products',
    1266860,
    [18.2, 32.11, 64.65],
    [37860, 66780, 134470],
  ),
  row('41-9011', 'Demonstrators and Product Promoters', 64770, [14.86, 18.25, 29], [30910, 37960, 60320]),
  row('41-9041', 'Telemarketers', 66430, [11.84, 16.54, 23.52], [24620, 34410, 48930]),
  row('43-3011', 'Bill and Account Collectors', 165020, [16.33, 22.14, 31.65], [33960, 46040, 65830]),
  row('43-3021', 'Billing and Posting Clerks', 417500, [17.19, 22.68, 31.25], [35760, 47170, 64990]),
  row(
    '43-3031',
    'Bookkeeping, Accounting, and Auditing Clerks',
    1455770,
    [16.64, 23.66, 34.94],
    [34600, 49210, 72660],
  ),
  row('43-3051', 'Payroll and Timekeeping Clerks', 156950, [17.63, 26.58, 37.9], [36670, 55290, 78830]),
  row('43-4051', 'Customer Service Representatives', 2725930, [14.75, 20.59, 30.16], [30690, 42830, 62730]),
  row('43-4171', 'Receptionists and Information Clerks', 964530, [13.6, 17.9, 23.49], [28280, 37230, 48870]),
  row(
    '43-4181',
    'Reservation and Transportation Ticket Agents and Travel Clerks',
    127440,
    [16.61, 19.94, 36.08],
    [34550, 41460, 75050],
  ),
  row('43-9021', 'Data Entry Keyers', 135280, [14.47, 19.16, 27.37], [30100, 39850, 56930]),
  row('43-9022', 'Word Processors and Typists', 36030, [16.97, 23.01, 30.95], [35300, 47850, 64370]),
  row(
    '43-9041',
    'Insurance Claims and Policy Processing Clerks',
    229070,
    [17.74, 23.29, 35.15],
    [36900, 48450, 73100],
  ),
  row('43-9061', 'Office Clerks, General', 2510550, [14, 20.97, 30.69], [29120, 43630, 63840]),
  row(
    '49-9071',
    'Maintenance and Repair Workers, General',
    1531700,
    [16.28, 23.38, 36.59],
    [33860, 48620, 76110],
  ),
  row(
    '51-2090',
    'Miscellaneous Assemblers and Fabricators',
    1457800,
    [15.22, 20.29, 29.82],
    [31650, 42210, 62030],
  ),
  row('53-3033', 'Light Truck Drivers', 994410, [14.22, 21.22, 38.29], [29580, 44140, 79630]),
  row(
    '53-7051',
    'Industrial Truck and Tractor Operators',
    805770,
    [17.55, 22.3, 29.59],
    [36500, 46390, 61540],
  ),
  row(
    '53-7062',
    'Laborers and Freight, Stock, and Material Movers, Hand',
    2982530,
    [14.81, 18.72, 25.57],
    [30810, 38940, 53180],
  ),
  row('53-7064', 'Packers and Packagers, Hand', 601440, [13.01, 17.1, 22.24], [27050, 35580, 46260]),
  row('53-7065', 'Stockers and Order Fillers', 2779530, [14.35, 17.83, 23.65], [29850, 37090, 49200]),
];

const bySoc = new Map(occupationWages.map((wage) => [wage.soc, wage]));

export function wageFor(soc: string): OccupationWage | undefined {
  return bySoc.get(soc);
}

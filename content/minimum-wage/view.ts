import { dayBefore, yearOf } from '@/lib/minimum-wage/dates';
import { fullTimePay, type FullTimePay } from '@/lib/minimum-wage/pay';
import { percentOf, rateChange, tipCredit, type RateChange } from '@/lib/minimum-wage/rates';
import { federalMinimumWage, stateMinimumWages } from './data';
import type { Jurisdiction, StateWage, WageRate } from './schema';
import { stateCopy, type StateCopy } from './states';

export const MINIMUM_WAGE_PATH = '/minimum-wage/';
export const minimumWagePath = (slug: string) => `${MINIMUM_WAGE_PATH}${slug}/`;

/** The special rates a state's rates entries may carry, named for readers. */
export const SPECIAL_RATE_LABELS = {
  minor85pct: 'Minors aged 16 and 17 (85%)',
  youthUnder18: 'Under 18, fewer than 650 hours a year',
  seasonalAndSmall: 'Seasonal and small employers (fewer than 6 employees)',
  agricultural: 'Agricultural workers',
  longTermCareDirectCare: 'Long-term care direct-care staff',
} as const satisfies Partial<Record<keyof WageRate, string>>;

type SpecialRateKey = keyof typeof SPECIAL_RATE_LABELS;
const SPECIAL_RATE_KEYS = Object.keys(SPECIAL_RATE_LABELS) as SpecialRateKey[];

export type HistoryRow = {
  effectiveDate: string;
  /** Last day in force; null while it is the current rate. */
  until: string | null;
  hourly: number;
  /** Null where the sources give no tipped wage for that period. */
  tippedCash: number | null;
  tippedPercent?: number;
  appliesTo?: string;
  change: RateChange | null;
  current: boolean;
};

export type SpecialRateRow = { key: SpecialRateKey; label: string; values: (number | null)[] };

export type NextIncreaseView = {
  hourly: number;
  effectiveDate: string;
  tippedPercent?: number;
  /** Worked out from the percentage the law sets; the sources give only the percentage. */
  tippedCash?: number;
  source: string;
  change: RateChange | null;
};

export type WageView = {
  data: Jurisdiction;
  /** The year the figures describe: the year they were retrieved. */
  year: number;
  current: WageRate;
  previous: WageRate | undefined;
  change: RateChange | null;
  noTipCredit: boolean;
  tipCredit: number;
  history: HistoryRow[];
  specialRates: SpecialRateRow[];
  next: NextIncreaseView | null;
  pay: FullTimePay;
};

export type StateView = WageView & {
  data: StateWage;
  slug: string;
  name: string;
  path: string;
  copy: StateCopy;
  /** How far above the federal minimum, in dollars and percent. */
  overFederal: RateChange | null;
};

function wageView(data: Jurisdiction): WageView {
  const index = data.rates.findIndex((rate) => rate.effectiveDate === data.effectiveDate);
  const current = data.rates[index];
  if (!current) throw new Error(`content/minimum-wage: ${data.state} has no rate for ${data.effectiveDate}`);
  const previous = data.rates[index - 1];
  const noTipCredit = data.tippedCash === data.hourly;
  const history = data.rates.map((rate, at): HistoryRow => {
    const following = data.rates[at + 1];
    const tippedCash =
      rate.tippedCash ?? (rate === current ? data.tippedCash : noTipCredit ? rate.hourly : null);
    return {
      effectiveDate: rate.effectiveDate,
      until: following ? dayBefore(following.effectiveDate) : null,
      hourly: rate.hourly,
      tippedCash,
      tippedPercent: rate.tippedPercent,
      appliesTo: rate.appliesTo,
      change: rateChange(data.rates[at - 1], rate),
      current: rate === current,
    };
  });
  const specialRates = SPECIAL_RATE_KEYS.filter((key) =>
    data.rates.some((rate) => rate[key] !== undefined),
  ).map((key): SpecialRateRow => ({
    key,
    label: SPECIAL_RATE_LABELS[key],
    values: data.rates.map((rate) => rate[key] ?? null),
  }));
  const next = data.nextIncrease
    ? {
        hourly: data.nextIncrease.hourly,
        effectiveDate: data.nextIncrease.effectiveDate,
        tippedPercent: data.nextIncrease.tippedPercent,
        tippedCash:
          data.nextIncrease.tippedPercent === undefined
            ? undefined
            : percentOf(data.nextIncrease.hourly, data.nextIncrease.tippedPercent),
        source: data.nextIncrease.source,
        change: rateChange(current, data.nextIncrease),
      }
    : null;
  return {
    data,
    year: yearOf(data.retrieved),
    current,
    previous,
    change: rateChange(previous, current),
    noTipCredit,
    tipCredit: tipCredit(data.hourly, data.tippedCash),
    history,
    specialRates,
    next,
    pay: fullTimePay(data.hourly),
  };
}

export const federalView: WageView = wageView(federalMinimumWage);

/** Every state page's data and words together, in the order of the data file. */
export const stateViews: StateView[] = stateMinimumWages.map((data) => {
  const copy = stateCopy.find((entry) => entry.slug === data.slug);
  if (!copy) throw new Error(`content/minimum-wage/states.ts: no page copy for "${data.slug}"`);
  return {
    ...wageView(data),
    data,
    slug: data.slug,
    name: data.state,
    path: minimumWagePath(data.slug),
    copy,
    overFederal: rateChange(federalMinimumWage, data),
  };
});

export function stateViewAt(slug: string): StateView | undefined {
  return stateViews.find((view) => view.slug === slug);
}

/** When the figures were gathered; with several dates, the earliest, so the overview never overstates freshness. */
export const wageDataRetrieved: string = [federalMinimumWage, ...stateMinimumWages]
  .map((entry) => entry.retrieved)
  .sort()[0]!;

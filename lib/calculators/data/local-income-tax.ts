import type { FilingStatus } from './payroll-2026';

/*
 * Local income taxes on wages. New York City and Yonkers residents' taxes ride on the New York state
 * computation; Philadelphia's wage tax is a flat rate of compensation; an Ohio city, a Maryland county
 * or a Pennsylvania municipality (earned income tax) is entered by the visitor as a rate, because
 * there are hundreds of them.
 */

type Schedule = readonly (readonly [number, number])[];

/** What the local tax is charged on. */
export type LocalBase =
  /** New York taxable wages (after the state's deduction allowance), through a schedule. */
  | 'nyTaxable'
  /** A share of the New York State tax withheld. */
  | 'nyStateTax'
  /** Compensation as Pennsylvania and its cities count it: gross less section 125, 401(k) included. */
  | 'localWages'
  /** Maryland taxable wages (after the state's deduction and exemptions). */
  | 'stateTaxable';

export interface LocalTax {
  label: string;
  state: 'NY' | 'PA' | 'OH' | 'MD';
  base: LocalBase;
  /** A fixed rate, or null when the visitor types it. */
  rate: number | null;
  schedule?: Record<FilingStatus, Schedule>;
  source: string;
  asOf: string;
}

export const localTaxIds = [
  'nycResident',
  'yonkersResident',
  'philadelphiaResident',
  'philadelphiaNonresident',
  'paEit',
  'ohioCity',
  'marylandCounty',
] as const;
export type LocalTaxId = (typeof localTaxIds)[number];

export const localTaxes: Record<LocalTaxId, LocalTax> = {
  /**
   * New York City resident personal income tax rate schedule (N.Y. Tax Law § 1304; unchanged since
   * 2017, NYC Department of Finance): 3.078% / 3.762% / 3.819% / 3.876%, on the New York taxable
   * amount. The city's own withholding table (NYS-50-T-NYC) differs slightly.
   */
  nycResident: {
    label: 'New York City resident tax',
    state: 'NY',
    base: 'nyTaxable',
    rate: null,
    schedule: {
      single: [
        [0, 0.03078],
        [12_000, 0.03762],
        [25_000, 0.03819],
        [50_000, 0.03876],
      ],
      marriedJoint: [
        [0, 0.03078],
        [21_600, 0.03762],
        [45_000, 0.03819],
        [90_000, 0.03876],
      ],
      headOfHousehold: [
        [0, 0.03078],
        [14_400, 0.03762],
        [30_000, 0.03819],
        [60_000, 0.03876],
      ],
    },
    source: 'NYC resident rates, N.Y. Tax Law § 1304 (NYC Dept. of Finance)',
    asOf: '2026-11-26',
  },
  /** Yonkers resident surcharge: 16.75% of the New York State tax (Yonkers City Code § 15-101, 2020 on). */
  yonkersResident: {
    label: 'Yonkers resident surcharge',
    state: 'NY',
    base: 'nyStateTax',
    rate: 0.1675,
    source: 'Yonkers resident surcharge 16.75% of NYS tax (NYS-50-T-Y)',
    asOf: '2026-11-26',
  },
  /**
   * Philadelphia wage tax from 1 July 2025: 3.74% residents, 3.43% non-residents (Philadelphia
   * Department of Revenue; PA DCED register as of 15 June 2026). 401(k) deferrals are taxed.
   */
  philadelphiaResident: {
    label: 'Philadelphia wage tax (resident)',
    state: 'PA',
    base: 'localWages',
    rate: 0.0374,
    source: 'Phila. Dept. of Revenue, rate from 1 July 2025; PA DCED register, 15 June 2026',
    asOf: '2026-06-15',
  },
  philadelphiaNonresident: {
    label: 'Philadelphia wage tax (non-resident)',
    state: 'PA',
    base: 'localWages',
    rate: 0.0343,
    source: 'Phila. Dept. of Revenue, rate from 1 July 2025; PA DCED register, 15 June 2026',
    asOf: '2026-06-15',
  },
  paEit: {
    label: 'Pennsylvania local earned income tax',
    state: 'PA',
    base: 'localWages',
    rate: null,
    source: 'Your municipality’s EIT rate (PA DCED EIT register, Act 32)',
    asOf: '2026-11-26',
  },
  ohioCity: {
    label: 'Ohio city income tax',
    state: 'OH',
    base: 'localWages',
    rate: null,
    source: 'Your city’s rate (Ohio R.C. 718: Medicare wages are the base)',
    asOf: '2026-11-26',
  },
  marylandCounty: {
    label: 'Maryland county income tax',
    state: 'MD',
    base: 'stateTaxable',
    rate: null,
    source: 'Your county’s rate (Comptroller of Maryland local tax rates)',
    asOf: '2026-11-26',
  },
};

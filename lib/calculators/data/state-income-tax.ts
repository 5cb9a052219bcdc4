import { type FilingStatus, standardDeduction as federalStandardDeduction } from './payroll-2026';

/*
 * State income tax on wages, one typed entry per state, each naming its source, the date it was read
 * (`asOf`), the tax year its figures belong to, and whether the 2026 figures were confirmed. Where
 * they were not, the entry holds the latest published year's figures and the paycheck result says so
 * for that state. A state without an entry is not offered at all, rather than offered with guesses.
 *
 * The method is the one a payroll uses: annual wages (after the pre-tax deductions the state
 * recognises) minus the state's standard deduction and exemptions, through the rate schedule, minus
 * exemption credits. Dependants, itemised deductions and allowances beyond the filer (and spouse)
 * are left out; each entry's note says what else it leaves out.
 */

type Schedule = readonly (readonly [number, number])[];

export interface StateRule {
  name: string;
  /** The tax year the figures belong to. */
  taxYear: number;
  /** True when the figures were checked to be those in force for 2026. */
  confirmed2026: boolean;
  /** When the source was read (ISO date). */
  asOf: string;
  /** null: no state income tax on wages. */
  brackets: Record<FilingStatus, Schedule> | null;
  /**
   * Subtracted from annual wages before the brackets (standard deduction and/or exemptions). The
   * third argument is the year's federal income tax withheld, which Alabama and Oregon let the
   * employee subtract (0 when the caller has no federal figure).
   */
  deduction: (status: FilingStatus, annualWages: number, annualFederalTax: number) => number;
  /** The deduction includes federal income tax withheld (Alabama in full, Oregon up to a cap). */
  federalTaxDeductible?: boolean;
  /**
   * Subtracted from the tax (exemption credits). The third argument is the tax before credits
   * (schedule or `tax` hook, surtax aside), for a credit that is a share of the tax (Connecticut).
   */
  credit?: (status: FilingStatus, annualWages: number, tax: number) => number;
  /**
   * The tax on the taxable amount, before credits and surtax, for a method a single rate schedule
   * can't express; when present it replaces the schedule (and `flatAbove`), and `brackets` only
   * gives the marginal rate shown. Arkansas switches to a second schedule, less a stepped bracket
   * adjustment, above $94,700; Connecticut adds back its 2% bracket and recaptures the lower
   * brackets in steps of income (AGI, here annual wages), not of taxable income. Every other state
   * leaves it out, so its result is unchanged.
   */
  tax?: (status: FilingStatus, taxable: number, annualWages: number) => number;
  /** Extra tax on the top slice of income that the schedule above doesn't show. */
  surtax?: { over: number; rate: number };
  /** From these taxable amounts up, a flat rate of the whole taxable amount replaces the schedule. */
  flatAbove?: Record<FilingStatus, Schedule>;
  /** The state taxes traditional 401(k)/403(b) deferrals that federal income tax exempts. */
  taxes401k?: boolean;
  /** The state taxes HSA contributions that federal income tax exempts. */
  taxesHsa?: boolean;
  /** What the estimate leaves out for this state, in a sentence. */
  note: string;
  /** Where the figures come from. */
  source: string;
}

const flat = (rate: number): Record<FilingStatus, Schedule> => ({
  single: [[0, rate]],
  marriedJoint: [[0, rate]],
  headOfHousehold: [[0, rate]],
});

/** People covered by the return: the employee, plus a spouse on a joint return (dependants not modelled). */
const persons = (status: FilingStatus) => (status === 'marriedJoint' ? 2 : 1);

/** A state that doesn't tax wages; the law is named as the source. */
const noTax = (
  name: string,
  source: string,
  note = `${name} has no state income tax on wages.`,
): StateRule => ({
  name,
  taxYear: 2026,
  confirmed2026: true,
  asOf: '2026-11-26',
  brackets: null,
  deduction: () => 0,
  note,
  source,
});

const NY_SINGLE: Schedule = [
  [0, 0.039],
  [8_500, 0.044],
  [11_700, 0.0515],
  [13_900, 0.054],
  [80_650, 0.059],
  [96_800, 0.0703],
  [107_650, 0.0753],
  [157_650, 0.064],
  [215_400, 0.1144],
  [265_400, 0.0735],
];
const NY_TOP_SINGLE: Schedule = [
  [1_077_550, 0.1045],
  [5_000_000, 0.111],
  [25_000_000, 0.117],
];
const RI_TABLE: Schedule = [
  [0, 0.0375],
  [82_050, 0.0475],
  [186_450, 0.0599],
];

const DC_TABLE: Schedule = [
  [0, 0.04],
  [10_000, 0.06],
  [40_000, 0.065],
  [60_000, 0.085],
  [250_000, 0.0925],
  [500_000, 0.0975],
  [1_000_000, 0.1075],
];
const DE_TABLE: Schedule = [
  [0, 0],
  [2_000, 0.022],
  [5_000, 0.039],
  [10_000, 0.048],
  [20_000, 0.052],
  [25_000, 0.0555],
  [60_000, 0.066],
];
const HI_SINGLE: Schedule = [
  [0, 0.014],
  [9_600, 0.032],
  [14_400, 0.055],
  [19_200, 0.064],
  [24_000, 0.068],
  [36_000, 0.072],
  [48_000, 0.076],
  [125_000, 0.079],
];
const MN_SINGLE: Schedule = [
  [0, 0],
  [4_700, 0.0535],
  [38_010, 0.068],
  [114_130, 0.0785],
  [207_850, 0.0985],
];
const NE_SINGLE: Schedule = [
  [0, 0],
  [3_430, 0.0226],
  [6_710, 0.0322],
  [21_810, 0.0421],
  [31_610, 0.0435],
  [40_130, 0.0448],
  [75_370, 0.046],
];
const OK_SINGLE: Schedule = [
  [0, 0],
  [6_350, 0.0025],
  [7_350, 0.0075],
  [8_850, 0.0175],
  [10_100, 0.0275],
  [11_250, 0.0375],
  [13_550, 0.0475],
];
const SC_TABLE: Schedule = [
  [0, 0],
  [3_560, 0.03],
  [17_830, 0.062],
];
const VT_SINGLE: Schedule = [
  [0, 0],
  [3_925, 0.0335],
  [54_675, 0.066],
  [126_775, 0.076],
  [260_225, 0.0875],
];
const MO_TABLE: Schedule = [
  [0, 0],
  [1_348, 0.02],
  [2_696, 0.025],
  [4_044, 0.03],
  [5_392, 0.035],
  [6_740, 0.04],
  [8_088, 0.045],
  [9_436, 0.047],
];
const WI_TABLE: Schedule = [
  [0, 0.0354],
  [12_760, 0.0465],
  [25_520, 0.053],
  [280_950, 0.0765],
];
const WV_TABLE: Schedule = [
  [0, 0.0222],
  [10_000, 0.0296],
  [25_000, 0.0333],
  [40_000, 0.0444],
  [60_000, 0.0482],
];

/** The states (and D.C.) this calculator has figures for, plus the nine without a wage income tax. */
export const stateCodes = [
  'AK',
  'AL',
  'AR',
  'AZ',
  'CA',
  'CO',
  'CT',
  'DC',
  'DE',
  'FL',
  'GA',
  'HI',
  'IA',
  'ID',
  'IL',
  'IN',
  'KS',
  'KY',
  'LA',
  'MA',
  'MD',
  'ME',
  'MI',
  'MN',
  'MO',
  'MS',
  'MT',
  'NC',
  'ND',
  'NE',
  'NH',
  'NJ',
  'NM',
  'NV',
  'NY',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VA',
  'VT',
  'WA',
  'WI',
  'WV',
  'WY',
] as const;
export type StateCode = (typeof stateCodes)[number];

/**
 * Jurisdictions whose withholding method could not be checked in a source yet: they are not offered
 * (a state left out is better than a state with guessed figures). Each needs its 2026 (or latest)
 * withholding formula before it joins `stateCodes`. None is left (27 November 2026): Arkansas and
 * Connecticut, the last two, joined with their 2026 tax owed by statute (see their entries).
 */
export const pendingStates: readonly string[] = [];

/** Oregon's exemption credit per allowance, 2026 (also the extra amount its formula adds at low wages). */
const OR_CREDIT = 263;
/**
 * Oregon's cap on the federal tax subtraction, 2026: $8,750, cut to 80%, 60%, 40% and 20% of it in
 * $5,000 steps from $125,000 of wages ($10,000 steps from $250,000 married) and to nothing from
 * $145,000 ($290,000), as ORS 316.685 sets out. The 2026 rows to $135,000 were seen; the 40% and 20%
 * rows are those percentages of $8,750.
 */
function oregonFederalCap(status: FilingStatus, wages: number): number {
  const [start, step] = status === 'marriedJoint' ? [250_000, 10_000] : [125_000, 5_000];
  if (wages < start) return 8_750;
  const stepsIn = Math.floor((wages - start) / step) + 1;
  return Math.max(0, 8_750 * (1 - 0.2 * stepsIn));
}

/**
 * Alabama's standard deduction in the withholding tables from 1 January 2023: the most for the
 * filing status up to $25,999.99 of annual wages, then less by a fixed amount for each $500 band from
 * $26,000, twenty bands down to the minimum from $35,500.
 */
function alabamaStandardDeduction(status: FilingStatus, wages: number): number {
  const [most, perBand] =
    status === 'marriedJoint' ? [8_500, 175] : status === 'headOfHousehold' ? [5_200, 135] : [3_000, 25];
  if (wages < 26_000) return most;
  return most - perBand * Math.min(20, Math.floor((wages - 26_000) / 500) + 1);
}

/**
 * Arkansas's 2026 schedule for net taxable income up to $94,700, A.C.A. § 26-51-201(a)(4)(A) as
 * amended by Act 1 of 2026 (HB1001, 1st Extraordinary Session): 0% to $5,599, 2% from $5,600, 3%
 * from $11,200, 3.4% from $16,000, 3.7% from $26,400. The same for every filing status.
 */
const AR_TABLE: Schedule = [
  [0, 0],
  [5_600, 0.02],
  [11_200, 0.03],
  [16_000, 0.034],
  [26_400, 0.037],
];

/**
 * Arkansas tax, 2026: up to $94,700 the schedule above; over it § 26-51-201(a)(4)(B), 2% of the
 * first $4,700 and 3.7% of the rest, less the (a)(4)(C) bracket adjustment of $290 for $94,701 to
 * $94,800, $10 less for each further $100, down to $10 for $97,501 to $97,600, and none above.
 */
function arkansasTax(taxable: number): number {
  if (taxable <= 94_700) return taxFromSchedule(AR_TABLE, taxable);
  const rowsIn = Math.ceil((taxable - 94_700) / 100) - 1;
  return 0.02 * 4_700 + 0.037 * (taxable - 4_700) - Math.max(0, 290 - 10 * rowsIn);
}

/** Connecticut's rate schedules since tax year 2024 (C.G.S. § 12-700(a)(9)–(10)). */
const CT_BRACKETS: Record<FilingStatus, Schedule> = {
  single: [
    [0, 0.02],
    [10_000, 0.045],
    [50_000, 0.055],
    [100_000, 0.06],
    [200_000, 0.065],
    [250_000, 0.069],
    [500_000, 0.0699],
  ],
  marriedJoint: [
    [0, 0.02],
    [20_000, 0.045],
    [100_000, 0.055],
    [200_000, 0.06],
    [400_000, 0.065],
    [500_000, 0.069],
    [1_000_000, 0.0699],
  ],
  headOfHousehold: [
    [0, 0.02],
    [16_000, 0.045],
    [80_000, 0.055],
    [160_000, 0.06],
    [320_000, 0.065],
    [400_000, 0.069],
    [800_000, 0.0699],
  ],
};

/** `amount` for each `step` (or part of one) of `income` over `start`, at most `max`. */
const perStep = (income: number, start: number, step: number, amount: number, max: number) =>
  Math.min(max, Math.ceil(Math.max(0, income - start) / step) * amount);

/**
 * Connecticut's income-based tables, tax year 2024 on (C.G.S. §§ 12-700(a)(9)–(10), 12-702,
 * 12-703; CT-1040 instructions Tables A, C, D, E, as held in PolicyEngine's ct parameters):
 * the personal exemption and where it starts to lose $1,000 per $1,000 (or part) of AGI; the 2%
 * bracket's phase-out add-back (start, step, amount a step, most); and the three tax recapture
 * bands (start, amount a step, most), each in the same step of AGI.
 */
const CT_TABLES: Record<
  FilingStatus,
  {
    exemption: readonly [number, number];
    addBack: readonly [number, number, number, number];
    recaptureStep: number;
    recapture: readonly (readonly [number, number, number])[];
  }
> = {
  single: {
    exemption: [15_000, 30_000],
    addBack: [56_500, 5_000, 25, 250],
    recaptureStep: 5_000,
    recapture: [
      [105_000, 25, 250],
      [200_000, 90, 2_700],
      [500_000, 50, 450],
    ],
  },
  marriedJoint: {
    exemption: [24_000, 48_000],
    addBack: [100_500, 5_000, 50, 500],
    recaptureStep: 10_000,
    recapture: [
      [210_000, 50, 500],
      [400_000, 180, 5_400],
      [1_000_000, 100, 900],
    ],
  },
  headOfHousehold: {
    exemption: [19_000, 38_000],
    addBack: [78_500, 4_000, 40, 400],
    recaptureStep: 8_000,
    recapture: [
      [168_000, 40, 400],
      [320_000, 140, 4_200],
      [800_000, 80, 720],
    ],
  },
};

/**
 * Connecticut's personal tax credit (CT-1040 Table E, C.G.S. § 12-703): the share of the tax
 * credited for AGI more than each row's amount (up to the next row's). Read with `marginalRate`.
 */
const CT_CREDIT: Record<FilingStatus, Schedule> = {
  single: [
    [15_000, 0.75],
    [18_800, 0.7],
    [19_300, 0.65],
    [19_800, 0.6],
    [20_300, 0.55],
    [20_800, 0.5],
    [21_300, 0.45],
    [21_800, 0.4],
    [22_300, 0.35],
    [25_000, 0.3],
    [25_500, 0.25],
    [26_000, 0.2],
    [26_500, 0.15],
    [31_300, 0.14],
    [31_800, 0.13],
    [32_300, 0.12],
    [32_800, 0.11],
    [33_300, 0.1],
    [60_000, 0.09],
    [60_500, 0.08],
    [61_000, 0.07],
    [61_500, 0.06],
    [62_000, 0.05],
    [62_500, 0.04],
    [63_000, 0.03],
    [63_500, 0.02],
    [64_000, 0.01],
    [64_500, 0],
  ],
  marriedJoint: [
    [24_000, 0.75],
    [30_000, 0.7],
    [30_500, 0.65],
    [31_000, 0.6],
    [31_500, 0.55],
    [32_000, 0.5],
    [32_500, 0.45],
    [33_000, 0.4],
    [33_500, 0.35],
    [40_000, 0.3],
    [40_500, 0.25],
    [41_000, 0.2],
    [41_500, 0.15],
    [50_000, 0.14],
    [50_500, 0.13],
    [51_000, 0.12],
    [51_500, 0.11],
    [52_000, 0.1],
    [96_000, 0.09],
    [96_500, 0.08],
    [97_000, 0.07],
    [97_500, 0.06],
    [98_000, 0.05],
    [98_500, 0.04],
    [99_000, 0.03],
    [99_500, 0.02],
    [100_000, 0.01],
    [100_500, 0],
  ],
  headOfHousehold: [
    [19_000, 0.75],
    [24_000, 0.7],
    [24_500, 0.65],
    [25_000, 0.6],
    [25_500, 0.55],
    [26_000, 0.5],
    [26_500, 0.45],
    [27_000, 0.4],
    [27_500, 0.35],
    [34_000, 0.3],
    [34_500, 0.25],
    [35_000, 0.2],
    [35_500, 0.15],
    [44_000, 0.14],
    [44_500, 0.13],
    [45_000, 0.12],
    [45_500, 0.11],
    [46_000, 0.1],
    [74_000, 0.09],
    [74_500, 0.08],
    [75_000, 0.07],
    [75_500, 0.06],
    [76_000, 0.05],
    [76_500, 0.04],
    [77_000, 0.03],
    [77_500, 0.02],
    [78_000, 0.01],
    [78_500, 0],
  ],
};

export const stateRules: Record<StateCode, StateRule> = {
  /**
   * Alabama withholding formula in force from 1 January 2023 (Alabama Department of Revenue,
   * Withholding Tax Tables and Instructions, as reproduced by Suburban Computer Services; no later
   * change was found): annual wages less (A) the standard deduction from the table, which shrinks as
   * wages rise ($8,500 married, less $175 per $500 band from $26,000, to $5,000; $5,200 head of family,
   * less $135 a band, to $2,500; $3,000 single, less $25 a band, to $2,500), (B) the federal income
   * tax withheld, (C) the personal exemption ($1,500 single, $3,000 married or head of family) and
   * (D) dependants; then 2% / 4% / 5% over $500 and $3,000 ($1,000 and $6,000 married).
   */
  AL: {
    name: 'Alabama',
    taxYear: 2026,
    confirmed2026: false,
    asOf: '2026-11-26',
    brackets: {
      single: [
        [0, 0.02],
        [500, 0.04],
        [3_000, 0.05],
      ],
      marriedJoint: [
        [0, 0.02],
        [1_000, 0.04],
        [6_000, 0.05],
      ],
      headOfHousehold: [
        [0, 0.02],
        [500, 0.04],
        [3_000, 0.05],
      ],
    },
    deduction: (status, wages, federalTax) =>
      alabamaStandardDeduction(status, wages) + federalTax + (status === 'single' ? 1_500 : 3_000),
    federalTaxDeductible: true,
    note: 'This is the Alabama formula in force since January 2023; its 2026 booklet was not seen. The single standard deduction ($3,000 down to $2,500) is from Alabama law, as its table row was not seen. Dependant exemptions ($300 to $1,000 each) are not modelled, and some Alabama cities and counties add an occupational tax.',
    source:
      'Alabama DOR Withholding Tax Tables and Instructions (formula eff. 1/1/2023) via suburbancomputer.com/tips_state_tax.php?state=Alabama',
  },

  /**
   * Arkansas, tax owed for tax year 2026 by statute: A.C.A. § 26-51-201(a)(4) as amended by Act 1
   * of 2026 (HB1001, 1st Extraordinary Session, signed 6 May 2026): net taxable income up to
   * $94,700 through 0% / 2% / 3% / 3.4% / 3.7% (from $5,600, $11,200, $16,000, $26,400); above
   * it 2% to $4,700 and 3.7% beyond, less a bracket adjustment of $290 falling $10 per $100 to
   * $97,600; one schedule for every filing status. Standard deduction $2,470 per person (the DFA
   * 2026 withholding formula's figure, and the 2025 AR1000F figure, $4,940 joint; A.C.A.
   * § 26-51-430); personal tax credit $29 for the filer, spouse and head of household (A.C.A.
   * § 26-51-501; AR1000F line 7A). DFA's 2026 withholding formula (eff. 1 January 2026) still
   * used a 3.9% top rate, and its bracket table was not seen, so this is the tax owed and flagged.
   */
  AR: {
    name: 'Arkansas',
    taxYear: 2026,
    confirmed2026: false,
    asOf: '2026-11-27',
    brackets: {
      single: AR_TABLE,
      marriedJoint: AR_TABLE,
      headOfHousehold: AR_TABLE,
    },
    deduction: (status) => 2_470 * persons(status),
    credit: (status) => 29 * (status === 'single' ? 1 : 2),
    tax: (_status, taxable) => arkansasTax(taxable),
    note: 'This is the 2026 tax owed under Act 1 of 2026 (top rate 3.7%), not DFA’s withholding table: the 2026 withholding formula (standard deduction $2,470, $29 credit per exemption, top rate 3.9%) was reported but its bracket table was not seen, nor any revision after Act 1; the 2026 return’s inflation-indexed standard deduction was not seen either, so the 2025 and withholding figure of $2,470 ($4,940 joint) is used. The low-income tax tables (no or reduced tax at low incomes) and dependant credits are not modelled.',
    source:
      'A.C.A. § 26-51-201(a)(4) as amended by Act 1 of 2026 (HB1001, 2026 1st Extraordinary Session); A.C.A. §§ 26-51-430, 26-51-501; DFA 2026 withholding formula (via Bloomberg Tax); DFA 2025 AR1000F instructions; via PolicyEngine policyengine-us, parameters/gov/states/ar/tax/income/rates/main/rate.yaml and reduction.yaml, deductions/standard.yaml, credits/personal/amount/base.yaml',
  },

  /**
   * Connecticut, tax owed for tax year 2026 under the rates in force since 2024 (C.G.S.
   * § 12-700(a)(9)–(10)): 2% on the first $10,000 ($20,000 joint, $16,000 head of household), then
   * 4.5%, 5.5%, 6%, 6.5%, 6.9% and 6.99%; less the personal exemption ($15,000 single, $24,000
   * joint, $19,000 head of household, $1,000 less per $1,000 of AGI over $30,000, $48,000,
   * $38,000; § 12-702); plus the 2% bracket's phase-out add-back (Table C) and the tax recapture
   * (Table D); less the personal tax credit, a share of that tax falling from 75% to none as AGI
   * rises (Table E, § 12-703). DRS's 2026 withholding rules (TPG-211), which follow the same tables
   * by withholding code, were listed by DRS but not seen, so this is the tax owed and flagged.
   */
  CT: {
    name: 'Connecticut',
    taxYear: 2026,
    confirmed2026: false,
    asOf: '2026-11-27',
    brackets: CT_BRACKETS,
    deduction: (status, wages) => {
      const [most, start] = CT_TABLES[status].exemption;
      return most - perStep(wages, start, 1_000, 1_000, most);
    },
    tax: (status, taxable, wages) => {
      const t = CT_TABLES[status];
      const [start, step, amount, most] = t.addBack;
      const addBack = perStep(wages, start, step, amount, most);
      const recapture = t.recapture.reduce(
        (sum, [from, each, max]) => sum + perStep(wages, from, t.recaptureStep, each, max),
        0,
      );
      return taxFromSchedule(CT_BRACKETS[status], taxable) + addBack + recapture;
    },
    credit: (status, wages, tax) => tax * marginalRate(CT_CREDIT[status], wages),
    note: 'This is the 2026 tax owed at Connecticut’s rates, exemption, phase-out, recapture and personal credit tables (unchanged since 2024 in the statutes read); the tax shown includes the 2% phase-out add-back and the recapture. DRS’s 2026 withholding rules (TPG-211) were not seen, so Form CT-W4 withholding codes and the return’s rounded tax tables may differ slightly. The CT Paid Leave contribution is a separate line. Dependants, the property tax credit and the Connecticut EITC are not modelled.',
    source:
      'C.G.S. §§ 12-700(a)(9)–(10), 12-702, 12-703; DRS 2025 CT-1040 instructions, Tables A–E; via PolicyEngine policyengine-us, parameters/gov/states/ct/tax/income/rates/*.yaml, exemptions/personal/*, add_back/*, recapture/{low,middle,high}/*, agi/*.yaml (credit table)',
  },

  /**
   * District of Columbia, tax owed: the D-40 rate schedule in force since tax year 2022 (D.C. Code
   * § 47-1806.03; 2023 D-40 booklet; efile.com's table for tax year 2025): 4% to $10,000, 6% to
   * $40,000, 6.5% to $60,000, 8.5% to $250,000, 9.25% to $500,000, 9.75% to $1,000,000, 10.75%
   * above, the same for every filing status; less the standard deduction, which D.C. Code
   * § 47-1801.04(44) sets at the federal amount (here the 2026 federal figures). OTR's 2026
   * withholding tables (Form D-4 allowances) were not seen, so this is flagged.
   */
  DC: {
    name: 'District of Columbia',
    taxYear: 2026,
    confirmed2026: false,
    asOf: '2026-11-26',
    brackets: {
      single: DC_TABLE,
      marriedJoint: DC_TABLE,
      headOfHousehold: DC_TABLE,
    },
    deduction: (status) => federalStandardDeduction[status],
    note: 'This is the tax owed at D.C.’s rates after the federal standard deduction, which D.C. law adopts; OTR’s 2026 withholding tables and D.C.’s conformity to the 2025 federal increase in the standard deduction were not confirmed. D-4 allowances for dependants are not modelled. D.C. Paid Family Leave is paid by employers only, so it has no paycheck line.',
    source:
      'D.C. Code §§ 47-1806.03, 47-1801.04(44); OTR 2023 D-40 booklet; efile.com D.C. brackets (tax year 2025)',
  },

  /**
   * Oregon withholding formula effective 1 January 2026 (Oregon Department of Revenue, 150-206-436,
   * as reproduced by Suburban Computer Services): BASE = annual wages − federal income tax withheld
   * (at most $8,750, phased out at higher wages) − the standard deduction ($2,910 single, $5,820
   * married); 4.75%, 6.75%, 8.75% and 9.9% (over $125,000, $250,000 married); less $263 per
   * allowance (none above $100,000 single or $200,000 married). At wages up to $50,000 the published
   * formula adds $263 back, which the formula for higher wages does not. The published add-on amounts
   * are whole dollars (the exact schedule differs by under $1 a year).
   */
  OR: {
    name: 'Oregon',
    taxYear: 2026,
    confirmed2026: true,
    asOf: '2026-11-26',
    brackets: {
      single: [
        [0, 0.0475],
        [4_550, 0.0675],
        [11_400, 0.0875],
        [125_000, 0.099],
      ],
      marriedJoint: [
        [0, 0.0475],
        [9_100, 0.0675],
        [22_800, 0.0875],
        [250_000, 0.099],
      ],
      headOfHousehold: [
        [0, 0.0475],
        [4_550, 0.0675],
        [11_400, 0.0875],
        [125_000, 0.099],
      ],
    },
    deduction: (status, wages, federalTax) =>
      (status === 'marriedJoint' ? 5_820 : 2_910) + Math.min(federalTax, oregonFederalCap(status, wages)),
    federalTaxDeductible: true,
    credit: (status, wages) => {
      const allowances = wages > (status === 'marriedJoint' ? 200_000 : 100_000) ? 0 : persons(status);
      return OR_CREDIT * allowances - (wages <= 50_000 ? OR_CREDIT : 0);
    },
    note: 'One allowance per person on the return is assumed; head of household uses the single formula. The Oregon statewide transit tax and Paid Leave Oregon are separate lines; TriMet and Lane Transit taxes are paid by employers.',
    source:
      'Oregon DOR withholding formula (150-206-436, eff. 1/1/2026) via suburbancomputer.com/tips_state_tax.php?state=Oregon; ORS 316.685',
  },

  /**
   * Arizona, tax year 2026: flat 2.5% (A.R.S. § 43-1011, in force since 2023). Arizona's standard
   * deduction follows the federal amounts (A.R.S. § 43-1041), here the 2026 federal figures.
   * Source: Arizona Department of Revenue, "Individual Income Tax Highlights" (azdor.gov).
   */
  AZ: {
    name: 'Arizona',
    confirmed2026: true,
    asOf: '2026-11-22',
    taxYear: 2026,
    brackets: flat(0.025),
    deduction: (status) => federalStandardDeduction[status],
    note: 'Arizona employers actually withhold the percentage of gross pay you pick on Form A-4 (2.0% if you pick none); this shows the tax owed at the 2.5% rate.',
    source: 'Arizona Department of Revenue, A.R.S. §§ 43-1011 and 43-1041',
  },

  /**
   * California, withholding method effective 1 January 2026 (EDD Method B, exact calculation, as
   * reproduced by Suburban Computer Services): the tax-rate thresholds with every rate multiplied by
   * 1.1 (1.1% to 14.63%, the top row holding the 1% mental health services tax), standard deduction
   * $5,706 (single) or $11,412 (head of household, married with two or more allowances), less the
   * $168.30 exemption allowance credit per allowance. One allowance per person on the return is
   * assumed. SDI is a separate line (state-leave-2026.ts).
   */
  CA: {
    name: 'California',
    taxYear: 2026,
    confirmed2026: true,
    asOf: '2026-11-26',
    brackets: {
      single: [
        [0, 0.011],
        [11_079, 0.022],
        [26_264, 0.044],
        [41_452, 0.066],
        [57_542, 0.088],
        [72_724, 0.1023],
        [371_479, 0.1133],
        [445_771, 0.1243],
        [742_953, 0.1353],
        [1_000_000, 0.1463],
      ],
      marriedJoint: [
        [0, 0.011],
        [22_158, 0.022],
        [52_528, 0.044],
        [82_904, 0.066],
        [115_084, 0.088],
        [145_448, 0.1023],
        [742_958, 0.1133],
        [891_542, 0.1243],
        [1_000_000, 0.1353],
        [1_485_906, 0.1463],
      ],
      headOfHousehold: [
        [0, 0.011],
        [22_173, 0.022],
        [52_530, 0.044],
        [67_716, 0.066],
        [83_805, 0.088],
        [98_990, 0.1023],
        [505_208, 0.1133],
        [606_251, 0.1243],
        [1_000_000, 0.1353],
        [1_010_417, 0.1463],
      ],
    },
    deduction: (status) => (status === 'single' ? 5_706 : 11_412),
    credit: (status) => 168.3 * persons(status),
    taxesHsa: true,
    note: 'California does not exempt HSA contributions. The low-income exemption (no withholding at very low wages) and extra DE 4 allowances are not modelled.',
    source:
      'EDD 2026 withholding schedules, Method B, via suburbancomputer.com/tips_state_tax.php?state=California',
  },

  /**
   * Colorado, tax year 2026: 4.4% of federal taxable income (C.R.S. § 39-22-104), so the federal
   * standard deduction applies first. Source: Colorado Department of Revenue, "Income Tax Rate"
   * (tax.colorado.gov). Temporary TABOR-triggered cuts (4.25% for 2024) are not assumed.
   */
  CO: {
    name: 'Colorado',
    confirmed2026: true,
    asOf: '2026-11-22',
    taxYear: 2026,
    brackets: flat(0.044),
    deduction: (status) => federalStandardDeduction[status],
    note: 'A temporary rate cut can apply when TABOR revenue limits are exceeded; it is not assumed here.',
    source: 'Colorado Department of Revenue, C.R.S. § 39-22-104',
  },

  /**
   * Illinois: 4.95% flat (35 ILCS 5/201). Personal exemption $2,850 per person for tax year 2025,
   * the latest amount published when this was written (Illinois Department of Revenue, IL-1040
   * instructions and Booklet IL-700-T).
   */
  IL: {
    name: 'Illinois',
    confirmed2026: false,
    asOf: '2026-11-22',
    taxYear: 2025,
    brackets: flat(0.0495),
    deduction: (status) => 2_850 * persons(status),
    note: 'The exemption is not allowed above $250,000 of income ($500,000 joint); that limit is not modelled.',
    source: 'Illinois Department of Revenue, IL-1040 instructions, Booklet IL-700-T',
  },

  /**
   * Maryland, tax year 2025, after the Budget Reconciliation and Financing Act of 2025 (HB 352):
   * brackets from 2% to 5.75% plus new 6.25% and 6.5% brackets; standard deduction a flat $3,350
   * (single) or $6,700 (joint, head of household); personal exemption $3,200, reduced at higher
   * incomes. Source: Comptroller of Maryland, 2025 Maryland Resident Income Tax Return
   * instructions and "Tax Rates" (marylandcomptroller.gov).
   */
  MD: {
    name: 'Maryland',
    confirmed2026: false,
    asOf: '2026-11-22',
    taxYear: 2025,
    brackets: {
      single: [
        [0, 0.02],
        [1_000, 0.03],
        [2_000, 0.04],
        [3_000, 0.0475],
        [100_000, 0.05],
        [125_000, 0.0525],
        [150_000, 0.055],
        [250_000, 0.0575],
        [500_000, 0.0625],
        [1_000_000, 0.065],
      ],
      marriedJoint: [
        [0, 0.02],
        [1_000, 0.03],
        [2_000, 0.04],
        [3_000, 0.0475],
        [150_000, 0.05],
        [175_000, 0.0525],
        [225_000, 0.055],
        [300_000, 0.0575],
        [600_000, 0.0625],
        [1_200_000, 0.065],
      ],
      headOfHousehold: [
        [0, 0.02],
        [1_000, 0.03],
        [2_000, 0.04],
        [3_000, 0.0475],
        [150_000, 0.05],
        [175_000, 0.0525],
        [225_000, 0.055],
        [300_000, 0.0575],
        [600_000, 0.0625],
        [1_200_000, 0.065],
      ],
    },
    deduction: (status, wages) => {
      const standard = status === 'single' ? 3_350 : 6_700;
      const [full, half, quarter] =
        status === 'single' ? [100_000, 125_000, 150_000] : [150_000, 175_000, 200_000];
      const exemption = wages <= full ? 3_200 : wages <= half ? 1_600 : wages <= quarter ? 800 : 0;
      return standard + exemption * persons(status);
    },
    note: 'Maryland counties and Baltimore City add a local income tax of 2.25% to 3.3% of Maryland taxable income: enter your county rate as the local rate.',
    source: 'Comptroller of Maryland, 2025 resident return instructions; HB 352 (2025)',
  },

  /**
   * Massachusetts, tax year 2025: 5% (M.G.L. c. 62 § 4) plus the 4% surtax on income over
   * $1,083,150; personal exemption $4,400 (single), $6,800 (head of household), $8,800 (joint).
   * Source: Massachusetts Department of Revenue, 2025 Form 1 instructions and "4% Surtax on Taxable
   * Income Over $1 Million" (mass.gov).
   */
  MA: {
    name: 'Massachusetts',
    confirmed2026: false,
    asOf: '2026-11-22',
    taxYear: 2025,
    brackets: flat(0.05),
    deduction: (status) => (status === 'single' ? 4_400 : status === 'headOfHousehold' ? 6_800 : 8_800),
    surtax: { over: 1_083_150, rate: 0.04 },
    note: 'The 4% surtax threshold is the 2025 figure; 2026 indexing was not confirmed.',
    source: 'Massachusetts Department of Revenue, 2025 Form 1 instructions',
  },

  /**
   * Michigan: 4.25% flat (MCL 206.51); personal exemption $5,800 per person for tax year 2025, the
   * latest published when this was written. Source: Michigan Department of Treasury, 2025 MI-1040
   * instructions and Form 446 (withholding guide).
   */
  MI: {
    name: 'Michigan',
    confirmed2026: false,
    asOf: '2026-11-22',
    taxYear: 2025,
    brackets: flat(0.0425),
    deduction: (status) => 5_800 * persons(status),
    note: 'About two dozen Michigan cities (Detroit among them) add a city income tax, which is not included.',
    source: 'Michigan Department of Treasury, 2025 MI-1040 instructions, Form 446',
  },

  /** Nevada has no personal income tax (Nevada Constitution, art. 10 § 1(9)). */
  NV: {
    name: 'Nevada',
    confirmed2026: true,
    asOf: '2026-11-26',
    taxYear: 2026,
    brackets: null,
    deduction: () => 0,
    note: 'Nevada has no state income tax on wages.',
    source: 'Nevada Constitution, art. 10',
  },

  /**
   * New Jersey: Gross Income Tax rates unchanged since 2020 (N.J.S.A. 54A:2-1), so valid for 2026;
   * Table A for single filers, Table B for joint and head of household; personal exemption $1,000
   * per person. Source: New Jersey Division of Taxation, "Income Tax Rates" and NJ-1040
   * instructions (nj.gov/treasury/taxation).
   */
  NJ: {
    name: 'New Jersey',
    confirmed2026: true,
    asOf: '2026-11-22',
    taxYear: 2026,
    brackets: {
      single: [
        [0, 0.014],
        [20_000, 0.0175],
        [35_000, 0.035],
        [40_000, 0.05525],
        [75_000, 0.0637],
        [500_000, 0.0897],
        [1_000_000, 0.1075],
      ],
      marriedJoint: [
        [0, 0.014],
        [20_000, 0.0175],
        [50_000, 0.0245],
        [70_000, 0.035],
        [80_000, 0.05525],
        [150_000, 0.0637],
        [500_000, 0.0897],
        [1_000_000, 0.1075],
      ],
      headOfHousehold: [
        [0, 0.014],
        [20_000, 0.0175],
        [50_000, 0.0245],
        [70_000, 0.035],
        [80_000, 0.05525],
        [150_000, 0.0637],
        [500_000, 0.0897],
        [1_000_000, 0.1075],
      ],
    },
    deduction: (status) => 1_000 * persons(status),
    taxesHsa: true,
    note: 'New Jersey taxes HSA contributions; its unemployment contribution (0.425% of the first $44,800) is not included.',
    source: 'New Jersey Division of Taxation, Income Tax Rates; NJ-1040 instructions',
  },

  /**
   * Ohio, tax year 2026: H.B. 96 (136th General Assembly, 2025) makes the rate a flat 2.75% on Ohio
   * taxable income above $26,050, with no tax at or below it (R.C. 5747.02). Personal exemption
   * $2,400 per person with Ohio AGI up to $40,000, $2,150 up to $80,000 and $1,900 above (none
   * from $500,000 under H.B. 96). Source: Ohio Department of Taxation, IT-1040 instructions and
   * "Annual Tax Rates" (tax.ohio.gov). The return's own tax table may differ by a few dollars
   * around the $26,050 threshold.
   */
  OH: {
    name: 'Ohio',
    confirmed2026: true,
    asOf: '2026-11-26',
    taxYear: 2026,
    brackets: {
      single: [
        [0, 0],
        [26_050, 0.0275],
      ],
      marriedJoint: [
        [0, 0],
        [26_050, 0.0275],
      ],
      headOfHousehold: [
        [0, 0],
        [26_050, 0.0275],
      ],
    },
    deduction: (status, wages) =>
      (wages <= 40_000 ? 2_400 : wages <= 80_000 ? 2_150 : wages < 500_000 ? 1_900 : 0) * persons(status),
    note: 'Most Ohio cities add their own income tax (often 1% to 2.5% of wages): enter your city rate as the local rate. School district income taxes are not included.',
    source: 'Ohio Department of Taxation; H.B. 96 (2025), R.C. 5747.02',
  },

  /**
   * Virginia, tax year 2026: 2% / 3% / 5% / 5.75% (Va. Code § 58.1-320) for every filing status;
   * standard deduction $8,750 (single, head of household) or $17,500 (joint) for 2025 and 2026
   * under the 2025 budget; personal exemption $930 per person. Source: Virginia Department of
   * Taxation, Employer Withholding Instructions (July 2025) and Form 760 instructions.
   */
  VA: {
    name: 'Virginia',
    confirmed2026: true,
    asOf: '2026-11-22',
    taxYear: 2026,
    brackets: {
      single: [
        [0, 0.02],
        [3_000, 0.03],
        [5_000, 0.05],
        [17_000, 0.0575],
      ],
      marriedJoint: [
        [0, 0.02],
        [3_000, 0.03],
        [5_000, 0.05],
        [17_000, 0.0575],
      ],
      headOfHousehold: [
        [0, 0.02],
        [3_000, 0.03],
        [5_000, 0.05],
        [17_000, 0.0575],
      ],
    },
    deduction: (status) => (status === 'marriedJoint' ? 17_500 : 8_750) + 930 * persons(status),
    note: 'Virginia has no separate head-of-household rates; the single standard deduction is used.',
    source:
      'Virginia Department of Taxation, Employer Withholding Instructions (2025), Form 760 instructions',
  },

  /** Washington has no personal income tax on wages (its capital gains tax doesn't touch pay). */
  WA: {
    name: 'Washington',
    confirmed2026: true,
    asOf: '2026-11-26',
    taxYear: 2026,
    brackets: null,
    deduction: () => 0,
    note: 'Washington has no state income tax on wages; its Paid Family and Medical Leave and WA Cares premiums are shown as separate lines.',
    source: 'Washington Department of Revenue',
  },

  /**
   * Georgia, tax year 2026: flat 5.09% (O.C.G.A. § 48-7-20 as cut by H.B. 111 (2025), 0.10 point a
   * year towards 4.99%); standard deduction $12,000 (single, head of household) or $24,000 (joint)
   * under H.B. 1437 (2022), which replaced the personal exemptions. Rate confirmed by Americans for
   * Tax Reform, "Income tax cuts take effect in nine states on New Year's Day" (January 2026).
   */
  GA: {
    name: 'Georgia',
    taxYear: 2026,
    confirmed2026: true,
    asOf: '2026-11-26',
    brackets: flat(0.0509),
    deduction: (status) => (status === 'marriedJoint' ? 24_000 : 12_000),
    note: 'Dependant allowances ($4,000 each on Form G-4) are not modelled.',
    source: 'Georgia Department of Revenue; H.B. 111 (2025) and H.B. 1437 (2022); ATR, January 2026',
  },

  /**
   * Indiana, tax year 2026: flat 2.95% (IC 6-3-2-1 as scheduled by H.E.A. 1001-2023), with the $1,000
   * personal exemption per person of the WH-4 withholding formula. Rate confirmed by ATR (January 2026).
   */
  IN: {
    name: 'Indiana',
    taxYear: 2026,
    confirmed2026: true,
    asOf: '2026-11-26',
    brackets: flat(0.0295),
    deduction: (status) => 1_000 * persons(status),
    note: 'Every Indiana county adds a county income tax (about 0.5% to 3.4%), which is not included.',
    source: 'Indiana Department of Revenue, Departmental Notice 1; H.E.A. 1001-2023; ATR, January 2026',
  },

  /**
   * Kansas after S.B. 1 (2024): 5.2% up to $23,000 ($46,000 joint) and 5.58% above; standard deduction
   * $3,605 single, $6,180 head of household, $8,240 joint; personal exemption $9,160 ($18,320 joint).
   * Source: Kansas Department of Revenue, K-4 and withholding tables (KW-100). 2026 not confirmed.
   */
  KS: {
    name: 'Kansas',
    taxYear: 2025,
    confirmed2026: false,
    asOf: '2026-11-26',
    brackets: {
      single: [
        [0, 0.052],
        [23_000, 0.0558],
      ],
      marriedJoint: [
        [0, 0.052],
        [46_000, 0.0558],
      ],
      headOfHousehold: [
        [0, 0.052],
        [23_000, 0.0558],
      ],
    },
    deduction: (status) =>
      status === 'marriedJoint' ? 8_240 + 18_320 : (status === 'single' ? 3_605 : 6_180) + 9_160,
    note: 'Dependant exemptions are not modelled.',
    source: 'Kansas Department of Revenue, S.B. 1 (2024), KW-100',
  },

  /**
   * Kentucky 2026 withholding formula (Department of Revenue, released 15 October 2025, as reported by
   * Bloomberg Tax): flat 3.5% (KRS 141.020 after H.B. 1, 2025) on wages less the $3,360 standard
   * deduction.
   */
  KY: {
    name: 'Kentucky',
    taxYear: 2026,
    confirmed2026: true,
    asOf: '2026-11-26',
    brackets: flat(0.035),
    deduction: () => 3_360,
    note: 'Many Kentucky cities and counties add an occupational license tax, which is not included.',
    source: 'Kentucky DOR 2026 withholding formula (Bloomberg Tax, 15 Oct. 2025); KRS 141.020',
  },

  /**
   * Louisiana, tax year 2025: flat 3% with a $12,500 standard deduction ($25,000 joint) under Act 11
   * of the 2024 Third Extraordinary Session (R.S. 47:32). 2026 indexing not confirmed.
   */
  LA: {
    name: 'Louisiana',
    taxYear: 2025,
    confirmed2026: false,
    asOf: '2026-11-26',
    brackets: flat(0.03),
    deduction: (status) => (status === 'marriedJoint' ? 25_000 : 12_500),
    note: 'Louisiana indexes the standard deduction from 2026; the 2026 amount was not confirmed.',
    source: 'Louisiana Department of Revenue; Act 11 (2024 3rd Ex. Sess.), R.S. 47:32',
  },

  /**
   * Mississippi, tax year 2026: 4% on taxable income above $10,000 (Miss. Code § 27-7-5 after H.B. 1
   * (2025); confirmed by ATR, January 2026); exemption $6,000 single, $9,500 head of household,
   * $12,000 joint, plus the standard deduction $2,300, $3,400 or $4,600 (§§ 27-7-21, 27-7-17).
   */
  MS: {
    name: 'Mississippi',
    taxYear: 2026,
    confirmed2026: true,
    asOf: '2026-11-26',
    brackets: {
      single: [
        [0, 0],
        [10_000, 0.04],
      ],
      marriedJoint: [
        [0, 0],
        [10_000, 0.04],
      ],
      headOfHousehold: [
        [0, 0],
        [10_000, 0.04],
      ],
    },
    deduction: (status) =>
      status === 'marriedJoint'
        ? 12_000 + 4_600
        : status === 'headOfHousehold'
          ? 9_500 + 3_400
          : 6_000 + 2_300,
    note: 'Dependant exemptions ($1,500 each) are not modelled.',
    source: 'Mississippi Department of Revenue; H.B. 1 (2025); ATR, January 2026',
  },

  /**
   * Missouri, 2026 Missouri Withholding Tax Formula (Department of Revenue, dor.mo.gov/forms/
   * Withholding Formula_2026.pdf): annual wages less the standard deduction ($16,100 single or
   * married with a working spouse, $24,150 head of household, $32,200 married with a spouse who does
   * not work), through $1,348-wide bands at 0%, 2%, 2.5%, 3%, 3.5%, 4%, 4.5% and 4.7% above $9,436.
   * The federal-tax deduction is gone from the 2026 formula.
   */
  MO: {
    name: 'Missouri',
    taxYear: 2026,
    confirmed2026: true,
    asOf: '2026-11-26',
    brackets: {
      single: MO_TABLE,
      marriedJoint: MO_TABLE,
      headOfHousehold: MO_TABLE,
    },
    deduction: (status) =>
      status === 'marriedJoint' ? 32_200 : status === 'headOfHousehold' ? 24_150 : 16_100,
    note: 'Married is taken as the one-earner case ($32,200); a married employee whose spouse works gets $16,100. Kansas City and St. Louis earnings taxes (1%) are not included, and Missouri rounds withholding to the whole dollar.',
    source: 'Missouri Department of Revenue, 2026 Missouri Withholding Tax Formula; Form 4282 (2026)',
  },

  /**
   * Wisconsin, Publication W-166 (Withholding Tax Guide, January 2026), alternate method: annual
   * wages less a standard deduction that shrinks as wages rise ($6,702 single, less 12% of wages
   * over $17,780, nothing from $73,630; $9,461 married, less 20% over $25,727, nothing from $73,032),
   * less $400 per exemption, through 3.54% to $12,760, 4.65% to $25,520, 5.30% to $280,950 and
   * 7.65% above. Form WT-4 has only single and married, so head of household uses single.
   */
  WI: {
    name: 'Wisconsin',
    taxYear: 2026,
    confirmed2026: true,
    asOf: '2026-11-26',
    brackets: {
      single: WI_TABLE,
      marriedJoint: WI_TABLE,
      headOfHousehold: WI_TABLE,
    },
    deduction: (status, annualWages) => {
      const [full, start, rate] = status === 'marriedJoint' ? [9_461, 25_727, 0.2] : [6_702, 17_780, 0.12];
      const standard = Math.max(0, full - rate * Math.max(0, annualWages - start));
      return standard + 400 * persons(status);
    },
    note: 'One WT-4 exemption per person on the return is assumed; dependants and extra exemptions are not modelled.',
    source: 'Wisconsin Department of Revenue, Publication W-166 (January 2026), alternate method',
  },

  /**
   * North Carolina, tax year 2026: flat 3.99% (G.S. 105-153.7; confirmed by ATR, January 2026);
   * standard deduction $12,750 single, $19,125 head of household, $25,500 joint (G.S. 105-153.5),
   * as used in the NC-30 withholding formula.
   */
  NC: {
    name: 'North Carolina',
    taxYear: 2026,
    confirmed2026: true,
    asOf: '2026-11-26',
    brackets: flat(0.0399),
    deduction: (status) =>
      status === 'marriedJoint' ? 25_500 : status === 'headOfHousehold' ? 19_125 : 12_750,
    note: 'Child deductions claimed on Form NC-4 are not modelled.',
    source: 'North Carolina Department of Revenue, NC-30; G.S. 105-153.5 and 105-153.7; ATR, January 2026',
  },

  /**
   * New York, withholding method effective 1 January 2026 (Publication NYS-50-T-NYS), as reproduced by
   * Suburban Computer Services' state withholding page: annual wages minus the deduction allowance
   * ($7,400 single or head of household, $7,950 married), through the exact-calculation table, whose
   * higher rows recapture the lower brackets; above $1,077,550 ($2,155,350 married) a flat 10.45% of
   * all taxable wages (11.10% from $5 million, 11.70% from $25 million). The single table prints 5.50%
   * for the $11,700 row; its own add-on amounts ($472 to $586 over $2,200) give 5.15%, as in the
   * married table, so 5.15% is used.
   */
  NY: {
    name: 'New York',
    taxYear: 2026,
    confirmed2026: true,
    asOf: '2026-11-26',
    brackets: {
      single: NY_SINGLE,
      marriedJoint: [
        [0, 0.039],
        [8_500, 0.044],
        [11_700, 0.0515],
        [13_900, 0.054],
        [80_650, 0.059],
        [96_800, 0.0657],
        [107_650, 0.0707],
        [157_650, 0.0801],
        [211_550, 0.064],
        [323_200, 0.1349],
        [373_200, 0.0735],
        [1_077_550, 0.0765],
      ],
      headOfHousehold: NY_SINGLE,
    },
    flatAbove: {
      single: NY_TOP_SINGLE,
      marriedJoint: [
        [2_155_350, 0.1045],
        [5_000_000, 0.111],
        [25_000_000, 0.117],
      ],
      headOfHousehold: NY_TOP_SINGLE,
    },
    deduction: (status) => (status === 'marriedJoint' ? 7_950 : 7_400),
    note: 'This is New York’s withholding table; the tax owed on the return can differ. Dependant allowances are not modelled.',
    source: 'NYS-50-T-NYS (1/26) via suburbancomputer.com/tips_state_tax.php?state=New+York',
  },

  /**
   * Pennsylvania: flat 3.07% of compensation with no deductions or exemptions (72 P.S. § 7302); PA
   * does not exclude 401(k) or 403(b) deferrals from compensation (61 Pa. Code § 101.6).
   */
  PA: {
    name: 'Pennsylvania',
    taxYear: 2026,
    confirmed2026: true,
    asOf: '2026-11-26',
    brackets: flat(0.0307),
    deduction: () => 0,
    taxes401k: true,
    note: 'Pennsylvania taxes 401(k) contributions. Most municipalities add an earned income tax: choose it under local tax.',
    source: 'Pennsylvania Department of Revenue, 72 P.S. § 7302; 61 Pa. Code § 101.6',
  },

  /**
   * Rhode Island, withholding method effective 1 January 2026 (RI Division of Taxation percentage
   * method), as reproduced by Suburban Computer Services: 3.75% up to $82,050, 4.75% up to $186,450,
   * 5.99% above; $1,000 exemption allowance per allowance on annual wages up to $290,800. One
   * allowance per person covered is assumed.
   */
  RI: {
    name: 'Rhode Island',
    taxYear: 2026,
    confirmed2026: true,
    asOf: '2026-11-26',
    brackets: {
      single: RI_TABLE,
      marriedJoint: RI_TABLE,
      headOfHousehold: RI_TABLE,
    },
    deduction: (status, wages) => (wages <= 290_800 ? 1_000 * persons(status) : 0),
    note: 'Allowances are assumed to be one per person on the return (two when married filing jointly).',
    source:
      'RI Division of Taxation 2026 withholding tables via suburbancomputer.com/tips_state_tax.php?state=Rhode+Island',
  },

  /**
   * Delaware withholding formula (Division of Revenue; unchanged for years, as reproduced by payroll
   * vendors' 2026 pages): standard deduction $3,250 ($6,500 joint), rates 0% to $2,000, 2.2%, 3.9%,
   * 4.8%, 5.2%, 5.55% and 6.6% over $60,000 (30 Del. C. § 1102), less a $110 credit per exemption.
   * The 2026 rate table was not seen in a source, so this is marked unconfirmed.
   */
  DE: {
    name: 'Delaware',
    taxYear: 2025,
    confirmed2026: false,
    asOf: '2026-11-26',
    brackets: {
      single: DE_TABLE,
      marriedJoint: DE_TABLE,
      headOfHousehold: DE_TABLE,
    },
    deduction: (status) => (status === 'marriedJoint' ? 6_500 : 3_250),
    credit: (status) => 110 * persons(status),
    note: 'Wilmington’s 1.25% city wage tax is not included.',
    source:
      'Delaware Division of Revenue withholding formula; 30 Del. C. § 1102 (via tktenterprises1.com, deltek.com)',
  },

  /**
   * Idaho withholding effective 1 July 2025 (Idaho State Tax Commission EPB00006, as reproduced by
   * Suburban Computer Services): flat 5.3% above $15,000 (single, head of household) or $30,000
   * (married). 2026 figures not confirmed.
   */
  ID: {
    name: 'Idaho',
    taxYear: 2025,
    confirmed2026: false,
    asOf: '2026-11-26',
    brackets: {
      single: [
        [0, 0],
        [15_000, 0.053],
      ],
      marriedJoint: [
        [0, 0],
        [30_000, 0.053],
      ],
      headOfHousehold: [
        [0, 0],
        [15_000, 0.053],
      ],
    },
    deduction: () => 0,
    note: 'The children’s allowance ($3,868 each) is not modelled.',
    source:
      'Idaho State Tax Commission tables eff. 7/1/2025 via suburbancomputer.com/tips_state_tax.php?state=Idaho',
  },

  /**
   * Maine withholding effective 1 January 2025 (Maine Revenue Services, as reproduced by Suburban
   * Computer Services): 5.8% / 6.75% / 7.15%; standard deduction $12,150 ($27,150 married), phased
   * out between $100,000 and $175,000 of wages ($200,050 to $350,000 married). 2026 not confirmed.
   */
  ME: {
    name: 'Maine',
    taxYear: 2025,
    confirmed2026: false,
    asOf: '2026-11-26',
    brackets: {
      single: [
        [0, 0.058],
        [26_800, 0.0675],
        [63_450, 0.0715],
      ],
      marriedJoint: [
        [0, 0.058],
        [53_600, 0.0675],
        [126_900, 0.0715],
      ],
      headOfHousehold: [
        [0, 0.058],
        [26_800, 0.0675],
        [63_450, 0.0715],
      ],
    },
    deduction: (status, wages) => {
      const [amount, min, max] =
        status === 'marriedJoint' ? [27_150, 200_050, 350_000] : [12_150, 100_000, 175_000];
      if (wages <= min) return amount;
      return amount * Math.max(0, (max - wages) / (max - min));
    },
    note: 'Withholding allowances on Form W-4ME are not modelled.',
    source:
      'Maine Revenue Services 2025 withholding tables via suburbancomputer.com/tips_state_tax.php?state=Maine',
  },

  /**
   * Minnesota withholding effective 1 January 2026 (Minnesota Revenue, as reproduced by Suburban
   * Computer Services): the table's zero-rate first row holds the standard deduction; 5.35%, 6.80%,
   * 7.85%, 9.85%. Head of household uses the single table.
   */
  MN: {
    name: 'Minnesota',
    taxYear: 2026,
    confirmed2026: true,
    asOf: '2026-11-26',
    brackets: {
      single: MN_SINGLE,
      marriedJoint: [
        [0, 0],
        [14_700, 0.0535],
        [63_400, 0.068],
        [208_180, 0.0785],
        [352_630, 0.0985],
      ],
      headOfHousehold: MN_SINGLE,
    },
    deduction: () => 0,
    note: 'Allowances on Form W-4MN ($5,300 each) are not modelled.',
    source:
      'Minnesota Revenue 2026 withholding tables via suburbancomputer.com/tips_state_tax.php?state=Minnesota',
  },

  /**
   * Montana withholding formula of Admin. R. Mont. 42.17.105 as published through December 2024: 0%
   * on the first $14,600 ($29,200 joint, $21,900 head of household), 4.7%, then 5.9%. Montana's 2026
   * figures (top rate 5.65%) were not found, so the 2024 formula is used and flagged.
   */
  MT: {
    name: 'Montana',
    taxYear: 2024,
    confirmed2026: false,
    asOf: '2026-11-26',
    brackets: {
      single: [
        [0, 0],
        [14_600, 0.047],
        [35_100, 0.059],
      ],
      marriedJoint: [
        [0, 0],
        [29_200, 0.047],
        [70_200, 0.059],
      ],
      headOfHousehold: [
        [0, 0],
        [21_900, 0.047],
        [52_650, 0.059],
      ],
    },
    deduction: () => 0,
    note: 'Montana’s 2026 top rate is 5.65% (ATR, January 2026); the withholding brackets here are the 2024 ones.',
    source: 'Admin. R. Mont. 42.17.105 (through Dec. 2024)',
  },

  /**
   * North Dakota withholding effective 1 January 2026, 2020-or-later W-4 (ND Office of State Tax
   * Commissioner, as reproduced by Suburban Computer Services): 0%, 1.95%, 2.50%.
   */
  ND: {
    name: 'North Dakota',
    taxYear: 2026,
    confirmed2026: true,
    asOf: '2026-11-26',
    brackets: {
      single: [
        [0, 0],
        [57_625, 0.0195],
        [258_450, 0.025],
      ],
      marriedJoint: [
        [0, 0],
        [57_500, 0.0195],
        [168_525, 0.025],
      ],
      headOfHousehold: [
        [0, 0],
        [78_475, 0.0195],
        [289_675, 0.025],
      ],
    },
    deduction: () => 0,
    note: 'North Dakota’s withholding table already includes the standard deduction.',
    source:
      'ND State Tax Commissioner 2026 tables via suburbancomputer.com/tips_state_tax.php?state=North+Dakota',
  },

  /**
   * Nebraska withholding effective 1 January 2026 (Circular EN, as reproduced by Suburban Computer
   * Services): 2.26% to 4.60% with the standard deduction in the zero-rate first row. Head of
   * household uses the single table.
   */
  NE: {
    name: 'Nebraska',
    taxYear: 2026,
    confirmed2026: true,
    asOf: '2026-11-26',
    brackets: {
      single: NE_SINGLE,
      marriedJoint: [
        [0, 0],
        [8_190, 0.0226],
        [13_010, 0.0322],
        [32_400, 0.0421],
        [50_400, 0.0435],
        [62_530, 0.0448],
        [82_920, 0.046],
      ],
      headOfHousehold: NE_SINGLE,
    },
    deduction: () => 0,
    note: 'Allowances on Form W-4N ($2,440 each) are not modelled.',
    source: 'Nebraska Circular EN 2026 via suburbancomputer.com/tips_state_tax.php?state=Nebraska',
  },

  /**
   * New Mexico withholding effective 1 January 2026 (FYI-104, as reproduced by Suburban Computer
   * Services): 1.5% to 5.9%; rows with the same rate in the table are merged here.
   */
  NM: {
    name: 'New Mexico',
    taxYear: 2026,
    confirmed2026: true,
    asOf: '2026-11-26',
    brackets: {
      single: [
        [0, 0],
        [8_050, 0.015],
        [13_550, 0.032],
        [24_550, 0.043],
        [41_550, 0.047],
        [74_550, 0.049],
        [218_050, 0.059],
      ],
      marriedJoint: [
        [0, 0],
        [16_100, 0.015],
        [24_100, 0.032],
        [41_100, 0.043],
        [66_100, 0.047],
        [116_100, 0.049],
        [331_100, 0.059],
      ],
      headOfHousehold: [
        [0, 0],
        [12_075, 0.015],
        [20_075, 0.032],
        [37_075, 0.043],
        [62_075, 0.047],
        [112_075, 0.049],
        [327_075, 0.059],
      ],
    },
    deduction: () => 0,
    note: 'New Mexico’s withholding table already includes the standard deduction.',
    source:
      'NM Taxation and Revenue FYI-104 (2026) via suburbancomputer.com/tips_state_tax.php?state=New+Mexico',
  },

  /**
   * South Carolina 2025 withholding formula (SCDOR WH-1603F, as reproduced by Real Tax Tools): 10% of
   * wages up to $7,300 standard deduction, $4,860 per allowance, 0% to $3,560, 3% to $17,830, 6.2%
   * above. SCDOR published 2026 tables (6 November 2025) but their figures were not seen.
   */
  SC: {
    name: 'South Carolina',
    taxYear: 2025,
    confirmed2026: false,
    asOf: '2026-11-26',
    brackets: {
      single: SC_TABLE,
      marriedJoint: SC_TABLE,
      headOfHousehold: SC_TABLE,
    },
    deduction: (status, wages) => Math.min(wages * 0.1, 7_300) + 4_860 * persons(status),
    note: 'One allowance per person on the return is assumed; dependants are not modelled.',
    source: 'SCDOR WH-1603F (2025) via realtaxtools.com',
  },

  /**
   * Utah withholding effective 1 June 2025 (Publication 14, as reproduced by Suburban Computer
   * Services): 4.5% of wages less a $450 base allowance ($900 married) that shrinks by 1.3% of wages
   * above $9,107 ($18,213 married). 2026 not confirmed.
   */
  UT: {
    name: 'Utah',
    taxYear: 2025,
    confirmed2026: false,
    asOf: '2026-11-26',
    brackets: flat(0.045),
    deduction: () => 0,
    credit: (status, wages) => {
      const [base, over] = status === 'marriedJoint' ? [900, 18_213] : [450, 9_107];
      return Math.max(0, base - 0.013 * Math.max(0, wages - over));
    },
    note: 'Head of household uses the single figures, as Utah’s table does.',
    source: 'Utah Pub. 14 (June 2025) via suburbancomputer.com/tips_state_tax.php?state=Utah',
  },

  /**
   * Vermont withholding effective 1 January 2026 (GB-1210, as reproduced by Suburban Computer
   * Services): 3.35%, 6.60%, 7.60%, 8.75%, with the standard deduction in the zero-rate first row.
   */
  VT: {
    name: 'Vermont',
    taxYear: 2026,
    confirmed2026: true,
    asOf: '2026-11-26',
    brackets: {
      single: VT_SINGLE,
      marriedJoint: [
        [0, 0],
        [11_775, 0.0335],
        [96_475, 0.066],
        [216_525, 0.076],
        [323_825, 0.0875],
      ],
      headOfHousehold: VT_SINGLE,
    },
    deduction: () => 0,
    note: 'Allowances on Form W-4VT ($5,400 each) are not modelled.',
    source: 'Vermont GB-1210 (2026) via suburbancomputer.com/tips_state_tax.php?state=Vermont',
  },

  /**
   * West Virginia withholding effective 1 January 2025 (IT-100.1A, as reproduced by Suburban Computer
   * Services), one-earner table: 2.22% to 4.82%; $2,000 per exemption. 2026 not confirmed.
   */
  WV: {
    name: 'West Virginia',
    taxYear: 2025,
    confirmed2026: false,
    asOf: '2026-11-26',
    brackets: {
      single: WV_TABLE,
      marriedJoint: WV_TABLE,
      headOfHousehold: WV_TABLE,
    },
    deduction: (status) => 2_000 * persons(status),
    note: 'The one-job table is used; with two earners West Virginia withholds from a steeper table.',
    source: 'WV IT-100.1A (2025) via suburbancomputer.com/tips_state_tax.php?state=West+Virginia',
  },

  /**
   * Iowa: flat 3.8% for tax years from 2025 (Iowa Code § 422.5 as amended by S.F. 2442, 2024) on wages
   * less the IA W-4 standard deduction for 2024-2026 certificates: $13,000 single, $19,500 head of
   * household, $26,000 married (as listed by TKT Payroll's 2026 Iowa page). The 3.8% rate was not
   * seen in a 2026 publication, so this is marked unconfirmed.
   */
  IA: {
    name: 'Iowa',
    taxYear: 2026,
    confirmed2026: false,
    asOf: '2026-11-26',
    brackets: flat(0.038),
    deduction: (status) =>
      status === 'marriedJoint' ? 26_000 : status === 'headOfHousehold' ? 19_500 : 13_000,
    note: 'The $40 credit per IA W-4 allowance is not modelled.',
    source: 'Iowa Code § 422.5 (S.F. 2442); IA W-4 deductions via tktenterprises1.com/Iowa.html',
  },

  /**
   * Oklahoma withholding effective 1 January 2024 (Packet OW-2, as reproduced by Suburban Computer
   * Services), the latest year found with both tables: 0.25% to 4.75%, $1,000 per allowance. The
   * 2026 tables (top rate 4.5%) were only partly found, so the 2024 ones are used and flagged.
   */
  OK: {
    name: 'Oklahoma',
    taxYear: 2024,
    confirmed2026: false,
    asOf: '2026-11-26',
    brackets: {
      single: OK_SINGLE,
      marriedJoint: [
        [0, 0],
        [12_700, 0.0025],
        [14_700, 0.0075],
        [17_700, 0.0175],
        [20_200, 0.0275],
        [22_500, 0.0375],
        [27_100, 0.0475],
      ],
      headOfHousehold: OK_SINGLE,
    },
    deduction: (status) => 1_000 * persons(status),
    note: 'Oklahoma cut its top rate to 4.5% for 2026 (ATR, January 2026); these are the 2024 withholding tables.',
    source: 'Oklahoma Tax Commission OW-2 (2024) via suburbancomputer.com/tips_state_tax.php?state=Oklahoma',
  },

  /**
   * Hawaii withholding effective 1 January 2025 (Booklet A, Appendix 1, as reproduced by Suburban
   * Computer Services): 1.4% to 7.9%, less $1,144 per allowance and the extra $1,650 lump-sum
   * allowance. The 2026 tables (Appendix 2, lump sum $4,350 per Sovos) were not seen in full, so the
   * 2025 ones are used and flagged. One allowance per person on the return is assumed.
   */
  HI: {
    name: 'Hawaii',
    taxYear: 2025,
    confirmed2026: false,
    asOf: '2026-11-26',
    brackets: {
      single: HI_SINGLE,
      marriedJoint: [
        [0, 0.014],
        [19_200, 0.032],
        [28_800, 0.055],
        [38_400, 0.064],
        [48_000, 0.068],
        [72_000, 0.072],
        [96_000, 0.076],
        [250_000, 0.079],
      ],
      headOfHousehold: HI_SINGLE,
    },
    deduction: (status) => 1_144 * persons(status) + 1_650,
    note: 'Hawaii’s 2026 tables raise the lump-sum allowance to $4,350, so 2026 withholding is a little lower than shown.',
    source: 'Hawaii Booklet A (2025) via suburbancomputer.com/tips_state_tax.php?state=Hawaii',
  },

  AK: noTax('Alaska', 'Alaska Department of Revenue (no individual income tax since 1980)'),
  FL: noTax('Florida', 'Florida Constitution, art. VII § 5'),
  NH: noTax(
    'New Hampshire',
    'N.H. Department of Revenue Administration; H.B. 2 (2023) repealed the interest and dividends tax from 2025',
  ),
  SD: noTax('South Dakota', 'South Dakota Department of Revenue'),
  TN: noTax('Tennessee', 'Tennessee Department of Revenue (Hall income tax repealed from 2021)'),
  TX: noTax('Texas', 'Texas Constitution, art. 8 § 24-a'),
  WY: noTax('Wyoming', 'Wyoming Department of Revenue'),
};

/** Tax through a rate schedule of [lower bound, rate] rows. */
export function taxFromSchedule(schedule: Schedule, taxable: number): number {
  let tax = 0;
  for (let i = 0; i < schedule.length; i++) {
    const [from, rate] = schedule[i]!;
    const to = schedule[i + 1]?.[0] ?? Infinity;
    if (taxable <= from) break;
    tax += (Math.min(taxable, to) - from) * rate;
  }
  return tax;
}

/** The rate on the last dollar of `taxable`. */
export function marginalRate(schedule: Schedule, taxable: number): number {
  let rate = 0;
  for (const [from, r] of schedule) if (taxable > from) rate = r;
  return rate;
}

export interface StateTaxEstimate {
  code: StateCode;
  name: string;
  taxYear: number;
  deduction: number;
  taxable: number;
  /** Tax through the schedule (or the state's `tax` hook), before credits and surtax. */
  scheduleTax: number;
  credit: number;
  surtax: number;
  /** The year's tax, never below zero. */
  annualTax: number;
  marginalRate: number;
}

/**
 * A year's state income tax on `annualWages`. `annualFederalTax` is the year's federal income tax
 * withheld, which only the states with `federalTaxDeductible` use.
 */
export function annualStateTax(
  code: StateCode,
  status: FilingStatus,
  annualWages: number,
  annualFederalTax = 0,
): StateTaxEstimate {
  const rule = stateRules[code];
  const base = { code, name: rule.name, taxYear: rule.taxYear };
  if (!rule.brackets)
    return {
      ...base,
      deduction: 0,
      taxable: 0,
      scheduleTax: 0,
      credit: 0,
      surtax: 0,
      annualTax: 0,
      marginalRate: 0,
    };
  const schedule = rule.brackets[status];
  const deduction = Math.min(annualWages, rule.deduction(status, annualWages, annualFederalTax));
  const taxable = Math.max(0, annualWages - deduction);
  const top = rule.flatAbove?.[status].filter(([from]) => taxable >= from).at(-1);
  // Above the top threshold the withholding table taxes every dollar at the top rate (recapture).
  const scheduleTax = rule.tax
    ? rule.tax(status, taxable, annualWages)
    : top
      ? taxable * top[1]
      : taxFromSchedule(schedule, taxable);
  const surtax = rule.surtax ? Math.max(0, taxable - rule.surtax.over) * rule.surtax.rate : 0;
  const credit = Math.min(scheduleTax, rule.credit?.(status, annualWages, scheduleTax) ?? 0);
  return {
    ...base,
    deduction,
    taxable,
    scheduleTax,
    credit,
    surtax,
    annualTax: Math.max(0, scheduleTax - credit + surtax),
    marginalRate:
      (top ? top[1] : marginalRate(schedule, taxable)) +
      (rule.surtax && taxable > rule.surtax.over ? rule.surtax.rate : 0),
  };
}

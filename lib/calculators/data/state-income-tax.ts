import { type FilingStatus, standardDeduction as federalStandardDeduction } from './payroll-2026';

/*
 * State income tax for the twelve states that have minimum-wage pages on this site, as an estimate
 * of the year's tax on wages: annual wages minus the state's standard deduction or personal
 * exemptions, through the state's rate schedule, minus any exemption credit. Local income taxes
 * (Maryland counties, Ohio cities), state disability and paid-leave payroll deductions, dependants
 * and itemised deductions are left out; the paycheck explanation says so.
 *
 * Each state names its tax year: 2026 where the 2026 figures were published when this was written
 * (the rates of most flat-tax states are set in law), otherwise 2025, the latest published.
 * Figures gathered in 2026 from the state revenue departments' publications named below.
 */

export const stateCodes = ['AZ', 'CA', 'CO', 'IL', 'MD', 'MA', 'MI', 'NV', 'NJ', 'OH', 'VA', 'WA'] as const;
export type StateCode = (typeof stateCodes)[number];

type Schedule = readonly (readonly [number, number])[];

export interface StateRule {
  name: string;
  /** The tax year the figures belong to. */
  taxYear: number;
  /** null: no state income tax on wages. */
  brackets: Record<FilingStatus, Schedule> | null;
  /** Subtracted from annual wages before the brackets (standard deduction and/or exemptions). */
  deduction: (status: FilingStatus, annualWages: number) => number;
  /** Subtracted from the tax (exemption credits). */
  credit?: (status: FilingStatus) => number;
  /** Extra tax on the top slice of income that the schedule above doesn't show. */
  surtax?: { over: number; rate: number };
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

export const stateRules: Record<StateCode, StateRule> = {
  /**
   * Arizona, tax year 2026: flat 2.5% (A.R.S. § 43-1011, in force since 2023). Arizona's standard
   * deduction follows the federal amounts (A.R.S. § 43-1041), here the 2026 federal figures.
   * Source: Arizona Department of Revenue, "Individual Income Tax Highlights" (azdor.gov).
   */
  AZ: {
    name: 'Arizona',
    taxYear: 2026,
    brackets: flat(0.025),
    deduction: (status) => federalStandardDeduction[status],
    note: 'Arizona employers actually withhold the percentage of gross pay you pick on Form A-4 (2.0% if you pick none); this shows the tax owed at the 2.5% rate.',
    source: 'Arizona Department of Revenue, A.R.S. §§ 43-1011 and 43-1041',
  },

  /**
   * California, tax year 2025 (the latest rate schedules FTB has published; 2026 indexing comes out
   * late in the year). FTB "2025 California Tax Rate Schedules" (Form 540 instructions): nine
   * brackets from 1% to 12.3%; standard deduction $5,706 (single) and $11,412 (joint, head of
   * household); personal exemption credit $153 (single, head of household) and $306 (joint); the
   * extra 1% mental health services tax on taxable income over $1,000,000. The same thresholds appear
   * in EDD's 2026 withholding schedules (DE 44, Method B).
   */
  CA: {
    name: 'California',
    taxYear: 2025,
    brackets: {
      single: [
        [0, 0.01],
        [11_079, 0.02],
        [26_264, 0.04],
        [41_452, 0.06],
        [57_542, 0.08],
        [72_724, 0.093],
        [371_479, 0.103],
        [445_771, 0.113],
        [742_953, 0.123],
      ],
      marriedJoint: [
        [0, 0.01],
        [22_158, 0.02],
        [52_528, 0.04],
        [82_904, 0.06],
        [115_084, 0.08],
        [145_448, 0.093],
        [742_958, 0.103],
        [891_542, 0.113],
        [1_485_906, 0.123],
      ],
      headOfHousehold: [
        [0, 0.01],
        [22_173, 0.02],
        [52_530, 0.04],
        [67_716, 0.06],
        [83_805, 0.08],
        [98_990, 0.093],
        [505_208, 0.103],
        [606_251, 0.113],
        [1_010_417, 0.123],
      ],
    },
    deduction: (status) => (status === 'single' ? 5_706 : 11_412),
    credit: (status) => (status === 'marriedJoint' ? 306 : 153),
    surtax: { over: 1_000_000, rate: 0.01 },
    note: 'California SDI (1.3% of wages in 2026) is a separate payroll deduction and is not included; exemption credits phase out at high incomes.',
    source: 'California Franchise Tax Board, 2025 California Tax Rate Schedules; EDD 2026 DE 44',
  },

  /**
   * Colorado, tax year 2026: 4.4% of federal taxable income (C.R.S. § 39-22-104), so the federal
   * standard deduction applies first. Source: Colorado Department of Revenue, "Income Tax Rate"
   * (tax.colorado.gov). Temporary TABOR-triggered cuts (4.25% for 2024) are not assumed.
   */
  CO: {
    name: 'Colorado',
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
    note: 'Maryland counties and Baltimore City add a local income tax of 2.25% to 3.3% of taxable income, which is not included.',
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
    taxYear: 2025,
    brackets: flat(0.05),
    deduction: (status) => (status === 'single' ? 4_400 : status === 'headOfHousehold' ? 6_800 : 8_800),
    surtax: { over: 1_083_150, rate: 0.04 },
    note: 'Massachusetts PFML contributions are a separate payroll deduction and are not included.',
    source: 'Massachusetts Department of Revenue, 2025 Form 1 instructions',
  },

  /**
   * Michigan: 4.25% flat (MCL 206.51); personal exemption $5,800 per person for tax year 2025, the
   * latest published when this was written. Source: Michigan Department of Treasury, 2025 MI-1040
   * instructions and Form 446 (withholding guide).
   */
  MI: {
    name: 'Michigan',
    taxYear: 2025,
    brackets: flat(0.0425),
    deduction: (status) => 5_800 * persons(status),
    note: 'About two dozen Michigan cities (Detroit among them) add a city income tax, which is not included.',
    source: 'Michigan Department of Treasury, 2025 MI-1040 instructions, Form 446',
  },

  /** Nevada has no personal income tax (Nevada Constitution, art. 10 § 1(9)). */
  NV: {
    name: 'Nevada',
    taxYear: 2026,
    brackets: null,
    deduction: () => 0,
    note: 'Nevada has no state income tax.',
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
    note: 'New Jersey SDI, FLI and unemployment contributions are separate payroll deductions and are not included.',
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
    note: 'Most Ohio cities and many school districts add their own income tax (often 1% to 2.5% of wages), which is not included.',
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
    taxYear: 2026,
    brackets: null,
    deduction: () => 0,
    note: 'Washington has no state income tax; its Paid Family and Medical Leave and WA Cares premiums are payroll deductions not included here.',
    source: 'Washington Department of Revenue',
  },
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
  /** Tax through the schedule, before credits and surtax. */
  scheduleTax: number;
  credit: number;
  surtax: number;
  /** The year's tax, never below zero. */
  annualTax: number;
  marginalRate: number;
}

export function annualStateTax(code: StateCode, status: FilingStatus, annualWages: number): StateTaxEstimate {
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
  const deduction = Math.min(annualWages, rule.deduction(status, annualWages));
  const taxable = Math.max(0, annualWages - deduction);
  const scheduleTax = taxFromSchedule(schedule, taxable);
  const surtax = rule.surtax ? Math.max(0, taxable - rule.surtax.over) * rule.surtax.rate : 0;
  const credit = Math.min(scheduleTax, rule.credit?.(status) ?? 0);
  return {
    ...base,
    deduction,
    taxable,
    scheduleTax,
    credit,
    surtax,
    annualTax: Math.max(0, scheduleTax - credit + surtax),
    marginalRate:
      marginalRate(schedule, taxable) + (rule.surtax && taxable > rule.surtax.over ? rule.surtax.rate : 0),
  };
}

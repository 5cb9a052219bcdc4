import { socialSecurity } from './payroll-2026';

/*
 * State disability and paid family and medical leave contributions withheld from employees' pay in
 * 2026. Each entry is the employee's share as a rate of covered wages, with the state's annual wage
 * cap, or a weekly cap on the amount (New York DBL, Hawaii TDI) or an annual cap on the amount (New
 * York PFL). Where the law lets the employer pay more than its share, the employee figure is the most
 * that may be withheld, which is what most employers withhold.
 *
 * Not here, on purpose: Maryland (contributions start 1 January 2027), the District of Columbia
 * (Paid Family Leave is an employer-only tax), and voluntary programmes (New Hampshire, Vermont).
 * Oregon's statewide transit tax (0.1%, employee-paid) sits with Oregon's entries as another flat
 * employee rate on wages.
 */

export interface LeaveContribution {
  /** Line label on the paycheck. */
  label: string;
  /** Employee rate of covered wages. */
  rate: number;
  /** Annual covered-wage cap; null when every dollar is covered. */
  wageCap: number | null;
  /** Most withheld per week (New York DBL, Hawaii TDI). */
  weeklyMax?: number;
  /** Most withheld per year (New York PFL). */
  annualMax?: number;
  /** Short citation shown beside the line. */
  source: string;
  asOf: string;
}

const ssCap = socialSecurity.wageBase;

export const leaveContributions: Partial<Record<string, readonly LeaveContribution[]>> = {
  /** EDD: 2026 SDI (including Paid Family Leave) 1.3% with no taxable wage limit since 2024 (SB 951). */
  CA: [
    {
      label: 'California SDI (incl. Paid Family Leave)',
      rate: 0.013,
      wageCap: null,
      source: 'California EDD 2026 rates (SB 951); EY Tax News 2026-0131',
      asOf: '2026-01-05',
    },
  ],
  /** Colorado FAMLI 2026 premium 0.88%, employee share 50% (employers of 10 or more), to the SS wage base. */
  CO: [
    {
      label: 'Colorado FAMLI',
      rate: 0.0044,
      wageCap: ssCap,
      source: 'Colorado FAMLI 2026 premium 0.88%, employee half; EY Tax News 2026-0131',
      asOf: '2026-01-05',
    },
  ],
  /** Connecticut Paid Leave 0.5%, employee-paid, to the SS wage base. */
  CT: [
    {
      label: 'Connecticut Paid Leave',
      rate: 0.005,
      wageCap: ssCap,
      source: 'CT Paid Leave Authority 0.5%; EY Tax News 2026-0131',
      asOf: '2026-01-05',
    },
  ],
  /**
   * Delaware Paid Leave: employer contributions 0.4% medical + 0.08% family + 0.32% parental (0.8%),
   * of which employers may deduct up to 50% from pay; contributions began 2025, benefits 2026.
   */
  DE: [
    {
      label: 'Delaware Paid Leave',
      rate: 0.004,
      wageCap: ssCap,
      source: 'Delaware Paid Leave (0.8% total, up to half from pay); EY Tax News 2026-0131',
      asOf: '2026-01-05',
    },
  ],
  /** Hawaii TDI: employee pays half the cost, at most 0.5% of weekly wages and $7.50 a week in 2026. */
  HI: [
    {
      label: 'Hawaii TDI',
      rate: 0.005,
      wageCap: null,
      weeklyMax: 7.5,
      source: 'Hawaii DLIR TDI 2026: 0.5% up to $7.50 a week; EY Tax News 2026-0131',
      asOf: '2026-01-05',
    },
  ],
  /** Massachusetts PFML 2026: employee share 0.28% medical + 0.18% family = 0.46%, to the SS wage base. */
  MA: [
    {
      label: 'Massachusetts PFML',
      rate: 0.0046,
      wageCap: ssCap,
      source: 'Mass. DFML 2026 rates (0.88% total, 0.46% employee); NFP, October 2025',
      asOf: '2025-10-07',
    },
  ],
  /** Maine PFML: 1.0% total, up to half from pay (employers of 15 or more), to the SS wage base. */
  ME: [
    {
      label: 'Maine Paid Family and Medical Leave',
      rate: 0.005,
      wageCap: ssCap,
      source: 'Maine DOL PFML 1.0%, employee half; EY Tax News 2026-0131',
      asOf: '2026-01-05',
    },
  ],
  /** Minnesota Paid Leave began 1 January 2026: 0.88% premium, employee share at most 0.44%. */
  MN: [
    {
      label: 'Minnesota Paid Leave',
      rate: 0.0044,
      wageCap: ssCap,
      source: 'Minnesota DEED Paid Leave 2026: 0.88%, employee max 0.44% (paidleave.mn.gov)',
      asOf: '2026-11-26',
    },
  ],
  /** New Jersey 2026: TDI 0.19% and FLI 0.23% of the first $171,100 (NJ Department of Labor). */
  NJ: [
    {
      label: 'New Jersey TDI',
      rate: 0.0019,
      wageCap: 171_100,
      source: 'NJ Dept. of Labor 2026: TDI 0.19% to $171,100',
      asOf: '2025-10-30',
    },
    {
      label: 'New Jersey FLI',
      rate: 0.0023,
      wageCap: 171_100,
      source: 'NJ Dept. of Labor 2026: FLI 0.23% to $171,100',
      asOf: '2025-10-30',
    },
  ],
  /**
   * New York: DBL 0.5% of wages up to $0.60 a week (Workers' Compensation Law § 209); PFL 2026 0.432%
   * of gross wages up to $411.91 a year (NY DFS, 29 August 2025).
   */
  NY: [
    {
      label: 'New York disability (DBL)',
      rate: 0.005,
      wageCap: null,
      weeklyMax: 0.6,
      source: 'N.Y. WCL § 209: 0.5% up to $0.60 a week',
      asOf: '2026-11-26',
    },
    {
      label: 'New York Paid Family Leave',
      rate: 0.00432,
      wageCap: null,
      annualMax: 411.91,
      source: 'NY DFS 2026 PFL: 0.432%, max $411.91',
      asOf: '2025-08-29',
    },
  ],
  /**
   * Oregon Paid Leave 2026: 1% of wages up to $184,500, employee share 60% (ORS 657B.150). Oregon
   * statewide transit tax: 0.1% of wages, withheld from employees since 1 July 2018 (ORS 320.550);
   * it is a tax rather than a leave contribution but, like them, a flat employee rate on wages.
   */
  OR: [
    {
      label: 'Oregon Paid Leave',
      rate: 0.006,
      wageCap: ssCap,
      source: 'Oregon Employment Dept. 2026: 1% to $184,500, employee 60%',
      asOf: '2026-11-26',
    },
    {
      label: 'Oregon statewide transit tax',
      rate: 0.001,
      wageCap: null,
      source: 'Oregon DOR statewide transit tax 0.1% (ORS 320.550); halfpricesoft.com 2026 Oregon page',
      asOf: '2025-12-17',
    },
  ],
  /** Rhode Island TDI/TCI 2026: 1.1% of the first $100,000 (RI DLT, as reproduced by Suburban Computer). */
  RI: [
    {
      label: 'Rhode Island TDI',
      rate: 0.011,
      wageCap: 100_000,
      source: 'RI DLT 2026 TDI: 1.1% to $100,000 (via suburbancomputer.com)',
      asOf: '2026-11-26',
    },
  ],
  /**
   * Washington: Paid Family and Medical Leave 2026 premium 1.13%, employee share 71.43%, to the SS wage
   * base (paidleave.wa.gov); WA Cares long-term care 0.58% of all wages (RCW 50B.04.080).
   */
  WA: [
    {
      label: 'Washington Paid Family and Medical Leave',
      rate: 0.0113 * 0.7143,
      wageCap: ssCap,
      source: 'WA ESD 2026: 1.13% × 71.43% employee share',
      asOf: '2026-11-26',
    },
    {
      label: 'WA Cares Fund',
      rate: 0.0058,
      wageCap: null,
      source: 'RCW 50B.04.080: 0.58% of wages',
      asOf: '2026-11-26',
    },
  ],
};

/**
 * A year's contribution on `annualWages` paid evenly through the year. With even pay, a weekly cap
 * binds every period alike, so it is the weekly amount times 52 for the year.
 */
export function annualLeaveContribution(c: LeaveContribution, annualWages: number): number {
  let amount = (c.wageCap === null ? annualWages : Math.min(annualWages, c.wageCap)) * c.rate;
  if (c.weeklyMax !== undefined) amount = Math.min(amount, c.weeklyMax * 52);
  if (c.annualMax !== undefined) amount = Math.min(amount, c.annualMax);
  return amount;
}

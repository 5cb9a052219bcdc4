import type { KpiTool } from '../types';

const updated = '2026-11-22';

const sharedMethod = [
  'Pick your goals, your company’s stage and how many KPIs you want. The scorecard is built in your browser from a library of more than 100 KPIs, each with its formula, unit, direction (higher or lower is better), review cadence, data source, owner and a common pitfall. Every goal you tick gets at least one KPI before any goal gets a second; after that the best-fitting KPIs fill the rest, keeping leading indicators (which move first and can be acted on within the period) and lagging indicators (which confirm the results) close to half each.',
  'Near-duplicates are never chosen together (turnover rate and voluntary turnover rate, current ratio and quick ratio): the scorecard holds one KPI per family. KPIs that suit only some company stages (cash runway for startups, net revenue retention for companies with an installed base) move up or down with the stage you pick. Replace swaps a KPI for the next best one; Remove takes it off; Add puts any library KPI on the card.',
  'Type the inputs of a KPI to see its current value, worked out with the formula shown (for example, time to fill = total days open ÷ positions filled), then type a target to see whether it is on track. The tool gives no industry benchmark numbers on purpose: published averages mix company sizes, definitions and years. Each KPI instead explains how to set a target from your own baseline.',
  'Your scorecard is saved as a draft in this browser only. Download it as CSV for a spreadsheet, or as a Word or PDF scorecard to share; the files are made on your device.',
];

const sharedFaq = [
  {
    question: 'What is the difference between leading and lagging KPIs?',
    answer:
      'A lagging KPI reports an outcome after it happened: revenue, turnover, churn. A leading KPI measures an activity or condition that moves first and predicts the outcome: pipeline coverage, offer acceptance, onboarding completion. A scorecard of only lagging KPIs tells you about problems too late to fix them this period; one of only leading KPIs never checks that the activity paid off. This tool keeps the two close to half each.',
  },
  {
    question: 'How many KPIs should a team track?',
    answer:
      'Usually 4 to 8 per team. Fewer than 4 rarely covers both the activity and the outcome of each goal; more than about 10 spreads attention so thin that none is managed. Each KPI should have one owner who can influence it and a review cadence the team actually keeps.',
  },
  {
    question: 'Why does the tool not show industry benchmarks?',
    answer:
      'Published benchmarks mix companies of different sizes, sectors and definitions (what counts as a lead, when the time-to-fill clock starts), so a number from one survey can mislead more than it helps. A target set from your own recent baseline, with a specific change behind it, is one the team can own. Each KPI in the scorecard explains how to set it.',
  },
  {
    question: 'Is anything I type sent anywhere?',
    answer:
      'No. The scorecard is built and worked out in your browser and the draft is kept in this browser’s local storage. Only if you use “Suggest KPIs with AI” is the goal you typed sent to the AI service to get suggestions.',
  },
];

export const kpiGenerator: KpiTool = {
  slug: 'kpi-generator',
  kind: 'kpi',
  family: 'kpi',
  group: 'kpis',
  department: 'sales',
  fixedDepartment: false,
  name: 'KPI generator',
  title: 'KPI Generator: Balanced KPI Scorecard for Any Team, With Formulas',
  description:
    'Pick a team, your goals and company stage to get a balanced KPI scorecard with formulas, owners and data sources; enter your numbers and targets, export CSV, Word or PDF.',
  lead: 'Choose a team and its goals to get a balanced scorecard of KPIs, each with its formula, owner and data source, then work out your current values against your targets.',
  summary: 'A balanced KPI scorecard for any team, with formulas, targets and on-track checks.',
  keywords: [
    'kpi examples',
    'kpi list',
    'kpi template',
    'balanced scorecard',
    'key performance indicators',
    'okr metrics',
  ],
  method: sharedMethod,
  faq: [
    {
      question: 'Which teams does the KPI generator cover?',
      answer:
        'Marketing, sales, HR and recruiting, finance, customer success and support, operations, and product and engineering, with their own goals and 15 to 20 KPIs each. Pick the team first; its goals and KPIs follow.',
    },
    ...sharedFaq,
  ],
  related: [
    'hr-kpi-generator',
    'sales-kpi-generator',
    'marketing-kpi-generator',
    'finance-kpi-generator',
    'roi-calculator',
  ],
  updated,
};

export const marketingKpiGenerator: KpiTool = {
  slug: 'marketing-kpi-generator',
  kind: 'kpi',
  family: 'kpi',
  group: 'kpis',
  department: 'marketing',
  fixedDepartment: true,
  name: 'Marketing KPI generator',
  title: 'Marketing KPI Generator: Pipeline, CAC and ROI Scorecard',
  description:
    'Build a marketing KPI scorecard for your goals: MQLs, pipeline, CAC, conversion and ROI, each with its formula. Check values against targets; export CSV or Word.',
  lead: 'Pick your marketing goals to get a balanced scorecard of KPIs, from MQL-to-SQL conversion to CAC and marketing ROI, and check your numbers against your targets.',
  summary: 'Marketing KPIs for pipeline, acquisition cost, awareness, conversion and ROI.',
  keywords: [
    'marketing metrics',
    'marketing kpis',
    'cac',
    'mql',
    'marketing roi',
    'demand generation metrics',
  ],
  method: sharedMethod,
  faq: [
    {
      question: 'Which marketing KPIs matter most for pipeline?',
      answer:
        'Pair a volume measure (MQLs or marketing-sourced pipeline) with a quality measure (MQL-to-SQL conversion) and a cost measure (cost per lead or CAC). Volume alone rewards loosening the lead definition; conversion keeps it honest.',
    },
    {
      question: 'How should I calculate customer acquisition cost?',
      answer:
        'Add all sales and marketing spend for the period (salaries, commissions, programs, tools) and divide by new customers won in it. Leaving salaries out is the most common mistake and makes CAC look far lower than it is.',
    },
    ...sharedFaq,
  ],
  related: ['kpi-generator', 'sales-kpi-generator', 'roi-calculator', 'finance-kpi-generator'],
  updated,
};

export const salesKpiGenerator: KpiTool = {
  slug: 'sales-kpi-generator',
  kind: 'kpi',
  family: 'kpi',
  group: 'kpis',
  department: 'sales',
  fixedDepartment: true,
  name: 'Sales KPI generator',
  title: 'Sales KPI Generator: Pipeline, Win Rate and Forecast Scorecard',
  description:
    'Build a sales KPI scorecard for your goals: pipeline coverage, win rate, cycle length, quota attainment and forecast accuracy, with formulas, owners and target checks.',
  lead: 'Pick your sales goals to get a balanced scorecard of KPIs, from pipeline coverage to win rate and forecast accuracy, and check your numbers against your targets.',
  summary: 'Sales KPIs for pipeline, win rate, cycle length, revenue and forecasting.',
  keywords: [
    'sales metrics',
    'sales kpis',
    'win rate',
    'pipeline coverage',
    'quota attainment',
    'sales velocity',
  ],
  method: sharedMethod,
  faq: [
    {
      question: 'How much pipeline coverage do we need?',
      answer:
        'Work it out from your own win rate rather than a rule of thumb: if you win about one in four qualified opportunities by value, you need about 4 times the quota in open pipeline at the start of the period (1 ÷ 0.25). Clean out stale deals first, or the ratio overstates your chances.',
    },
    {
      question: 'Should win rate include deals lost to no decision?',
      answer:
        'Decide once and keep to it. Including no-decision losses gives a truer picture of how often pursuing a deal pays off; excluding them measures how often you beat competitors. The formula here includes them.',
    },
    ...sharedFaq,
  ],
  related: ['kpi-generator', 'marketing-kpi-generator', 'finance-kpi-generator', 'roi-calculator'],
  updated,
};

export const hrKpiGenerator: KpiTool = {
  slug: 'hr-kpi-generator',
  kind: 'kpi',
  family: 'kpi',
  group: 'kpis',
  department: 'hr',
  fixedDepartment: true,
  name: 'HR KPI generator',
  title: 'HR KPI Generator: Recruiting, Retention and Engagement Scorecard',
  description:
    'Build an HR and recruiting KPI scorecard: time to fill, offer acceptance, cost per hire, turnover and eNPS, with formulas and owners. Check values against targets.',
  lead: 'Pick your HR and recruiting goals to get a balanced scorecard of KPIs, from time to fill and cost per hire to turnover and eNPS, and check your numbers against your targets.',
  summary: 'HR and recruiting KPIs for hiring speed, quality, cost, retention and engagement.',
  keywords: [
    'hr metrics',
    'recruiting metrics',
    'time to fill',
    'cost per hire',
    'turnover rate',
    'enps',
    'people analytics',
  ],
  method: sharedMethod,
  faq: [
    {
      question: 'What is the difference between time to fill and time to hire?',
      answer:
        'Time to fill counts from the day the requisition is approved to the day the offer is accepted: it measures the whole vacancy. Time to hire counts from the day the hired candidate applied (or entered the pipeline) to acceptance: it measures your process from the candidate’s side. Track both; they point to different fixes.',
    },
    {
      question: 'How is cost per hire calculated?',
      answer:
        'Add internal recruiting costs (recruiter pay, recruiting tools, referral bonuses) and external costs (agency fees, job ads, events, candidate travel) for the period, and divide by hires in the period. This is the approach of the SHRM/ANSI cost-per-hire standard.',
    },
    ...sharedFaq,
  ],
  related: ['kpi-generator', 'attrition-rate-calculator', 'sales-kpi-generator', 'finance-kpi-generator'],
  updated,
};

export const financeKpiGenerator: KpiTool = {
  slug: 'finance-kpi-generator',
  kind: 'kpi',
  family: 'kpi',
  group: 'kpis',
  department: 'finance',
  fixedDepartment: true,
  name: 'Finance KPI generator',
  title: 'Finance KPI Generator: Cash Flow, Margin and Cost Scorecard',
  description:
    'Build a finance KPI scorecard: DSO, cash conversion cycle, runway, gross and operating margin, burn multiple and budget variance, with formulas and target checks.',
  lead: 'Pick your finance goals to get a balanced scorecard of KPIs, from DSO and cash runway to gross margin and budget variance, and check your numbers against your targets.',
  summary: 'Finance KPIs for cash flow, profitability, cost control and efficient growth.',
  keywords: [
    'financial kpis',
    'finance metrics',
    'cash conversion cycle',
    'dso',
    'burn multiple',
    'gross margin',
  ],
  method: sharedMethod,
  faq: [
    {
      question: 'Which KPIs show whether cash flow is improving?',
      answer:
        'Operating cash flow is the outcome. Days sales outstanding, days payable outstanding and days inventory outstanding are the levers, and the cash conversion cycle (DIO + DSO − DPO) combines them. The share of receivables more than 30 days past due is an early warning you can act on each week.',
    },
    {
      question: 'Is a higher DPO always better?',
      answer:
        'No. Paying suppliers later keeps cash longer, but paying beyond the agreed terms damages relationships and can cost early-payment discounts. Set the target at your agreed terms, not the longest you can stretch.',
    },
    ...sharedFaq,
  ],
  related: ['kpi-generator', 'profit-margin-calculator', 'roi-calculator', 'marketing-kpi-generator'],
  updated,
};

export const kpiTools: readonly KpiTool[] = [
  kpiGenerator,
  marketingKpiGenerator,
  salesKpiGenerator,
  hrKpiGenerator,
  financeKpiGenerator,
];

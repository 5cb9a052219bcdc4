import type { Department, DepartmentId, KpiWords, Stage } from '@/lib/kpi/types';

/** The teams and the goals each can pick; the KPI library tags every KPI with these goal ids. */
export const DEPARTMENTS: Record<DepartmentId, Department> = {
  marketing: {
    id: 'marketing',
    name: 'Marketing',
    team: 'the marketing team',
    goals: [
      { id: 'grow-pipeline', label: 'Grow pipeline' },
      { id: 'lower-cac', label: 'Lower acquisition cost' },
      { id: 'build-awareness', label: 'Build brand awareness' },
      { id: 'improve-conversion', label: 'Improve conversion' },
      { id: 'prove-roi', label: 'Prove marketing ROI' },
    ],
  },
  sales: {
    id: 'sales',
    name: 'Sales',
    team: 'the sales team',
    goals: [
      { id: 'grow-pipeline', label: 'Grow pipeline' },
      { id: 'win-more-deals', label: 'Win more deals' },
      { id: 'grow-revenue', label: 'Grow revenue' },
      { id: 'shorten-cycle', label: 'Shorten the sales cycle' },
      { id: 'forecast-accuracy', label: 'Forecast accurately' },
      { id: 'expand-accounts', label: 'Expand existing accounts' },
    ],
  },
  hr: {
    id: 'hr',
    name: 'HR and recruiting',
    team: 'HR and recruiting',
    goals: [
      { id: 'hire-faster', label: 'Hire faster' },
      { id: 'hire-better', label: 'Improve quality of hire' },
      { id: 'cut-hiring-cost', label: 'Lower cost per hire' },
      { id: 'retain-people', label: 'Cut turnover' },
      { id: 'engage-people', label: 'Raise engagement' },
      { id: 'develop-people', label: 'Grow skills and careers' },
    ],
  },
  finance: {
    id: 'finance',
    name: 'Finance',
    team: 'finance',
    goals: [
      { id: 'improve-cash-flow', label: 'Improve cash flow' },
      { id: 'grow-profit', label: 'Grow profitability' },
      { id: 'control-costs', label: 'Control costs' },
      { id: 'efficient-growth', label: 'Grow efficiently' },
      { id: 'financial-control', label: 'Close and forecast reliably' },
    ],
  },
  'customer-success': {
    id: 'customer-success',
    name: 'Customer success and support',
    team: 'customer success and support',
    goals: [
      { id: 'cut-churn', label: 'Cut churn' },
      { id: 'expand-accounts', label: 'Expand existing accounts' },
      { id: 'customer-satisfaction', label: 'Raise customer satisfaction' },
      { id: 'faster-support', label: 'Resolve support faster' },
    ],
  },
  operations: {
    id: 'operations',
    name: 'Operations',
    team: 'operations',
    goals: [
      { id: 'efficiency', label: 'Work more efficiently' },
      { id: 'quality', label: 'Improve quality' },
      { id: 'on-time', label: 'Deliver on time' },
      { id: 'control-costs', label: 'Control costs' },
      { id: 'work-safely', label: 'Keep people safe' },
    ],
  },
  product: {
    id: 'product',
    name: 'Product and engineering',
    team: 'product and engineering',
    goals: [
      { id: 'adoption', label: 'Drive adoption' },
      { id: 'retain-users', label: 'Keep users coming back' },
      { id: 'reliability', label: 'Improve reliability' },
      { id: 'ship-faster', label: 'Ship faster' },
    ],
  },
};

export const STAGE_LABELS: Record<Stage, string> = {
  startup: 'Startup (under 50 people)',
  growth: 'Growing (50 to 500 people)',
  enterprise: 'Established (over 500 people)',
};

/** The goals a fresh page opens with, per team: two common ones, so the first scorecard is useful. */
export const DEFAULT_GOALS: Record<DepartmentId, readonly string[]> = {
  marketing: ['grow-pipeline', 'lower-cac'],
  sales: ['grow-pipeline', 'win-more-deals'],
  hr: ['hire-faster', 'retain-people'],
  finance: ['improve-cash-flow', 'grow-profit'],
  'customer-success': ['cut-churn', 'customer-satisfaction'],
  operations: ['efficiency', 'on-time'],
  product: ['adoption', 'reliability'],
};

/** The words the KPI logic (lib/kpi) writes into reasons, prompts and exports. */
export const KPI_WORDS: KpiWords = { departments: DEPARTMENTS, stages: STAGE_LABELS };

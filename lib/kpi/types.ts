/**
 * The KPI library's shape. Everything is plain data (the formula's arithmetic is a string the
 * expression engine reads), so a server page can hand KPIs to the client island as props.
 */
export const DEPARTMENT_IDS = [
  'marketing',
  'sales',
  'hr',
  'finance',
  'customer-success',
  'operations',
  'product',
] as const;
export type DepartmentId = (typeof DEPARTMENT_IDS)[number];

export const STAGES = ['startup', 'growth', 'enterprise'] as const;
export type Stage = (typeof STAGES)[number];

export type Unit = '%' | '$' | 'days' | 'hours' | 'months' | 'ratio' | 'count' | 'score';
export type Direction = 'higher' | 'lower';
export type Cadence = 'weekly' | 'monthly' | 'quarterly';
export type KpiType = 'leading' | 'lagging';

export interface KpiInput {
  /** camelCase; the name the expression uses. */
  readonly key: string;
  readonly label: string;
  readonly unit: Unit;
  /** Allowed to be below zero (a net income, a cash flow); inputs are 0 or more otherwise. */
  readonly signed?: boolean;
}

export interface Kpi {
  readonly id: string;
  readonly name: string;
  readonly department: DepartmentId;
  /** Goal ids of the department this KPI serves. */
  readonly goals: readonly string[];
  /** One sentence: what the number shows. */
  readonly what: string;
  /** The formula as people read it. */
  readonly formula: string;
  /** The same formula over the input keys: + - * / ( ) numbers and abs/min/max. */
  readonly expr: string;
  readonly inputs: readonly KpiInput[];
  readonly unit: Unit;
  readonly direction: Direction;
  readonly cadence: Cadence;
  readonly source: string;
  readonly type: KpiType;
  readonly owner: string;
  readonly pitfall: string;
  /** Company stages it suits; omitted: every stage. */
  readonly stages?: readonly Stage[];
  /** KPIs that measure nearly the same thing share a family; a scorecard holds one of each. */
  readonly family?: string;
}

export interface Goal {
  readonly id: string;
  readonly label: string;
}

export interface Department {
  readonly id: DepartmentId;
  readonly name: string;
  /** "the marketing team", for sentences. */
  readonly team: string;
  readonly goals: readonly Goal[];
}

/**
 * The words the logic writes into its sentences and exports: each team with its goals, and how a
 * company stage reads. The copy itself is content (content/tools/kpi/departments.ts).
 */
export interface KpiWords {
  readonly departments: Readonly<Record<DepartmentId, Department>>;
  readonly stages: Readonly<Record<Stage, string>>;
}

export interface Settings {
  readonly department: DepartmentId;
  readonly goals: readonly string[];
  readonly stage: Stage;
  readonly count: number;
}

export interface ScorecardItem {
  readonly kpi: Kpi;
  /** Labels of the chosen goals it serves. */
  readonly serves: readonly string[];
  readonly why: string;
  /** Added by hand (from the library or an AI suggestion) rather than chosen by the ranking. */
  readonly pinned: boolean;
}

export const MIN_KPIS = 3;
export const MAX_KPIS = 12;

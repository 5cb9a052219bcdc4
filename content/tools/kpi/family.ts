import { z } from 'zod';
import { DEPARTMENT_IDS } from '@/lib/kpi/types';
import { defineFamily, familySchema, type ToolOf } from '../family';
import { PITCHES } from '../pitches';
import { kpiTools } from './definitions';

const schema = familySchema('kpi', {
  /** The scorecard island, opening on one team. */
  kpi: {
    department: z.enum(DEPARTMENT_IDS),
    /** True on a team's own page; false on the generic generator, where the visitor picks the team. */
    fixedDepartment: z.boolean(),
  },
});

export type KpiTool = ToolOf<typeof schema>;

export const kpiFamily = defineFamily({
  schema,
  title: 'KPI generators',
  lead: 'A scorecard of KPIs for your goals, each with its formula, data source, review cadence and a place for your target.',
  groups: [{ id: 'kpis', title: 'KPIs by team', pitch: PITCHES.listening }],
  tools: kpiTools,
});

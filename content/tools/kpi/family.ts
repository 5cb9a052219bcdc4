import { defineFamily } from '../family';
import { PITCHES } from '../pitches';
import { kpiTools } from './definitions';
import { kpiSchema as schema } from './kinds';

export type * from './kinds';

export const kpiFamily = defineFamily({
  schema,
  title: 'KPI generators',
  lead: 'A scorecard of KPIs for your goals, each with its formula, data source, review cadence and a place for your target.',
  groups: [{ id: 'kpis', title: 'KPIs by team', pitch: PITCHES.listening }],
  tools: kpiTools,
});

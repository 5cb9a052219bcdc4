import { z } from 'zod';
import { DEPARTMENT_IDS } from '@/lib/kpi/types';
import { familySchema, type ToolOf } from '../family';

// The family's kinds apart from its tools: a tool's definition imports its type from here (through
// ../types) while family.ts imports the definitions, so the two never import each other.
export const kpiSchema = familySchema('kpi', {
  /** The scorecard island, opening on one team. */
  kpi: {
    department: z.enum(DEPARTMENT_IDS),
    /** True on a team's own page; false on the generic generator, where the visitor picks the team. */
    fixedDepartment: z.boolean(),
  },
});

export type KpiTool = ToolOf<typeof kpiSchema>;

import { LIBRARY } from '@/content/tools/kpi/library';
import { DEFAULT_GOALS } from '@/content/tools/kpi/departments';
import type { KpiTool } from '@/content/tools/types';
import { isAiConfigured } from '@/lib/ai/configured';
import { buildScorecard } from '@/content/tools/kpi/scorecard';
import type { Settings } from '@/lib/kpi/types';
import { todayIso } from '@/lib/kit/dates';
import { KpiIsland } from './islands';
import { Method } from '@/components/tools/kit/Method';

/** Worked out at build: the default scorecard is in the static HTML before any script runs. */
export function KpiFamilyIsland({ tool }: { tool: KpiTool }) {
  const settings: Settings = {
    department: tool.department,
    goals: [...DEFAULT_GOALS[tool.department]],
    stage: 'growth',
    count: 6,
  };
  return (
    <>
      <KpiIsland
        slug={tool.slug}
        fixedDepartment={tool.fixedDepartment}
        initialSettings={settings}
        initial={buildScorecard(LIBRARY[tool.department], settings)}
        aiEnabled={isAiConfigured()}
        builtOn={todayIso()}
      />
      <Method method={tool.method} />
    </>
  );
}

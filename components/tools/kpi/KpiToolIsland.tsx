import { LIBRARY } from '@/content/tools/kpi/library';
import { DEFAULT_GOALS } from '@/content/tools/kpi/departments';
import type { KpiTool } from '@/content/tools/types';
import { isAiConfigured } from '@/lib/ai/configured';
import { buildScorecard } from '@/lib/kpi/select';
import type { Settings } from '@/lib/kpi/types';
import { todayIso } from '@/lib/tools/fields';
import { KpiIsland } from '../client-islands';
import styles from './kpi.module.css';

/** Worked out at build: the default scorecard is in the static HTML before any script runs. */
export function KpiToolIsland({ tool }: { tool: KpiTool }) {
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
      <section className={`${styles.panel} no-print`} aria-labelledby="how-title">
        <h2 id="how-title" className={styles.sectionTitle}>
          How it works
        </h2>
        {tool.method.map((paragraph) => (
          <p key={paragraph} className={styles.why}>
            {paragraph}
          </p>
        ))}
      </section>
    </>
  );
}

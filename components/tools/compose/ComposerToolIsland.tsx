import type { ComposerTool } from '@/content/tools/types';
import { isAiConfigured } from '@/lib/ai/configured';
import { defaultValues, visibleValues } from '@/lib/compose/form';
import { COMPOSE_FORMS } from '@/lib/compose/forms';
import { loadEngine } from '@/lib/compose/loaders';
import { todayIso } from '@/lib/tools/fields';
import { ComposerIsland } from '../client-islands';
import styles from './compose.module.css';

/**
 * A composer's page body, worked out at build: the draft for the default inputs is written here,
 * so the static HTML already shows the form and a complete result, then the method in words.
 */
export async function ComposerToolIsland({ tool }: { tool: ComposerTool }) {
  const builtOn = todayIso();
  const form = COMPOSE_FORMS[tool.composer];
  const engine = await loadEngine(tool.composer);
  const initial = engine.compose(visibleValues(form, defaultValues(form)), { variant: 0, today: builtOn });
  return (
    <>
      <ComposerIsland
        slug={tool.slug}
        name={tool.name}
        composer={tool.composer}
        initial={initial}
        builtOn={builtOn}
        aiEnabled={isAiConfigured()}
      />
      <section className={`${styles.guide} no-print`} aria-labelledby="how-title">
        <h2 id="how-title" className={styles.guideTitle}>
          How it works
        </h2>
        {tool.method.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
    </>
  );
}

import type { ToolDefinition } from '@/content/tools/types';
import { site } from '@/content/site';
import { ToolIsland } from '../ToolIsland';
import { EmbedHeight } from './EmbedHeight';
import styles from './embed.module.css';

/**
 * A tool as another site shows it in a frame: its name, the tool and a link to the full page, with
 * none of the site's header, footer, FAQ or related tools.
 */
export function EmbeddedTool({ tool }: { tool: ToolDefinition }) {
  return (
    <main className={styles.embed}>
      <h1 className={styles.title}>{tool.name}</h1>
      <ToolIsland tool={tool} />
      <p className={styles.credit}>
        <a href={`/tools/${tool.slug}/`} target="_blank" rel="noopener">
          Powered by {site.brand}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      <EmbedHeight />
    </main>
  );
}

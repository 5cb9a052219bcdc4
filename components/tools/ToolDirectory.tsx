import Link from '@/components/ui/Link';
import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import { PhoneFold } from '@/components/ui/PhoneFold';
import { Container } from '@/components/ui/Section';
import { allTools, toolsByFamily } from '@/content/tools/registry';
import type { ToolDefinition } from '@/content/tools/types';
import { ToolSearch } from './ToolSearch';
import styles from './directory.module.css';

/**
 * Tools a group shows on a phone before "Show more" (a fold that would hide a single card is not
 * made): 137 cards, one under the other, were 20,000 px of scroll. The search and the family links
 * above reach every tool, and a search opens the fold its match is in.
 */
const PHONE_SHOWN = 2;
const folds = (tools: readonly unknown[]) => tools.length > PHONE_SHOWN + 1;

function ToolList({ tools, groupTitle }: { tools: readonly ToolDefinition[]; groupTitle: string }) {
  return (
    <ul className={styles.list}>
      {tools.map((tool) => (
        <li
          key={tool.slug}
          data-search={[tool.name, tool.summary, groupTitle, ...tool.keywords].join(' ').toLowerCase()}
        >
          <Link href={`/tools/${tool.slug}/`} className={styles.card}>
            <span className={styles.cardName}>{tool.name}</span>
            <span className={styles.cardSummary}>{tool.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The /tools hub: every tool as server-rendered links grouped by family and group, so the whole list
 * works without script; the search island only hides what does not match.
 */
export function ToolDirectory() {
  const families = toolsByFamily();
  const total = allTools().length;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <Container>
          <Breadcrumbs path="/tools/" current="Free tools" />
          <h1 className={styles.title}>Free tools for work, money and school</h1>
          <p className={styles.lead}>
            {total} free tools: calculators, converters, HR letters and policies, writing tools, avatars and a
            resume builder. No signup, and what you type stays in your browser.
          </p>
          <ToolSearch total={total} directoryId="tool-directory" />
          <nav aria-label="Tool families" className={styles.jump}>
            {families.map((family) => (
              <a key={family.id} href={`#${family.id}`}>
                {family.title}
              </a>
            ))}
          </nav>
        </Container>
      </header>
      <Container>
        <div id="tool-directory" className={styles.directory}>
          {families.map((family) => (
            <section
              key={family.id}
              id={family.id}
              className={styles.family}
              aria-labelledby={`${family.id}-title`}
              data-family
            >
              <div className={styles.familyHead}>
                <h2 id={`${family.id}-title`}>{family.title}</h2>
                <p>{family.lead}</p>
              </div>
              {family.groups.map((group) => (
                <section
                  key={group.id}
                  className={styles.group}
                  aria-labelledby={`${family.id}-${group.id}`}
                  data-group
                >
                  <h3 id={`${family.id}-${group.id}`} className={styles.groupTitle}>
                    {group.title}
                  </h3>
                  <ToolList
                    tools={folds(group.tools) ? group.tools.slice(0, PHONE_SHOWN) : group.tools}
                    groupTitle={group.title}
                  />
                  {folds(group.tools) ? (
                    <PhoneFold
                      summary={`Show ${group.tools.length - PHONE_SHOWN} more ${group.title.toLowerCase()}`}
                      opened="Show fewer"
                      className={styles.more}
                      summaryClassName={styles.moreSummary}
                    >
                      <ToolList tools={group.tools.slice(PHONE_SHOWN)} groupTitle={group.title} />
                    </PhoneFold>
                  ) : null}
                </section>
              ))}
            </section>
          ))}
          <p className={styles.empty} data-empty hidden>
            No tool matches that search. Try a shorter word, such as “loan”, “tax” or “cm”.
          </p>
        </div>
      </Container>
    </div>
  );
}

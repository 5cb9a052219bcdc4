import Link from '@/components/ui/Link';
import { Card } from '@/components/ui/Card';
import { Section } from '@/components/ui/Section';
import { guideIndex, type GuideGroup } from '@/content/guide-index';
import type { GuideIndexSection } from '@/content/schema/company-sections';
import { formatLongDate } from '@/lib/kit/date-format';
import styles from './company.module.css';

/** Every guide, reference and template page of the site, grouped, from content/guide-index.ts. */
export function GuideIndex({ section, groups }: { section: GuideIndexSection; groups?: GuideGroup[] }) {
  const list = groups ?? guideIndex();
  return (
    <Section
      id={section.anchor}
      eyebrow={section.eyebrow}
      title={section.title}
      lead={section.lead}
      tone={section.tone}
    >
      <div className={styles.guideGroups}>
        {list.map((group) => (
          <section key={group.id} className={styles.guideGroup} aria-labelledby={`guides-${group.id}`}>
            <h3 id={`guides-${group.id}`}>{group.title}</h3>
            <p className={styles.guideGroupLead}>{group.lead}</p>
            <ul className={styles.guideList}>
              {group.items.map((item) => (
                <li key={item.href}>
                  <Card interactive>
                    <h4>
                      <Link href={item.href}>{item.title}</Link>
                    </h4>
                    <p>{item.description}</p>
                    {item.updated ? (
                      <p className={styles.updated}>
                        Updated <time dateTime={item.updated}>{formatLongDate(item.updated)}</time>
                      </p>
                    ) : null}
                  </Card>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Section>
  );
}

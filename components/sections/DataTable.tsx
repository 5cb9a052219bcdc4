import { Section } from '@/components/ui/Section';
import type { TableSection } from '@/content/schema/longform';
import { RichText } from './RichText';
import styles from './longform.module.css';

/**
 * A content table. On phones each row is shown as a card with its column names beside the values;
 * `role="table"` keeps it a table for screen readers when CSS changes its display. Its rows and cells
 * take no explicit role: HTML forbids one inside a table (ARIA in HTML), and they keep their own.
 */
export function DataTable({ section }: { section: TableSection }) {
  const [first, ...rest] = section.columns;
  return (
    <Section eyebrow={section.eyebrow} title={section.title} lead={section.lead} tone={section.tone}>
      <table className={styles.table} role="table">
        <caption className={styles.caption}>{section.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            {rest.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {section.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    <RichText text={cell} />
                  </th>
                ) : (
                  <td key={index} data-label={section.columns[index]}>
                    <RichText text={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

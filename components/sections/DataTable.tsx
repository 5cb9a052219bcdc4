import { Section } from '@/components/ui/Section';
import type { TableSection } from '@/content/schema/longform';
import { RichText } from './RichText';
import styles from './longform.module.css';

/**
 * A content table. On phones each row is shown as a card with its column names beside the values;
 * the explicit roles keep it a table for screen readers when CSS changes its display.
 */
export function DataTable({ section }: { section: TableSection }) {
  const [first, ...rest] = section.columns;
  return (
    <Section eyebrow={section.eyebrow} title={section.title} lead={section.lead} tone={section.tone}>
      <table className={styles.table} role="table">
        <caption className={styles.caption}>{section.caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {first}
            </th>
            {rest.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {section.rows.map((row) => (
            <tr key={row[0]} role="row">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" role="rowheader">
                    <RichText text={cell} />
                  </th>
                ) : (
                  <td key={index} role="cell" data-label={section.columns[index]}>
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

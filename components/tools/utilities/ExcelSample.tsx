import { columnLetters } from '@/lib/utilities/excel/parse';
import type { Grid } from '@/lib/utilities/excel/evaluate';
import { DATE_COLUMNS, SAMPLE_GRID } from '@/lib/utilities/excel/sample';
import { isoFromSerial } from '@/lib/utilities/excel/values';
import styles from './utilities.module.css';

/** The sample sheet, with column letters and row numbers so references can be read against it. */
export function ExcelSample({
  grid = SAMPLE_GRID,
  dateColumns = DATE_COLUMNS,
}: {
  grid?: Grid;
  dateColumns?: ReadonlySet<number>;
}) {
  return (
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Sample data (Sheet1)">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Row</span>
            </th>
            {grid[0]!.map((_, c) => (
              <th key={c} scope="col">
                {columnLetters(c + 1)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((row, r) => (
            <tr key={r}>
              <th scope="row">{r + 1}</th>
              {row.map((value, c) => (
                <td key={c} className={r === 0 ? styles.headCell : undefined}>
                  {typeof value === 'number' && r > 0 && dateColumns.has(c)
                    ? isoFromSerial(value)
                    : typeof value === 'string'
                      ? value.replace(/ /g, '\u00a0')
                      : String(value ?? '')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

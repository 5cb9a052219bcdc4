import styles from './compare.module.css';

type Row = { name: string; ours: boolean; theirs: boolean };

/** Yes or no, said in words and shown with a mark; the mark is decoration for the word beside it. */
export function YesNo({ value }: { value: boolean }) {
  return (
    <span className={value ? styles.yes : styles.no}>
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="10" />
        {value ? <path d="m5.5 10.5 3 3 6-7" /> : <path d="m6.5 6.5 7 7m0-7-7 7" />}
      </svg>
      {value ? 'Yes' : 'No'}
    </span>
  );
}

/** A feature table of a comparison page: one row per feature, our product and theirs in columns. */
export function ComparisonTable({
  caption,
  ours,
  theirs,
  rows,
}: {
  caption: string;
  ours: string;
  theirs: string;
  rows: Row[];
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            <th scope="col" className={styles.oursHead}>
              {ours}
            </th>
            <th scope="col">{theirs}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td className={styles.oursCell}>
                <YesNo value={row.ours} />
              </td>
              <td>
                <YesNo value={row.theirs} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

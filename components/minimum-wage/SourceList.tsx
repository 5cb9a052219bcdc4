import type { Jurisdiction, WageSource } from '@/content/minimum-wage/schema';
import { longDate } from '@/content/minimum-wage/words';
import styles from './minimum-wage.module.css';

type Listed = WageSource & { named: boolean; read: boolean };

/** The pages read, with the source the research named first; a page both named and read is listed once. */
export function listedSources(data: Pick<Jurisdiction, 'sourceUrl' | 'retrievedFrom'>): Listed[] {
  const named = data.sourceUrl?.url;
  const read = data.retrievedFrom.map((source) => ({ ...source, named: source.url === named, read: true }));
  const seen = new Set<string>();
  const unique = read.filter((source) => !seen.has(source.url) && seen.add(source.url));
  if (data.sourceUrl && !seen.has(data.sourceUrl.url))
    unique.unshift({ ...data.sourceUrl, named: true, read: false });
  return unique.sort((a, b) => Number(b.named) - Number(a.named));
}

function kindOf(source: Listed): string {
  if (source.named && !source.read) return 'Named source, not read directly';
  return source.named ? 'Main source' : 'Read';
}

/** Each source address written out as the link text, so it can be read, copied and checked. */
export function SourceList({
  data,
}: {
  data: Pick<Jurisdiction, 'sourceUrl' | 'retrievedFrom' | 'retrieved'>;
}) {
  return (
    <ol className={styles.sources} aria-label="Sources">
      {listedSources(data).map((source) => (
        <li key={source.url}>
          <a href={source.url} rel="noopener noreferrer">
            {source.url}
          </a>
          <span className={styles.sourceMeta}>
            <span className={styles.sourceKind}>{kindOf(source)}</span>
            {source.note ? `${source.note}. ` : ''}
            Retrieved <time dateTime={data.retrieved}>{longDate(data.retrieved)}</time>.
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The figures only third parties confirmed, said plainly; or that every figure has an official source. */
export function UncertainFigures({ uncertain }: { uncertain: readonly string[] }) {
  if (!uncertain.length) {
    return (
      <p className={styles.confirmed}>
        The research notes flag no figure on this page as confirmed by third parties only.
      </p>
    );
  }
  return (
    <aside className={styles.uncertain} aria-labelledby="uncertain-title" data-testid="uncertain">
      <h3 id="uncertain-title">Confirmed by third parties only</h3>
      <p>These figures or assumptions were not confirmed on an official government page:</p>
      <ul>
        {uncertain.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </aside>
  );
}

/** The dated caveat every minimum-wage page carries. */
export function WageDisclaimer({ retrieved }: { retrieved: string }) {
  return (
    <aside className={styles.disclaimer} aria-label="Disclaimer">
      <p>
        Figures as of <time dateTime={retrieved}>{longDate(retrieved)}</time>, from the sources listed. City
        and county minimum wages may be higher than the state rate. This page is general information, not
        legal advice: check with the state labor department or an employment lawyer before setting pay.
      </p>
    </aside>
  );
}

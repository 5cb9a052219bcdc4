import { QUERY_PAINT_SCRIPT } from '@/lib/tools/query-paint';
import { useHydrated } from './useHydrated';
import styles from './query-paint.module.css';

/**
 * Class names for the parts of an island a shared link's first paint holds back: `root` on the
 * island root (which also carries `data-query-root`), `output` on the live result, `held` on other
 * parts of the result and `heldAll` on what is wrong too when the inputs cannot be filled early.
 */
export const queryPaint = styles;

/**
 * The first-paint script of lib/tools/query-paint.ts, placed after an island's inputs and before
 * its result. It is rendered only into the server HTML and during hydration: the browser has run
 * it by then, and a script React creates itself never runs (React warns about one).
 */
export function QueryPaintScript({
  prefix,
  keys,
  hold,
  builtOn,
  today,
}: {
  prefix: string;
  keys: readonly string[];
  hold?: readonly string[];
  /** For a result that depends on the visitor's date: the date it was built for. */
  builtOn?: string;
  /** Keys of the date boxes that default to today, filled with the visitor's date. */
  today?: readonly string[];
}) {
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <script
      data-prefix={prefix}
      data-keys={keys.join(' ')}
      data-hold={hold?.length ? hold.join(' ') : undefined}
      data-built-on={builtOn}
      data-today={builtOn && today?.length ? today.join(' ') : undefined}
      dangerouslySetInnerHTML={{ __html: QUERY_PAINT_SCRIPT }}
    />
  );
}

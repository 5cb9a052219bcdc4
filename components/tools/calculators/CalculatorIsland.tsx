'use client';

import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { todayIso } from '@/lib/kit/dates';
import {
  defaultValues,
  isVisible,
  type FieldDef,
  type FieldValue,
  type FormValues,
} from '@/lib/tools/fields';
import { loadRunner, runnersOnToday, type RunnerId } from '@/lib/calculators/loaders';
import { FORM_ERROR, type RunOutcome, type Runner } from '@/lib/tools/runner';
import { decodeValues, encodeValues, linkTo, replaceQuery } from '@/lib/tools/url-state';
import { QUERY_PENDING, queryHasAny } from '@/lib/tools/query-paint';
import { Field, fieldId } from '../fields/Field';
import fieldStyles from '../fields/fields.module.css';
import { HowItWorks } from '@/components/tools/kit/Method';
import { ResultPanel } from './ResultPanel';
import { ResultPeek } from './ResultPeek';
import { ResultScale } from './ResultScale';
import { ResultTables } from './ResultTables';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { QueryPaintScript, queryPaint } from '@/components/tools/kit/QueryPaint';
import { cx } from '@/components/ui/cx';
import kitStyles from '../kit/kit.module.css';
import styles from './island.module.css';

export type CalculatorIslandProps = {
  runner: RunnerId;
  name: string;
  fields: readonly FieldDef[];
  resultTitle: string;
  method: readonly string[];
  /** The result for the default inputs, worked out when the page was built. */
  initial: RunOutcome;
  /** The date `today` defaults stood for when the page was built. */
  builtOn: string;
};

/** Keys of fields with a "today" default: they follow the visitor's calendar, not the build's. */
const todayKeys = (fields: readonly FieldDef[]) =>
  fields.filter((field) => field.type === 'date' && field.default === 'today').map((field) => field.key);

/**
 * Renders any calculator from its definition: the fields, the result, its chart and tables and the
 * worked method. Every change re-runs the calculator (loaded by id as its own small chunk) and
 * mirrors the inputs into the address, so a copied link reproduces the result.
 */
export function CalculatorIsland({
  runner: runnerId,
  name,
  fields,
  resultTitle,
  method,
  initial,
  builtOn,
}: CalculatorIslandProps) {
  const idPrefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const [values, setValues] = useState<FormValues>(() => defaultValues(fields, builtOn));
  const [outcome, setOutcome] = useState<RunOutcome>(initial);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  // True while the page still shows the built default but its address asks for other inputs: the
  // result is held back (lib/tools/query-paint.ts) until it is the address's.
  const [held, setHeld] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const runner = useRef<Runner | null>(null);
  const latest = useRef(values);
  // Set once the visitor types: then their input wins over what the address held.
  const touched = useRef(false);
  const urlTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Whether the result depends on the visitor's date: a date field that defaults to today, or a
  // calculator that reads the date itself (lib/calculators/loaders.ts).
  const followsToday = todayKeys(fields).length > 0 || runnersOnToday.has(runnerId);

  const apply = useCallback((next: FormValues) => {
    latest.current = next;
    setValues(next);
    if (runner.current) setOutcome(runner.current.run(next));
  }, []);

  // What the address (a shared link) and today's date make of the inputs, read after hydration.
  const fromAddress = useRef<FormValues | null>(null);
  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    loadRunner(runnerId)
      .then((loaded) => {
        runner.current = loaded;
        setStatus('ready');
        apply(touched.current ? latest.current : (fromAddress.current ?? latest.current));
        setHeld(false);
      })
      .catch(() => {
        requested.current = false;
        setStatus('failed');
        if (!touched.current && fromAddress.current) apply(fromAddress.current);
      });
  }, [runnerId, apply]);

  // A layout effect, so the address's inputs are in place before the hydrated page first paints:
  // the inline script already wrote them into the boxes, and any render with the defaults would
  // put the defaults back.
  useLayoutEffect(() => {
    const base = defaultValues(fields, builtOn);
    const today = todayIso();
    const dated = todayKeys(fields);
    for (const key of dated) base[key] = today;
    const search = window.location.search;
    fromAddress.current = decodeValues(fields, search, base);
    const keys = fields.map((field) => field.key);
    // A result for the build's date, on a later day: worked out again for the visitor's date.
    const stale = followsToday && today !== builtOn;
    // The script's mark counts too: were the two ever to disagree, the result must not stay hidden.
    const linked = queryHasAny(search, keys) || Boolean(root.current?.hasAttribute(QUERY_PENDING));
    if (linked || stale) {
      // Reading the address and the clock can only happen after hydration; this render still comes
      // before the paint. The built result stays held until the calculator's code has replaced it.
      latest.current = fromAddress.current;
      setValues(fromAddress.current);
      setHeld(true);
    }
    // The page shows the answer for the defaults, computed at build. The calculator's code is
    // needed at once only when a shared link or today's date changes the inputs; otherwise it
    // loads when the visitor reaches for the form, which keeps its parse and compile off the load.
    if (linked || stale) load();
    return () => clearTimeout(urlTimer.current);
  }, [fields, builtOn, followsToday, load]);

  const change = (key: string, value: FieldValue) => {
    touched.current = true;
    load();
    const next = { ...latest.current, [key]: value };
    apply(next);
    clearTimeout(urlTimer.current);
    urlTimer.current = setTimeout(() => replaceQuery(encodeValues(fields, next)), 250);
  };

  const reset = () => {
    // The visitor chose the defaults: a runner still loading must not bring the link's inputs back.
    touched.current = true;
    load();
    const base = defaultValues(fields, todayIso());
    clearTimeout(urlTimer.current);
    replaceQuery('');
    apply(base);
  };

  const visible = fields.filter((field) => isVisible(field, values));
  const errors = outcome.ok ? {} : outcome.errors;
  // Errors of hidden fields, or of no field at all, are told in the result panel instead.
  const shownKeys = new Set(visible.map((field) => field.key));
  const stray = outcome.ok
    ? []
    : Object.entries(outcome.errors)
        .filter(([key]) => key === FORM_ERROR || !shownKeys.has(key.split('.')[0] ?? ''))
        .map(([, message]) => message);
  const firstError = outcome.ok
    ? undefined
    : Object.keys(outcome.errors).find((key) => shownKeys.has(key.split('.')[0] ?? ''));
  const resultId = `${idPrefix}-result`;

  return (
    <div
      ref={root}
      className={cx(kitStyles.island, queryPaint.root)}
      data-ready={hydrated ? 'true' : undefined}
      data-query-root=""
      data-query-pending={held ? 'result' : undefined}
      // The first-paint script may have marked the root before hydration; React takes the mark over.
      suppressHydrationWarning
      onFocus={load}
      onPointerEnter={load}
    >
      <div className={kitStyles.card}>
        <form
          className={cx(kitStyles.inputs, fieldStyles.grid, queryPaint.heldAll, styles.form)}
          aria-label={`${name} inputs`}
          noValidate
          onSubmit={(event) => event.preventDefault()}
        >
          {visible.map((field) => (
            <Field
              key={field.key}
              field={field}
              value={values[field.key]}
              errors={errors}
              idPrefix={idPrefix}
              onChange={change}
            />
          ))}
        </form>
        <QueryPaintScript
          prefix={idPrefix}
          keys={fields.filter((field) => field.type !== 'rows').map((field) => field.key)}
          hold={fields.filter((field) => field.type === 'rows').map((field) => field.key)}
          builtOn={followsToday ? builtOn : undefined}
          today={todayKeys(fields)}
        />
        <ResultPanel
          id={resultId}
          title={resultTitle}
          outcome={outcome}
          stray={stray}
          status={status}
          held={held}
          firstErrorHref={firstError ? `#${fieldId(idPrefix, firstError.replace(/\./g, '-'))}` : undefined}
          forIds={visible.map((field) => fieldId(idPrefix, field.key)).join(' ')}
          onReset={reset}
          copyText={() =>
            outcome.ok ? `${outcome.view.copyText}\n${linkTo(encodeValues(fields, latest.current))}` : ''
          }
        />
      </div>
      <ResultPeek
        targetId={`${resultId}-section`}
        item={outcome.ok && !held ? outcome.view.primary : undefined}
      />
      {outcome.ok && outcome.view.scale ? <ResultScale scale={outcome.view.scale} /> : null}
      {outcome.ok ? <ResultTables chart={outcome.view.chart} tables={outcome.view.tables} /> : null}
      <HowItWorks method={method} explanation={outcome.ok ? outcome.view.explain : undefined} />
    </div>
  );
}

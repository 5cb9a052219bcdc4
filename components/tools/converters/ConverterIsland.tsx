'use client';

import { useId, useLayoutEffect, useRef, useState } from 'react';
import { amount, carryOver, convert, unitsOf, workedStep, type Direction } from '@/lib/converters/convert';
import type { readValue } from '@/lib/converters/read-value';
import type { Pair } from '@/lib/converters/pairs';
import { quantity } from '@/lib/kit/numbers';
import { parseNumber } from '@/lib/tools/parse';
import { encodeScalar, linkTo, queryValue, readQuery, replaceQuery, writeQuery } from '@/lib/tools/url-state';
import { cx } from '@/components/ui/cx';
import fieldStyles from '../fields/fields.module.css';
import { HowItWorks } from '@/components/tools/kit/Method';
import { ToolActions } from '../kit/ToolActions';
import kitStyles from '../kit/kit.module.css';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { QueryPaintScript, queryPaint } from '@/components/tools/kit/QueryPaint';
import { QUERY_PENDING } from '@/lib/tools/query-paint';
import own from './converter.module.css';

export type ConverterIslandProps = {
  pair: Pair;
  /** The direction the page is named for (inches to feet). */
  direction: Direction;
  defaultValue: string;
  common: readonly number[];
  method: readonly string[];
};

/**
 * Any unit converter: a value, the two units with a swap button, the result as you type, the rule
 * with your number in it, and a table of common values in the current direction.
 */
export function ConverterIsland({
  pair,
  direction: pageDirection,
  defaultValue,
  common,
  method,
}: ConverterIslandProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const [text, setText] = useState(defaultValue);
  const [direction, setDirection] = useState<Direction>(pageDirection);
  // What the last Swap put in the box, with the exact value it stands for (lib/converters/convert.ts
  // carryOver): while the box still holds that text in that direction, the exact value is converted,
  // so 1 mi → 1.60934 km swaps to 1.60934 km → 1 mi, not the 0.999998 mi the rounded text would
  // give, and the worked line adds up. Editing the box drops it.
  const [carried, setCarried] = useState<ReturnType<typeof carryOver> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [reader, setReader] = useState<{ read: typeof readValue } | null>(null);
  const root = useRef<HTMLDivElement>(null);

  // The zod reader (with its messages) loads when the visitor reaches for the form, or at once for a
  // shared link; until then a plain parse shows results. Loading it with the page would add a long
  // task to every visit, most of which only read the answer already on the page.
  const readerRequested = useRef(false);
  const loadReader = () => {
    if (readerRequested.current) return;
    readerRequested.current = true;
    import('@/lib/converters/read-value').then(
      (module) => setReader({ read: module.readValue }),
      () => {
        readerRequested.current = false;
      },
    );
  };

  // A shared link (?value=12&from=foot) opens with its value and direction. A layout effect: the
  // result follows from them at once, so the hydrated page's first paint is already the link's, and
  // the first-paint script's hold (lib/tools/query-paint.ts) ends here.
  useLayoutEffect(() => {
    const query = readQuery(window.location.search);
    const value = queryValue(query, 'value');
    const from = queryValue(query, 'from');
    const nextDirection = from === pair.a.id ? 'toB' : from === pair.b.id ? 'toA' : undefined;
    // Reading the address can only happen after hydration; one extra render is the price of a static page.
    /* eslint-disable react-hooks/set-state-in-effect */
    if (value !== undefined) {
      setText(value);
      loadReader();
    }
    if (nextDirection) setDirection(nextDirection);
    /* eslint-enable react-hooks/set-state-in-effect */
    root.current?.removeAttribute(QUERY_PENDING);
    return () => clearTimeout(timer.current);
  }, [pair]);

  const save = (value: string, dir: Direction) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () =>
        replaceQuery(
          writeQuery([
            ['value', encodeScalar(value)],
            ['from', unitsOf(pair, dir).from.id],
          ]),
        ),
      250,
    );
  };

  const { from, to } = unitsOf(pair, direction);
  const provisional = parseNumber(text);
  const read: { value: number } | { message: string } | { pending: true } =
    carried && carried.text === text && carried.direction === direction
      ? { value: carried.value }
      : reader
        ? reader.read(pair, direction, text)
        : provisional !== null && provisional >= unitsOf(pair, direction).min
          ? { value: provisional }
          : { pending: true };
  const result = 'value' in read ? convert(pair, direction, read.value) : undefined;
  const inputId = `${id}-value`;
  const errorId = `${id}-error`;
  const outputId = `${id}-result`;

  const swap = () => {
    if ('value' in read) {
      // The result becomes the new input, so the visible pair just flips: 1 mi → 1.60934 km swaps to
      // 1.60934 km → 1 mi, and the output (a polite live region) reads the new line out.
      const next = carryOver(pair, direction, read.value);
      setCarried(next);
      setDirection(next.direction);
      setText(next.text);
      // The address holds the exact value, so the shared link gives the same answer.
      save(next.link, next.direction);
    } else {
      // Nothing converts (an empty or invalid box): only the direction turns; the text stays to fix.
      const next: Direction = direction === 'toB' ? 'toA' : 'toB';
      setCarried(null);
      setDirection(next);
      save(text, next);
    }
  };

  const reset = () => {
    clearTimeout(timer.current);
    setCarried(null);
    setText(defaultValue);
    setDirection(pageDirection);
    replaceQuery('');
  };

  return (
    <div
      ref={root}
      className={cx(kitStyles.island, queryPaint.root)}
      data-ready={hydrated ? 'true' : undefined}
      data-query-root=""
      // The first-paint script may mark the root before hydration; the effect above clears it.
      suppressHydrationWarning
    >
      <div className={kitStyles.card}>
        <form
          className={cx(kitStyles.inputs, own.form, queryPaint.heldAll)}
          aria-label={`Convert ${from.plural} to ${to.plural}`}
          onSubmit={(e) => e.preventDefault()}
          onFocus={loadReader}
          onPointerEnter={loadReader}
        >
          <div className={fieldStyles.field}>
            <label htmlFor={inputId} className={fieldStyles.label}>
              {capitalise(from.plural)}
            </label>
            <div className={cx(fieldStyles.affix, 'message' in read && fieldStyles.affixInvalid)}>
              <input
                id={inputId}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                className={cx(fieldStyles.bare, own.big)}
                value={text}
                aria-invalid={'message' in read ? true : undefined}
                aria-describedby={'message' in read ? errorId : undefined}
                onChange={(event) => {
                  setCarried(null);
                  setText(event.target.value);
                  save(event.target.value, direction);
                }}
              />
              <span className={fieldStyles.suffix} aria-hidden="true">
                {from.symbol}
              </span>
            </div>
            {'message' in read ? (
              <p id={errorId} className={fieldStyles.error}>
                {read.message}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            className={own.swap}
            onClick={swap}
            aria-label={`Swap to ${to.symbol} → ${from.symbol}: convert ${to.plural} to ${from.plural}`}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                d="M7 7h11l-3-3 1.4-1.4L21.8 8l-5.4 5.4L15 12l3-3H7zm10 10H6l3 3-1.4 1.4L2.2 16l5.4-5.4L9 12l-3 3h11z"
                fill="currentColor"
              />
            </svg>
            Swap to {to.symbol} → {from.symbol}
          </button>
        </form>
        <QueryPaintScript
          prefix={id}
          keys={['value']}
          hold={[`from=${unitsOf(pair, pageDirection === 'toB' ? 'toA' : 'toB').from.id}`]}
        />
        <section className={kitStyles.result} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className={cx(kitStyles.resultTitle, queryPaint.heldAll)}>
            In {to.plural}
          </h2>
          <output id={outputId} htmlFor={inputId} className={cx(kitStyles.output, queryPaint.output)}>
            {result !== undefined && 'value' in read ? (
              <>
                <span className={kitStyles.primaryLabel}>{amount(read.value, from)} is</span>
                <span className={kitStyles.primaryValue}>
                  {quantity(result)} <span className={own.unit}>{to.symbol}</span>
                </span>
                <span className={kitStyles.summary}>{workedStep(pair, direction, read.value)}</span>
              </>
            ) : 'pending' in read ? (
              <span className={kitStyles.pending}>Working it out…</span>
            ) : (
              <span className={kitStyles.pending}>
                <a href={`#${inputId}`}>Check the number</a> to see it in {to.plural}.
              </span>
            )}
          </output>
          <p className={cx(own.rule, queryPaint.heldAll)}>
            <span className={own.ruleLabel}>The rule</span> <code>{pair[direction].formula}</code>
          </p>
          <ToolActions
            copyText={() =>
              result !== undefined && 'value' in read
                ? `${amount(read.value, from)} = ${amount(result, to)}\n${linkTo(
                    writeQuery([
                      ['value', encodeScalar(text)],
                      ['from', from.id],
                    ]),
                  )}`
                : ''
            }
            selectTargetId={outputId}
            onReset={reset}
            disabled={result === undefined}
          />
        </section>
      </div>

      <section className={own.common} aria-labelledby={`${id}-common`}>
        <h2 id={`${id}-common`} className={own.commonTitle}>
          Common {from.plural} to {to.plural} conversions
        </h2>
        {/* Two short columns never scroll sideways, so the box needs no focus stop of its own. */}
        <div className={kitStyles.tableScroll}>
          <table className={cx(kitStyles.table, own.commonTable)}>
            <thead>
              <tr>
                <th scope="col">
                  {capitalise(from.plural)} ({from.symbol})
                </th>
                <th scope="col" className={kitStyles.num}>
                  {capitalise(to.plural)} ({to.symbol})
                </th>
              </tr>
            </thead>
            <tbody>
              {common.map((value) => (
                <tr key={value}>
                  <th scope="row">{quantity(value)}</th>
                  <td className={kitStyles.num}>{quantity(convert(pair, direction, value))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <HowItWorks
        method={method}
        explanation={{
          formula: pair[direction].formula,
          steps: 'value' in read ? [workedStep(pair, direction, read.value)] : [],
        }}
      />
    </div>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

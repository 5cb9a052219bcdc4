'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type * as Scientific from '@/lib/calculators/scientific';
import { encodeScalar, linkTo, queryValue, readQuery, replaceQuery, writeQuery } from '@/lib/tools/url-state';
import { cx } from '@/components/ui/cx';
import fieldStyles from '../fields/fields.module.css';
import { HowItWorks } from '@/components/tools/kit/Method';
import { ToolActions } from '../kit/ToolActions';
import { QueryPaintScript } from '../kit/QueryPaint';
import { QUERY_PENDING } from '@/lib/tools/query-paint';
import kitStyles from '../kit/kit.module.css';
import own from './scientific.module.css';

type Module = typeof Scientific;
type Angle = 'deg' | 'rad';
type Key = {
  label: string;
  insert?: string;
  action?: 'back' | 'clear' | 'equals';
  name: string;
  kind?: 'fn' | 'op' | 'eq' | 'wide';
};

const key = (label: string, insert: string, name: string, kind?: Key['kind']): Key => ({
  label,
  insert,
  name,
  kind,
});

/** The on-screen keys; each inserts text at the cursor, exactly what could be typed instead. */
const KEYS: Key[] = [
  key('sin', 'sin(', 'sine', 'fn'),
  key('cos', 'cos(', 'cosine', 'fn'),
  key('tan', 'tan(', 'tangent', 'fn'),
  key('π', 'pi', 'pi', 'fn'),
  key('e', 'e', 'e, Euler’s number', 'fn'),
  key('sin⁻¹', 'asin(', 'inverse sine', 'fn'),
  key('cos⁻¹', 'acos(', 'inverse cosine', 'fn'),
  key('tan⁻¹', 'atan(', 'inverse tangent', 'fn'),
  key('(', '(', 'open bracket', 'fn'),
  key(')', ')', 'close bracket', 'fn'),
  key('ln', 'ln(', 'ln, natural logarithm', 'fn'),
  key('log', 'log(', 'logarithm base 10', 'fn'),
  key('√', 'sqrt(', 'square root', 'fn'),
  key('∛', 'cbrt(', 'cube root', 'fn'),
  key('n!', '!', 'factorial', 'fn'),
  key('x²', '^2', 'squared', 'fn'),
  key('xʸ', '^', 'to the power of', 'fn'),
  key('|x|', 'abs(', 'absolute value', 'fn'),
  key('eˣ', 'exp(', 'e to the power of', 'fn'),
  key('ans', 'ans', 'previous answer', 'fn'),
  key('7', '7', '7'),
  key('8', '8', '8'),
  key('9', '9', '9'),
  key('÷', '/', 'divide', 'op'),
  { label: '⌫', action: 'back', name: 'delete last character', kind: 'op' },
  key('4', '4', '4'),
  key('5', '5', '5'),
  key('6', '6', '6'),
  key('×', '*', 'times', 'op'),
  { label: 'AC', action: 'clear', name: 'AC, clear all', kind: 'op' },
  key('1', '1', '1'),
  key('2', '2', '2'),
  key('3', '3', '3'),
  key('−', '-', 'minus', 'op'),
  key('10ˣ', '10^', 'ten to the power of', 'fn'),
  key('0', '0', '0', 'wide'),
  key('.', '.', 'decimal point'),
  key('+', '+', 'plus', 'op'),
  { label: '=', action: 'equals', name: 'equals', kind: 'eq' },
];

/**
 * The scientific calculator: an expression box that accepts typing, on-screen keys that insert at
 * the cursor, a live answer, degrees or radians, memory and a history. The parser and its rules are
 * lib/calculators/scientific.ts, loaded after the page shows.
 */
export function ScientificIsland({ method }: { method: readonly string[] }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [engine, setEngine] = useState<Module | null>(null);
  const [expression, setExpression] = useState('2sin(30) + sqrt(16) × 3^2');
  const [angle, setAngle] = useState<Angle>('deg');
  const [ans, setAns] = useState(0);
  const [memory, setMemory] = useState(0);
  const [history, setHistory] = useState<Scientific.HistoryEntry[]>([]);
  const [shownError, setShownError] = useState<{ message: string; position: number } | null>(null);
  const [recallIndex, setRecallIndex] = useState(-1);
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);

  // A shared link (?expr=…&angle=rad) sets the expression before the hydrated page first paints:
  // the first-paint script (lib/tools/query-paint.ts) already wrote it into the box, and a render
  // with the default would put the default back. The answer shows "Loading…" until the engine is in.
  useLayoutEffect(() => {
    const query = readQuery(window.location.search);
    const fromLink = queryValue(query, 'expr');
    const angleFromLink = queryValue(query, 'angle');
    /* eslint-disable react-hooks/set-state-in-effect */
    if (fromLink !== undefined) setExpression(fromLink.slice(0, 500));
    if (angleFromLink === 'rad' || angleFromLink === 'deg') setAngle(angleFromLink);
    /* eslint-enable react-hooks/set-state-in-effect */
    root.current?.removeAttribute(QUERY_PENDING);
  }, []);

  useEffect(() => {
    let live = true;
    import('@/lib/calculators/scientific')
      .then((loaded) => {
        if (live) setEngine(loaded);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  const run = (text: string, mode: Angle): Scientific.Result | null => {
    if (!engine || !text.trim()) return null;
    const parsed = engine.inputSchema.safeParse({ expression: text, angleMode: mode, ans: String(ans) });
    if (!parsed.success)
      return { ok: false, message: parsed.error.issues[0]?.message ?? 'Check the expression', position: 0 };
    return engine.compute(parsed.data);
  };

  const live = run(expression, angle);
  const save = (text: string, mode: Angle) =>
    replaceQuery(
      text
        ? writeQuery([
            ['expr', encodeScalar(text)],
            ['angle', mode],
          ])
        : '',
    );

  const edit = (next: string, caret?: number) => {
    setExpression(next);
    setShownError(null);
    setRecallIndex(-1);
    save(next, angle);
    if (caret !== undefined) {
      requestAnimationFrame(() => {
        box.current?.focus();
        box.current?.setSelectionRange(caret, caret);
      });
    }
  };

  const insert = (text: string) => {
    const input = box.current;
    const start = input?.selectionStart ?? expression.length;
    const end = input?.selectionEnd ?? expression.length;
    edit(expression.slice(0, start) + text + expression.slice(end), start + text.length);
  };

  const equals = () => {
    if (!engine) return;
    const parsed = engine.inputSchema.safeParse({ expression, angleMode: angle, ans: String(ans) });
    if (!parsed.success) {
      setShownError({ message: parsed.error.issues[0]?.message ?? 'Check the expression', position: 0 });
      return;
    }
    const outcome = engine.runAndRecord(history, parsed.data);
    if (!outcome.result.ok) {
      setShownError({ message: outcome.result.message, position: outcome.result.position });
      return;
    }
    setShownError(null);
    setHistory(outcome.history);
    setAns(outcome.ans);
    save(expression, angle);
  };

  const press = (k: Key) => {
    if (k.action === 'equals') return equals();
    if (k.action === 'clear') return edit('', 0);
    if (k.action === 'back') {
      const input = box.current;
      const start = input?.selectionStart ?? expression.length;
      const end = input?.selectionEnd ?? expression.length;
      if (start !== end) return edit(expression.slice(0, start) + expression.slice(end), start);
      if (start === 0) return;
      return edit(expression.slice(0, start - 1) + expression.slice(start), start - 1);
    }
    if (k.insert) insert(k.insert);
  };

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      equals();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      edit('', 0);
    } else if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && history.length) {
      event.preventDefault();
      const next =
        event.key === 'ArrowUp'
          ? Math.min(recallIndex + 1, history.length - 1)
          : Math.max(recallIndex - 1, -1);
      setRecallIndex(next);
      const text = next === -1 ? '' : (history[next]?.expression ?? '');
      setExpression(text);
      setShownError(null);
    }
  };

  const value = live && live.ok ? live : null;
  const error = shownError ?? null;
  const resultId = `${id}-result`;
  const inputId = `${id}-expr`;
  const errorId = `${id}-error`;
  const format = engine?.formatNumber ?? String;

  return (
    <div
      ref={root}
      className={kitStyles.island}
      data-ready={engine ? 'true' : undefined}
      data-query-root=""
      // The first-paint script may mark the root before hydration; the layout effect clears it.
      suppressHydrationWarning
    >
      <div className={cx(kitStyles.card, own.card)}>
        <div className={own.main}>
          <div className={own.top}>
            <label htmlFor={inputId} className={fieldStyles.label}>
              Expression
            </label>
            <fieldset className={cx(fieldStyles.fieldset, own.angle)}>
              <legend className="visually-hidden">Angle unit</legend>
              <div className={fieldStyles.segmented}>
                {(['deg', 'rad'] as const).map((mode) => (
                  <label key={mode} className={fieldStyles.segment}>
                    <input
                      type="radio"
                      name={`${id}-angle`}
                      value={mode}
                      checked={angle === mode}
                      onChange={() => {
                        setAngle(mode);
                        save(expression, mode);
                      }}
                    />
                    <span>{mode === 'deg' ? 'Degrees' : 'Radians'}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
          <input
            ref={box}
            id={inputId}
            type="text"
            inputMode="text"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            className={cx(fieldStyles.input, own.expression)}
            value={expression}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${error ? `${errorId} ` : ''}${id}-keys-help`}
            onChange={(event) => edit(event.target.value)}
            onKeyDown={onKey}
          />
          <p id={`${id}-keys-help`} className={fieldStyles.help}>
            Enter for the answer, ↑ and ↓ for earlier expressions, Esc to clear.
          </p>
          <QueryPaintScript prefix={id} keys={['expr', 'angle']} />
          {error ? (
            <p id={errorId} className={fieldStyles.error}>
              {error.message}
            </p>
          ) : null}
          {failed ? (
            <p className={kitStyles.loadError} role="alert">
              The calculator could not load. Check your connection and reload the page; your expression is
              kept.
            </p>
          ) : null}
          <output id={resultId} htmlFor={inputId} className={own.answer}>
            <span className={own.equals} aria-hidden="true">
              =
            </span>
            <span className="visually-hidden">Answer: </span>
            {value ? value.display : engine ? (expression.trim() ? '…' : '0') : 'Loading…'}
          </output>
          <div className={own.keys} role="group" aria-label="Calculator keys">
            {KEYS.map((k) => (
              <button
                key={k.name}
                type="button"
                aria-label={k.label === k.name ? undefined : k.name}
                className={cx(
                  own.key,
                  k.kind === 'fn' && own.fn,
                  k.kind === 'op' && own.op,
                  k.kind === 'eq' && own.eq,
                  k.kind === 'wide' && own.wide,
                )}
                onClick={() => press(k)}
              >
                {k.label}
              </button>
            ))}
          </div>
        </div>
        <aside className={own.side} aria-label="Memory and history">
          <div className={own.memory}>
            <p className={own.sideTitle}>
              Memory <span className={own.memoryValue}>{format(memory)}</span>
            </p>
            <div className={own.memoryKeys} role="group" aria-label="Memory">
              <button
                type="button"
                className={own.key}
                aria-label="MC, memory clear"
                onClick={() => engine && setMemory(engine.memoryClear())}
              >
                MC
              </button>
              <button
                type="button"
                className={own.key}
                aria-label="MR, memory recall"
                onClick={() => engine && insert(engine.memoryRecall(memory))}
              >
                MR
              </button>
              <button
                type="button"
                className={own.key}
                aria-label="M+, add the answer to memory"
                onClick={() => engine && value && setMemory(engine.memoryAdd(memory, value.value))}
              >
                M+
              </button>
              <button
                type="button"
                className={own.key}
                aria-label="M−, subtract the answer from memory"
                onClick={() => engine && value && setMemory(engine.memorySubtract(memory, value.value))}
              >
                M−
              </button>
            </div>
          </div>
          <div>
            <p className={own.sideTitle}>History</p>
            {history.length ? (
              <ol className={own.history}>
                {history.map((entry, index) => (
                  <li key={`${index}-${entry.expression}`}>
                    <button
                      type="button"
                      className={own.historyItem}
                      onClick={() => {
                        setAngle(entry.angleMode);
                        edit(entry.expression, entry.expression.length);
                      }}
                    >
                      <span className={own.historyExpr}>{entry.expression}</span>
                      <span className={own.historyValue}>= {entry.display}</span>
                      <span className="visually-hidden"> (use again)</span>
                    </button>
                  </li>
                ))}
              </ol>
            ) : (
              <p className={fieldStyles.help}>
                Answers you work out with = or Enter appear here; pick one to use it again.
              </p>
            )}
          </div>
          <ToolActions
            copyText={() =>
              value
                ? `${expression} = ${value.display}\n${linkTo(
                    writeQuery([
                      ['expr', encodeScalar(expression)],
                      ['angle', angle],
                    ]),
                  )}`
                : ''
            }
            selectTargetId={resultId}
            onReset={() => {
              setHistory([]);
              setMemory(0);
              setAns(0);
              setAngle('deg');
              edit('', 0);
            }}
            disabled={!value}
          />
        </aside>
      </div>
      <HowItWorks
        method={method}
        explanation={
          engine && expression.trim()
            ? engine.explain(
                { expression, angleMode: angle, ans },
                live ?? { ok: false, message: 'Check the expression', position: 0 },
              )
            : undefined
        }
        placeholder="Type an expression and the steps appear here."
      />
    </div>
  );
}

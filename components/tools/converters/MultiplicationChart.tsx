'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { queryValue, readQuery, replaceQuery, writeQuery } from '@/lib/tools/url-state';
import { cx } from '@/components/ui/cx';
import fieldStyles from '../fields/fields.module.css';
import { HowItWorks } from '@/components/tools/kit/Method';
import { actionButton } from '../kit/buttons';
import kitStyles from '../kit/kit.module.css';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import own from './multiplication.module.css';

export const SIZES = [5, 10, 12, 15, 20, 25] as const;
const DEFAULT_SIZE = 12;

/**
 * A times table of the size the visitor picks. Pointing at or moving to a cell (arrow keys; one tab
 * stop for the whole grid) highlights its row and column and reads the product aloud.
 */
export function MultiplicationChart({ method }: { method: readonly string[] }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const [size, setSize] = useState<number>(DEFAULT_SIZE);
  const [active, setActive] = useState<{ row: number; col: number }>({ row: 1, col: 1 });
  const [shown, setShown] = useState(false);
  const grid = useRef<HTMLTableElement>(null);

  useEffect(() => {
    const asked = Number(queryValue(readQuery(window.location.search), 'size'));
    // The size from a shared link, known only once the page runs in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if ((SIZES as readonly number[]).includes(asked)) setSize(asked);
  }, []);

  const choose = (next: number) => {
    setSize(next);
    setActive((cell) => ({ row: Math.min(cell.row, next), col: Math.min(cell.col, next) }));
    replaceQuery(next === DEFAULT_SIZE ? '' : writeQuery([['size', String(next)]]));
  };

  const focusCell = (row: number, col: number) => {
    setActive({ row, col });
    setShown(true);
    grid.current?.querySelector<HTMLElement>(`[data-cell="${row}-${col}"]`)?.focus();
  };

  const onKey = (event: KeyboardEvent<HTMLTableCellElement>, row: number, col: number) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [row - 1, col],
      ArrowDown: [row + 1, col],
      ArrowLeft: [row, col - 1],
      ArrowRight: [row, col + 1],
      Home: [row, 1],
      End: [row, size],
    };
    const target = moves[event.key];
    if (!target) return;
    event.preventDefault();
    const [r, c] = target;
    if (r >= 1 && r <= size && c >= 1 && c <= size) focusCell(r, c);
  };

  const numbers = Array.from({ length: size }, (_, index) => index + 1);
  const product = active.row * active.col;

  return (
    <div className={kitStyles.island} data-ready={hydrated ? 'true' : undefined}>
      <div className={cx(kitStyles.card, own.card)}>
        <div className={own.controls}>
          <fieldset className={fieldStyles.fieldset}>
            <legend className={fieldStyles.label}>Chart size</legend>
            <div className={fieldStyles.segmented}>
              {SIZES.map((option) => (
                <label key={option} className={fieldStyles.segment}>
                  <input
                    type="radio"
                    name={`${id}-size`}
                    value={option}
                    checked={size === option}
                    onChange={() => choose(option)}
                  />
                  <span>
                    {option} × {option}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <output className={own.readout} htmlFor={`${id}-grid`}>
            {shown ? (
              <>
                <strong>
                  {active.row} × {active.col} = {product}
                </strong>
                <span>
                  {' '}
                  ({active.row} groups of {active.col})
                </span>
              </>
            ) : (
              'Point at a square, or tab into the chart and use the arrow keys.'
            )}
          </output>
          <button type="button" className={`${actionButton} no-print`} onClick={() => window.print()}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M7 3h10v4H7zM4 8h16v8h-3v5H7v-5H4zm5 7v4h6v-4z" fill="currentColor" />
            </svg>
            Print chart
          </button>
        </div>
        <div
          className={own.scroll}
          role="region"
          aria-label={`${size} by ${size} multiplication chart`}
          tabIndex={-1}
        >
          <table id={`${id}-grid`} ref={grid} className={cx(own.table, size > 15 && own.dense)}>
            <caption className="visually-hidden">
              Multiplication chart from 1 × 1 to {size} × {size}: the row number times the column number.
            </caption>
            <thead>
              <tr>
                <th scope="col" className={own.corner}>
                  ×
                </th>
                {numbers.map((col) => (
                  <th
                    key={col}
                    scope="col"
                    className={cx(own.head, shown && col === active.col && own.headOn)}
                  >
                    {col}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {numbers.map((row) => (
                <tr key={row}>
                  <th scope="row" className={cx(own.head, shown && row === active.row && own.headOn)}>
                    {row}
                  </th>
                  {numbers.map((col) => {
                    const inLine = shown && (row === active.row || col === active.col);
                    const isActive = shown && row === active.row && col === active.col;
                    return (
                      <td
                        key={col}
                        data-cell={`${row}-${col}`}
                        tabIndex={row === active.row && col === active.col ? 0 : -1}
                        className={cx(
                          own.cell,
                          row === col && own.square,
                          inLine && own.line,
                          isActive && own.active,
                        )}
                        onMouseEnter={() => {
                          setActive({ row, col });
                          setShown(true);
                        }}
                        onFocus={() => {
                          setActive({ row, col });
                          setShown(true);
                        }}
                        onKeyDown={(event) => onKey(event, row, col)}
                      >
                        {row * col}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <HowItWorks
        method={method}
        explanation={{
          formula: 'row × column = product',
          steps: [
            `${active.row} × ${active.col} means ${active.row} groups of ${active.col}: ${Array.from({ length: Math.min(active.row, 6) }, () => active.col).join(' + ')}${active.row > 6 ? ' + …' : ''} = ${product}.`,
            `The same square sits at row ${active.col}, column ${active.row}, because ${active.row} × ${active.col} = ${active.col} × ${active.row}.`,
          ],
        }}
      />
    </div>
  );
}

'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './pay.module.css';

export interface ComboOption {
  readonly id: string;
  readonly label: string;
  /** A second line or a figure beside the label (a SOC code, an index value). */
  readonly hint?: string;
  /** A line under the label: why this option matched (the job title that led to it). */
  readonly detail?: string;
}

/**
 * A type-ahead picker following the ARIA 1.2 combobox pattern: the input owns a listbox of matches,
 * arrow keys move the active option, Enter picks it, Escape closes the list. The list is filtered by
 * the caller (`search`), so one picker serves 831 occupations or 389 metro areas.
 */
export function Combobox({
  label,
  value,
  search,
  onPick,
  onIntent,
  placeholder,
  status,
  describedBy,
}: {
  label: string;
  /** The picked option's label, shown in the box when the visitor is not typing. */
  value: string;
  search: (query: string) => readonly ComboOption[];
  onPick: (option: ComboOption) => void;
  /** First focus or keystroke: where a caller starts loading its data. */
  onIntent?: () => void;
  placeholder?: string;
  /** Shown under the box (a loading message); announced politely. */
  status?: ReactNode;
  describedBy?: string;
}) {
  const id = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const text = query ?? value;
  const options = open && query !== null ? search(query) : [];
  const expanded = open && options.length > 0;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (option: ComboOption) => {
    onPick(option);
    setQuery(null);
    setOpen(false);
  };

  return (
    <div className={styles.combo}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {label}
      </label>
      <div className={styles.comboBox}>
        <input
          id={`${id}-input`}
          className={styles.input}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded ? optionId(Math.min(active, options.length - 1)) : undefined}
          aria-describedby={[describedBy, `${id}-status`].filter(Boolean).join(' ')}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={text}
          onFocus={(event) => {
            onIntent?.();
            event.target.select();
          }}
          onChange={(event) => {
            onIntent?.();
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onBlur={() => {
            // A click on an option lands before the blur (pointerdown is prevented on the list).
            setOpen(false);
            setQuery(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              if (!open) {
                setQuery(query ?? value);
                setOpen(true);
                return;
              }
              setActive((current) => Math.min(current + 1, Math.max(options.length - 1, 0)));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((current) => Math.max(current - 1, 0));
            } else if (event.key === 'Enter') {
              const option = options[Math.min(active, options.length - 1)];
              if (expanded && option) {
                event.preventDefault();
                pick(option);
              }
            } else if (event.key === 'Escape') {
              if (open) {
                event.preventDefault();
                setOpen(false);
              } else setQuery(null);
            }
          }}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className={styles.listbox}
          hidden={!expanded}
          onPointerDown={(event) => event.preventDefault()}
        >
          {options.map((option, index) => (
            <li
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={index === active ? `${styles.option} ${styles.optionActive}` : styles.option}
              onClick={() => pick(option)}
              onPointerMove={() => setActive(index)}
            >
              <span>
                {option.label}
                {option.detail ? (
                  <>
                    {' '}
                    <span className={styles.optionDetail}>{option.detail}</span>
                  </>
                ) : null}
              </span>
              {option.hint ? <span className={styles.optionHint}>{option.hint}</span> : null}
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-status`} className={styles.comboStatus} aria-live="polite">
        {status ??
          (open && query !== null && query.trim() && options.length === 0
            ? 'No match: try another word.'
            : '')}
      </p>
    </div>
  );
}

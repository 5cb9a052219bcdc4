'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { ROLES } from '@/content/tools/career/jd-roles';
import { searchRoles, type Role } from '@/lib/career/jd/roles';
import styles from './career.module.css';

/**
 * The job title box with suggestions from the curated roles (the ARIA 1.2 combobox pattern): arrows
 * move through them, Enter picks one, Escape closes the list. Any title may be typed freely.
 */
export function RoleCombobox({
  id,
  value,
  onChange,
  onPick,
}: {
  id: string;
  value: string;
  onChange: (title: string) => void;
  onPick: (role: Role) => void;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = open ? searchRoles(ROLES, value) : [];
  const expanded = options.length > 0;

  function pick(role: Role) {
    onPick(role);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const count = options.length;
      if (!count) return;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current + 1) % count : (current - 1 + count) % count,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(options[active]!);
    } else if (event.key === 'Escape' && open) {
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Job title
      </label>
      <input
        id={id}
        className={styles.input}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={`${id}-help`}
        value={value}
        maxLength={120}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <p id={`${id}-help`} className={styles.help}>
        Start typing for suggestions from 60 common roles, or enter any title.
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggested job titles"
        className={styles.suggestions}
        hidden={!expanded}
      >
        {options.map((role, index) => (
          <li
            key={role.title}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.suggestion}
            // Pointer down, not click: the input's blur would close the list first.
            onPointerDown={(event) => {
              event.preventDefault();
              pick(role);
            }}
          >
            {role.title}
          </li>
        ))}
      </ul>
    </div>
  );
}

'use client';

import { useCallback, useEffect, useState } from 'react';
import type { Idea } from '@/lib/generators/types';
import { isRecord, readJson, writeJson } from '@/lib/kit/draft-store';

export type Favourite = Pick<Idea, 'text' | 'secondary' | 'source'>;

const keyOf = (slug: string) => `quotient.generator-favourites.${slug}`;
const same = (a: Favourite, b: Favourite) => a.text === b.text && (a.secondary ?? '') === (b.secondary ?? '');

function read(slug: string): Favourite[] {
  const items = readJson(keyOf(slug), (value) => (Array.isArray(value) ? (value as unknown[]) : null)) ?? [];
  return items.filter((item): item is Favourite => isRecord(item) && typeof item.text === 'string');
}

/** The visitor's saved ideas for one tool, kept in this browser's localStorage. */
export function useFavourites(slug: string) {
  const [items, setItems] = useState<Favourite[]>([]);
  useEffect(() => {
    // Read after hydration: the server has no storage, so the first render shows none.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setItems(read(slug));
  }, [slug]);

  const save = useCallback(
    (next: Favourite[]) => {
      setItems(next);
      // Private mode or a full quota: the list still works until the page closes.
      writeJson(keyOf(slug), next);
    },
    [slug],
  );

  const has = (idea: Favourite) => items.some((item) => same(item, idea));
  const toggle = (idea: Favourite) =>
    save(
      has(idea)
        ? items.filter((item) => !same(item, idea))
        : [...items, { text: idea.text, secondary: idea.secondary, source: idea.source }],
    );
  return { items, has, toggle, clear: () => save([]) };
}

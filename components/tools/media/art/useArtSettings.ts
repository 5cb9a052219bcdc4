'use client';

import { useEffect, useRef, useState } from 'react';
import { settingsFromQuery, settingsToQuery, type Flat, type Params } from '@/lib/media/art/link';
import { replaceQuery } from '@/lib/tools/url-state';

/**
 * A generator's settings, kept in the page address (after a short pause in typing) so a copied
 * link draws the same picture. A shared link's settings are read once after hydration.
 */
export function useArtSettings<S extends Flat>(defaults: S, params: Params<S>) {
  const [settings, setSettings] = useState<S>(defaults);
  const latest = useRef(settings);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const fromLink = settingsFromQuery(window.location.search, defaults, params);
    if (settingsToQuery(fromLink, defaults)) {
      latest.current = fromLink;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the link is only readable here
      setSettings(fromLink);
    }
    return () => clearTimeout(timer.current);
    // Runs once after hydration: defaults and params are constants of the tool.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const update = (patch: Partial<S>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setSettings(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => replaceQuery(settingsToQuery(next, defaults)), 250);
  };

  return [settings, update] as const;
}

/** `value` once it has stopped changing for `ms`: for announcements that should not chatter. */
export function useSettled<T>(value: T, ms = 700): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

'use client';

import { useEffect, useRef, useState } from 'react';

type Stamped<R> = { source: string; key: string; value: R };

type Options<R> = {
  /** The visitor's text. */
  text: string;
  /** Every setting the result depends on besides the text, as one string. */
  settingsKey: string;
  /** Whether the engine can run now (loaded, and the settings are valid). */
  ready: boolean;
  /** Whether the text itself cannot be worked on (empty, too long): nothing is shown as current. */
  blocked: boolean;
  /** How long typing must pause before the engine runs. */
  delayMs: number;
  /** The engine, on the text now on screen; may answer later (a Web Worker). */
  run: (text: string) => R | Promise<R>;
  /** Called with each result kept, to reset what belonged to the previous one. */
  onResult?: (value: R) => void;
};

/**
 * Runs a text tool's engine once typing pauses, and hands back only a result made from the text and
 * settings now on screen: a result for older text or other settings is `stale` and is never shown
 * as current, and an answer that arrives after a newer run started is dropped.
 */
export function useSettledResult<R>({
  text,
  settingsKey,
  ready,
  blocked,
  delayMs,
  run,
  onResult,
}: Options<R>) {
  const [result, setResult] = useState<Stamped<R> | null>(null);
  const [running, setRunning] = useState(false);
  const sequence = useRef(0);
  const callbacks = useRef({ run, onResult });
  useEffect(() => {
    callbacks.current = { run, onResult };
  });

  useEffect(() => {
    if (!ready || blocked) return;
    const mine = ++sequence.current;
    const keep = (value: R) => {
      if (mine !== sequence.current) return;
      setResult({ source: text, key: settingsKey, value });
      callbacks.current.onResult?.(value);
      setRunning(false);
    };
    const timer = setTimeout(() => {
      setRunning(true);
      const out = callbacks.current.run(text);
      if (out instanceof Promise) void out.then(keep);
      else keep(out);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, settingsKey, ready, blocked, delayMs]);

  const current =
    result && !blocked && result.source === text && result.key === settingsKey ? result.value : null;
  const stale = Boolean(result && !blocked && current === null);
  return { current, stale, running };
}

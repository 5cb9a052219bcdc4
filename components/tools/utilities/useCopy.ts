'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * Copies text and keeps one message for the island's status region. When the clipboard is refused,
 * the element with `fallbackId` is selected so the visitor can press Ctrl+C.
 */
export function useCopy() {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (text: string, done: string, fallbackId?: string) => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setMessage(done);
    } catch {
      const target = fallbackId ? document.getElementById(fallbackId) : null;
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) target.select();
      else if (target) window.getSelection()?.selectAllChildren(target);
      setMessage('Copying was blocked: the text is selected, press Ctrl+C (⌘C on a Mac).');
    }
    timer.current = setTimeout(() => setMessage(''), 5000);
  };
  return { copy, message };
}

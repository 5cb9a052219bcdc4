'use client';

import { useEffect } from 'react';
import { EMBED_HEIGHT_MESSAGE, type EmbedHeightMessage } from '@/lib/tools/embed';

/**
 * Tells the embedding page how tall the tool is, now and whenever it changes (a result appears, a
 * row is added). Any origin may receive it: a height says nothing private, and the embedding site's
 * origin is not known here. The snippet's listener checks that the message comes from this site.
 */
export function EmbedHeight() {
  useEffect(() => {
    if (window.parent === window) return;
    let last = 0;
    const post = () => {
      const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
      if (!height || height === last) return;
      last = height;
      const message: EmbedHeightMessage = { type: EMBED_HEIGHT_MESSAGE, height };
      window.parent.postMessage(message, '*');
    };
    post();
    const observer = new ResizeObserver(post);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  return null;
}

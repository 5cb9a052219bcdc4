import { afterEach, describe, expect, it } from 'vitest';
import { EMBED_HEIGHT_MESSAGE, embedSnippet, isEmbedHeightMessage } from '@/lib/tools/embed';

const SITE = 'https://quotient.example';

/** Puts the snippet into this document as a visitor would paste it, and runs its listener. */
function paste(html: string) {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  const script = holder.querySelector('script')!;
  // innerHTML does not run scripts; run the listener's text as the embedding page would.
  new Function(script.textContent ?? '')();
  return holder.querySelector('iframe')!;
}

describe('the embed code', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('frames the embed page of the tool, titled, full width', () => {
    const frame = paste(
      embedSnippet({ origin: SITE, slug: 'tip-calculator', title: 'Tip "calculator" by Quotient' }),
    );
    expect(frame.getAttribute('src')).toBe(`${SITE}/embed/tools/tip-calculator/`);
    expect(frame.getAttribute('title')).toBe('Tip "calculator" by Quotient');
    expect(frame.getAttribute('width')).toBe('100%');
  });

  it('takes the height only from the site and only for the frame that sent it', () => {
    const frame = paste(embedSnippet({ origin: SITE, slug: 'tip-calculator', title: 'Tip' }));
    const other = document.createElement('iframe');
    other.setAttribute('data-quotient-embed', '');
    document.body.append(other);
    const send = (origin: string, source: Window | null, data: unknown) =>
      window.dispatchEvent(new MessageEvent('message', { origin, source, data }));

    send('https://evil.example', frame.contentWindow, { type: EMBED_HEIGHT_MESSAGE, height: 900 });
    expect(frame.style.height).toBe('');
    send(SITE, frame.contentWindow, { type: 'other', height: 900 });
    expect(frame.style.height).toBe('');
    send(SITE, frame.contentWindow, { type: EMBED_HEIGHT_MESSAGE, height: 812.4 });
    expect(frame.style.height).toBe('813px');
    expect(other.style.height).toBe('');
  });
});

describe('the height message', () => {
  it('is a positive finite height under the embed type', () => {
    expect(isEmbedHeightMessage({ type: EMBED_HEIGHT_MESSAGE, height: 640 })).toBe(true);
    expect(isEmbedHeightMessage({ type: EMBED_HEIGHT_MESSAGE, height: -1 })).toBe(false);
    expect(isEmbedHeightMessage({ type: EMBED_HEIGHT_MESSAGE, height: '640' })).toBe(false);
    expect(isEmbedHeightMessage('640')).toBe(false);
  });
});

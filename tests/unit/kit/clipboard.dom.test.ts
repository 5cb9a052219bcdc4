import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyOrThrow, copyText } from '@/lib/kit/clipboard';

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  document.body.innerHTML = '';
  window.getSelection()?.removeAllRanges();
});

describe('copying', () => {
  it('copies the text and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    clipboard(writeText);
    expect(await copyText('Hello')).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('Hello');
  });

  it('selects a text box for Ctrl+C when the clipboard is refused', async () => {
    clipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    document.body.innerHTML = '<textarea id="box">draft text</textarea>';
    const box = document.getElementById('box') as HTMLTextAreaElement;
    expect(await copyText('draft text', 'box')).toBe('selected');
    expect(box.selectionStart).toBe(0);
    expect(box.selectionEnd).toBe('draft text'.length);
  });

  it('selects a result element, and fails when there is nothing to select', async () => {
    clipboard(() => Promise.reject(new Error('insecure page')));
    document.body.innerHTML = '<div id="result"><p>42 days</p></div>';
    expect(await copyText('42 days', 'result')).toBe('selected');
    expect(window.getSelection()?.toString()).toBe('42 days');
    expect(await copyText('42 days', 'missing')).toBe('failed');
    expect(await copyText('42 days')).toBe('failed');
  });

  it('fails cleanly where the browser has no Clipboard API', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    expect(await copyText('x')).toBe('failed');
    await expect(copyOrThrow('x')).rejects.toThrow();
  });
});

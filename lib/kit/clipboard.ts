/**
 * Copying text for the tools. When the browser refuses the clipboard (an insecure page, a denied
 * permission, no Clipboard API), the text is selected instead so the visitor can press Ctrl+C; the
 * outcome says which happened, for the status message.
 */
export type CopyOutcome = 'copied' | 'selected' | 'failed';

export async function copyText(text: string, fallbackId?: string): Promise<CopyOutcome> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return selectForCopy(fallbackId) ? 'selected' : 'failed';
  }
}

/** Selects a text box's text or an element's content; false when there is no such element. */
export function selectForCopy(id: string | undefined): boolean {
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) target.select();
  else window.getSelection()?.selectAllChildren(target);
  return true;
}

/** For a step that fails as a whole when the clipboard is refused (the caller says why). */
export async function copyOrThrow(text: string): Promise<void> {
  if ((await copyText(text)) !== 'copied') throw new Error('The browser refused the clipboard.');
}

/** The modal form identifiers; a link to `#contactUs` opens that form on any page. */
export const MODAL_IDS = ['contactUs', 'getStartedNew', 'freeTemplateDownload'] as const;
export type ModalId = (typeof MODAL_IDS)[number];

/** `#freeTemplateDownload=offer-letter-kit` → `{ id: 'freeTemplateDownload', arg: 'offer-letter-kit' }`. */
export function parseModalHash(hash: string): { id: ModalId; arg?: string } | null {
  const raw = hash.replace(/^#/, '');
  const [id, arg] = raw.split('=', 2) as [string, string | undefined];
  if (!(MODAL_IDS as readonly string[]).includes(id)) return null;
  return { id: id as ModalId, ...(arg ? { arg: decodeURIComponent(arg) } : {}) };
}

export function modalHref(id: ModalId, arg?: string): string {
  return arg ? `#${id}=${encodeURIComponent(arg)}` : `#${id}`;
}

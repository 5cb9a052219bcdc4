/**
 * Friction-free spam checks for the lead and trial forms: a field people never see (a honeypot)
 * and a minimum time between the form appearing and its submit. A tripped check drops the send
 * but shows the usual success, so a bot learns nothing.
 */

/** A name bots fill with a URL. Not a contact word (name, company, email…): browser autofill must skip it. */
export const HONEYPOT_NAME = 'website_url';
/** Nobody reads and fills even one field this fast; a script submits within milliseconds. */
export const MIN_FILL_MS = 3000;

export function looksAutomated({
  honeypot,
  startedAt,
  now = Date.now(),
}: {
  honeypot: string | null | undefined;
  /** When the form (or the shell it replaced) first showed; unknown means the check cannot judge. */
  startedAt: number | null | undefined;
  now?: number;
}): boolean {
  if (honeypot && honeypot.trim() !== '') return true;
  return typeof startedAt === 'number' && now - startedAt < MIN_FILL_MS;
}

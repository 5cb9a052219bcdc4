/**
 * The spam check of the lead and trial forms: a field people never see (a honeypot). Only a filled
 * trap drops a send. Speed is no sign of a bot: a returning visitor's browser autofills the email
 * and the press can come within a second of the form showing, and a sign-up lost that way is a
 * customer lost while being told it worked.
 */

/** A name bots fill with a URL. Not a contact word (name, company, email…): browser autofill must skip it. */
export const HONEYPOT_NAME = 'website_url';

export function looksAutomated({ honeypot }: { honeypot: string | null | undefined }): boolean {
  return typeof honeypot === 'string' && honeypot.trim() !== '';
}

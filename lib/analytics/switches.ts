/**
 * The two measurement switches, on their own so the site shell (on every page) reads them without
 * shipping every service address of lib/env. Next inlines each `process.env.NEXT_PUBLIC_*` only
 * where the name is written out literally.
 */
const clean = (value: string | undefined) => (value && value.trim() ? value.trim().replace(/\/+$/, '') : '');

/** Google Analytics measurement ID; empty means no analytics. */
export const gaId = clean(process.env.NEXT_PUBLIC_GA_ID);
/** The A/B-testing script; empty means no experiments. */
export const abScriptUrl = clean(process.env.NEXT_PUBLIC_AB_SCRIPT_URL);

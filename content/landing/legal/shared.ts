import { site } from '../../site';

/**
 * Names, addresses and the effective date the Quotient Source legal documents share. When a
 * document changes, change its effective date here and tell customers as section "Changes" says.
 */
export const company = site.legalName;
export const product = site.products.sourcing;
export const privacyEmail = 'privacy@quotient.example';
export const legalEmail = 'legal@quotient.example';
export const effective = '22 November 2026';

export const privacyLink = `[${privacyEmail}](mailto:${privacyEmail})`;
export const legalLink = `[${legalEmail}](mailto:${legalEmail})`;

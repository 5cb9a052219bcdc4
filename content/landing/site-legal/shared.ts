import { site } from '../../site';

/**
 * Names, addresses and the effective date the site-wide legal documents share. When a document
 * changes, change its effective date here.
 */
export const company = site.legalName;
export const assess = site.products.assessment;
export const interview = site.products.interview;
export const source = site.products.sourcing;
export const privacyEmail = 'privacy@quotient.example';
export const legalEmail = 'legal@quotient.example';
export const effective = '22 November 2026';

export const privacyLink = `[${privacyEmail}](mailto:${privacyEmail})`;
export const legalLink = `[${legalEmail}](mailto:${legalEmail})`;

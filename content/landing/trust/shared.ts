import { site } from '../../site';

/** Names and contacts the trust centre pages share. */
export const brand = site.brand;
export const company = site.legalName;
export const assess = site.products.assessment;
export const interview = site.products.interview;
export const source = site.products.sourcing;
export const securityEmail = 'security@quotient.example';
export const privacyEmail = 'privacy@quotient.example';
export const accessibilityEmail = 'accessibility@quotient.example';
export const securityLink = `[${securityEmail}](mailto:${securityEmail})`;
export const privacyLink = `[${privacyEmail}](mailto:${privacyEmail})`;
export const accessibilityLink = `[${accessibilityEmail}](mailto:${accessibilityEmail})`;
export const reviewed = '2026-11-26';
/** Every trust centre page states commitments that counsel has not yet approved. */
export const pendingReview = { status: 'pending' } as const;
export const eyebrow = `${site.brand} · Trust centre`;

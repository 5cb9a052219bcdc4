/**
 * How many businesses use Quotient, in the one form every page shows it. Pages build their
 * sentences from these instead of typing the figure, so the count cannot drift from page to page;
 * tests/unit/content/customer-count.test.ts fails on a count written anywhere else.
 */
export const customerCount = '100+';

/** "100+ businesses": the figure with its noun, for sentences such as "Sourcing teams at … use Quotient". */
export const customerBusinesses = `${customerCount} businesses`;

/** The short proof line under a hero or beside a form. */
export const trustedByLine = `Trusted by ${customerBusinesses}`;

/**
 * Wage arithmetic runs in whole cents so $16.90 × 2,080 is exactly $35,152.00 and not a float
 * a hair below it; only the final division back to dollars leaves integers.
 */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => cents / 100;

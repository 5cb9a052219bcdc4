/**
 * The trial email's messages, word for word as the product's other sign-up forms show them: the
 * email is checked in this order and the first failure is shown. The original sent the business-email message through its success channel; here it is
 * the field error it is (see README, "Trial sign-up").
 */
export const EMAIL_MESSAGES = {
  empty: 'Please enter email',
  invalid: 'Please enter a valid email',
  notBusiness: 'Please enter a valid business email',
} as const;

/** Ours alone: the domain list could not be fetched, so the address cannot be judged yet. */
export const DOMAIN_LIST_UNAVAILABLE =
  'We could not check this address just now. Check your connection and try again.';

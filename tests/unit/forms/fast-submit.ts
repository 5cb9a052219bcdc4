/**
 * How soon after a form shows these tests press its button: as soon as a returning visitor whose
 * browser autofilled the form does. A sign-up or lead sent that fast must still arrive.
 */
export const FAST_SUBMIT_MS = 500;

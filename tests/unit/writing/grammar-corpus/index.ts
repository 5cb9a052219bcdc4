import { agreementAndVerbs } from './agreement-and-verbs';
import { articlesAndNouns } from './articles-and-nouns';
import { clean } from './clean';
import { heldOutClean as firstClean, heldOutErrors as firstErrors } from './held-out';
import { heldOut2Clean, heldOut2Errors } from './held-out-2';
import { punctuationAndCapitals } from './punctuation-and-capitals';
import type { ErrorCase } from './types';
import { addedClean, addedErrors } from './tuning-added';
import { words } from './words';

export const errorCases: ErrorCase[] = [
  ...agreementAndVerbs,
  ...articlesAndNouns,
  ...words,
  ...punctuationAndCapitals,
  ...addedErrors,
];
export const cleanCases = [...clean, ...addedClean];

/** Every held-out sentence: never read while tuning the rules, so its score is the honest one. */
export const heldOutErrors: ErrorCase[] = [...firstErrors, ...heldOut2Errors];
export const heldOutClean = [...firstClean, ...heldOut2Clean];
export type { CleanCase, ErrorCase, ErrorClass } from './types';

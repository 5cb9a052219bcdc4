import { agreementAndVerbs } from './agreement-and-verbs';
import { articlesAndNouns } from './articles-and-nouns';
import { clean } from './clean';
import { punctuationAndCapitals } from './punctuation-and-capitals';
import type { ErrorCase } from './types';
import { words } from './words';

export const errorCases: ErrorCase[] = [
  ...agreementAndVerbs,
  ...articlesAndNouns,
  ...words,
  ...punctuationAndCapitals,
];
export const cleanCases = clean;
export { heldOutClean, heldOutErrors } from './held-out';
export type { CleanCase, ErrorCase, ErrorClass } from './types';

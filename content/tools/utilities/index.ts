import { booleanSearchBuilder } from './boolean-search-builder';
import { emailLookup } from './email-lookup';
import { excelFormulaGenerator } from './excel-formula-generator';
import { passwordGenerator } from './password-generator';
import { phoneNumberLookup } from './phone-number-lookup';

/** The utility tools that are built (family `utility`, plus the boolean search builder in `career`). */
export const utilityTools = [
  passwordGenerator,
  phoneNumberLookup,
  emailLookup,
  excelFormulaGenerator,
  booleanSearchBuilder,
] as const;

export { booleanSearchBuilder, emailLookup, excelFormulaGenerator, passwordGenerator, phoneNumberLookup };

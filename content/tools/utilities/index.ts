import { emailLookup } from './email-lookup';
import { excelFormulaGenerator } from './excel-formula-generator';
import { passwordGenerator } from './password-generator';
import { phoneNumberLookup } from './phone-number-lookup';

/** The utility tools (family `utility`). */
export const utilityTools = [
  passwordGenerator,
  phoneNumberLookup,
  emailLookup,
  excelFormulaGenerator,
] as const;

export { emailLookup, excelFormulaGenerator, passwordGenerator, phoneNumberLookup };

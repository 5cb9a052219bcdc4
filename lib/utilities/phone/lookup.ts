import type * as Lib from 'libphonenumber-js/max';
import { countryName, type CountryNames } from './countries';

export type PhoneLib = typeof Lib;

interface ParsedCommon {
  readonly kind: 'parsed';
  readonly possible: boolean;
  readonly country: string;
  readonly countryCode: string | undefined;
  readonly callingCode: string;
  readonly type: string;
  readonly asYouType: string;
}

/**
 * A valid number carries its formats; an invalid one carries only why it is invalid and the digits
 * that were read, because a "+1 201 555 01" in E.164 looks dialable and would be copied as if it were.
 */
export type PhoneResult =
  | { kind: 'empty' }
  | { kind: 'problem'; message: string; asYouType: string }
  | (ParsedCommon & {
      valid: true;
      note: null;
      e164: string;
      international: string;
      national: string;
      uri: string;
    })
  | (ParsedCommon & {
      valid: false;
      /** Why the number is not valid. */
      note: string;
      /** The calling code and the national digits that were read, unformatted. */
      digits: string;
    });

const TYPE_LABELS: Record<string, string> = {
  MOBILE: 'Mobile',
  FIXED_LINE: 'Fixed line (landline)',
  FIXED_LINE_OR_MOBILE: 'Fixed line or mobile (this country’s numbering does not tell them apart)',
  TOLL_FREE: 'Toll free',
  PREMIUM_RATE: 'Premium rate',
  SHARED_COST: 'Shared cost',
  VOIP: 'VoIP (internet telephony)',
  PERSONAL_NUMBER: 'Personal number (follows the person)',
  PAGER: 'Pager',
  UAN: 'Universal access number (company number)',
  VOICEMAIL: 'Voicemail access',
};

const LENGTH_MESSAGES: Record<string, string> = {
  TOO_SHORT: 'Too short: this number has fewer digits than any number in that country.',
  TOO_LONG: 'Too long: this number has more digits than any number in that country.',
  INVALID_LENGTH:
    'Wrong length: numbers in that country are shorter or longer than this, though not by a fixed amount.',
  INVALID_COUNTRY:
    'Invalid country calling code: no country uses the code after the +. Check the digits after + (1 for the US and Canada, 44 for the UK, 91 for India).',
  NOT_A_NUMBER:
    'That does not look like a phone number: type digits, with spaces, dashes or brackets if you like.',
};

export const typeLabel = (type: string | undefined) =>
  type ? (TYPE_LABELS[type] ?? type) : 'Unknown (the number is not in any range assigned to a type)';

/** Everything libphonenumber can tell from the digits alone, for a number typed in a country. */
export function lookUpPhone(
  lib: PhoneLib,
  input: string,
  defaultCountry: string,
  names: CountryNames,
): PhoneResult {
  const text = input.trim();
  if (!/\d/.test(text))
    return text
      ? { kind: 'problem', message: LENGTH_MESSAGES.NOT_A_NUMBER!, asYouType: '' }
      : { kind: 'empty' };
  if (text.replace(/\D/g, '').length > 17)
    return { kind: 'problem', message: LENGTH_MESSAGES.TOO_LONG!, asYouType: text };
  const country = defaultCountry as Lib.CountryCode;
  const asYouType = new lib.AsYouType(country).input(text);
  const lengthProblem = lib.validatePhoneNumberLength(text, country);
  let parsed: Lib.PhoneNumber;
  try {
    parsed = lib.parsePhoneNumberWithError(text, country);
  } catch (error) {
    const code = error instanceof lib.ParseError ? error.message : 'NOT_A_NUMBER';
    return { kind: 'problem', message: LENGTH_MESSAGES[code] ?? LENGTH_MESSAGES.NOT_A_NUMBER!, asYouType };
  }
  if (lengthProblem === 'INVALID_COUNTRY' || lengthProblem === 'NOT_A_NUMBER')
    return { kind: 'problem', message: LENGTH_MESSAGES[lengthProblem]!, asYouType };
  const valid = parsed.isValid();
  const possible = parsed.isPossible();
  const sameCode = lib.getCountryCallingCode(country) === parsed.countryCallingCode;
  const where = parsed.country ?? (sameCode ? defaultCountry : undefined);
  const common: ParsedCommon = {
    kind: 'parsed',
    possible,
    country: parsed.country
      ? countryName(names, parsed.country)
      : valid
        ? `Non-geographic: an international service number (+${parsed.countryCallingCode})`
        : sameCode
          ? `${countryName(names, defaultCountry)} (going by the calling code)`
          : 'Not determined',
    countryCode: parsed.country,
    callingCode: `+${parsed.countryCallingCode}`,
    type: valid ? typeLabel(parsed.getType()) : 'Unknown (the number is not valid)',
    asYouType,
  };
  if (valid)
    return {
      ...common,
      valid,
      note: null,
      e164: parsed.number,
      international: parsed.formatInternational(),
      national: parsed.formatNational(),
      uri: parsed.getURI(),
    };
  return {
    ...common,
    valid,
    note:
      (lengthProblem ? LENGTH_MESSAGES[lengthProblem] : undefined) ??
      `The length is right, but no number in ${where ? countryName(names, where) : `+${parsed.countryCallingCode}`} starts this way: check the area code or the first digits.`,
    digits: `+${parsed.countryCallingCode} ${parsed.nationalNumber}`,
  };
}

let loading: Promise<PhoneLib> | undefined;
/** libphonenumber-js with its full ("max") metadata, which can tell number types apart: loaded on first use. */
export function loadPhoneLib(): Promise<PhoneLib> {
  loading ??= import('libphonenumber-js/max').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

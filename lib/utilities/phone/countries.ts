import { COUNTRY_CODES } from './country-codes';
import { COUNTRY_NAMES } from './country-names';

export type Country = { code: string; callingCode: string; name: string };

const names = { of: (code: string): string | undefined => COUNTRY_NAMES[code] };

/** The countries of the picker, by English name. */
export const COUNTRIES: readonly Country[] = COUNTRY_CODES.split(',')
  .map((pair) => {
    const [code = '', callingCode = ''] = pair.split(':');
    return { code, callingCode, name: names.of(code) ?? code };
  })
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

export function countryName(code: string | undefined): string {
  if (!code) return 'Unknown';
  return names.of(code) ?? code;
}

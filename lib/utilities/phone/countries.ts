import { COUNTRY_CODES } from './country-codes';

export type Country = { code: string; callingCode: string; name: string };

/** English names by region code; the word list lives in content (content/tools/utilities). */
export type CountryNames = Readonly<Record<string, string>>;

/** The countries of the picker, by English name. */
export function countryList(names: CountryNames): readonly Country[] {
  return COUNTRY_CODES.split(',')
    .map((pair) => {
      const [code = '', callingCode = ''] = pair.split(':');
      return { code, callingCode, name: names[code] ?? code };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export function countryName(names: CountryNames, code: string | undefined): string {
  if (!code) return 'Unknown';
  return names[code] ?? code;
}

import * as lib from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_NAMES } from '@/content/tools/utilities/country-names';
import { lookUpPhone } from '@/lib/utilities/phone/lookup';

const look = (input: string, country = 'US') => lookUpPhone(lib, input, country, COUNTRY_NAMES);

describe('phone number lookup', () => {
  it('formats a US number in every standard form', () => {
    expect(look('(201) 555-0123')).toMatchObject({
      kind: 'parsed',
      valid: true,
      possible: true,
      country: 'United States',
      callingCode: '+1',
      type: 'Fixed line or mobile (this country’s numbering does not tell them apart)',
      e164: '+12015550123',
      international: '+1 201 555 0123',
      national: '(201) 555-0123',
      uri: 'tel:+12015550123',
    });
    expect(look('800 555 1234')).toMatchObject({ type: 'Toll free', e164: '+18005551234' });
  });

  it('reads UK mobile and London landline numbers', () => {
    expect(look('07400 123456', 'GB')).toMatchObject({
      valid: true,
      country: 'United Kingdom',
      type: 'Mobile',
      e164: '+447400123456',
      international: '+44 7400 123456',
      national: '07400 123456',
    });
    expect(look('020 7946 0018', 'GB')).toMatchObject({
      type: 'Fixed line (landline)',
      international: '+44 20 7946 0018',
    });
  });

  it('reads an Indian mobile number, and a + code overrides the chosen country', () => {
    expect(look('98765 43210', 'IN')).toMatchObject({
      valid: true,
      country: 'India',
      type: 'Mobile',
      e164: '+919876543210',
      international: '+91 98765 43210',
    });
    expect(look('+91 98765 43210', 'US')).toMatchObject({ country: 'India', e164: '+919876543210' });
  });

  it('explains numbers that are too short, too long or have no such country code', () => {
    expect(look('201 555 01')).toMatchObject({
      kind: 'parsed',
      valid: false,
      note: 'Too short: this number has fewer digits than any number in that country.',
    });
    expect(look('+1 201 555 01234')).toMatchObject({
      valid: false,
      note: 'Too long: this number has more digits than any number in that country.',
    });
    expect(look('+999 123 4567')).toMatchObject({
      kind: 'problem',
      message: expect.stringMatching(/^Invalid country calling code/),
    });
    expect(look('call me')).toMatchObject({
      kind: 'problem',
      message: expect.stringMatching(/^That does not look like a phone number/),
    });
    expect(look('   ')).toEqual({ kind: 'empty' });
  });

  it('says why a number of the right length is not valid', () => {
    const result = look('099 555 0123');
    expect(result).toMatchObject({ valid: false });
    expect(result.kind === 'parsed' && result.note).toMatch(/no number in United States starts this way/);
  });

  it('gives an invalid number only its reason and the digits read, never dialable formats', () => {
    for (const [input, country] of [
      ['201 555 01', 'US'],
      ['+1 201 555 01234', 'US'],
      ['099 555 0123', 'US'],
      ['07400 12', 'GB'],
    ] as const) {
      const result = look(input, country);
      expect(result).toMatchObject({ kind: 'parsed', valid: false, note: expect.any(String) });
      for (const format of ['e164', 'international', 'national', 'uri'])
        expect(result, `${input}: ${format}`).not.toHaveProperty(format);
    }
    expect(look('201 555 01')).toMatchObject({ digits: '+1 20155501', callingCode: '+1' });
  });

  it('formats as the visitor types', () => {
    expect(look('2015550')).toMatchObject({ asYouType: '(201) 555-0' });
  });

  it('lists every country the metadata knows, with the right calling code', () => {
    expect(COUNTRIES.map((c) => c.code).sort()).toEqual([...lib.getCountries()].sort());
    for (const c of COUNTRIES)
      expect(c.callingCode).toBe(lib.getCountryCallingCode(c.code as lib.CountryCode));
    expect(COUNTRIES.find((c) => c.code === 'GB')?.name).toBe('United Kingdom');
  });
});

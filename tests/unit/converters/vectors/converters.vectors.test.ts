// Sources: NIST SP 811 (2008), appendix B.8–B.9, and NIST Handbook 44 (2024), appendix C, for the
// exact factors (each row's group names its own); the SI Brochure for the metric prefixes. Expected
// results were worked independently in exact rational arithmetic (Python fractions) from those factors
// and rounded to six significant figures, whole numbers kept whole, as the page shows results.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { convert } from '@/lib/converters/convert';
import { PAIRS, type PairId } from '@/lib/converters/pairs';
import { quantity } from '@/lib/kit/numbers';

type Vector = [pair: PairId, typed: string, shown: string];

const vectors: Vector[] = [
  // NIST SP 811 B.9: t/°F = 1.8 × t/°C + 32 (exact)
  ['celsius-fahrenheit', '0', '32'],
  ['celsius-fahrenheit', '100', '212'],
  ['celsius-fahrenheit', '37', '98.6'],
  ['celsius-fahrenheit', '-40', '-40'],
  ['celsius-fahrenheit', '-273.15', '-459.67'],
  ['celsius-fahrenheit', '20', '68'],
  ['celsius-fahrenheit', '25', '77'],
  ['celsius-fahrenheit', '-10', '14'],
  ['celsius-fahrenheit', '36.6', '97.88'],
  ['celsius-fahrenheit', '1000', '1,832'],
  // NIST SP 811 B.8 / HB 44 C: 1 ft = 0.3048 m exactly (spec: 1 m = 3.28084 ft)
  ['meter-foot', '1', '3.28084'],
  ['meter-foot', '10', '32.8084'],
  ['meter-foot', '0.3048', '1'],
  ['meter-foot', '1.75', '5.74147'],
  ['meter-foot', '2', '6.56168'],
  ['meter-foot', '100', '328.084'],
  ['meter-foot', '1000', '3,280.84'],
  ['meter-foot', '5', '16.4042'],
  ['meter-foot', '0.5', '1.64042'],
  ['meter-foot', '42.195', '138.435'],
  // NIST HB 44 C: 1 ft = 12 in exactly (spec: 1 in = 0.0833 ft)
  ['inch-foot', '12', '1'],
  ['inch-foot', '24', '2'],
  ['inch-foot', '1', '0.0833333'],
  ['inch-foot', '6', '0.5'],
  ['inch-foot', '18', '1.5'],
  ['inch-foot', '30', '2.5'],
  ['inch-foot', '36', '3'],
  ['inch-foot', '70', '5.83333'],
  ['inch-foot', '100', '8.33333'],
  ['inch-foot', '144', '12'],
  // NIST SP 811 B.8: 1 in = 2.54 cm exactly
  ['centimeter-inch', '2.54', '1'],
  ['centimeter-inch', '1', '0.393701'],
  ['centimeter-inch', '10', '3.93701'],
  ['centimeter-inch', '30', '11.811'],
  ['centimeter-inch', '100', '39.3701'],
  ['centimeter-inch', '15', '5.90551'],
  ['centimeter-inch', '25.4', '10'],
  ['centimeter-inch', '50', '19.685'],
  ['centimeter-inch', '180', '70.8661'],
  ['centimeter-inch', '0.5', '0.19685'],
  // NIST SP 811 B.8: 1 lb (avoirdupois) = 0.45359237 kg exactly
  ['kilogram-pound', '1', '2.20462'],
  ['kilogram-pound', '0.45359237', '1'],
  ['kilogram-pound', '70', '154.324'],
  ['kilogram-pound', '2.2', '4.85017'],
  ['kilogram-pound', '10', '22.0462'],
  ['kilogram-pound', '50', '110.231'],
  ['kilogram-pound', '100', '220.462'],
  ['kilogram-pound', '23', '50.7063'],
  ['kilogram-pound', '0.5', '1.10231'],
  ['kilogram-pound', '1000', '2,204.62'],
  // SI Brochure (9th ed.) prefixes / spec: 1 ml = 0.001 l
  ['milliliter-liter', '1000', '1'],
  ['milliliter-liter', '1', '0.001'],
  ['milliliter-liter', '250', '0.25'],
  ['milliliter-liter', '500', '0.5'],
  ['milliliter-liter', '1500', '1.5'],
  ['milliliter-liter', '750', '0.75'],
  ['milliliter-liter', '330', '0.33'],
  ['milliliter-liter', '2000', '2'],
  ['milliliter-liter', '5', '0.005'],
  ['milliliter-liter', '100000', '100'],
  // NIST HB 44 C: 1 cup = 8 fl oz, 1 tbsp = 1/2 fl oz, so 1 tbsp = 1/16 = 0.0625 cup (spec)
  ['tablespoon-cup', '16', '1'],
  ['tablespoon-cup', '1', '0.0625'],
  ['tablespoon-cup', '2', '0.125'],
  ['tablespoon-cup', '4', '0.25'],
  ['tablespoon-cup', '8', '0.5'],
  ['tablespoon-cup', '3', '0.1875'],
  ['tablespoon-cup', '12', '0.75'],
  ['tablespoon-cup', '32', '2'],
  ['tablespoon-cup', '0.5', '0.03125'],
  ['tablespoon-cup', '5', '0.3125'],
  // NIST HB 44 C: 1 acre = 43,560 ft² = 4,046.8564224 m² = 0.40468564224 ha (spec: 1 ha = 2.47105 acres)
  ['hectare-acre', '1', '2.47105'],
  ['hectare-acre', '0.40468564224', '1'],
  ['hectare-acre', '10', '24.7105'],
  ['hectare-acre', '100', '247.105'],
  ['hectare-acre', '2.5', '6.17763'],
  ['hectare-acre', '0.5', '1.23553'],
  ['hectare-acre', '1000', '2,471.05'],
  ['hectare-acre', '40', '98.8422'],
  ['hectare-acre', '3', '7.41316'],
  ['hectare-acre', '250', '617.763'],
  // SI prefixes / spec: 1 g = 0.001 kg
  ['gram-kilogram', '1000', '1'],
  ['gram-kilogram', '1', '0.001'],
  ['gram-kilogram', '500', '0.5'],
  ['gram-kilogram', '250', '0.25'],
  ['gram-kilogram', '454', '0.454'],
  ['gram-kilogram', '750', '0.75'],
  ['gram-kilogram', '1500', '1.5'],
  ['gram-kilogram', '5', '0.005'],
  ['gram-kilogram', '125', '0.125'],
  ['gram-kilogram', '100000', '100'],
  // SI prefixes / spec: 1 mm = 0.001 m
  ['millimeter-meter', '1000', '1'],
  ['millimeter-meter', '1', '0.001'],
  ['millimeter-meter', '1500', '1.5'],
  ['millimeter-meter', '2400', '2.4'],
  ['millimeter-meter', '500', '0.5'],
  ['millimeter-meter', '25', '0.025'],
  ['millimeter-meter', '10', '0.01'],
  ['millimeter-meter', '3000', '3'],
  ['millimeter-meter', '750', '0.75'],
  ['millimeter-meter', '12345', '12.345'],
  // SI prefixes / spec: 1 mm = 0.1 cm
  ['millimeter-centimeter', '10', '1'],
  ['millimeter-centimeter', '1', '0.1'],
  ['millimeter-centimeter', '25', '2.5'],
  ['millimeter-centimeter', '65', '6.5'],
  ['millimeter-centimeter', '100', '10'],
  ['millimeter-centimeter', '3', '0.3'],
  ['millimeter-centimeter', '7.5', '0.75'],
  ['millimeter-centimeter', '250', '25'],
  ['millimeter-centimeter', '0.5', '0.05'],
  ['millimeter-centimeter', '1234', '123.4'],
  // SI prefixes / spec: 1 mg = 0.001 g
  ['milligram-gram', '1000', '1'],
  ['milligram-gram', '1', '0.001'],
  ['milligram-gram', '500', '0.5'],
  ['milligram-gram', '250', '0.25'],
  ['milligram-gram', '81', '0.081'],
  ['milligram-gram', '325', '0.325'],
  ['milligram-gram', '2000', '2'],
  ['milligram-gram', '5', '0.005'],
  ['milligram-gram', '1500', '1.5'],
  ['milligram-gram', '10', '0.01'],
  // NIST SP 811 B.8: 1 ft = 30.48 cm exactly (spec: 1 cm = 0.0328084 ft)
  ['centimeter-foot', '30.48', '1'],
  ['centimeter-foot', '1', '0.0328084'],
  ['centimeter-foot', '175', '5.74147'],
  ['centimeter-foot', '180', '5.90551'],
  ['centimeter-foot', '100', '3.28084'],
  ['centimeter-foot', '152.4', '5'],
  ['centimeter-foot', '160', '5.24934'],
  ['centimeter-foot', '200', '6.56168'],
  ['centimeter-foot', '50', '1.64042'],
  ['centimeter-foot', '300', '9.84252'],
  // NIST HB 44 C: 1 US fl oz = 1/128 gal of 231 in³ = 29.5735295625 ml (spec: 1 ml = 0.033814 fl oz)
  ['milliliter-fluid-ounce', '29.5735295625', '1'],
  ['milliliter-fluid-ounce', '1', '0.033814'],
  ['milliliter-fluid-ounce', '100', '3.3814'],
  ['milliliter-fluid-ounce', '250', '8.45351'],
  ['milliliter-fluid-ounce', '355', '12.004'],
  ['milliliter-fluid-ounce', '500', '16.907'],
  ['milliliter-fluid-ounce', '1000', '33.814'],
  ['milliliter-fluid-ounce', '30', '1.01442'],
  ['milliliter-fluid-ounce', '5', '0.16907'],
  ['milliliter-fluid-ounce', '750', '25.3605'],
  // NIST SP 811 B.8: 1 in = 25.4 mm exactly
  ['millimeter-inch', '25.4', '1'],
  ['millimeter-inch', '1', '0.0393701'],
  ['millimeter-inch', '10', '0.393701'],
  ['millimeter-inch', '6', '0.23622'],
  ['millimeter-inch', '3.175', '0.125'],
  ['millimeter-inch', '50', '1.9685'],
  ['millimeter-inch', '100', '3.93701'],
  ['millimeter-inch', '12.7', '0.5'],
  ['millimeter-inch', '1000', '39.3701'],
  ['millimeter-inch', '2', '0.0787402'],
];

describe('converter vectors (a → b as shown, and back to the typed value)', () => {
  it.each(vectors)('%s: %s → %s', (id, typed, shown) => {
    const pair = PAIRS[id];
    const value = Number(typed);
    const result = convert(pair, 'toB', value);
    expect(quantity(result)).toBe(shown);
    expect(quantity(convert(pair, 'toA', result))).toBe(quantity(value));
  });

  it('has at least ten vectors for every converter', () => {
    for (const id of Object.keys(PAIRS))
      expect(vectors.filter(([pair]) => pair === id).length).toBeGreaterThanOrEqual(10);
  });
});

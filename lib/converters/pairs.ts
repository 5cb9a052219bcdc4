/**
 * The unit pairs the converters work with. Every factor used in a computation is an exact definition
 * (NIST SP 811, appendix B, and NIST Handbook 44, appendix C): 1 in = 2.54 cm, 1 ft = 0.3048 m,
 * 1 lb = 0.45359237 kg, 1 US fl oz = 29.5735295625 ml, 1 acre = 0.40468564224 ha, 1 cup = 16 tbsp,
 * and the metric prefixes. So a → b → a gives back what was typed, and the two directions of a pair
 * never contradict each other.
 *
 * The conversion facts people quote are often rounded: 1 m = 3.28084 ft
 * (1 ÷ 0.3048 = 3.2808399 to six figures), 1 in = 0.0833 ft (1 ÷ 12 = 0.083333… to four decimals),
 * 1 ha = 2.47105 acres, 1 cm = 0.0328084 ft, 1 ml = 0.033814 fl oz. Computing with those rounded
 * figures made 24 in show as 1.9992 ft while 2 ft showed as 24 in, and 1 ft come back as 30.479999 cm.
 * They are corrected knowingly: each is the exact factor rounded, so every result still agrees with the
 * quoted figure to the digits it gives, and each rule names the quoted figure (`spec` below) so
 * the page keeps showing it. The exact ones (0.001, 0.1, 0.0625) are used as written.
 */
export type Unit = { id: string; singular: string; plural: string; symbol: string };

/** One direction: out = ((in + before) × multiply ÷ divide) + after. */
export type Rule = {
  multiply?: number;
  divide?: number;
  before?: number;
  after?: number;
  /** The rule in words of the units, with the commonly quoted figure where there is one: `feet = meters ÷ 0.3048 (1 m ≈ 3.28084 ft)`. */
  formula: string;
};

export type Pair = {
  id: string;
  a: Unit;
  b: Unit;
  toB: Rule;
  toA: Rule;
  source: string;
  /** The commonly quoted rounded figure for this pair, as the page states it. */
  spec?: string;
  /** Lowest meaningful value in `a` and `b` units (absolute zero for temperatures; 0 for sizes). */
  minA: number;
  minB: number;
};

const unit = (id: string, singular: string, plural: string, symbol: string): Unit => ({
  id,
  singular,
  plural,
  symbol,
});

export const UNITS = {
  celsius: unit('celsius', 'degree Celsius', 'degrees Celsius', '°C'),
  fahrenheit: unit('fahrenheit', 'degree Fahrenheit', 'degrees Fahrenheit', '°F'),
  meter: unit('meter', 'meter', 'meters', 'm'),
  foot: unit('foot', 'foot', 'feet', 'ft'),
  inch: unit('inch', 'inch', 'inches', 'in'),
  centimeter: unit('centimeter', 'centimeter', 'centimeters', 'cm'),
  millimeter: unit('millimeter', 'millimeter', 'millimeters', 'mm'),
  kilogram: unit('kilogram', 'kilogram', 'kilograms', 'kg'),
  pound: unit('pound', 'pound', 'pounds', 'lb'),
  gram: unit('gram', 'gram', 'grams', 'g'),
  milligram: unit('milligram', 'milligram', 'milligrams', 'mg'),
  milliliter: unit('milliliter', 'milliliter', 'milliliters', 'ml'),
  liter: unit('liter', 'liter', 'liters', 'l'),
  tablespoon: unit('tablespoon', 'tablespoon', 'tablespoons', 'tbsp'),
  cup: unit('cup', 'cup', 'cups', 'cup'),
  hectare: unit('hectare', 'hectare', 'hectares', 'ha'),
  acre: unit('acre', 'acre', 'acres', 'ac'),
  fluidOunce: unit('fluid-ounce', 'fluid ounce', 'fluid ounces', 'fl oz'),
} as const;

const SP811 = 'NIST SP 811 (2008), appendix B.8, and NIST Handbook 44 (2024), appendix C';

/** a → b multiplies by `factor`, b → a divides by it: for factors that are exact decimals (0.001). */
function scaled(id: string, a: Unit, b: Unit, factor: number, factorText: string, source: string): Pair {
  return {
    id,
    a,
    b,
    toB: { multiply: factor, formula: `${b.plural} = ${a.plural} × ${factorText}` },
    toA: { divide: factor, formula: `${a.plural} = ${b.plural} ÷ ${factorText}` },
    source,
    minA: 0,
    minB: 0,
  };
}

/**
 * a → b divides by `size`, the exact number of a in one b (2.54 cm in an inch); b → a multiplies.
 * `spec` is the commonly quoted rounded a → b figure, named in both rules so the page shows it.
 */
function divided(
  id: string,
  a: Unit,
  b: Unit,
  size: number,
  sizeText: string,
  source: string,
  spec?: string,
): Pair {
  const note = spec ? ` (1 ${a.symbol} ≈ ${spec} ${b.symbol}, rounded)` : '';
  return {
    id,
    a,
    b,
    toB: { divide: size, formula: `${b.plural} = ${a.plural} ÷ ${sizeText}${note}` },
    toA: { multiply: size, formula: `${a.plural} = ${b.plural} × ${sizeText}${note}` },
    source,
    ...(spec ? { spec: `1 ${a.symbol} = ${spec} ${b.symbol}` } : {}),
    minA: 0,
    minB: 0,
  };
}

export const PAIRS = {
  'celsius-fahrenheit': {
    id: 'celsius-fahrenheit',
    a: UNITS.celsius,
    b: UNITS.fahrenheit,
    toB: { multiply: 9, divide: 5, after: 32, formula: '°F = °C × 9/5 + 32' },
    toA: { before: -32, multiply: 5, divide: 9, formula: '°C = (°F − 32) × 5/9' },
    source: `Celsius to Fahrenheit by formula, °F = °C × 9/5 + 32 (${SP811}, B.9)`,
    minA: -273.15,
    minB: -459.67,
  },
  'meter-foot': divided(
    'meter-foot',
    UNITS.meter,
    UNITS.foot,
    0.3048,
    '0.3048',
    `${SP811}: 1 ft = 0.3048 m exactly, so 1 m = 1 ÷ 0.3048 ft = 3.28084 ft to six figures`,
    '3.28084',
  ),
  // The quoted 1 in = 0.0833 ft is 1/12 rounded to four decimals; computing with it made 12 in show
  // as 0.9996 ft while 1 ft showed as 12 in. Both directions now use the exact 12 inches per foot.
  'inch-foot': divided(
    'inch-foot',
    UNITS.inch,
    UNITS.foot,
    12,
    '12',
    `${SP811}: 1 ft = 12 in exactly (1 ft = 0.3048 m, 1 in = 0.0254 m), so 1 in = 1 ÷ 12 ft = 0.083333… ft`,
    '0.0833',
  ),
  'centimeter-inch': divided(
    'centimeter-inch',
    UNITS.centimeter,
    UNITS.inch,
    2.54,
    '2.54',
    `${SP811}: 1 in = 2.54 cm exactly (international yard and pound agreement, 1959)`,
  ),
  'kilogram-pound': divided(
    'kilogram-pound',
    UNITS.kilogram,
    UNITS.pound,
    0.45359237,
    '0.45359237',
    `${SP811}: 1 lb (avoirdupois) = 0.45359237 kg exactly (international yard and pound agreement, 1959)`,
  ),
  'milliliter-liter': scaled(
    'milliliter-liter',
    UNITS.milliliter,
    UNITS.liter,
    0.001,
    '0.001',
    `${SP811}: 1 ml = 0.001 l (SI prefixes)`,
  ),
  'tablespoon-cup': scaled(
    'tablespoon-cup',
    UNITS.tablespoon,
    UNITS.cup,
    0.0625,
    '0.0625',
    `1 tbsp = 0.0625 cup (US) exactly, as a US cup is 8 fl oz and a tablespoon ½ fl oz (${SP811}, C)`,
  ),
  'hectare-acre': divided(
    'hectare-acre',
    UNITS.hectare,
    UNITS.acre,
    0.40468564224,
    '0.40468564224',
    `${SP811}: 1 acre = 43,560 square feet = 4,046.8564224 m² = 0.40468564224 ha exactly (international foot), so 1 ha = 1 ÷ 0.40468564224 acres = 2.47105 acres to six figures`,
    '2.47105',
  ),
  'gram-kilogram': scaled(
    'gram-kilogram',
    UNITS.gram,
    UNITS.kilogram,
    0.001,
    '0.001',
    `${SP811}: 1 g = 0.001 kg (SI prefixes)`,
  ),
  'millimeter-meter': scaled(
    'millimeter-meter',
    UNITS.millimeter,
    UNITS.meter,
    0.001,
    '0.001',
    `${SP811}: 1 mm = 0.001 m (SI prefixes)`,
  ),
  'millimeter-centimeter': scaled(
    'millimeter-centimeter',
    UNITS.millimeter,
    UNITS.centimeter,
    0.1,
    '0.1',
    `${SP811}: 1 mm = 0.1 cm (SI prefixes)`,
  ),
  'milligram-gram': scaled(
    'milligram-gram',
    UNITS.milligram,
    UNITS.gram,
    0.001,
    '0.001',
    `${SP811}: 1 mg = 0.001 g (SI prefixes)`,
  ),
  'centimeter-foot': divided(
    'centimeter-foot',
    UNITS.centimeter,
    UNITS.foot,
    30.48,
    '30.48',
    `${SP811}: 1 ft = 30.48 cm exactly, so 1 cm = 1 ÷ 30.48 ft = 0.0328084 ft to six figures`,
    '0.0328084',
  ),
  'milliliter-fluid-ounce': divided(
    'milliliter-fluid-ounce',
    UNITS.milliliter,
    UNITS.fluidOunce,
    29.5735295625,
    '29.5735295625',
    `${SP811}: 1 US fluid ounce = 1/128 gallon of 231 cubic inches = 29.5735295625 ml exactly, so 1 ml = 1 ÷ 29.5735295625 fl oz = 0.033814 fl oz to five figures`,
    '0.033814',
  ),
  'millimeter-inch': divided(
    'millimeter-inch',
    UNITS.millimeter,
    UNITS.inch,
    25.4,
    '25.4',
    `${SP811}: 1 in = 25.4 mm exactly (international yard and pound agreement, 1959)`,
  ),
} as const satisfies Record<string, Pair>;

export type PairId = keyof typeof PAIRS;

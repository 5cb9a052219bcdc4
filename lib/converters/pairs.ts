/**
 * The unit pairs the converters work with. Factors marked `spec` are the product specification's
 * conversion facts, used exactly as written (section 9, read 2026): 1 m = 3.28084 ft, 1 in = 0.0833 ft,
 * 1 ml = 0.001 l, 1 tbsp = 0.0625 cup, 1 ha = 2.47105 acres, 1 g = 0.001 kg, 1 mm = 0.001 m,
 * 1 mm = 0.1 cm, 1 mg = 0.001 g, 1 cm = 0.0328084 ft, 1 ml = 0.033814 fl oz; Celsius to Fahrenheit by
 * formula. Pairs the specification does not give use exact international definitions, named in `source`.
 *
 * Inches and feet: the specification fixes inches → feet at 0.0833 (1/12 rounded to four decimals), and
 * that factor is kept for that direction on every page. Feet → inches uses the exact 12 inches per foot,
 * because dividing by 0.0833 would claim a foot is 12.0048 inches. The two directions therefore agree to
 * within the spec's rounding (12 × 0.0833 = 0.9996), and both converter pages say so.
 */
export type Unit = { id: string; singular: string; plural: string; symbol: string };

/** One direction: out = ((in + before) × multiply ÷ divide) + after. */
export type Rule = {
  multiply?: number;
  divide?: number;
  before?: number;
  after?: number;
  /** The rule in words of the units: `feet = meters × 3.28084`. */
  formula: string;
};

export type Pair = {
  id: string;
  a: Unit;
  b: Unit;
  toB: Rule;
  toA: Rule;
  source: string;
  /** Lowest meaningful value in `a` and `b` units (absolute zero for temperatures; 0 for sizes). */
  minA: number;
  minB: number;
  /** Tolerance of a round trip a → b → a, relative: 0 means exact up to floating point. */
  roundTrip: number;
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

const SPEC = 'Product specification, section 9 (conversion facts)';

/** a → b multiplies by `factor`, b → a divides by it: an exact inverse pair. */
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
    roundTrip: 0,
  };
}

/** a → b divides by `size`, the number of a in one b (2.54 cm in an inch); b → a multiplies. */
function divided(id: string, a: Unit, b: Unit, size: number, sizeText: string, source: string): Pair {
  return {
    id,
    a,
    b,
    toB: { divide: size, formula: `${b.plural} = ${a.plural} ÷ ${sizeText}` },
    toA: { multiply: size, formula: `${a.plural} = ${b.plural} × ${sizeText}` },
    source,
    minA: 0,
    minB: 0,
    roundTrip: 0,
  };
}

export const PAIRS = {
  'celsius-fahrenheit': {
    id: 'celsius-fahrenheit',
    a: UNITS.celsius,
    b: UNITS.fahrenheit,
    toB: { multiply: 9, divide: 5, after: 32, formula: '°F = °C × 9/5 + 32' },
    toA: { before: -32, multiply: 5, divide: 9, formula: '°C = (°F − 32) × 5/9' },
    source: `${SPEC}: Celsius to Fahrenheit by formula, °F = °C × 9/5 + 32`,
    minA: -273.15,
    minB: -459.67,
    roundTrip: 0,
  },
  'meter-foot': scaled(
    'meter-foot',
    UNITS.meter,
    UNITS.foot,
    3.28084,
    '3.28084',
    `${SPEC}: 1 m = 3.28084 ft`,
  ),
  'inch-foot': {
    id: 'inch-foot',
    a: UNITS.inch,
    b: UNITS.foot,
    toB: { multiply: 0.0833, formula: 'feet = inches × 0.0833' },
    toA: { multiply: 12, formula: 'inches = feet × 12' },
    source: `${SPEC}: 1 in = 0.0833 ft; feet to inches uses the exact 1 ft = 12 in (international yard and pound agreement, 1959)`,
    minA: 0,
    minB: 0,
    // 12 × 0.0833 = 0.9996: the spec's four-decimal rounding of 1/12.
    roundTrip: 0.0005,
  },
  'centimeter-inch': divided(
    'centimeter-inch',
    UNITS.centimeter,
    UNITS.inch,
    2.54,
    '2.54',
    'International definition: 1 in = 2.54 cm exactly (international yard and pound agreement, 1959)',
  ),
  'kilogram-pound': divided(
    'kilogram-pound',
    UNITS.kilogram,
    UNITS.pound,
    0.45359237,
    '0.45359237',
    'International definition: 1 lb = 0.45359237 kg exactly (international yard and pound agreement, 1959)',
  ),
  'milliliter-liter': scaled(
    'milliliter-liter',
    UNITS.milliliter,
    UNITS.liter,
    0.001,
    '0.001',
    `${SPEC}: 1 ml = 0.001 l`,
  ),
  'tablespoon-cup': scaled(
    'tablespoon-cup',
    UNITS.tablespoon,
    UNITS.cup,
    0.0625,
    '0.0625',
    `${SPEC}: 1 tbsp = 0.0625 cup (US)`,
  ),
  'hectare-acre': scaled(
    'hectare-acre',
    UNITS.hectare,
    UNITS.acre,
    2.47105,
    '2.47105',
    `${SPEC}: 1 ha = 2.47105 acres`,
  ),
  'gram-kilogram': scaled(
    'gram-kilogram',
    UNITS.gram,
    UNITS.kilogram,
    0.001,
    '0.001',
    `${SPEC}: 1 g = 0.001 kg`,
  ),
  'millimeter-meter': scaled(
    'millimeter-meter',
    UNITS.millimeter,
    UNITS.meter,
    0.001,
    '0.001',
    `${SPEC}: 1 mm = 0.001 m`,
  ),
  'millimeter-centimeter': scaled(
    'millimeter-centimeter',
    UNITS.millimeter,
    UNITS.centimeter,
    0.1,
    '0.1',
    `${SPEC}: 1 mm = 0.1 cm`,
  ),
  'milligram-gram': scaled(
    'milligram-gram',
    UNITS.milligram,
    UNITS.gram,
    0.001,
    '0.001',
    `${SPEC}: 1 mg = 0.001 g`,
  ),
  'centimeter-foot': scaled(
    'centimeter-foot',
    UNITS.centimeter,
    UNITS.foot,
    0.0328084,
    '0.0328084',
    `${SPEC}: 1 cm = 0.0328084 ft`,
  ),
  'milliliter-fluid-ounce': scaled(
    'milliliter-fluid-ounce',
    UNITS.milliliter,
    UNITS.fluidOunce,
    0.033814,
    '0.033814',
    `${SPEC}: 1 ml = 0.033814 fl oz (US)`,
  ),
  'millimeter-inch': divided(
    'millimeter-inch',
    UNITS.millimeter,
    UNITS.inch,
    25.4,
    '25.4',
    'International definition: 1 in = 25.4 mm exactly (international yard and pound agreement, 1959)',
  ),
} as const satisfies Record<string, Pair>;

export type PairId = keyof typeof PAIRS;

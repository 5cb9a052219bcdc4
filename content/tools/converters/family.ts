import { z } from 'zod';
import { PAIRS, type PairId } from '@/lib/convert/pairs';
import { defineFamily, familySchema, type ToolOf } from '../family';
import {
  cmToFeet,
  cmToInches,
  feetToInches,
  inchesToFeet,
  metersToFeet,
  mmToCm,
  mmToInches,
  mmToM,
} from './length';
import { multiplicationChart, randomNumberGenerator } from './numbers';
import { celsiusToFahrenheit, hectaresToAcres } from './temperature-area';
import { mlToFlOz, mlToL, tbspToCup } from './volume';
import { gToKg, kgToLbs, mgToG } from './weight';

const schema = familySchema('converter', {
  /** A unit converter over one pair of units, opening in the direction of its name. */
  converter: {
    pair: z.enum(Object.keys(PAIRS) as [PairId, ...PairId[]]),
    direction: z.enum(['toB', 'toA']),
    /** Values for the table of common conversions, in the page's "from" unit. */
    common: z.array(z.number()).min(5).readonly(),
    defaultValue: z.string(),
  },
  /** The grid and the draw: each its own island. */
  'multiplication-chart': {},
  'random-number': {},
});

export type ConverterFamilyTool = ToolOf<typeof schema>;
export type ConverterTool = Extract<ConverterFamilyTool, { kind: 'converter' }>;
export type NumberTool = Exclude<ConverterFamilyTool, ConverterTool>;

export const converterFamily = defineFamily({
  schema,
  title: 'Converters and number tools',
  lead: 'Unit conversions in both directions with the exact factor shown, plus a multiplication chart and a fair random number generator.',
  groups: [
    { id: 'length', title: 'Length' },
    { id: 'weight', title: 'Weight' },
    { id: 'volume', title: 'Volume and cooking' },
    { id: 'temperature-area', title: 'Temperature and area' },
    { id: 'numbers', title: 'Number tools' },
  ],
  tools: [
    celsiusToFahrenheit,
    metersToFeet,
    inchesToFeet,
    feetToInches,
    cmToInches,
    kgToLbs,
    mlToL,
    tbspToCup,
    hectaresToAcres,
    gToKg,
    mmToM,
    mmToCm,
    mgToG,
    cmToFeet,
    mlToFlOz,
    mmToInches,
    multiplicationChart,
    randomNumberGenerator,
  ],
});

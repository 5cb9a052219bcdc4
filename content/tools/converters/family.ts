import { defineFamily } from '../family';
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
import { converterSchema as schema } from './kinds';

export type * from './kinds';

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

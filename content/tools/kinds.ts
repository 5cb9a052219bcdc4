import { calculatorSchema } from './calculators/kinds';
import { careerSchema } from './career/kinds';
import { converterSchema } from './converters/kinds';
import { documentSchema } from './documents/kinds';
import { generatorSchema } from './generators/kinds';
import { kpiSchema } from './kpi/kinds';
import { mediaSchema } from './media/kinds';
import { surveySchema } from './surveys/kinds';
import { utilitySchema } from './utilities/kinds';
import { writingSchema } from './writing/kinds';

/**
 * Every family's kinds without its tools. The tool types (types.ts) are derived from this list, not
 * from FAMILIES: each tool's definition imports its type, and FAMILIES imports every definition.
 */
export const FAMILY_SCHEMAS = [
  calculatorSchema,
  converterSchema,
  documentSchema,
  surveySchema,
  kpiSchema,
  generatorSchema,
  writingSchema,
  mediaSchema,
  careerSchema,
  utilitySchema,
] as const;

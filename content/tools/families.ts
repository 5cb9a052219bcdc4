import { calculatorFamily } from './calculators/family';
import { careerFamily } from './career/family';
import { converterFamily } from './converters/family';
import { documentFamily } from './documents/family';
import { generatorFamily } from './generators/family';
import { kpiFamily } from './kpi/family';
import { mediaFamily } from './media/family';
import { surveyFamily } from './surveys/family';
import { utilityFamily } from './utilities/family';
import { writingFamily } from './writing/family';

export type { Family } from './family';

/**
 * Every family of free tools, in hub order. Each declares itself in its own folder (family.ts: its
 * kinds, groups and tools); the tool schema and types, the registry, the hub and the island each
 * page renders are all derived from this list, so a new family is one line here.
 */
export const FAMILIES = [
  calculatorFamily,
  converterFamily,
  documentFamily,
  surveyFamily,
  kpiFamily,
  generatorFamily,
  writingFamily,
  mediaFamily,
  careerFamily,
  utilityFamily,
] as const;

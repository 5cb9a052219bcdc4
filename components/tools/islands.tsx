import type { ReactNode } from 'react';
import type { FamilyId, ToolOfFamily } from '@/content/tools/types';
// Career last: Turbopack orders and chunks the tool pages' shared CSS by import order, and with the
// career family imported early it put the resume builder's stylesheet (8 KB) on every tool page.
import { CalculatorFamilyIsland } from './calculators/family';
import { ConverterFamilyIsland } from './converters/family';
import { DocumentFamilyIsland } from './documents/family';
import { KpiFamilyIsland } from './kpi/family';
import { SurveyFamilyIsland } from './surveys/family';
import { GeneratorFamilyIsland } from './generators/family';
import { MediaFamilyIsland } from './media/family';
import { UtilityFamilyIsland } from './utilities/family';
import { WritingFamilyIsland } from './writing/family';
import { CareerFamilyIsland } from './career/family';

export type FamilyIsland<F extends FamilyId> = (props: {
  tool: ToolOfFamily<F>;
}) => ReactNode | Promise<ReactNode>;

/**
 * The island of each family of tools (content/tools/families.ts), by family id; the type makes a
 * family without one fail to compile. Each is a server component that works out at build what its
 * page shows first, then renders the client island for the tool's kind from the family's islands.ts
 * (every island behind next/dynamic, so a page loads only its own island's chunk).
 */
export const FAMILY_ISLANDS: { [F in FamilyId]: FamilyIsland<F> } = {
  calculator: CalculatorFamilyIsland,
  converter: ConverterFamilyIsland,
  document: DocumentFamilyIsland,
  survey: SurveyFamilyIsland,
  kpi: KpiFamilyIsland,
  generator: GeneratorFamilyIsland,
  writing: WritingFamilyIsland,
  media: MediaFamilyIsland,
  career: CareerFamilyIsland,
  utility: UtilityFamilyIsland,
};

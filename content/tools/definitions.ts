import { carPaymentCalculator } from './calculators/car-payment-calculator';
import { compoundInterestCalculator } from './calculators/compound-interest-calculator';
import { investmentCalculator } from './calculators/investment-calculator';
import { loanCalculator } from './calculators/loan-calculator';
import { loanPaymentCalculator } from './calculators/loan-payment-calculator';
import { personalLoanCalculator } from './calculators/personal-loan-calculator';
import { retirementCalculator } from './calculators/retirement-calculator';
import { simpleInterestCalculator } from './calculators/simple-interest-calculator';
import {
  cmToFeet,
  cmToInches,
  feetToInches,
  inchesToFeet,
  metersToFeet,
  mmToCm,
  mmToInches,
  mmToM,
} from './converters/length';
import { multiplicationChart, randomNumberGenerator } from './converters/numbers';
import { celsiusToFahrenheit, hectaresToAcres } from './converters/temperature-area';
import { mlToFlOz, mlToL, tbspToCup } from './converters/volume';
import { gToKg, kgToLbs, mgToG } from './converters/weight';
import { tipCalculator } from './calculators/tip-calculator';
import { percentageCalculator } from './calculators/percentage-calculator';
import { salesTaxCalculator } from './calculators/sales-tax-calculator';
import { reverseSalesTaxCalculator } from './calculators/reverse-sales-tax-calculator';
import { marginCalculator } from './calculators/margin-calculator';
import { markupCalculator } from './calculators/markup-calculator';
import { profitMarginCalculator } from './calculators/profit-margin-calculator';
import { marginalCostCalculator } from './calculators/marginal-cost-calculator';
import { marginalRevenueCalculator } from './calculators/marginal-revenue-calculator';
import { opportunityCostCalculator } from './calculators/opportunity-cost-calculator';
import { costOfGoodsSoldCalculator } from './calculators/cost-of-goods-sold-calculator';
import { roiCalculator } from './calculators/roi-calculator';
import { npsCalculator } from './calculators/nps-calculator';
import { attritionRateCalculator } from './calculators/attrition-rate-calculator';
import { ageCalculator } from './calculators/age-calculator';
import { bmiCalculator } from './calculators/bmi-calculator';
import { gpaCalculator } from './calculators/gpa-calculator';
import { gradeCalculator } from './calculators/grade-calculator';
import { fractionCalculator } from './calculators/fraction-calculator';
import { scientificCalculator } from './calculators/scientific-calculator';
import { paycheckCalculator } from './calculators/paycheck-calculator';
import { socialSecurityCalculator } from './calculators/social-security-calculator';
import { avatarGenerator, characterGenerator, profilePictureMaker } from './media/avatars';
import { artTools } from './media/art';
import { documentTools } from './documents';
import { surveyTools } from './surveys';
import { composerTools } from './compose';
import { writingTools } from './writing';
import { nameGeneratorTools } from './generators';
import { resumeBuilder } from './resume/resume-builder';
import { kpiTools } from './kpi/definitions';
import { payTools } from './pay/definitions';
import { careerTools } from './career';
import { mediaConverters } from './media/convert';
import { utilityTools } from './utilities';
import type { ToolDefinition } from './types';

/** Every built tool, in no particular order (the hub orders them by family and group). Add new ones here. */
export const definitions: readonly ToolDefinition[] = [
  loanPaymentCalculator,
  loanCalculator,
  carPaymentCalculator,
  personalLoanCalculator,
  compoundInterestCalculator,
  simpleInterestCalculator,
  investmentCalculator,
  retirementCalculator,
  paycheckCalculator,
  socialSecurityCalculator,
  tipCalculator,
  percentageCalculator,
  salesTaxCalculator,
  reverseSalesTaxCalculator,
  marginCalculator,
  markupCalculator,
  profitMarginCalculator,
  marginalCostCalculator,
  marginalRevenueCalculator,
  opportunityCostCalculator,
  costOfGoodsSoldCalculator,
  roiCalculator,
  npsCalculator,
  attritionRateCalculator,
  ageCalculator,
  bmiCalculator,
  gpaCalculator,
  gradeCalculator,
  fractionCalculator,
  scientificCalculator,
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
  avatarGenerator,
  profilePictureMaker,
  characterGenerator,
  ...artTools,
  ...documentTools,
  ...surveyTools,
  ...composerTools,
  ...writingTools,
  ...nameGeneratorTools,
  resumeBuilder,
  ...kpiTools,
  ...payTools,
  ...careerTools,
  ...mediaConverters,
  ...utilityTools,
];

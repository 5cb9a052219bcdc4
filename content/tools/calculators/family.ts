import { z } from 'zod';
import type { FieldDef } from '@/lib/tools/fields';
import { runnerLoaders, type RunnerId } from '@/lib/tools/loaders';
import { nonEmpty } from '../../schema/common';
import { defineFamily, familySchema, typed, type ToolOf } from '../family';
import { PITCHES } from '../pitches';
import { ageCalculator } from './age-calculator';
import { attritionRateCalculator } from './attrition-rate-calculator';
import { bmiCalculator } from './bmi-calculator';
import { carPaymentCalculator } from './car-payment-calculator';
import { compoundInterestCalculator } from './compound-interest-calculator';
import { costOfGoodsSoldCalculator } from './cost-of-goods-sold-calculator';
import { fractionCalculator } from './fraction-calculator';
import { gpaCalculator } from './gpa-calculator';
import { gradeCalculator } from './grade-calculator';
import { investmentCalculator } from './investment-calculator';
import { loanCalculator } from './loan-calculator';
import { loanPaymentCalculator } from './loan-payment-calculator';
import { marginCalculator } from './margin-calculator';
import { marginalCostCalculator } from './marginal-cost-calculator';
import { marginalRevenueCalculator } from './marginal-revenue-calculator';
import { markupCalculator } from './markup-calculator';
import { npsCalculator } from './nps-calculator';
import { opportunityCostCalculator } from './opportunity-cost-calculator';
import { paycheckCalculator } from './paycheck-calculator';
import { percentageCalculator } from './percentage-calculator';
import { personalLoanCalculator } from './personal-loan-calculator';
import { profitMarginCalculator } from './profit-margin-calculator';
import { retirementCalculator } from './retirement-calculator';
import { reverseSalesTaxCalculator } from './reverse-sales-tax-calculator';
import { roiCalculator } from './roi-calculator';
import { salesTaxCalculator } from './sales-tax-calculator';
import { scientificCalculator } from './scientific-calculator';
import { simpleInterestCalculator } from './simple-interest-calculator';
import { socialSecurityCalculator } from './social-security-calculator';
import { tipCalculator } from './tip-calculator';
import { formField } from './schema';

const schema = familySchema(
  'calculator',
  {
    /** Rendered by the generic form island from its fields, run by the runner of that id. */
    form: {
      runner: z.enum(Object.keys(runnerLoaders) as [RunnerId, ...RunnerId[]]),
      fields: z.array(typed<FieldDef>(formField)).min(1).readonly(),
      /** Heading above the result panel. */
      resultTitle: nonEmpty,
    },
    /** The keypad: its own island. */
    scientific: {},
  },
  (tool, ctx) => {
    if (tool.kind !== 'form') return;
    const keys = new Set<string>();
    tool.fields.forEach((f, index) => {
      if (keys.has(f.key))
        ctx.addIssue({ code: 'custom', path: ['fields', index, 'key'], message: `"${f.key}" is used twice` });
      keys.add(f.key);
    });
    tool.fields.forEach((f, index) => {
      if (f.showWhen && !keys.has(f.showWhen.field))
        ctx.addIssue({
          code: 'custom',
          path: ['fields', index, 'showWhen'],
          message: `no field "${f.showWhen.field}"`,
        });
    });
  },
);

export type CalculatorTool = ToolOf<typeof schema>;
export type FormTool = Extract<CalculatorTool, { kind: 'form' }>;
export type ScientificTool = Extract<CalculatorTool, { kind: 'scientific' }>;

export const calculatorFamily = defineFamily({
  schema,
  title: 'Calculators',
  lead: 'Pay, HR metrics, pricing, loans, savings and schoolwork, each with its formula worked through on your numbers.',
  groups: [
    { id: 'pay', title: 'Pay, tax and tips', pitch: PITCHES.team },
    { id: 'hr', title: 'HR and customer metrics', pitch: PITCHES.team },
    { id: 'business', title: 'Business and pricing', pitch: PITCHES.cost },
    { id: 'loans', title: 'Loans and payments', pitch: PITCHES.cost },
    { id: 'savings', title: 'Interest, investing and retirement', pitch: PITCHES.cost },
    { id: 'everyday', title: 'School, health and everyday math' },
  ],
  tools: [
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
  ],
});

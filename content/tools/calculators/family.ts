import { defineFamily } from '../family';
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
import { calculatorSchema as schema } from './kinds';

export type * from './kinds';

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

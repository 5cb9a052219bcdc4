import type { FieldDef } from '@/lib/tools/fields';

/** How often the loan is paid; both loan calculators offer the same schedules. */
export const paymentFrequencyField: FieldDef = {
  key: 'frequency',
  type: 'select',
  label: 'Payments',
  default: 'monthly',
  width: 'half',
  options: [
    { value: 'monthly', label: 'Monthly (12 a year)' },
    { value: 'semimonthly', label: 'Semi-monthly (24 a year)' },
    { value: 'biweekly', label: 'Biweekly (26 a year)' },
    { value: 'accelerated-biweekly', label: 'Accelerated biweekly (half the monthly, 26 a year)' },
    { value: 'weekly', label: 'Weekly (52 a year)' },
  ],
};

/** How the yearly rate compounds; both loan calculators offer the same choices. */
export const compoundingField: FieldDef = {
  key: 'compounding',
  type: 'select',
  label: 'Interest compounds',
  default: 'period',
  width: 'half',
  help: 'US loans charge the yearly rate divided by the number of payments; Canadian mortgages compound semi-annually.',
  options: [
    { value: 'period', label: 'With each payment (US standard)' },
    { value: 'monthly', label: 'Monthly' },
    { value: 'daily', label: 'Daily' },
    { value: 'annually', label: 'Annually' },
    { value: 'semiannual', label: 'Semi-annually (Canadian mortgages)' },
  ],
};

import { describe, expect, it } from 'vitest';
import { ALL_KPIS } from '@/content/tools/kpi/library';
import { formatKpiValue } from '@/lib/kpi/format';
import { measure, statusOf } from '@/lib/kpi/measure';

const kpi = (id: string) => {
  const found = ALL_KPIS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no KPI ${id}`);
  return found;
};
const value = (id: string, inputs: Record<string, string>) => {
  const result = measure(kpi(id), { inputs, target: '' });
  return result.kind === 'value' ? result.value : result;
};

describe('KPI formulas worked through', () => {
  it('HR', () => {
    expect(value('time-to-fill', { totalDays: '450', filled: '10' })).toBe(45);
    expect(value('cost-per-hire', { internalCosts: '$30,000', externalCosts: '20,000', hires: '25' })).toBe(
      2000,
    );
    expect(value('enps', { promoters: '40', detractors: '25', respondents: '100' })).toBe(15);
    expect(value('absenteeism-rate', { absenceDays: '30', employees: '50', workDays: '20' })).toBe(3);
  });

  it('sales and marketing', () => {
    expect(value('win-rate', { won: '20', lost: '60' })).toBe(25);
    expect(
      value('sales-velocity', { opportunities: '40', winRate: '25%', dealSize: '10000', cycleDays: '50' }),
    ).toBe(2000);
    expect(value('cac', { salesSpend: '60000', marketingSpend: '40000', newCustomers: '50' })).toBe(2000);
    expect(value('lead-velocity-rate', { thisMonth: '110', lastMonth: '100' })).toBeCloseTo(10, 10);
  });

  it('finance, customer success, operations and product', () => {
    expect(value('dso', { receivables: '50000', creditSales: '150000', days: '30' })).toBe(10);
    expect(value('cash-conversion-cycle', { dio: '40', dso: '35', dpo: '30' })).toBe(45);
    expect(value('cac-payback', { cac: '1200', monthlyRevenue: '200', grossMargin: '75' })).toBe(8);
    expect(value('net-profit-margin', { netIncome: '-5000', revenue: '100000' })).toBe(-5);
    expect(
      value('net-revenue-retention', {
        startMrr: '100000',
        expansionMrr: '15000',
        contractionMrr: '3000',
        churnedMrr: '5000',
      }),
    ).toBe(107);
    expect(value('oee', { availability: '90', performance: '95', quality: '99' })).toBeCloseTo(84.645, 10);
    expect(value('trir', { incidents: '3', hoursWorked: '400000' })).toBe(1.5);
    expect(value('availability', { totalMinutes: '43200', downMinutes: '43.2' })).toBeCloseTo(99.9, 10);
  });

  it('says which input is wrong, and which inputs divide by zero', () => {
    expect(value('time-to-fill', { totalDays: 'ten', filled: '10' })).toEqual({
      kind: 'invalid',
      errors: { totalDays: 'Enter a number, like 42 or 1,250.' },
    });
    expect(value('time-to-fill', { totalDays: '-3', filled: '10' })).toEqual({
      kind: 'invalid',
      errors: { totalDays: 'Enter 0 or more.' },
    });
    expect(value('time-to-fill', { totalDays: '30' })).toEqual({ kind: 'empty' });
    const zero = value('time-to-fill', { totalDays: '30', filled: '0' });
    expect(zero).toMatchObject({ kind: 'undefined' });
    expect(JSON.stringify(zero)).toContain('“Positions filled”');
  });

  it('judges on or off track in the KPI’s better direction', () => {
    const fill = kpi('time-to-fill');
    const reading = measure(fill, { inputs: { totalDays: '450', filled: '10' }, target: '' });
    expect(statusOf(fill, reading, '50')).toEqual({ kind: 'on-track', gap: 5 });
    expect(statusOf(fill, reading, '40')).toEqual({ kind: 'off-track', gap: -5 });
    expect(statusOf(fill, reading, '45')).toEqual({ kind: 'on-track', gap: 0 });
    expect(statusOf(fill, reading, 'soon')).toEqual({ kind: 'none' });
    const win = kpi('win-rate');
    const rate = measure(win, { inputs: { won: '20', lost: '60' }, target: '' });
    expect(statusOf(win, rate, '30%')).toEqual({ kind: 'off-track', gap: -5 });
  });

  it('formats values in their unit', () => {
    expect(formatKpiValue(45, 'days')).toBe('45 days');
    expect(formatKpiValue(1, 'days')).toBe('1 day');
    expect(formatKpiValue(2000, '$')).toBe('$2,000');
    expect(formatKpiValue(12.5, '$')).toBe('$12.50');
    expect(formatKpiValue(84.645, '%')).toBe('84.6%');
    expect(formatKpiValue(3.456, 'ratio')).toBe('3.46');
    expect(formatKpiValue(15, 'score')).toBe('15');
  });
});

import { money, number } from '@/lib/kit/numbers';
import type { Unit } from './types';

/** A KPI value as the visitor reads it, in its unit. */
export function formatKpiValue(value: number, unit: Unit): string {
  switch (unit) {
    case '%':
      return `${number(value, 1)}%`;
    case '$':
      return money(value, { whole: Math.abs(value) >= 1000 });
    case 'days':
      return `${number(value, 1)} ${value === 1 ? 'day' : 'days'}`;
    case 'hours':
      return `${number(value, 1)} ${value === 1 ? 'hour' : 'hours'}`;
    case 'months':
      return `${number(value, 1)} ${value === 1 ? 'month' : 'months'}`;
    case 'ratio':
      return number(value, 2);
    case 'count':
      return number(value, 1);
    case 'score':
      return number(value, 0);
  }
}

/** What a field's unit reads as beside the input box. */
export const UNIT_HINT: Record<Unit, string> = {
  '%': '%',
  $: '$',
  days: 'days',
  hours: 'hours',
  months: 'months',
  ratio: '',
  count: '',
  score: '',
};

export const UNIT_NAME: Record<Unit, string> = {
  '%': 'percent',
  $: 'US dollars',
  days: 'days',
  hours: 'hours',
  months: 'months',
  ratio: 'ratio',
  count: 'count',
  score: 'score (−100 to 100)',
};

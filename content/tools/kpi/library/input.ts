import type { KpiInput, Unit } from '@/lib/kpi/types';

/** Shorthand for the library's input lists. */
export const input = (key: string, label: string, unit: Unit, signed = false): KpiInput =>
  signed ? { key, label, unit, signed } : { key, label, unit };

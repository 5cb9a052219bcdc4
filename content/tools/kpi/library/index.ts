import type { DepartmentId, Kpi } from '@/lib/kpi/types';
import { CUSTOMER_SUCCESS_KPIS } from './customer-success';
import { FINANCE_KPIS } from './finance';
import { HR_KPIS } from './hr';
import { MARKETING_KPIS } from './marketing';
import { OPERATIONS_KPIS } from './operations';
import { PRODUCT_KPIS } from './product';
import { SALES_KPIS } from './sales';

/** The whole library, by team. Heavy: the island loads it on first intent, never in its shell. */
export const LIBRARY: Record<DepartmentId, readonly Kpi[]> = {
  marketing: MARKETING_KPIS,
  sales: SALES_KPIS,
  hr: HR_KPIS,
  finance: FINANCE_KPIS,
  'customer-success': CUSTOMER_SUCCESS_KPIS,
  operations: OPERATIONS_KPIS,
  product: PRODUCT_KPIS,
};

export const ALL_KPIS: readonly Kpi[] = Object.values(LIBRARY).flat();

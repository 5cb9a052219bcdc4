import { site } from '../site';
import type { ModuleKey } from './schema';

/** How a story names the modules a customer used, and the product page each links to once built. */
export const storyModules: Record<ModuleKey, { label: string; href: string }> = {
  sourcing: { label: site.products.sourcing, href: '/products/sourcing/' },
  assessment: { label: site.products.assessment, href: '/products/assessment/' },
  interview: { label: site.products.interview, href: '/products/interview/' },
  scheduling: { label: 'Interview scheduling', href: '/automated-interview-scheduling-software/' },
};

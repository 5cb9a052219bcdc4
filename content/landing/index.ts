import type { LandingPage } from '../schema/landing';
import { featurePages } from './features';

/**
 * Every landing page of the site, rendered by app/[...slug]/page.tsx. Each file beside this one
 * validates its own entries (defineEntries with landingPageSchema) and is listed here once.
 */
const collections: readonly (readonly LandingPage[])[] = [featurePages];

export function landingPages(): LandingPage[] {
  return collections.flat();
}

export function landingAt(path: string): LandingPage | undefined {
  return landingPages().find((page) => page.path === path);
}

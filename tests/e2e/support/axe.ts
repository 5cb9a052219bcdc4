import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Axe over a page (or a part of it), as "rule: targets" lines, empty when clean.
 * - Legacy mode runs `axe.run` in the page itself. The default mode combines frames by opening a blank
 *   page for every analysis and injecting axe into it again, which tripled the cost of each check; the
 *   site has no frames (the site walk fails on any `<iframe>`), so nothing is lost.
 * - Only violations are collected: axe then skips building selectors for every passing node, which
 *   does not change which rules run or what they find.
 */
export async function axeViolations(page: Page, options: { include?: string } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

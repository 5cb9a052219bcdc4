// A browser is needed here: which drawing of a hero's product screen a phone shows, and how large
// its text ends up, depend on the media query and the width of the hero column at 390 px, which
// only a browser lays out. Markup and content are covered by tests/unit/markup/page-screens.test.tsx.
import { expect, test } from './support/test';

const pages = ['/', '/products/assessment/', '/industry/fintech-recruitment/'];

test.use({ viewport: { width: 390, height: 844 } });

for (const path of pages) {
  test(`${path}: the hero's product screen is one panel that reads at 11 px or more at 390 px`, async ({
    page,
  }) => {
    await page.goto(path);
    const screen = page.locator('[data-screen]').first();
    await expect(screen).toBeVisible();
    const shown = await screen.evaluate((node) =>
      [...node.querySelectorAll('svg[role="img"]')]
        .filter((svg) => svg.getBoundingClientRect().width > 0)
        .map((svg) => {
          const box = svg.getBoundingClientRect();
          const scale = box.width / (svg as SVGSVGElement).viewBox.baseVal.width;
          const sizes = [...svg.querySelectorAll('text')].map((text) =>
            Number(text.getAttribute('font-size')),
          );
          return {
            label: svg.getAttribute('aria-label') ?? '',
            right: box.right,
            smallest: Math.min(...sizes) * scale,
          };
        }),
    );
    expect(shown).toHaveLength(1);
    expect(shown[0]!.label.length).toBeGreaterThan(40);
    expect(shown[0]!.right).toBeLessThanOrEqual(390);
    expect(shown[0]!.smallest).toBeGreaterThanOrEqual(11);
  });
}

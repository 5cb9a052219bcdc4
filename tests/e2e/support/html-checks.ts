/**
 * The accessibility rules whose outcome depends on a page's own words and markup rather than on its
 * template, checked in the page's HTML file so that every page gets them, including the pages the
 * site walk does not open in a browser: heading levels in order, an alt on every image, unique ids.
 * Each problem is one line naming the page's markup.
 */
export function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  const markup = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<style[\s\S]*?<\/style>/g, '');

  // As axe's heading-order: a heading is at most one level below the heading before it.
  const levels = [...markup.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
  for (let i = 1; i < levels.length; i++)
    if (levels[i]! > levels[i - 1]! + 1) {
      problems.push(`heading levels skip from h${levels[i - 1]} to h${levels[i]} (${levels.join(', ')})`);
      break;
    }

  for (const [img] of markup.matchAll(/<img\b[^>]*>/g))
    if (!/\salt="/.test(img)) problems.push(`image without alt: ${img.slice(0, 120)}`);

  const seen = new Set<string>();
  for (const [, id] of markup.matchAll(/<[a-z][^>]*?\sid="([^"]+)"/g)) {
    if (seen.has(id!)) problems.push(`id "${id}" used twice`);
    seen.add(id!);
  }
  return problems;
}

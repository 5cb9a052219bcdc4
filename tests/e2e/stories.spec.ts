// Why a browser: a case study, a blog post and the indexes are checked as a visitor reads and uses
// them (landmarks, a contents link that scrolls, a related story that opens); the feed and the
// pages' titles are read from the export in Node.
import { expect, test, type APIRequestContext } from './support/test';
import { readFileSync } from 'node:fs';
import { SITE_URL, htmlFileFor } from './support/site';

/** The eight case-study paths of the catalogue (spec §2), exactly. */
const CASE_STUDIES = [
  '/customer/case-study-interview-time/',
  '/customer/case-study-moving-hiring-process-online/',
  '/customer/case-study-how-to-reduce-time-to-hire/',
  '/customer/case-study-lateral-hiring/',
  '/customers/case-study-ensemble-hire-in-less-than-20-hrs/',
  '/case-study/apparel-retailer-sourcing-right-talent/',
  '/case-study-sales-enablement-company/',
  '/case-study-attorney-assistant/',
];
const SPEC_DATE =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}(st|nd|rd|th), \d{4}$/;

type FeedItem = { title: string; link: string; category: string; creator?: string; pubDate: string };

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

function feedItems(xml: string): FeedItem[] {
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, body]) => {
    const field = (name: string) => {
      const value = body!.match(new RegExp(`<${name}>([^<]*)</${name}>`))?.[1];
      return value === undefined ? undefined : unescape(value);
    };
    return {
      title: field('title')!,
      link: field('link')!,
      category: field('category')!,
      creator: field('dc:creator'),
      pubDate: field('pubDate')!,
    };
  });
}

async function feed(request: APIRequestContext): Promise<FeedItem[]> {
  const response = await request.get('/rss/feed.xml');
  expect(response.status()).toBe(200);
  return feedItems(await response.text());
}

/** The text of an element's content as a browser shows it: tags dropped, entities decoded, spaces collapsed. */
const textOf = (markup: string) =>
  unescape(markup.replace(/<[^>]*>/g, '').replace(/&#x27;|&#39;/g, "'"))
    .replace(/\s+/g, ' ')
    .trim();

/** The h1s and the document title of a built page, as text. */
function builtPage(path: string) {
  const html = readFileSync(htmlFileFor(path), 'utf8');
  const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => textOf(match[1]!));
  return { html, h1s, title: textOf(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '') };
}

test('the feed lists every case study, blog post and news item, and each link opens a page with that title', async ({
  request,
}) => {
  const items = await feed(request);
  const byKind = (category: string) => items.filter((item) => item.category === category);

  expect(new Set(byKind('Case study').map((item) => item.link))).toEqual(
    new Set(CASE_STUDIES.map((path) => `${SITE_URL}${path}`)),
  );

  const posts = byKind('Blog');
  expect(posts.length).toBeGreaterThanOrEqual(12);
  for (const post of posts) {
    // Spec §2: posts by a guest author, the author's name in each slug (issue 17: at least twelve).
    const authorSlug = post.creator!.toLowerCase().replace(/\s+/g, '-');
    expect(post.link).toMatch(new RegExp(`^${SITE_URL}/blog/${authorSlug}-[a-z0-9-]+/$`));
  }
  expect(new Set(posts.map((post) => post.creator)).size).toBe(1);

  const news = byKind('News');
  expect(news.length).toBeGreaterThanOrEqual(5);
  expect(news.length).toBeLessThanOrEqual(8);
  for (const item of news)
    expect(item.link).toMatch(new RegExp(`^${SITE_URL}/company/newsroom/#[a-z0-9-]+$`));

  // Newest first, every item dated.
  const times = items.map((item) => Date.parse(item.pubDate));
  expect(times.every((time) => !Number.isNaN(time))).toBe(true);
  expect([...times].sort((a, b) => b - a)).toEqual(times);

  for (const item of [...byKind('Case study'), ...posts]) {
    const path = item.link.slice(SITE_URL.length);
    const response = await request.get(path);
    expect(response.status(), item.link).toBe(200);
    const built = builtPage(path);
    expect(built.h1s, item.link).toEqual([item.title]);
    expect(built.title, item.link).toBe(`${item.title} | Quotient`);
  }
  const newsroom = builtPage('/company/newsroom/').html;
  for (const item of news) {
    const id = new URL(item.link).hash.slice(1);
    // The h2 inside the element whose id the link names.
    const at = newsroom.search(new RegExp(`<[a-z]+[^>]*\\sid="${id}"`));
    expect(at, `${item.link}: an element with id ${id}`).toBeGreaterThanOrEqual(0);
    const h2 = newsroom.slice(at).match(/<h2[^>]*>([\s\S]*?)<\/h2>/)?.[1];
    expect(textOf(h2 ?? ''), item.link).toBe(item.title);
  }
});

test('a case study shows the customer, its results, a quote with a drawn portrait and related stories', async ({
  page,
}) => {
  await page.goto('/case-study/apparel-retailer-sourcing-right-talent/');
  await expect(page.locator('h1')).toHaveText(
    'How Harbor Retail Sourced 550 Candidates and Assessed 213 in 50 Days',
  );
  const results = page.getByRole('region', { name: 'Results at a glance' });
  await expect(results.locator('dd')).toHaveText(['550', '213', '50 days', '12']);
  await expect(results.locator('dt').first()).toHaveText('Candidates sourced');

  const facts = page.getByRole('complementary', { name: 'About Harbor Retail' });
  await expect(facts).toContainText('Apparel retail');

  const quote = page
    .locator('figure')
    .filter({ has: page.locator('blockquote') })
    .first();
  await expect(quote.locator('blockquote')).toContainText('run a Saturday with two people out sick');
  await expect(quote.locator('figcaption')).toContainText('Naomi Feld');
  await expect(quote.locator('figcaption img')).toHaveAttribute('src', '/images/people/naomi-feld.svg');
  await expect(page.getByText(/Published June 2nd, 2026/)).toBeVisible();

  const related = page.getByRole('region', { name: 'More customer stories' }).locator('h3 a');
  await expect(related).toHaveCount(3);
  const title = (await related.first().textContent())!;
  await related.first().click();
  await expect(page.locator('h1')).toHaveText(title);
});

test('the four /customer/ stories share without images; the other stories carry both default images', () => {
  for (const path of CASE_STUDIES) {
    const html = readFileSync(htmlFileFor(path), 'utf8');
    const sizes = [...html.matchAll(/<meta property="og:image:width" content="(\d+)"\/>/g)].map((m) => m[1]);
    expect(html, path).toContain(`<meta property="og:url" content="${SITE_URL}${path}"/>`);
    if (path.startsWith('/customer/')) expect(sizes, path).toEqual([]);
    else expect(sizes.sort(), path).toEqual(['800', '900']);
  }
});

test('a blog post shows its date, reading time, author, breadcrumbs, contents and article data', async ({
  page,
}) => {
  await page.goto('/blog/dana-whitcombe-skills-based-hiring/');
  await expect(page.locator('h1')).toHaveText('Skills-Based Hiring: A Practical Playbook for Talent Teams');

  const head = page
    .getByRole('article', { name: /^Skills-Based Hiring/ })
    .locator('header')
    .first();
  const date = head.locator('time');
  await expect(date).toHaveText('June 9th, 2026');
  await expect(date).toHaveAttribute('datetime', '2026-06-09');
  await expect(head).toContainText(/\d+ min read/);

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Blog']);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(
    'Skills-Based Hiring: A Practical Playbook for Talent Teams',
  );

  const author = page.getByRole('complementary', { name: 'About the author, Dana Whitcombe' });
  await expect(author).toContainText('VP of Talent Acquisition');
  await expect(author.locator('img')).toHaveAttribute('src', '/images/people/dana-whitcombe.svg');

  const contents = page.getByRole('navigation', { name: 'In this article' });
  const link = contents.getByRole('link', { name: 'Test skills with job simulations' });
  await link.click();
  await expect(page).toHaveURL(/#test-skills-with-job-simulations$/);
  await expect(page.locator('#test-skills-with-job-simulations')).toBeInViewport();

  const data = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((json) => JSON.parse(json) as Record<string, unknown>)
    .find((entry) => entry['@type'] === 'BlogPosting');
  expect(data).toMatchObject({
    headline: 'Skills-Based Hiring: A Practical Playbook for Talent Teams',
    datePublished: '2026-06-09',
    url: `${SITE_URL}/blog/dana-whitcombe-skills-based-hiring/`,
    author: { '@type': 'Person', name: 'Dana Whitcombe' },
  });

  const share = page.getByRole('navigation', { name: 'Share this article' });
  const post = encodeURIComponent(`${SITE_URL}/blog/dana-whitcombe-skills-based-hiring/`);
  await expect(share.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute(
    'href',
    `https://www.linkedin.com/sharing/share-offsite/?url=${post}`,
  );
  await expect(share.getByRole('link', { name: 'Share on X' })).toHaveAttribute(
    'href',
    new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${post.replace(/[.%]/g, '\\$&')}&text=`),
  );
  await expect(share.getByRole('link', { name: 'Share by email' })).toHaveAttribute(
    'href',
    /^mailto:\?subject=/,
  );
});

test('the blog index lists every post, newest first, with spec-format dates and reading times', async ({
  page,
}) => {
  await page.goto('/blog/');
  const cards = page.locator('main article');
  expect(await cards.filter({ has: page.locator('a[href^="/blog/"]') }).count()).toBeGreaterThanOrEqual(12);
  const dates = await page
    .locator('main article a[href^="/blog/"]')
    .evaluateAll((links) =>
      links.map((link) => link.closest('article')!.querySelector('time')!.getAttribute('datetime')!),
    );
  expect([...dates].sort().reverse()).toEqual(dates);
  for (const text of await page.locator('main article time').allTextContents())
    expect(text).toMatch(SPEC_DATE);
  await expect(page.locator('main article').first()).toContainText(/\d+ min read/);
});

test('the testimonials page links to all eight case studies and shows customer quotes', async ({ page }) => {
  await page.goto('/about/customer-testimonials/');
  const links = await page
    .getByRole('region', { name: 'Customer stories' })
    .locator('h3 a')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  expect(new Set(links)).toEqual(new Set(CASE_STUDIES));
  const quotes = page.getByRole('region', { name: 'In their words' }).locator('figure');
  expect(await quotes.count()).toBeGreaterThanOrEqual(8);
  await expect(quotes.first().locator('figcaption img')).toHaveAttribute(
    'src',
    /^\/images\/people\/[a-z0-9-]+\.svg$/,
  );
});

test('a newsroom link from the feed lands on its announcement', async ({ page }) => {
  const [item] = (await feed(page.request)).filter((entry) => entry.category === 'News');
  await page.goto(item!.link.slice(SITE_URL.length));
  const anchor = new URL(item!.link).hash;
  await expect(page.locator(anchor)).toBeInViewport();
  await expect(page.locator(`${anchor} time`)).toHaveText(SPEC_DATE);
});

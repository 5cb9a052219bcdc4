import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NavGroup } from '@/components/layout/NavMenu';

vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push: vi.fn() }) }));

let needsConsent = false;
vi.mock('@/lib/analytics/ga', () => ({ consentNeeded: () => needsConsent }));

const { NavMenu } = await import('@/components/layout/NavMenu');
const { SiteFooter } = await import('@/components/layout/SiteFooter');
const { ConsentGate } = await import('@/components/layout/ConsentGate');
const { SiteHeader } = await import('@/components/layout/SiteHeader');
const { CONSENT_OPEN } = await import('@/lib/consent/choice');
const { solutionPages } = await import('@/content/landing/solutions');
const { site } = await import('@/content/site');

const groups: NavGroup[] = [
  {
    label: 'Products',
    href: '/products/',
    links: [
      { label: 'Sourcing', href: '/products/sourcing/' },
      { label: 'Assessments', href: '/products/assessment/' },
      { label: 'Video interviews', href: '/products/interview/' },
    ],
  },
  { label: 'Pricing', href: '/pricing/', links: [{ label: 'Pricing', href: '/pricing/sourcing/' }] },
  {
    label: 'Resources',
    href: '/blog/',
    links: [
      { label: 'Blog', href: '/blog/' },
      { label: 'Glossary', href: '/hr-glossary/' },
    ],
  },
];

function setup() {
  const user = userEvent.setup();
  render(<NavMenu groups={groups} demo="/book-demo/" trial="/try-for-free/" />);
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const button = within(nav).getByRole('button', { name: 'Products' });
  const panelLinks = () =>
    within(nav).queryAllByRole('link', { name: /Sourcing|Assessments|Video interviews/ });
  return { user, nav, button, panelLinks };
}

describe('header menus by keyboard', () => {
  it('Escape on a link inside an open menu closes it and puts the focus back on its button', async () => {
    const { user, button, panelLinks } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.tab();
    expect(panelLinks()[1]).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelLinks()).toHaveLength(0);
    expect(button).toHaveFocus();
  });

  it('tabbing past the last link of an open menu closes it', async () => {
    const { user, nav, button, panelLinks } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    for (let step = 0; step < 3; step += 1) await user.tab();
    expect(panelLinks()[2]).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelLinks()).toHaveLength(0);
  });

  it('moving within an open menu keeps it open', async () => {
    const { user, button, panelLinks } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panelLinks()).toHaveLength(3);
  });
});

describe('phone drawer', () => {
  function openDrawer() {
    const user = userEvent.setup();
    render(<NavMenu groups={groups} demo="/book-demo/" trial="/try-for-free/" />);
    const dialog = screen.getByRole('dialog', { hidden: true });
    return { user, dialog, menu: screen.getByRole('button', { name: 'Menu' }) };
  }

  it('puts the calls to action before the menus', async () => {
    const { user, dialog, menu } = openDrawer();
    await user.click(menu);
    const trial = within(dialog).getByRole('link', { name: 'Start free trial' });
    const demo = within(dialog).getByRole('link', { name: 'Book a demo' });
    const products = within(dialog).getByRole('button', { name: 'Products' });
    const follows = (first: HTMLElement, then: HTMLElement) =>
      Boolean(first.compareDocumentPosition(then) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(trial, products)).toBe(true);
    expect(follows(demo, products)).toBe(true);
  });

  it('shows each group closed, and opens it with its disclosure button', async () => {
    const { user, dialog, menu } = openDrawer();
    await user.click(menu);
    const products = within(dialog).getByRole('button', { name: 'Products' });
    const resources = within(dialog).getByRole('button', { name: 'Resources' });
    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('link', { name: 'Sourcing' })).toBeNull();

    await user.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Sourcing' })).toBeVisible();

    products.focus();
    await user.keyboard('{Enter}');
    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('link', { name: 'Sourcing' })).toBeNull();
    expect(resources).toHaveAttribute('aria-expanded', 'false');
  });

  it('links a group of one page directly', async () => {
    const { user, dialog, menu } = openDrawer();
    await user.click(menu);
    expect(within(dialog).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/pricing\/sourcing\/?$/),
    );
  });
});

describe('header', () => {
  it('lists every solutions page under Solutions', async () => {
    const user = userEvent.setup();
    render(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Solutions' }));
    const panel = document.getElementById(
      within(nav).getByRole('button', { name: 'Solutions' }).getAttribute('aria-controls')!,
    )!;
    const hrefs = within(panel)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')!.replace(/\/?$/, '/'));
    expect(hrefs.sort()).toEqual(solutionPages.map((page) => page.path).sort());
    expect(hrefs).toHaveLength(11);
  });
});

describe('footer', () => {
  const footerNav = () => screen.getByRole('navigation', { name: 'Footer' });
  const column = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;
  const hrefsIn = (element: HTMLElement) =>
    within(element)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')!);

  it('has a column for each part of the site', () => {
    render(<SiteFooter />);
    const titles = within(footerNav())
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    for (const title of [
      'Products',
      'Solutions',
      'Industries',
      'Pricing',
      'Comparisons',
      'Resources',
      'Company',
      'Legal',
    ])
      expect(titles).toContain(title);
    expect(hrefsIn(column('Resources'))).toEqual(
      expect.arrayContaining(
        ['/trust', '/hr-glossary', '/blog', '/guides', '/tools', '/minimum-wage'].map(slash),
      ),
    );
    expect(hrefsIn(column('Company'))).toEqual(
      expect.arrayContaining(
        [
          '/recruiting-awards',
          '/sales-quotient-awards',
          '/company/newsroom',
          '/company/careers',
          '/about/team',
          '/about/customer-testimonials',
        ].map(slash),
      ),
    );
    expect(hrefsIn(column('Legal'))).toEqual(
      expect.arrayContaining(['/privacy-policy', '/terms-and-conditions', '/trust/accessibility'].map(slash)),
    );
  });

  it('links the company’s own social accounts, each named', () => {
    render(<SiteFooter />);
    const social = screen.getByRole('list', { name: `${site.brand} on social media` });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(site.sameAs);
    expect(links.map((link) => link.textContent?.trim())).toEqual(site.sameAs.map(() => ''));
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      `${site.brand} on LinkedIn`,
      `${site.brand} on X`,
    ]);
  });

  it('shows the rating with where it comes from', () => {
    render(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Rated 4.9/5 from 9,600 reviews');
    expect(footer).toHaveTextContent(site.rating.source!);
  });

  it('offers Cookie settings only when something needs consent, and it reopens the banner', async () => {
    needsConsent = false;
    const { unmount } = render(<SiteFooter />);
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
    unmount();

    needsConsent = true;
    const opened = vi.fn();
    window.addEventListener(CONSENT_OPEN, opened);
    // The button is server HTML; the consent gate in the layout answers its press.
    render(
      <>
        <SiteFooter />
        <ConsentGate />
      </>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('region', { name: 'Cookies and measurement' })).toBeInTheDocument();
    window.removeEventListener(CONSENT_OPEN, opened);
    needsConsent = false;
  });

  it('links the RSS feed once', () => {
    render(<SiteFooter />);
    const feed = screen.getAllByRole('link', { name: 'RSS feed' });
    expect(feed).toHaveLength(1);
    expect(feed[0]).toHaveAttribute('href', '/rss/feed.xml');
  });
});

/** next/link drops the trailing slash outside a Next build; raw <a> links keep it. */
function slash(path: string) {
  return expect.stringMatching(new RegExp(`^${path.replace(/[/.]/g, '\\$&')}/?$`));
}

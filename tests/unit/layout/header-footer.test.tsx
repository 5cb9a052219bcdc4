import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NavGroup } from '@/components/layout/NavMenu';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

// jsdom has <dialog> without its methods; the phone drawer closes itself on every page change.
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

const { NavMenu } = await import('@/components/layout/NavMenu');
const { SiteFooter } = await import('@/components/layout/SiteFooter');

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

describe('footer', () => {
  it('links the RSS feed once', () => {
    render(<SiteFooter />);
    const feed = screen.getAllByRole('link', { name: 'RSS feed' });
    expect(feed).toHaveLength(1);
    expect(feed[0]).toHaveAttribute('href', '/rss/feed.xml');
  });
});

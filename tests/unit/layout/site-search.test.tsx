import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { packIndex, SEARCH_INDEX_URL, type SearchRecord } from '@/lib/search/site-search';

const push = vi.fn();
vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push }) }));

const { SiteSearch } = await import('@/components/layout/SiteSearch');

const records: SearchRecord[] = [
  {
    title: 'Offer Letter Generator',
    description: 'Write an offer letter for a new hire in minutes.',
    path: '/tools/offer-letter-generator/',
    section: 'HR letters',
  },
  {
    title: 'Minimum Wage in Ohio',
    description: 'The Ohio minimum wage for 2026.',
    path: '/minimum-wage/ohio/',
    section: 'Minimum wage',
  },
];

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify(packIndex(records))));
  vi.stubGlobal('fetch', fetchMock);
  push.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Before</button>
      <SiteSearch />
    </>,
  );
  return { user, trigger: screen.getByRole('button', { name: 'Search' }) };
}

describe('site search dialog', () => {
  it('fetches nothing until it is opened, then the index once', async () => {
    const { user, trigger } = setup();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await user.click(trigger);
    await screen.findByRole('searchbox');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([SEARCH_INDEX_URL]);
  });

  it('lists matching pages as links with their snippet, and says when nothing matches', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    const box = await screen.findByRole('searchbox', { name: 'Search the site' });
    expect(box).toHaveFocus();
    await user.type(box, 'offer');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const link = within(results).getByRole('link', { name: /Offer Letter Generator/ });
    // next/link drops the trailing slash outside a Next build (trailingSlash is a build setting).
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/tools\/offer-letter-generator\/?$/));
    expect(within(link).getByText('offer', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 result for “offer”');

    await user.clear(box);
    await user.type(box, 'zebra');
    expect(screen.getByRole('status')).toHaveTextContent('No results for “zebra”');
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
  });

  it('opens the first result on Enter', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.type(await screen.findByRole('searchbox'), 'ohio wage');
    await screen.findByRole('link', { name: /Minimum Wage in Ohio/ });
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith('/minimum-wage/ohio/');
  });

  it('opens with "/" and gives the focus back where it was on close', async () => {
    const { user } = setup();
    const before = screen.getByRole('button', { name: 'Before' });
    before.focus();
    await user.keyboard('/');
    const box = await screen.findByRole('searchbox');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(before).toHaveFocus();
  });

  it('walks the results with the arrow keys and back to the field', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    const box = await screen.findByRole('searchbox');
    await user.type(box, 'o');
    const links = within(await screen.findByRole('list', { name: 'Search results' })).getAllByRole('link');
    expect(links).toHaveLength(2);
    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveFocus();
  });

  it('closes on Escape even with text in the field', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.type(await screen.findByRole('searchbox'), 'offer');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('leaves "/" alone while the visitor types in a field', async () => {
    const user = userEvent.setup();
    render(
      <>
        <input aria-label="Other field" />
        <SiteSearch />
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Other field' }), 'a/b');
    expect(screen.getByRole('textbox', { name: 'Other field' })).toHaveValue('a/b');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says so when the index cannot load, and tries again on the next open', async () => {
    // A fresh module: the index loaded by the tests above is kept for the page's lifetime.
    vi.resetModules();
    const { SiteSearch: Fresh } = await import('@/components/layout/SiteSearch');
    fetchMock.mockImplementation(async () => new Response('', { status: 503 }));
    const user = userEvent.setup();
    render(<Fresh />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(await screen.findByRole('searchbox'), 'offer');
    expect(await screen.findByText(/Search could not load/)).toBeInTheDocument();

    fetchMock.mockImplementation(async () => new Response(JSON.stringify(packIndex(records))));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: /Offer Letter Generator/ })).toBeInTheDocument();
  });
});

import { readFileSync } from 'node:fs';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EquivalentSalaryIsland } from '@/components/tools/career/pay/EquivalentSalaryIsland';
import { SalaryFinderIsland } from '@/components/tools/career/pay/SalaryFinderIsland';
import type { OccupationRow, OewsData } from '@/lib/career/pay/oews';
import type { RppData } from '@/lib/career/pay/rpp';
import type { TitlesData } from '@/lib/career/pay/titles';

const rpp = JSON.parse(readFileSync('public/data/rpp-2024.json', 'utf8')) as RppData;
const oews = JSON.parse(readFileSync('public/data/oews-national-2024.json', 'utf8')) as OewsData;
const titles = JSON.parse(readFileSync('public/data/job-titles-2024.json', 'utf8')) as TitlesData;
const row = (code: string) => oews.occupations.find((candidate) => candidate[0] === code) as OccupationRow;

afterEach(() => vi.unstubAllGlobals());

describe('the equivalent salary calculator', () => {
  it('opens on Texas to California and shows the working', () => {
    render(<EquivalentSalaryIsland data={rpp} />);
    expect(screen.getByRole('status')).toHaveTextContent('$75,000 in Texas is about $86,890 in California.');
    expect(screen.getByText('$75,000 × 112.581 ÷ 97.175 = $86,890')).toBeInTheDocument();
    expect(screen.getByText('15.9% higher')).toBeInTheDocument();
    expect(screen.getByText(/Taxes are not included/)).toBeInTheDocument();
  });

  it('swaps, picks places by keyboard, switches to metro areas and flags a bad salary', async () => {
    const user = userEvent.setup();
    render(<EquivalentSalaryIsland data={rpp} />);
    await user.click(screen.getByRole('button', { name: 'Swap the two places' }));
    expect(screen.getByRole('status')).toHaveTextContent('$75,000 in California is about $64,737 in Texas.');

    const to = screen.getByRole('combobox', { name: 'To' });
    await user.clear(to);
    await user.type(to, 'missi');
    expect(to).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'To' });
    expect(within(list).getByRole('option', { name: /Mississippi/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(to).toHaveValue('Mississippi');
    expect(screen.getByRole('status')).toHaveTextContent(
      '$75,000 in California is about $58,153 in Mississippi.',
    );

    await user.click(screen.getByRole('radio', { name: 'Metro areas (2024)' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      /in Dallas-Fort Worth-Arlington, TX is about \$81,892 in New York-Newark-Jersey City, NY-NJ\./,
    );

    const salary = screen.getByLabelText('Salary where you are now ($ a year)');
    await user.clear(salary);
    await user.type(salary, 'lots');
    expect(salary).toHaveValue('lots');
    expect(screen.getByText('Enter a number, like 75,000.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Enter a salary to see the equivalent.');
  });
});

describe('the salary finder', () => {
  /** Serves the two files the search loads, each answer held until `release` is called. */
  function serveData() {
    const held: (() => void)[] = [];
    const fetchMock = vi.fn(
      (url: string) =>
        new Promise<Response>((done) => {
          const body = url === '/data/job-titles-2024.json' ? titles : oews;
          held.push(() => done(new Response(JSON.stringify(body))));
        }),
    );
    return { fetchMock, release: () => held.splice(0).forEach((answer) => answer()) };
  }

  it('shows the build-time occupation, then loads the list on first use and shows the picked one', async () => {
    const { fetchMock, release } = serveData();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<SalaryFinderIsland initial={row('13-1071')} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Human Resources Specialists' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Median (50th) $35.05 $72,910' })).toBeInTheDocument();
    expect(screen.getByText(/Figures are national, for the whole United States/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    const box = screen.getByRole('combobox', { name: 'Occupation' });
    await user.click(box);
    expect(fetchMock).toHaveBeenCalledWith('/data/oews-national-2024.json');
    expect(fetchMock).toHaveBeenCalledWith('/data/job-titles-2024.json');
    expect(screen.getByText('Loading 831 occupations and their job titles…')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText(/^Loading 831/)).not.toBeInTheDocument());

    await user.clear(box);
    await user.type(box, 'chief exec');
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'Chief Executives' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: '90th $115.00 or more $239,200 or more' })).toBeInTheDocument();
    expect(screen.getByText(/stand for the BLS “#” flag/)).toBeInTheDocument();
    expect(screen.getByText(/Chief Executives: median \$206,420 a year/)).toBeInTheDocument();
    expect(screen.getByText(/^Source: U.S. Bureau of Labor Statistics/)).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'elementary school');
    await user.click(
      screen.getByRole('option', { name: /Elementary School Teachers, Except Special Education/ }),
    );
    expect(screen.getByRole('row', { name: 'Median (50th) Not available $62,340' })).toBeInTheDocument();
    expect(screen.getByText(/annual salaries only/)).toBeInTheDocument();
  });

  it('finds an occupation by a misspelt job title and says which title matched', async () => {
    const { fetchMock, release } = serveData();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<SalaryFinderIsland initial={row('13-1071')} />);
    const box = screen.getByRole('combobox', { name: 'Occupation' });
    await user.click(box);
    release();
    await waitFor(() => expect(screen.queryByText(/^Loading 831/)).not.toBeInTheDocument());

    await user.clear(box);
    await user.type(box, 'sofware engineer');
    const list = screen.getByRole('listbox', { name: 'Occupation' });
    const top = within(list).getAllByRole('option')[0]!;
    expect(top).toHaveAttribute('aria-selected', 'true');
    expect(top).toHaveTextContent('Software Developers');
    expect(top).toHaveTextContent('Matches “Software Engineer”');
    expect(top).toHaveTextContent('15-1252');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'Software Developers' })).toBeInTheDocument();
    expect(screen.getByText('Includes the job title “Software Engineer”.')).toBeInTheDocument();
    expect(
      screen.getByText(/Software Developers \(includes “Software Engineer”\): median/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Job titles: O\*NET 27\.0 Database/)).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'hr mgr');
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Human Resources Managers');
  });

  it('says when the list cannot be loaded and retries', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockImplementation(
        async (url: string) =>
          new Response(JSON.stringify(url === '/data/job-titles-2024.json' ? titles : oews)),
      );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<SalaryFinderIsland initial={row('13-1071')} />);
    await user.click(screen.getByRole('combobox', { name: 'Occupation' }));
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    await user.type(screen.getByRole('combobox', { name: 'Occupation' }), 'actors');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'Actors' })).toBeInTheDocument();
  });
});

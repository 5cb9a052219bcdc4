import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from '@/components/sections/CopyButton';
import { DataTable } from '@/components/sections/DataTable';
import { DocumentSection } from '@/components/sections/DocumentSection';
import { ProcessList } from '@/components/sections/ProcessList';
import { PromptList } from '@/components/sections/PromptList';
import { RichText } from '@/components/sections/RichText';
import {
  documentSectionSchema,
  processSectionSchema,
  promptsSectionSchema,
  tableSectionSchema,
} from '@/content/schema/longform';

afterEach(() => vi.useRealTimers());

describe('RichText', () => {
  it('renders link, bold and code marks, and shows any markup as plain text', () => {
    const { container } = render(
      <p>
        <RichText
          text={'Read **this** [guide](/how-to-hire/), try `site:` or <img src=x onerror="alert(1)">'}
        />
      </p>,
    );
    expect(container.querySelector('code')).toHaveTextContent('site:');
    expect(screen.getByRole('link', { name: 'guide' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/how-to-hire\/?$/),
    );
    expect(container.querySelector('strong')).toHaveTextContent('this');
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)">');
  });
});

describe('DocumentSection', () => {
  const legal = documentSectionSchema.parse({
    type: 'document',
    level: 'h1',
    title: 'Privacy policy',
    facts: [{ label: 'Effective date', value: '22 November 2026' }],
    contents: true,
    parts: [
      {
        heading: 'Information we collect',
        blocks: ['We collect.', { subheading: 'From users' }, { list: ['Name', 'Email'] }],
      },
      { heading: 'Contact us', blocks: ['Write to [privacy](mailto:privacy@quotient.example).'] },
    ],
  });

  it('as a page: the title is the h1, parts are h2 with anchors the contents list links to', () => {
    render(<DocumentSection section={legal} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    const parts = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.id);
    expect(parts).toEqual(['information-we-collect', 'contact-us']);
    expect(screen.getByRole('heading', { level: 3, name: 'From users' })).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Privacy policy: contents' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#information-we-collect', '#contact-us']);
    expect(screen.getByText('Effective date').nextSibling).toHaveTextContent('22 November 2026');
    expect(screen.getByRole('link', { name: 'privacy' })).toHaveAttribute(
      'href',
      'mailto:privacy@quotient.example',
    );
  });

  it('inside a page: an h2 title with h3 parts and h4 sub-headings, no contents list by default', () => {
    render(<DocumentSection section={{ ...legal, level: 'h2', contents: false }} />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 4, name: 'From users' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('ProcessList', () => {
  it('numbers every step in an ordered list, with its points', () => {
    const section = processSectionSchema.parse({
      type: 'process',
      title: 'Hiring in six steps',
      items: ['Scorecard', 'Job ad', 'Source', 'Screen', 'Interview', 'Offer'].map((title) => ({
        title,
        text: `${title} text`,
        points: title === 'Screen' ? ['Knock-out questions', 'A work sample'] : undefined,
      })),
    });
    render(<ProcessList section={section} />);
    const list = screen.getAllByRole('list')[0]!;
    expect(list.tagName).toBe('OL');
    const steps = [...list.children];
    expect(steps).toHaveLength(6);
    expect(within(steps[3] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent('Screen');
    expect(steps[3]).toHaveTextContent(/^4/);
    expect(screen.getByText('A work sample').tagName).toBe('LI');
  });
});

describe('DataTable', () => {
  it('keeps column headers, row headers and a label on every cell for the phone layout', () => {
    const section = tableSectionSchema.parse({
      type: 'table',
      title: 'Channels',
      caption: 'Prospecting channels compared.',
      columns: ['Channel', 'Best for', 'Good practice'],
      rows: [
        ['Email', 'Scale', 'Short'],
        ['Phone', 'Speed', 'Call after an email'],
      ],
    });
    render(<DataTable section={section} />);
    const table = screen.getByRole('table', { name: 'Prospecting channels compared.' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Channel', 'Best for', 'Good practice']);
    expect(within(table).getByRole('rowheader', { name: 'Phone' })).toBeInTheDocument();
    const cell = within(table).getByRole('cell', { name: 'Call after an email' });
    expect(cell).toHaveAttribute('data-label', 'Good practice');
  });
});

describe('copying prompts', () => {
  const section = promptsSectionSchema.parse({
    type: 'prompts',
    title: 'Prompts',
    items: [
      {
        title: 'Write a job ad',
        useFor: 'First drafts',
        prompt: 'You are a recruiter.\nWrite a job ad for [ROLE].',
      },
    ],
  });

  it('copies the exact prompt text and announces it, then resets', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // user-event installs its own clipboard on setup, so the spy goes in afterwards.
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<PromptList section={section} />);

    await user.click(screen.getByRole('button', { name: 'Copy Write a job ad' }));
    expect(writeText).toHaveBeenCalledWith('You are a recruiter.\nWrite a job ad for [ROLE].');
    expect(screen.getByRole('status')).toHaveTextContent('Copied to clipboard');
    expect(screen.getByRole('button', { name: 'Copied Write a job ad' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('when the clipboard is refused, selects the text and says how to copy it by hand', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('NotAllowedError')) },
      configurable: true,
    });
    render(
      <>
        <pre id="target">Copy me</pre>
        <CopyButton text="Copy me" label="sample" targetId="target" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy sample' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Could not copy: the text is selected, press Ctrl+C',
    );
    expect(window.getSelection()?.toString()).toBe('Copy me');
  });
});

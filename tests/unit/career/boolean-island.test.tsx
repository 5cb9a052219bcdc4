import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BooleanSearchIsland } from '@/components/tools/career/BooleanSearchIsland';

const query = (platform: string) => document.querySelector(`[data-platform="${platform}"] [data-query]`);

describe('the boolean search builder', () => {
  it('renders the first example on load and rebuilds every platform as fields change', () => {
    render(<BooleanSearchIsland method={['How.']} />);
    expect(query('linkedin')).toHaveTextContent(
      /^\("Backend Engineer" OR "Software Engineer" OR "Platform Engineer"\)/,
    );
    fireEvent.change(screen.getByLabelText('Job titles (any of)'), {
      target: { value: 'Recruiter, Talent Partner' },
    });
    fireEvent.change(screen.getByLabelText('Seniority'), { target: { value: 'any' } });
    fireEvent.change(screen.getByLabelText('Must-have skills'), { target: { value: 'Greenhouse' } });
    fireEvent.change(screen.getByLabelText('Nice-to-have skills (at least one)'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Exclude'), { target: { value: 'agency' } });
    expect(query('linkedin')).toHaveTextContent('(Recruiter OR "Talent Partner") AND Greenhouse NOT agency');
    expect(query('google')).toHaveTextContent(
      'site:linkedin.com/in (intitle:Recruiter OR intitle:"Talent Partner") Greenhouse Austin -agency',
    );
    expect(screen.getByText('8 of 32 words Google reads.')).toBeInTheDocument();
  });

  it('fills an example and copies a string', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<BooleanSearchIsland method={['How.']} />);
    await user.click(screen.getByRole('button', { name: 'Registered nurse, ICU' }));
    expect(screen.getByLabelText('Location')).toHaveValue('Chicago');
    const indeed = document.querySelector('[data-platform="indeed"]') as HTMLElement;
    await user.click(within(indeed).getByRole('button', { name: 'Copy Indeed string' }));
    expect(writeText).toHaveBeenCalledWith(
      'anytitle:("Registered Nurse" OR RN) AND ICU AND (CCRN OR "critical care") NOT (student OR travel)',
    );
    expect(screen.getByText('Indeed resume search (Smart Sourcing) string copied.')).toBeInTheDocument();
  });

  it('points at the problem in a pasted string', () => {
    render(<BooleanSearchIsland method={['How.']} />);
    fireEvent.change(screen.getByLabelText('Paste a search string'), {
      target: { value: '("Java Developer" OR Engineer AND Spring' },
    });
    const result = document.querySelector('[data-validator]')!;
    expect(result).toHaveTextContent('1 problem found');
    expect(result).toHaveTextContent('Parenthesis opened at character 1 is never closed.');
    expect(result.querySelector('mark')).toHaveTextContent('(');
    fireEvent.change(screen.getByLabelText('Paste a search string'), {
      target: { value: 'Java AND Spring' },
    });
    expect(result).toHaveTextContent('No problems found');
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toProblems, type LintLike } from '@/lib/writing/grammar/problems';

/**
 * The island with the engine replaced: Harper itself is exercised in grammar-harper.test.ts; here a
 * stand-in flags "a" before a vowel and repeated words, the way Harper's lints look.
 */
const engine = vi.hoisted(() => ({ fail: false, loads: 0 }));

function fakeLints(text: string): LintLike[] {
  const lints: LintLike[] = [];
  const add = (start: number, end: number, kind: string, message: string, fix: string) =>
    lints.push({
      span: () => ({ start, end }),
      lint_kind: () => kind,
      message: () => message,
      get_problem_text: () => text.slice(start, end),
      suggestions: () => [{ kind: () => 0, get_replacement_text: () => fix }],
    });
  for (const m of text.matchAll(/\b[aA](?= [aeiou])/g))
    add(m.index, m.index + 1, 'Miscellaneous', 'Incorrect indefinite article.', 'an');
  for (const m of text.matchAll(/\b(\w+) \1\b/g))
    add(m.index, m.index + m[0].length, 'Repetition', 'Did you mean to repeat this word?', m[1]!);
  return lints;
}

vi.mock('@/lib/writing/grammar/engine', () => ({
  loadGrammarEngine: async (progress?: (p: { phase: string; loaded?: number; total?: number }) => void) => {
    engine.loads += 1;
    progress?.({ phase: 'download', loaded: 4_000_000, total: 16_000_000 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (engine.fail) throw new Error('the server answered 404');
    progress?.({ phase: 'prepare' });
    return { inWorker: true, check: async (text: string) => toProblems(text, fakeLints(text)) };
  },
}));

const { GrammarIsland } = await import('@/components/tools/writing/GrammarIsland');

function mount() {
  return render(<GrammarIsland slug="grammar-checker" method={['How it works.']} />);
}

const status = () => document.querySelector('[data-grammar-status]')!;

beforeEach(() => {
  localStorage.clear();
  engine.fail = false;
  engine.loads = 0;
});
afterEach(() => localStorage.clear());

describe('the grammar checker', () => {
  it('loads nothing until asked, then flags “a apple” and applies the fix to the text', async () => {
    const user = userEvent.setup();
    mount();
    expect(engine.loads).toBe(0);
    const box = screen.getByLabelText('Your text');
    fireEvent.change(box, { target: { value: 'I ate a apple today.' } });
    await waitFor(() => expect(status()).toHaveTextContent('1 problem found: 1 grammar.'));
    expect(engine.loads).toBe(1);
    const marked = document.querySelector('[data-marked-text]')!;
    const flagged = within(marked as HTMLElement).getByRole('link', { name: 'a' });
    expect(flagged).toHaveAccessibleDescription('Incorrect indefinite article.');
    await user.click(flagged);
    expect(document.activeElement).toHaveTextContent('Incorrect indefinite article.');
    const card = screen.getByRole('listitem', { name: /Grammar/ });
    expect(card).toHaveTextContent('Incorrect indefinite article.');
    await user.click(within(card).getByRole('button', { name: 'Use “an”' }));
    expect(box).toHaveValue('I ate an apple today.');
    await waitFor(() => expect(status()).toHaveTextContent('No problems found.'));
    expect(screen.getByRole('heading', { name: 'Problems (0)' })).toBeInTheDocument();
  });

  it('fixes everything at once and copies the corrected text', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mount();
    const box = screen.getByLabelText('Your text');
    fireEvent.change(box, { target: { value: 'Take a apple. This is is odd. Eat a egg.' } });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Problems (3)' })).toBeInTheDocument());
    expect(screen.getByRole('list', { name: 'Problems by kind' })).toHaveTextContent(
      'Grammar: 2Repetition: 1',
    );
    await user.click(screen.getByRole('button', { name: 'Fix all (3)' }));
    expect(box).toHaveValue('Take an apple. This is odd. Eat an egg.');
    await user.click(screen.getByRole('button', { name: 'Copy text' }));
    expect(writeText).toHaveBeenCalledWith('Take an apple. This is odd. Eat an egg.');
  });

  it('ignores a problem without touching the text', async () => {
    const user = userEvent.setup();
    mount();
    const box = screen.getByLabelText('Your text');
    fireEvent.change(box, { target: { value: 'Buy a apple and a orange.' } });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Problems (2)' })).toBeInTheDocument());
    const [first] = screen.getAllByRole('listitem', { name: /Grammar/ });
    await user.click(within(first!).getByRole('button', { name: 'Ignore' }));
    expect(screen.getByRole('heading', { name: 'Problems (1)' })).toBeInTheDocument();
    expect(box).toHaveValue('Buy a apple and a orange.');
    expect(document.activeElement?.closest('[data-problem-card]')).not.toBeNull();
  });

  it('says so when the engine cannot load, keeps the text, and can try again', async () => {
    const user = userEvent.setup();
    engine.fail = true;
    mount();
    const box = screen.getByLabelText('Your text');
    fireEvent.change(box, { target: { value: 'Keep this a apple text.' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The grammar engine could not load (the server answered 404). Your text is safe',
    );
    expect(box).toHaveValue('Keep this a apple text.');
    expect(localStorage.getItem('quotient-draft:grammar-checker')).toBe(null);
    await waitFor(() =>
      expect(localStorage.getItem('quotient-draft:grammar-checker')).toBe('Keep this a apple text.'),
    );
    engine.fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(status()).toHaveTextContent('1 problem found'));
  });

  it('shows the download state while the engine loads', async () => {
    mount();
    fireEvent.change(screen.getByLabelText('Your text'), { target: { value: 'Hello there.' } });
    expect(status()).toHaveTextContent('Loading the grammar engine, about 8 MB, once…');
    await waitFor(() => expect(status()).toHaveTextContent('No problems found.'));
  });
});

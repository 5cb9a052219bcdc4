import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toProblems, type LintLike } from '@/lib/writing/grammar/problems';

/**
 * The island with Harper replaced: Harper itself is exercised in grammar-harper.test.ts; here a
 * stand-in flags "a" before a vowel, repeated words and "Okonkwoh" as a misspelling, the way
 * Harper's lints look. The site's own rule layer runs for real.
 */
const engine = vi.hoisted(() => ({
  fail: false,
  loads: 0,
  hold: null as Promise<void> | null,
  words: [] as string[],
}));

function fakeLints(text: string): LintLike[] {
  const lints: LintLike[] = [];
  const add = (start: number, end: number, kind: string, message: string, fixes: string[], rule: string) =>
    lints.push({
      span: () => ({ start, end }),
      lint_kind: () => kind,
      message: () => message,
      get_problem_text: () => text.slice(start, end),
      suggestions: () => fixes.map((fix) => ({ kind: () => 0, get_replacement_text: () => fix })),
      rule,
    });
  for (const m of text.matchAll(/\b[aA](?= [aeiou])/g))
    add(m.index, m.index + 1, 'Miscellaneous', 'Incorrect indefinite article.', ['an'], 'AnA');
  for (const m of text.matchAll(/\b(\w+) \1\b/g))
    add(
      m.index,
      m.index + m[0].length,
      'Repetition',
      'Did you mean to repeat this word?',
      [m[1]!],
      'RepeatedWords',
    );
  for (const m of text.matchAll(/\bokonkwoh\b/gi))
    if (!engine.words.some((w) => w.toLowerCase() === 'okonkwoh'))
      add(
        m.index,
        m.index + 8,
        'Spelling',
        `Did you mean to spell \`${m[0]}\` this way?`,
        ['Okonkwo', 'Onkwoh'],
        'SpellCheck',
      );
  return lints;
}

vi.mock('@/lib/writing/grammar/engine', () => ({
  loadGrammarEngine: async (progress?: (p: { phase: string; loaded?: number; total?: number }) => void) => {
    engine.loads += 1;
    progress?.({ phase: 'download', loaded: 4_000_000, total: 16_000_000 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (engine.fail) throw new Error('the server answered 404');
    // A test may hold Harper back to see the rule layer's first result alone.
    if (engine.hold) await engine.hold;
    progress?.({ phase: 'prepare' });
    return {
      inWorker: true,
      check: async (text: string) => toProblems(text, fakeLints(text)),
      setDictionary: async (words: readonly string[]) => {
        engine.words = [...words];
      },
    };
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
  engine.words = [];
  engine.hold = null;
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
    await waitFor(() => expect(status()).toHaveTextContent('Fixed 3 problems. No problems left.'));
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

  it('shows the quick rules’ result at once, with progress, while Harper loads', async () => {
    let release = () => {};
    engine.hold = new Promise<void>((resolve) => (release = resolve));
    mount();
    fireEvent.change(screen.getByLabelText('Your text'), {
      target: { value: 'Yesterday I go to the office in paris.' },
    });
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        '2 problems found so far: 1 capitalization, 1 tense. Spelling and more grammar rules are still loading.',
      ),
    );
    expect(document.querySelector('[data-grammar-progress]')).toHaveTextContent(
      'Spelling and more grammar rules loading, 25%',
    );
    expect(
      screen.getByRole('progressbar', { name: 'Spelling and grammar rules download' }),
    ).toBeInTheDocument();
    release();
    await waitFor(() => expect(status()).toHaveTextContent('2 problems found: 1 capitalization, 1 tense.'));
    expect(status()).not.toHaveTextContent('so far');
  });

  it('fixes only the sure ones and says how many are left to review', async () => {
    const user = userEvent.setup();
    mount();
    const box = screen.getByLabelText('Your text');
    fireEvent.change(box, { target: { value: 'Please ask okonkwoh for a offer in paris.' } });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Problems (3)' })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Fix all (2)' }));
    expect(box).toHaveValue('Please ask okonkwoh for an offer in Paris.');
    await waitFor(() =>
      expect(status()).toHaveTextContent('Fixed 2 problems. 1 problem left for you to review: 1 spelling.'),
    );
  });

  it('adds a name to the dictionary, never flags it again, and removes it', async () => {
    const user = userEvent.setup();
    mount();
    fireEvent.change(screen.getByLabelText('Your text'), {
      target: { value: 'Our okonkwoh starts on Monday.' },
    });
    const card = await screen.findByRole('listitem', { name: /Spelling/ });
    await user.click(within(card).getByRole('button', { name: 'Add “okonkwoh” to dictionary' }));
    expect(status()).toHaveTextContent(
      'Added “okonkwoh” to your dictionary. It will not be marked as a misspelling again.',
    );
    expect(screen.getByRole('heading', { name: 'Problems (0)' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('quotient-grammar-dictionary')!)).toEqual(['okonkwoh']);
    expect(engine.words).toEqual(['okonkwoh']);
    await user.click(screen.getByText('Your dictionary (1 word)'));
    const list = screen.getByRole('list', { name: 'Words in your dictionary' });
    await user.click(within(list).getByRole('button', { name: 'Remove “okonkwoh” from your dictionary' }));
    expect(status()).toHaveTextContent('Removed “okonkwoh” from your dictionary.');
    expect(localStorage.getItem('quotient-grammar-dictionary')).toBe('[]');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Problems (1)' })).toBeInTheDocument());
  });

  it('never marks a name written as a name as a misspelling', async () => {
    mount();
    fireEvent.change(screen.getByLabelText('Your text'), {
      target: { value: 'Okonkwoh starts on Monday, and we met Okonkwoh’s team.' },
    });
    await waitFor(() => expect(status()).toHaveTextContent('No problems found.'));
  });

  it('reads the dictionary kept on the device', async () => {
    localStorage.setItem('quotient-grammar-dictionary', JSON.stringify(['okonkwoh']));
    mount();
    fireEvent.change(screen.getByLabelText('Your text'), {
      target: { value: 'Our okonkwoh starts on Monday.' },
    });
    await waitFor(() => expect(status()).toHaveTextContent('No problems found.'));
    expect(screen.getByText('Your dictionary (1 word)')).toBeInTheDocument();
  });
});

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TextCounterIsland } from '@/components/tools/writing/TextCounterIsland';
import { characterCounter } from '@/content/tools/writing/character-counter';
import { wordCounter } from '@/content/tools/writing/word-counter';
import type { TextTool } from '@/content/tools/types';
import { SAMPLE } from './fixtures';

function mount(tool: TextTool) {
  return render(<TextCounterIsland slug={tool.slug} view={tool.view} method={tool.method} />);
}

const tile = (count: string) => document.querySelector(`[data-count="${count}"] dd`)?.textContent;

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('the word counter', () => {
  it('counts a pasted paragraph at once and announces it politely once typing pauses', async () => {
    mount(wordCounter);
    const box = screen.getByLabelText('Your text');
    fireEvent.change(box, { target: { value: SAMPLE } });
    await waitFor(() => expect(tile('words')).toBe('35'));
    expect(tile('characters')).toBe(String(SAMPLE.length));
    expect(tile('sentences')).toBe('4');
    expect(tile('paragraphs')).toBe('2');
    expect(tile('readingTime')).toBe('9 sec');
    expect(tile('speakingTime')).toBe('11 sec');
    expect(document.querySelector('[data-count="readingTime"] dt')).toHaveTextContent(
      'at 238 words a minute',
    );
    expect(document.querySelector('[data-count="speakingTime"] dt')).toHaveTextContent(
      'at 183 words a minute',
    );
    expect(tile('charactersNoSpaces')).toBe(String(SAMPLE.replace(/\s/g, '').length));
    const status = screen.getAllByRole('status').find((el) => el.className.includes('visually-hidden'))!;
    expect(status).toHaveTextContent('');
    await waitFor(
      () =>
        expect(status).toHaveTextContent(
          `35 words, ${SAMPLE.length} characters, 4 sentences, 9 sec to read.`,
        ),
      {
        timeout: 3000,
      },
    );
    expect(status).toHaveTextContent(
      'Cover letter (250–400 words): 35 of 400: 215 words short of the 250 minimum.',
    );
  });

  it('updates the numbers on every key but announces only after the pause', async () => {
    const user = userEvent.setup();
    mount(wordCounter);
    const box = screen.getByLabelText('Your text');
    await user.type(box, 'one two three');
    expect(tile('words')).toBe('3');
    const status = screen.getAllByRole('status').find((el) => el.className.includes('visually-hidden'))!;
    expect(status.textContent).toBe('');
    await waitFor(() => expect(status).toHaveTextContent('3 words'), { timeout: 3000 });
  });

  it('scores readability, lists keywords and checks the chosen limit', async () => {
    const user = userEvent.setup();
    mount(wordCounter);
    fireEvent.change(screen.getByLabelText('Your text'), { target: { value: SAMPLE } });
    const readability = screen.getByRole('region', { name: 'Readability' });
    await waitFor(() => expect(within(readability).getByText('Flesch reading ease')).toBeInTheDocument());
    expect(within(readability).getByText(/Under 100 words the scores swing widely/)).toBeInTheDocument();
    const keywords = within(screen.getByRole('region', { name: 'Top keywords' })).getAllByRole('row');
    expect(keywords[1]).toHaveTextContent(/hiring\s*1\s*2\.9%/);
    await user.selectOptions(screen.getByLabelText('Check against'), 'x-post');
    const limit = screen.getByRole('region', { name: 'Length limit' });
    // X counts the link as 23 and keeps the full stop after it; the email address is not a link.
    const x = SAMPLE.length - 'https://example.com/careers'.length + 23;
    expect(limit).toHaveTextContent(`${x} of 280: ${280 - x} characters left.`);
    expect(limit.querySelector('[data-limit-state]')).toHaveAttribute('data-limit-state', 'within');
  });

  it('checks the text against a goal the visitor sets, in words or characters', async () => {
    const user = userEvent.setup();
    mount(wordCounter);
    fireEvent.change(screen.getByLabelText('Your text'), { target: { value: SAMPLE } });
    await user.selectOptions(screen.getByLabelText('Check against'), 'Your own goal…');
    const limit = screen.getByRole('region', { name: 'Length limit' });
    await waitFor(() => expect(limit).toHaveTextContent('35 of 500: 465 words left.'));
    const goal = screen.getByLabelText('Goal');
    await user.clear(goal);
    await user.type(goal, '30');
    expect(limit).toHaveTextContent('35 of 30: 5 words over the limit.');
    expect(limit.querySelector('[data-limit-state]')).toHaveAttribute('data-limit-state', 'over');
    await user.selectOptions(screen.getByLabelText('Counted in'), 'characters');
    await user.clear(goal);
    await user.type(goal, '1,000');
    expect(limit).toHaveTextContent(`${SAMPLE.length} of 1,000: ${1000 - SAMPLE.length} characters left.`);
    // A goal that is not a number says so beside its field and keeps what was typed.
    await user.clear(goal);
    await user.type(goal, 'lots');
    expect(goal).toHaveValue('lots');
    expect(goal).toHaveAttribute('aria-invalid', 'true');
    expect(goal).toHaveAccessibleDescription('Enter your goal as a whole number of characters, such as 500.');
    // The pause announcement names the goal while it stands.
    await user.clear(goal);
    await user.type(goal, '600');
    const status = screen.getAllByRole('status').find((el) => el.className.includes('visually-hidden'))!;
    fireEvent.change(screen.getByLabelText('Your text'), { target: { value: `${SAMPLE} More.` } });
    await waitFor(() => expect(status).toHaveTextContent('Your goal: 600 characters:'), { timeout: 3000 });
  });

  it('keeps the text as a draft in this browser and restores it', async () => {
    const first = mount(wordCounter);
    fireEvent.change(screen.getByLabelText('Your text'), { target: { value: 'Draft to keep.' } });
    await waitFor(() => expect(localStorage.getItem('quotient-draft:word-counter')).toBe('Draft to keep.'));
    first.unmount();
    mount(wordCounter);
    await waitFor(() => expect(screen.getByLabelText('Your text')).toHaveValue('Draft to keep.'));
    expect(screen.getByText(/Your last draft was restored/)).toBeInTheDocument();
  });

  it('clears the text with a way back', async () => {
    const user = userEvent.setup();
    mount(wordCounter);
    const box = screen.getByLabelText('Your text');
    fireEvent.change(box, { target: { value: 'Keep me.' } });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(box).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Undo clear' }));
    expect(box).toHaveValue('Keep me.');
  });
});

describe('the character counter', () => {
  it('leads with characters and checks every platform limit at once', async () => {
    mount(characterCounter);
    const text = 'Hiring now 👩🏽‍💻 apply at https://example.com/jobs';
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Your text'), { target: { value: text } });
    });
    expect(tile('characters')).toBe('46');
    expect(tile('emoji')).toBe('1');
    expect(tile('bytes')).toBe(String(new TextEncoder().encode(text).length));
    const x = document.querySelector('[data-limit="x-post"]')!;
    // 21 plain characters, the emoji as 2, the link as 23.
    expect(x).toHaveTextContent('46 of 280: 234 characters left.');
    const sms = screen.getByRole('region', { name: 'As a text message (SMS)' });
    expect(sms).toHaveTextContent('UCS-2');
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ComposerIsland } from '@/components/tools/generators/compose/ComposerIsland';
import type { ComposerId } from '@/lib/generators/compose/types';
import { compose } from './helpers';

async function mount(composer: ComposerId, slug: string) {
  const initial = await compose(composer);
  const view = render(
    <ComposerIsland
      slug={slug}
      name="Tool"
      composer={composer}
      initial={initial}
      builtOn="2026-11-22"
      aiEnabled
    />,
  );
  await waitFor(() => expect(view.container.querySelector('[data-ready="true"]')).not.toBeNull());
  return view;
}

const result = (name: RegExp) => screen.getByRole('region', { name });

beforeEach(() => window.localStorage.clear());

describe('work anniversary messages', () => {
  it('offers several options with character counts, and follows the years and the number wanted', async () => {
    const user = userEvent.setup();
    await mount('anniversary', 'work-anniversary-message-generator');
    const options = within(result(/^Your messages$/)).getAllByRole('article');
    expect(options).toHaveLength(4);
    expect(within(options[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Option 1');
    const count = options[0]!.querySelector('[data-characters]');
    const first = (await compose('anniversary')).drafts[0]!.body;
    expect(options[0]).toHaveTextContent(first.split('\n')[0]!);
    expect(Number(count?.getAttribute('data-characters'))).toBe([...first].length);
    expect(count).toHaveTextContent(/\d+ characters.*fits a LinkedIn comment \(1,250\)/);
    expect(within(options[0]!).getByRole('button', { name: 'Copy this one' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Variations'), '6');
    await waitFor(() => expect(within(result(/^Your messages$/)).getAllByRole('article')).toHaveLength(6));

    const years = screen.getByLabelText('Years with the company');
    await user.clear(years);
    await user.click(years);
    await user.paste('10');
    await waitFor(() => expect(result(/^Your messages$/)).toHaveTextContent('a decade'));
    await user.clear(years);
    await user.click(years);
    await user.paste('0');
    expect(await screen.findByText('Enter a number from 1 to 60.')).toBeInTheDocument();
  });
});

describe('sentence generator', () => {
  it('uses the word, switches to topics, and explains a count out of range', async () => {
    const user = userEvent.setup();
    await mount('sentence', 'ai-sentence-generator');
    const sentences = () =>
      within(within(result(/^Your sentences$/)).getByRole('article')).getAllByRole('listitem');
    expect(sentences()).toHaveLength(5);
    expect(result(/^Your sentences$/)).toHaveTextContent('“resilient” is read as an adjective.');

    const word = screen.getByLabelText('Word');
    await user.clear(word);
    await user.click(word);
    await user.paste('negotiate');
    await waitFor(() => expect(sentences()[0]).toHaveTextContent(/negotiat/));

    await user.selectOptions(screen.getByLabelText('What you need'), 'topic');
    expect(screen.queryByLabelText('Word')).toBeNull();
    await waitFor(() => expect(sentences()[0]).toHaveTextContent(/remote work|onboarding/i));

    const count = screen.getByLabelText('How many sentences');
    await user.clear(count);
    await user.click(count);
    await user.paste('12');
    expect(await screen.findByText('Enter a number from 1 to 10.')).toBeInTheDocument();
  });
});

describe('answer generator', () => {
  it('shows the STAR answer, then a support reply, and asks for a missing question', async () => {
    const user = userEvent.setup();
    await mount('answer', 'ai-answer-generator');
    const answer = () => result(/^Your answer$/);
    expect(answer()).toHaveTextContent('Situation: Two senior engineers');
    expect(within(answer()).getAllByRole('article')).toHaveLength(2);

    const situation = screen.getByLabelText(/^Situation/);
    await user.clear(situation);
    await waitFor(() =>
      expect(answer()).toHaveTextContent('Situation: [Where you were, when, and what was at stake]'),
    );

    await user.clear(screen.getByLabelText('Interview question'));
    expect(await screen.findByText('Enter the interview question.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Kind of answer'), 'support');
    await waitFor(() => expect(answer()).toHaveTextContent('Hi Sam,'));
    expect(answer()).toHaveTextContent('1. Open the job and select Candidates.');
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GeneratorIsland } from '@/components/tools/generators/GeneratorIsland';
import { businessNameGenerator } from '@/content/tools/generators/business-name-generator';
import { loadEngine } from '@/content/tools/generators/engines';
import { metaTitleDescriptionGenerator } from '@/content/tools/generators/meta-title-description-generator';
import { youtubeTagGenerator } from '@/content/tools/generators/youtube-tag-generator';
import type { NameGeneratorTool } from '@/content/tools/types';
import { seededRng } from '@/lib/generators/random';
import { defaultValuesOf } from '@/lib/generators/validate';

const moreWithAi = vi.fn();
vi.mock('@/lib/generators/ai', () => ({ moreWithAi: (...args: unknown[]) => moreWithAi(...args) }));

async function mount(tool: NameGeneratorTool, aiAvailable = false) {
  const values = defaultValuesOf(tool.fields);
  const engine = await loadEngine(tool.generator);
  const initial = engine.generate(values, seededRng(`${tool.defaultSeed}:${JSON.stringify(values)}`));
  const props = {
    slug: tool.slug,
    generator: tool.generator,
    fields: tool.fields,
    layout: tool.layout,
    resultTitle: tool.resultTitle,
    method: tool.method,
    defaultSeed: tool.defaultSeed,
    initial,
    aiAvailable,
  };
  return { ...render(<GeneratorIsland {...props} />), props, initial };
}

const cardTexts = () =>
  [...document.querySelectorAll('[data-idea]')].map(
    (card) => card.querySelector('p')?.firstChild?.textContent ?? '',
  );

let writeText: ReturnType<typeof vi.fn>;
/** user-event installs its own clipboard, so ours goes in after it. */
function setup() {
  const user = userEvent.setup();
  writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return user;
}
beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('the generator island', () => {
  it('shows the build-time examples, then new names from new keywords', async () => {
    const user = setup();
    const { initial } = await mount(businessNameGenerator);
    expect(cardTexts()).toEqual(initial.ideas.map((idea) => idea.text));
    expect(screen.getByText(/24 business names from “coffee”, “bean”/)).toBeInTheDocument();

    const keywords = screen.getByLabelText('Keywords');
    await user.clear(keywords);
    await user.type(keywords, 'lantern');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(screen.getByText(/business names from “lantern”/)).toBeInTheDocument());
    const names = cardTexts();
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) expect(name.toLowerCase()).toContain('lantern');

    // Generate again with the same inputs repeats the list; More ideas draws a new one.
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(cardTexts()).toEqual(names));
    await user.click(screen.getByRole('button', { name: 'More ideas' }));
    await waitFor(() => expect(cardTexts()).not.toEqual(names));
  });

  it('shows a message beside a field that needs fixing and keeps the typed text and the last ideas', async () => {
    const user = setup();
    const { initial } = await mount(businessNameGenerator);
    const limit = screen.getByLabelText('Longest name (characters)');
    await user.clear(limit);
    await user.type(limit, '2');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(limit).toHaveAttribute('aria-invalid', 'true');
    const message = document.getElementById(limit.getAttribute('aria-describedby')!.split(' ').pop()!);
    expect(message).toHaveTextContent('Enter a whole number from 4 to 40.');
    expect(limit).toHaveValue('2');
    expect(limit).toHaveFocus();
    expect(cardTexts()).toEqual(initial.ideas.map((idea) => idea.text));

    await user.clear(limit);
    await user.type(limit, '12');
    expect(limit).not.toHaveAttribute('aria-invalid');
  });

  it('copies a name and keeps favourites in this browser', async () => {
    const user = setup();
    const { initial, unmount } = await mount(businessNameGenerator);
    const first = initial.ideas[0]!.text;
    await user.click(screen.getByRole('button', { name: `Copy ${first}` }));
    expect(writeText).toHaveBeenCalledWith(first);
    expect(await screen.findByText(`Copied “${first}”.`)).toBeInTheDocument();

    const save = screen.getByRole('button', { name: `Save ${first} to favourites` });
    await user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');
    const list = document.querySelector('[data-favourites]') as HTMLElement;
    expect(within(list).getByText(first)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Favourites (1)' })).toBeInTheDocument();

    unmount();
    await mount(businessNameGenerator);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Favourites (1)' })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Copy favourites' }));
    expect(writeText).toHaveBeenLastCalledWith(`${first}\n`);
    await user.click(screen.getByRole('button', { name: `Remove ${first} from favourites` }));
    expect(
      JSON.parse(localStorage.getItem('quotient.generator-favourites.business-name-generator')!),
    ).toEqual([]);
  });

  it('previews a meta pair as a search result and cuts a title that is too wide', async () => {
    const user = setup();
    const { initial } = await mount(metaTitleDescriptionGenerator);
    const snippetTitle = () => document.querySelector('[data-snippet-title]')!.textContent;
    expect(snippetTitle()).toBe(initial.ideas[0]!.text);
    const second = initial.ideas[1]!;
    await user.click(screen.getAllByRole('button', { name: 'Preview' })[1]!);
    expect(snippetTitle()).toBe(second.text);

    const edit = screen.getByLabelText('Edit the title');
    fireEvent.change(edit, {
      target: {
        value: 'Onboarding Checklist: Every Step From Offer Letter to the End of the First Ninety Days',
      },
    });
    expect(snippetTitle()).toMatch(/…$/);
    expect(screen.getByText(/Google would cut it/)).toBeInTheDocument();
  });

  it('copies YouTube tags as one comma list', async () => {
    const user = setup();
    const { initial } = await mount(youtubeTagGenerator);
    await user.click(screen.getByRole('button', { name: 'Copy all tags' }));
    expect(writeText).toHaveBeenCalledWith(initial.ideas.map((idea) => idea.text).join(', '));
  });

  it('adds AI ideas marked as AI, and shows the service’s message when it fails', async () => {
    const user = setup();
    moreWithAi.mockResolvedValueOnce({
      ok: true,
      dropped: 1,
      ideas: [{ text: 'Beanwise Roasters', detail: 'Suggested by AI', source: 'ai' }],
    });
    await mount(businessNameGenerator, true);
    await user.click(screen.getByRole('button', { name: 'More ideas with AI' }));
    expect(await screen.findByText('Beanwise Roasters')).toBeInTheDocument();
    expect(screen.getByText(/Added 1 AI idea, marked AI. 1 broke this tool’s rules/)).toBeInTheDocument();
    const card = screen.getByText('Beanwise Roasters').closest('[data-idea]') as HTMLElement;
    expect(within(card).getByText('AI')).toBeInTheDocument();

    moreWithAi.mockResolvedValueOnce({
      ok: false,
      message: 'The AI service is busy right now. Please wait a minute and try again.',
    });
    await user.click(screen.getByRole('button', { name: 'More ideas with AI' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The AI service is busy right now.');
    expect(screen.getByText('Beanwise Roasters')).toBeInTheDocument();
  });

  it('offers no AI button when AI is not configured', async () => {
    await mount(businessNameGenerator, false);
    expect(screen.queryByRole('button', { name: 'More ideas with AI' })).not.toBeInTheDocument();
    expect(screen.getByText(/Generated in your browser from curated word lists/)).toBeInTheDocument();
  });
});

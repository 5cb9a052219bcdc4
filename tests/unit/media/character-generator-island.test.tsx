import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CharacterGeneratorIsland } from '@/components/tools/media/CharacterGeneratorIsland';
import { characterGenerator } from '@/content/tools/media/avatars';
import { styleCredits } from '@/lib/media/avatar-build';
import { CHARACTER_WORDS } from '@/content/tools/media/character-words';
import { batch, DEFAULT_BATCH } from '@/lib/media/characters';
import { stubCanvas } from './canvas-stubs';

async function mount() {
  const view = render(
    <CharacterGeneratorIsland method={characterGenerator.method} credits={await styleCredits()} />,
  );
  await waitFor(() => expect(view.container.querySelector('[data-ready="true"]')).not.toBeNull());
  return view;
}

const cards = () => [...document.querySelectorAll<HTMLElement>('[data-character]')];
const names = () => cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

beforeEach(() => window.history.replaceState(null, '', '/tools/ai-character-generator/'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the character generator', () => {
  it('shows six named characters with roles, then their drawings', async () => {
    await mount();
    expect(names()).toEqual(batch(DEFAULT_BATCH, 'personas', CHARACTER_WORDS).map((person) => person.name));
    await screen.findByText('6 characters ready.');
    for (const card of cards()) {
      expect(within(card).getByRole('img').getAttribute('src')).toMatch(
        /^data:image\/svg\+xml;charset=utf-8,/,
      );
    }
    expect(document.querySelector('[data-credit]')?.textContent).toBe(
      'Remix of “Personas by Draftbit” by Draftbit - draftbit.com, licensed under CC BY 4.0. Credit the artist where you publish it, for example with this line.',
    );
  });

  it('draws a new batch and keeps it in the address', async () => {
    const user = userEvent.setup();
    await mount();
    const before = names();
    await user.click(screen.getByRole('button', { name: 'New characters' }));
    expect(names()).not.toEqual(before);
    expect(window.location.search).toMatch(/^\?batch=[a-z2-9]{6}$/);
  });

  it('restores a batch and style from a link', async () => {
    window.history.replaceState(null, '', '/tools/ai-character-generator/?batch=ab12cd&style=micah');
    await mount();
    await waitFor(() =>
      expect(names()).toEqual(batch('ab12cd', 'micah', CHARACTER_WORDS).map((person) => person.name)),
    );
    expect(screen.getByLabelText('Drawing style')).toHaveValue('micah');
    await screen.findByText('6 characters ready.');
    expect(within(cards()[0]!).getByRole('img')).toHaveAccessibleName(/in the Micah style$/);
  });

  it('saves a character as PNG and copies its text', async () => {
    const { saved } = stubCanvas();
    const user = userEvent.setup();
    await mount();
    const first = batch(DEFAULT_BATCH, 'personas', CHARACTER_WORDS)[0]!;
    await user.click(screen.getByRole('button', { name: `Download PNG of ${first.name}` }));
    const file = `character-${first.name.toLowerCase().replace(' ', '-')}.png`;
    expect(await screen.findByText(`Saved ${file} (512 × 512 pixels).`)).toBeInTheDocument();
    expect(saved).toEqual([{ name: file, type: 'image/png' }]);
    await user.click(screen.getByRole('button', { name: `Copy text for ${first.name}` }));
    expect(await navigator.clipboard.readText()).toBe(`${first.name}, ${first.role}\n${first.line}`);
  });
});

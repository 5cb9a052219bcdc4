import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AvatarGeneratorIsland } from '@/components/tools/media/AvatarGeneratorIsland';
import { STYLE_THUMBS } from '@/components/tools/media/style-thumbs';
import { avatarGenerator } from '@/content/tools/media/avatars';
import { avatarDataUri, styleCredits } from '@/lib/media/avatar-build';
import { DEFAULT_SETTINGS } from '@/lib/media/avatar-settings';
import { STYLE_LOADERS, type AvatarStyle } from '@/lib/media/avatar-styles';

const preview = () => document.querySelector<HTMLImageElement>('img[data-avatar-preview]')!;

async function mount() {
  const [initialUri, credits] = await Promise.all([avatarDataUri(), styleCredits()]);
  const view = render(
    <AvatarGeneratorIsland method={avatarGenerator.method} initialUri={initialUri} credits={credits} />,
  );
  await waitFor(() => expect(view.container.querySelector('[data-ready="true"]')).not.toBeNull());
  return { view, initialUri };
}

/** Waits until the preview shows this style and seed, drawn in the browser. */
async function shows(style: string, seed: string) {
  await waitFor(() => {
    expect(preview().dataset.style).toBe(style);
    expect(preview().dataset.seed).toBe(seed);
  });
  return preview().src;
}

beforeEach(() => window.history.replaceState(null, '', '/tools/avatar-generator/'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the avatar generator', () => {
  it('shows the avatar drawn at build time before anything loads, with its credit', async () => {
    const { initialUri } = await mount();
    expect(preview().src).toBe(initialUri);
    expect(preview().alt).toBe('Initials avatar for “Alex Rivera”');
    expect(decodeURIComponent(initialUri)).toMatch(/>AR<\/text>/);
    expect(document.querySelector('[data-credit]')?.textContent).toContain(
      '“Initials” by DiceBear, licensed under CC0 1.0',
    );
    expect(screen.getByRole('radio', { name: 'Initials' })).toBeChecked();
  });

  it('draws a new avatar as you type, the same one for the same text', async () => {
    const user = userEvent.setup();
    await mount();
    const seed = screen.getByLabelText('Name or any text');
    await user.clear(seed);
    await user.type(seed, 'Maya Chen');
    const maya = await shows('initials', 'Maya Chen');
    expect(decodeURIComponent(maya)).toMatch(/>MC<\/text>/);
    await user.clear(seed);
    await user.type(seed, 'Omar Haddad');
    const omar = await shows('initials', 'Omar Haddad');
    expect(omar).not.toBe(maya);
    await user.clear(seed);
    await user.type(seed, 'Maya Chen');
    expect(await shows('initials', 'Maya Chen')).toBe(maya);
  });

  it('loads a style when chosen, says so, and credits its artist', async () => {
    const user = userEvent.setup();
    await mount();
    await user.click(screen.getByRole('radio', { name: 'Adventurer' }));
    expect(screen.getByRole('radio', { name: 'Adventurer' })).toBeChecked();
    await shows('adventurer', 'Alex Rivera');
    expect(screen.getByText('Showing Adventurer for “Alex Rivera”.')).toBeInTheDocument();
    expect(document.querySelector('[data-credit]')?.textContent).toContain(
      'Remix of “Adventurer” by Lisa Wischofsky, licensed under CC BY 4.0. Credit the artist',
    );
    expect(decodeURIComponent(preview().src)).toContain('creativecommons.org/licenses/by/4.0/');
  });

  it('shows a loading state while a style pack is on its way', async () => {
    const user = userEvent.setup();
    let arrive: (style: AvatarStyle) => void = () => {};
    const real = STYLE_LOADERS.croodles;
    await mount();
    vi.spyOn(STYLE_LOADERS, 'croodles').mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    await user.click(screen.getByRole('radio', { name: 'Croodles' }));
    expect(screen.getByText('Loading the Croodles style…')).toHaveAttribute('role', 'status');
    expect(preview().closest('[aria-busy="true"]')).not.toBeNull();
    expect(preview().dataset.style).toBe('initials');
    arrive(await real());
    await shows('croodles', 'Alex Rivera');
    expect(preview().closest('[aria-busy="true"]')).toBeNull();
  });

  it('says when a style cannot load and loads it on a second try', async () => {
    const user = userEvent.setup();
    await mount();
    const offline = vi.spyOn(STYLE_LOADERS, 'micah').mockRejectedValue(new Error('offline'));
    await user.click(screen.getByRole('radio', { name: 'Micah' }));
    expect(
      await screen.findByText('The Micah style could not load. Check your connection, then choose it again.'),
    ).toBeInTheDocument();
    expect(preview().dataset.style).toBe('initials');
    offline.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await shows('micah', 'Alex Rivera');
  });

  it('keeps markup typed as a seed out of the page', async () => {
    const user = userEvent.setup();
    await mount();
    const seed = screen.getByLabelText('Name or any text');
    await user.clear(seed);
    await user.type(seed, '<img src=x onerror=alert(1)>');
    await shows('initials', '<img src=x onerror=alert(1)>');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(preview().getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(preview().getAttribute('src')).not.toMatch(/[<>]/);
    expect(seed).toHaveValue('<img src=x onerror=alert(1)>');
  });

  it('keeps the last avatar and explains when the text is emptied', async () => {
    const user = userEvent.setup();
    const { initialUri } = await mount();
    await user.clear(screen.getByLabelText('Name or any text'));
    expect(screen.getByText(/Type a name or any text to draw an avatar/)).toBeInTheDocument();
    expect(screen.getByLabelText('Name or any text')).toHaveAttribute('aria-invalid', 'true');
    expect(preview().src).toBe(initialUri);
  });

  it('mirrors the settings into the address and restores them from a link', async () => {
    const user = userEvent.setup();
    const { view } = await mount();
    await user.click(screen.getByRole('radio', { name: 'Sky' }));
    await user.click(screen.getByRole('radio', { name: 'Rounded' }));
    await user.click(screen.getByRole('switch', { name: /Mirror/ }));
    await waitFor(() => expect(window.location.search).toBe('?bg=sky&shape=rounded&flip=1'));
    view.unmount();

    window.history.replaceState(null, '', '/tools/avatar-generator/?style=bottts&seed=Robo+7&size=1024');
    await mount();
    await shows('bottts', 'Robo 7');
    expect(screen.getByLabelText('Name or any text')).toHaveValue('Robo 7');
    expect(screen.getByRole('radio', { name: 'Bottts' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '1024' })).toBeChecked();
  });

  it('offers variations from numbered seeds and uses the one picked', async () => {
    const user = userEvent.setup();
    await mount();
    await user.click(screen.getByRole('radio', { name: 'Thumbs' }));
    await shows('thumbs', 'Alex Rivera');
    const third = screen.getByRole('button', { name: 'Alex Rivera 3' });
    await waitFor(() => expect(third.querySelector('img')).not.toBeNull());
    await user.click(third);
    await shows('thumbs', 'Alex Rivera 3');
    expect(screen.getByRole('button', { name: 'Alex Rivera 3' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Six more' }));
    expect(screen.getByRole('button', { name: 'Alex Rivera 7' })).toBeInTheDocument();
  });

  it('redraws every style with the visitor’s text on request', async () => {
    const user = userEvent.setup();
    await mount();
    const tile = () => screen.getByRole('radio', { name: 'Pixel Art' }).parentElement!.querySelector('img')!;
    expect(tile().getAttribute('src')).toBe(STYLE_THUMBS['pixel-art']);
    await user.click(screen.getByRole('button', { name: 'Show my text in every style' }));
    await waitFor(() => expect(screen.getByText('Every style shows “Alex Rivera”.')).toBeInTheDocument(), {
      timeout: 15000,
    });
    expect(tile().getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    const before = tile().getAttribute('src');
    const seed = screen.getByLabelText('Name or any text');
    await act(async () => {
      fireEvent.change(seed, { target: { value: 'Zoe Park' } });
    });
    await waitFor(() => expect(tile().getAttribute('src')).not.toBe(before));
  });

  it('random gives a new name', async () => {
    const user = userEvent.setup();
    await mount();
    await user.click(screen.getByRole('button', { name: 'Random' }));
    expect(screen.getByLabelText('Name or any text')).not.toHaveValue(DEFAULT_SETTINGS.seed);
    expect((screen.getByLabelText('Name or any text') as HTMLInputElement).value).toMatch(
      /^[A-Z][a-z]+ [A-Z][a-z]+$/,
    );
  });
});

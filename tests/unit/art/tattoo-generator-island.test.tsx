import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TattooGeneratorIsland } from '@/components/tools/media/art/TattooGeneratorIsland';
import { tattooGenerator } from '@/content/tools/media/art/tattoo-generator';
import { stubCanvas } from '../media/canvas-stubs';

const preview = () => document.querySelector<HTMLImageElement>('img[data-art-preview]')!;

beforeEach(() => window.history.replaceState(null, '', '/tools/ai-tattoo-generator/'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the tattoo generator island', () => {
  it('letters typed text, switches to stencil on skin and saves the SVG', async () => {
    const user = userEvent.setup();
    const { saved } = stubCanvas();
    const view = render(<TattooGeneratorIsland method={tattooGenerator.method} />);
    await waitFor(() => expect(view.container.querySelector('[data-ready="true"]')).not.toBeNull());
    expect(preview().alt).toBe('Mandala tattoo design, black ink on white paper');
    expect(screen.queryByLabelText('Your lettering')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Design'), 'lettering');
    const box = screen.getByLabelText('Your lettering');
    await user.clear(box);
    expect(
      screen.getByText('Type the words to letter; until then the design shows “Courage”.'),
    ).toBeInTheDocument();
    await user.type(box, 'Amor fati');
    expect(preview().alt).toBe(
      'Lettering tattoo design reading “Amor fati” in script, black ink on white paper',
    );
    expect(decodeURIComponent(preview().src)).toContain('>Amor fati</text>');

    await user.click(screen.getByRole('switch', { name: /Stencil mode/ }));
    await user.selectOptions(screen.getByLabelText('Background'), 'medium');
    expect(preview().alt).toBe(
      'Lettering tattoo design reading “Amor fati” in script, stencil outline on medium skin',
    );
    await waitFor(() => expect(window.location.search).toContain('stencil=1'));

    await user.click(screen.getByRole('button', { name: 'Download SVG' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ name: 'tattoo-lettering-amor-fati-stencil-ink.svg', type: 'image/svg+xml' });
  });
});

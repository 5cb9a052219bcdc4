import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LogoGeneratorIsland } from '@/components/tools/media/art/LogoGeneratorIsland';
import { logoGenerator } from '@/content/tools/media/art/logo-generator';
import { drawLogo } from '@/lib/media/art/logo';
import { ICON_NODES } from '@/lib/media/art/logo-icons';
import { LOGO_DEFAULTS } from '@/lib/media/art/logo-settings';
import { stubCanvas } from '../media/canvas-stubs';

const preview = () => document.querySelector<HTMLImageElement>('img[data-art-preview]')!;

beforeEach(() => window.history.replaceState(null, '', '/tools/ai-logo-generator/'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the logo generator island', () => {
  it('shows the server-drawn logo, redraws with typed text once icons load, and saves logo and favicon', async () => {
    const user = userEvent.setup();
    const { saved, drawn } = stubCanvas();
    const initial = drawLogo(LOGO_DEFAULTS, ICON_NODES);
    const view = render(<LogoGeneratorIsland method={logoGenerator.method} initial={initial} />);
    await waitFor(() => expect(view.container.querySelector('[data-ready="true"]')).not.toBeNull());
    expect(preview().alt).toBe(initial.alt);
    expect(document.querySelector('[data-contrast]')?.textContent).toContain('Name on background');

    const name = screen.getByLabelText('Brand name');
    await user.clear(name);
    expect(
      screen.getByText('Type your brand name; the logo shows “Your brand” until then.'),
    ).toBeInTheDocument();
    await user.type(name, 'Bright & Co');
    await waitFor(() => expect(preview().alt).toMatch(/^Logo for “Bright & Co”/));
    expect(decodeURIComponent(preview().src)).toContain('>Bright &amp; Co</text>');

    await user.click(screen.getByRole('radio', { name: 'Monogram' }));
    expect(preview().alt).toMatch(/^Logo for “Bright & Co”: “BC” monogram, monogram layout/);
    await user.selectOptions(screen.getByLabelText('Industry'), 'food');
    await user.click(screen.getByRole('radio', { name: 'Badge' }));
    await user.selectOptions(screen.getByLabelText('Icon'), 'coffee');
    expect(preview().alt).toMatch(/coffee icon, badge layout/);
    await waitFor(() => expect(window.location.search).toContain('icon=coffee'));

    await user.click(screen.getByRole('button', { name: 'Download SVG logo' }));
    await user.selectOptions(screen.getByLabelText('PNG size icon mark'), '5');
    await user.click(screen.getByRole('button', { name: 'Download PNG icon mark, 16 × 16' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[0]).toEqual({ name: 'logo-bright-co-brand.svg', type: 'image/svg+xml' });
    expect(saved[1]).toEqual({ name: 'logo-bright-co-brand-icon-16x16.png', type: 'image/png' });
    expect(drawn.some((d) => d.method === 'drawImage' && d.canvasWidth === 16)).toBe(true);
  });
});

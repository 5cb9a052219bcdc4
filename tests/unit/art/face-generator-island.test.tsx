import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FaceGeneratorIsland } from '@/components/tools/media/art/FaceGeneratorIsland';
import { faceGenerator } from '@/content/tools/media/art/face-generator';
import { stubCanvas } from '../media/canvas-stubs';

const preview = () => document.querySelector<HTMLImageElement>('img[data-art-preview]')!;

beforeEach(() => window.history.replaceState(null, '', '/tools/ai-face-generator/'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the face generator island', () => {
  it('changes a feature, randomizes, picks a variation and saves a PNG', async () => {
    const user = userEvent.setup();
    const { saved } = stubCanvas();
    const view = render(<FaceGeneratorIsland method={faceGenerator.method} />);
    await waitFor(() => expect(view.container.querySelector('[data-ready="true"]')).not.toBeNull());
    expect(preview().alt).toMatch(/^Illustrated face: /);

    await user.selectOptions(screen.getByLabelText('Glasses'), 'round');
    expect(preview().alt).toContain('round glasses');
    await waitFor(() => expect(window.location.search).toBe('?glasses=round'));

    fireEvent.change(screen.getByLabelText(/^Face width/), { target: { value: '110' } });
    expect(screen.getByText('110%')).toBeInTheDocument();

    const before = preview().src;
    await user.click(screen.getByRole('button', { name: 'Randomize' }));
    expect(screen.getByLabelText('Picture code')).not.toHaveValue('maple');
    expect(preview().src).not.toBe(before);
    expect(preview().alt).toContain('round glasses');

    const list = document.querySelector<HTMLElement>('[data-variations]')!;
    const first = within(list).getAllByRole('button')[0]!;
    await user.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Set every feature back to Any' }));
    expect(screen.getByLabelText('Glasses')).toHaveValue('any');

    await user.click(screen.getByRole('button', { name: /^Download PNG/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^face-[a-z0-9-]+-512x512\.png$/);
    expect(saved[0]!.type).toBe('image/png');
  });
});

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConsentGate } from '@/components/layout/ConsentGate';
import { CONSENT_OPEN, readChoice } from '@/lib/consent/choice';

const stored = () => readChoice(window.localStorage);

describe('the consent banner', () => {
  beforeEach(() => window.localStorage.clear());

  it('asks a first-time visitor, with rejecting as easy as accepting', async () => {
    const user = userEvent.setup();
    render(<ConsentGate />);
    const banner = await screen.findByRole('region', { name: 'Cookies and measurement' });
    expect(
      within(banner)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept all', 'Reject all', 'Choose']);
    await user.click(within(banner).getByRole('button', { name: 'Reject all' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(stored()).toMatchObject({ analytics: false, experiments: false });
  });

  it('lets the visitor choose each purpose and keeps that choice', async () => {
    const user = userEvent.setup();
    render(<ConsentGate />);
    await user.click(await screen.findByRole('button', { name: 'Choose' }));
    const analytics = screen.getByRole('checkbox', { name: /Analytics/ });
    const experiments = screen.getByRole('checkbox', { name: /A\/B testing/ });
    expect(analytics).not.toBeChecked();
    expect(experiments).not.toBeChecked();
    await user.click(analytics);
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(stored()).toMatchObject({ analytics: true, experiments: false });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('stays away for a visitor who has chosen, and reopens from Cookie settings with their choice', async () => {
    window.localStorage.setItem(
      'quotient-consent',
      JSON.stringify({ analytics: true, experiments: false, at: 'x' }),
    );
    const user = userEvent.setup();
    render(<ConsentGate />);
    expect(screen.queryByRole('region')).toBeNull();
    act(() => void window.dispatchEvent(new Event(CONSENT_OPEN)));
    expect(await screen.findByRole('checkbox', { name: /Analytics/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /A\/B testing/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(stored()).toMatchObject({ analytics: true, experiments: true });
    expect(screen.queryByRole('region')).toBeNull();
    // Once loaded, the banner answers Cookie settings itself.
    act(() => void window.dispatchEvent(new Event(CONSENT_OPEN)));
    expect(screen.getByRole('checkbox', { name: /A\/B testing/ })).toBeChecked();
  });
});

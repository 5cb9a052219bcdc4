import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrialSignup } from '@/components/forms/trial/TrialSignup';
import { TrialSignupShell } from '@/components/forms/trial/TrialSignupShell';
import { json, trialHarness } from './trial-harness';
import { FAST_SUBMIT_MS } from './fast-submit';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const fetchMock = trialHarness('/?utm_source=newsletter');
beforeEach(() => {
  push.mockReset();
  // Only the clock is fake: a person takes a few seconds over a form, a test does not.
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

const shell = () => screen.getByTestId('trial-signup-form');

describe('the trial form shell', () => {
  it('renders the compact form’s words with nothing loaded yet', () => {
    render(<TrialSignupShell />);
    expect(shell()).toHaveAttribute('data-shell', 'true');
    expect(within(shell()).getByLabelText('Or start now with your work email')).toHaveValue('');
    expect(within(shell()).getByRole('button', { name: 'Try it free' })).toBeEnabled();
    expect(shell()).toHaveTextContent('Use your company email. No credit card needed.');
  });

  it('gives way to the real form on focus, keeping the typed email and the focus', async () => {
    const user = userEvent.setup();
    render(<TrialSignupShell />);
    const typed = within(shell()).getByLabelText('Or start now with your work email');
    // Typed before the focus that loads the real form. user.type focuses first, and when the form's
    // code is already loaded the swap lands between its click and its keys, which jsdom then sends
    // to no field (in a browser they follow the focus the real form takes; trial.spec.ts types so).
    fireEvent.change(typed, { target: { value: 'jane@acme' } });
    act(() => typed.focus());
    await waitFor(() => expect(shell()).not.toHaveAttribute('data-shell'));
    const input = within(shell()).getByLabelText('Or start now with your work email');
    expect(input).toHaveValue('jane@acme');
    expect(input).toHaveFocus();
    await user.keyboard('-robotics.com');
    expect(input).toHaveValue('jane@acme-robotics.com');
  });

  it('a submit pressed before the form has loaded goes through once it has', async () => {
    fetchMock.mockResolvedValue(json({ linkToken: 'tok-7' }));
    render(<TrialSignupShell />);
    const input = within(shell()).getByLabelText('Or start now with your work email');
    // Filled without a focus event (autofill does this), then submitted: the form is not loaded yet.
    fireEvent.change(input, { target: { value: 'jane@acme-robotics.com' } });
    vi.advanceTimersByTime(FAST_SUBMIT_MS);
    fireEvent.submit(shell());
    expect(within(shell()).getByRole('button')).toHaveTextContent('Starting your trial…');
    await waitFor(() => expect(push).toHaveBeenCalledWith('/try-for-free/thank-you/?utm_source=newsletter'));
    expect(localStorage.getItem('trialUserToken')).toBe('tok-7');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBe('email=jane%40acme-robotics.com');
  });

  it('a submit with an empty field shows the spec message once the form is there', async () => {
    render(<TrialSignupShell />);
    fireEvent.submit(shell());
    // The shell's form element is replaced, so the alert is looked up from the page, then placed.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Please enter email$/);
    expect(shell()).toContainElement(alert);
    expect(within(shell()).getByLabelText('Or start now with your work email')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on /try-for-free/ the full shell has the full form’s words and becomes the full form with the email', async () => {
    render(<TrialSignupShell variant="full" />);
    expect(shell()).toHaveAttribute('data-shell', 'true');
    expect(within(shell()).getByRole('button', { name: 'Start free trial' })).toBeEnabled();
    expect(shell()).toHaveTextContent('free and disposable mailboxes cannot start a trial');
    // Autofilled, then focused: the real form loads and takes the value over.
    const input = within(shell()).getByLabelText('Work email');
    fireEvent.change(input, { target: { value: 'ana@acme' } });
    fireEvent.focus(input);
    await waitFor(() => expect(shell()).not.toHaveAttribute('data-shell'));
    expect(within(shell()).getByLabelText('Work email')).toHaveValue('ana@acme');
    expect(within(shell()).getByRole('button', { name: 'Start free trial' })).toBeInTheDocument();
  });

  it('a bot that fills the hidden field in the shell is still caught by the real form', async () => {
    fetchMock.mockResolvedValue(json({ linkToken: 'tok-bot' }));
    render(<TrialSignup />);
    const trap = shell().querySelector<HTMLInputElement>('input[name="website_url"]')!;
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.change(trap, { target: { value: 'https://spam.example' } });
    fireEvent.change(within(shell()).getByLabelText('Or start now with your work email'), {
      target: { value: 'bot@acme-robotics.com' },
    });
    vi.advanceTimersByTime(FAST_SUBMIT_MS);
    fireEvent.submit(shell());
    // The bot sees the thank-you page; nothing was sent.
    await waitFor(() => expect(push).toHaveBeenCalledWith('/try-for-free/thank-you/?utm_source=newsletter'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(shell().querySelector<HTMLInputElement>('input[name="website_url"]')).toHaveValue(
      'https://spam.example',
    );
  });

  it('a click whose press lands on the shell and release on the real form still signs up', async () => {
    fetchMock.mockResolvedValue(json({ linkToken: 'tok-9' }));
    render(<TrialSignupShell />);
    fireEvent.change(within(shell()).getByLabelText('Or start now with your work email'), {
      target: { value: 'jane@acme-robotics.com' },
    });
    vi.advanceTimersByTime(FAST_SUBMIT_MS);
    // Pointing at the form starts loading the real one; the button is pressed before it arrives.
    fireEvent.pointerEnter(shell());
    fireEvent.pointerDown(within(shell()).getByRole('button'));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/try-for-free/thank-you/?utm_source=newsletter'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

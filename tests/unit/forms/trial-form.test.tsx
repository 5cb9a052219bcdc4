import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrialSignupForm } from '@/components/forms/trial/TrialSignupForm';
import { TrialSignupShell } from '@/components/forms/trial/TrialSignupShell';
import { json, trialHarness } from './trial-harness';
import { FAST_SUBMIT_MS } from './fast-submit';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const fetchMock = trialHarness('/try-for-free/?utm_source=linkedin&utm_campaign=q4&other=1');
beforeEach(() => {
  push.mockReset();
  // Only the clock is fake: a person takes a few seconds over a form, a test does not.
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

/** Half a second: a returning visitor's browser autofills the form and the button is pressed at once. */
const takeTime = () => vi.advanceTimersByTime(FAST_SUBMIT_MS);

function setup() {
  const user = userEvent.setup();
  render(<TrialSignupForm />);
  const form = screen.getByTestId('trial-signup-form');
  const input = within(form).getByLabelText('Work email');
  const submit = within(form).getByRole('button', { name: 'Start free trial' });
  takeTime();
  return { user, form, input, submit };
}

describe('the trial sign-up form', () => {
  it('starts empty and checks in the spec order, message beside the field, announced', async () => {
    const { user, form, input, submit } = setup();
    expect(input).toHaveValue('');
    await user.click(submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent(/^Please enter email$/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(within(form).getByRole('alert').id);

    await user.type(input, 'jane');
    await user.click(submit);
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(/^Please enter a valid email$/),
    );

    await user.clear(input);
    await user.type(input, 'jane@gmail.com');
    await user.click(submit);
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(/^Please enter a valid business email$/),
    );
    expect(input).toHaveValue('jane@gmail.com');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs up: stores the token and goes to the thank-you page with the utm parameters', async () => {
    fetchMock.mockResolvedValue(json({ linkToken: 'tok-42' }));
    const { user, input, submit } = setup();
    await user.type(input, '  Jane@Acme-Robotics.com ');
    await user.click(submit);
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith('/try-for-free/thank-you/?utm_source=linkedin&utm_campaign=q4'),
    );
    expect(localStorage.getItem('trialUserToken')).toBe('tok-42');
    // What lets the thank-you page say the trial has started.
    expect(sessionStorage.getItem('trialStarted')).toBe('1');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBe('email=Jane%40Acme-Robotics.com');
    expect(new Headers(init?.headers).get('X-Site-Origin')).toBe(window.location.origin);
  });

  it('keeps the email after a failure and lets the second try through', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: 'service down' }));
    fetchMock.mockResolvedValueOnce(json({ linkToken: 'tok-2' }));
    const { user, form, input, submit } = setup();
    await user.type(input, 'jane@acme.com');
    await user.click(submit);
    expect(await within(form).findByTestId('trial-submit-error')).toHaveTextContent(/^error$/);
    expect(input).toHaveValue('jane@acme.com');
    expect(localStorage.getItem('trialUserToken')).toBeNull();
    expect(sessionStorage.getItem('trialStarted')).toBeNull();
    await user.click(submit);
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('trialUserToken')).toBe('tok-2');
  });

  it('sends one request however often it is submitted while one is in flight', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, form, input, submit } = setup();
    await user.type(input, 'jane@acme.com');
    await user.click(submit);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(submit).toBeDisabled();
    expect(submit).toHaveTextContent('Starting your trial…');
    act(() => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await act(async () => answer(json({ linkToken: 'tok-3' })));
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the email across a reload during the request, and forgets it once signed up', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    const { user, input, submit } = setup();
    await user.type(input, 'jane@acme-robotics.com');
    await user.click(submit);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    cleanup();

    // The page as it loads again: the light shell, with the email back in its field.
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(json({ linkToken: 'tok-7' }));
    render(<TrialSignupShell variant="full" />);
    const shell = screen.getByTestId('trial-signup-form');
    expect(within(shell).getByLabelText('Work email')).toHaveValue('jane@acme-robotics.com');

    takeTime();
    const user2 = userEvent.setup();
    // Pointing at the form loads the real one in the shell's place, the email carried over.
    await user2.hover(shell);
    await waitFor(() => expect(screen.getByTestId('trial-signup-form')).not.toHaveAttribute('data-shell'));
    const form = screen.getByTestId('trial-signup-form');
    expect(within(form).getByLabelText('Work email')).toHaveValue('jane@acme-robotics.com');
    await user2.click(within(form).getByRole('button', { name: 'Start free trial' }));
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    expect(new URLSearchParams(String(fetchMock.mock.calls[0]![1]!.body)).get('email')).toBe(
      'jane@acme-robotics.com',
    );
    cleanup();
    render(<TrialSignupShell variant="full" />);
    expect(screen.getByLabelText('Work email')).toHaveValue('');
  });

  it('signs up an instant submit, once, with the email alone', async () => {
    fetchMock.mockResolvedValue(json({ linkToken: 'tok-fast' }));
    const user = userEvent.setup();
    render(<TrialSignupForm />);
    const form = screen.getByTestId('trial-signup-form');
    await user.type(within(form).getByLabelText('Work email'), 'jane@acme-robotics.com');
    // No time passes on the clock: the press comes as the form shows.
    await user.click(within(form).getByRole('button', { name: 'Start free trial' }));
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith('/try-for-free/thank-you/?utm_source=linkedin&utm_campaign=q4'),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![1]?.body).toBe('email=jane%40acme-robotics.com');
    expect(localStorage.getItem('trialUserToken')).toBe('tok-fast');
  });

  it('sends nothing for a filled hidden field, and shows the bot the thank-you page', async () => {
    const user = userEvent.setup();
    render(<TrialSignupForm />);
    const second = screen.getByTestId('trial-signup-form');
    await user.type(
      second.querySelector<HTMLInputElement>('input[name="website_url"]')!,
      'https://spam.example',
    );
    await user.type(within(second).getByLabelText('Work email'), 'bot@acme-robotics.com');
    takeTime();
    await user.click(within(second).getByRole('button', { name: 'Start free trial' }));
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('trialUserToken')).toBeNull();
    expect(sessionStorage.getItem('trialStarted')).toBeNull();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NominationForm } from '@/components/awards/NominationForm';
import { PeoplesChoiceVote } from '@/components/awards/PeoplesChoiceVote';
import { SiteEffects } from '@/components/layout/SiteEffects';
import { phaseOn } from '@/lib/awards/schedule';
import { OUTBOX_KEY } from '@/lib/leads/outbox';
import { toastStore } from '@/lib/toast/store';

vi.mock('next/navigation', () => ({ usePathname: () => '/sales-quotient-awards/' }));

const fetchMock = vi.fn<typeof fetch>();
const schedule = {
  nominationsOpen: '2026-09-01',
  nominationsClose: '2026-12-31',
  votingOpen: '2026-11-02',
  votingClose: '2027-01-22',
  winnersAnnounced: '2027-02-18',
};
const nominees = [
  { name: 'Leila Farouk', detail: 'Regional Sales Manager' },
  { name: 'Marek Novak', detail: 'Head of Sales' },
];

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 26, 12) });
  window.localStorage.clear();
  for (const toast of toastStore.list()) toastStore.remove(toast.id);
  window.history.replaceState(null, '', '/sales-quotient-awards/?utm_source=newsletter');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function sent(call = 0): Record<string, string> {
  const body = fetchMock.mock.calls[call]![1]!.body as FormData;
  return Object.fromEntries([...body.entries()].map(([key, value]) => [key, String(value)]));
}

describe('the award windows', () => {
  it('opens and closes on the first and last day, inclusive', () => {
    expect(phaseOn('2026-08-31', schedule)).toEqual({ nominating: false, voting: false });
    expect(phaseOn('2026-09-01', schedule)).toEqual({ nominating: true, voting: false });
    expect(phaseOn('2026-12-31', schedule)).toEqual({ nominating: true, voting: true });
    expect(phaseOn('2027-01-22', schedule)).toEqual({ nominating: false, voting: true });
    expect(phaseOn('2027-01-23', schedule)).toEqual({ nominating: false, voting: false });
  });
});

describe('the nomination form', () => {
  const props = {
    programme: 'Sales Quotient Awards',
    year: 2026,
    categories: ['Rookie of the Year Award', "People's Choice Award"],
    asks: 'role' as const,
    schedule,
    builtOn: '2026-11-20',
  };

  it('says beside each field what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    render(<NominationForm {...props} />);
    await user.type(screen.getByLabelText(/Nominee’s LinkedIn profile/), 'linkedin.com/in/x');
    await user.type(screen.getByLabelText('Why do they deserve it?'), 'Great seller.');
    await user.click(screen.getByRole('button', { name: 'Send nomination' }));
    const errors = await screen.findAllByRole('alert');
    expect(errors.map((error) => error.textContent)).toEqual([
      'Please enter the name of the person you nominate',
      'Please choose a category',
      'Please enter a LinkedIn address such as https://www.linkedin.com/in/their-name, or leave it empty',
      'Please tell the panel in at least 30 characters why they deserve it',
      'Please enter your name',
      'Please enter a valid email address',
    ]);
    expect(screen.getByLabelText('Why do they deserve it?')).toHaveValue('Great seller.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends Form Name awardNomination with the spec’s nominee fields, then thanks the visitor', async () => {
    fetchMock.mockResolvedValue(new Response(null));
    const user = userEvent.setup();
    render(<NominationForm {...props} />);
    await user.type(screen.getByLabelText('Nominee’s name'), 'Zoe Adamson');
    await user.type(screen.getByLabelText(/Nominee’s job title/), 'Account Executive');
    await user.selectOptions(screen.getByLabelText('Category'), 'Rookie of the Year Award');
    await user.type(
      screen.getByLabelText('Why do they deserve it?'),
      'Closed 140% of quota in her first year and mentors every new hire.',
    );
    await user.type(screen.getByLabelText('Your name'), 'Sam Ortiz');
    await user.type(screen.getByLabelText('Your email'), 'sam@example.org');
    await user.click(screen.getByRole('button', { name: 'Send nomination' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you: your nomination of Zoe Adamson is in.',
    );
    expect(sent()).toEqual({
      'Form Name': 'awardNomination',
      'UTM Source': 'newsletter',
      Programme: 'Sales Quotient Awards 2026',
      Category: 'Rookie of the Year Award',
      nomineeName: 'Zoe Adamson',
      nomineeDesignation: 'Account Executive',
      Name: 'Sam Ortiz',
      Email: 'sam@example.org',
      Reason: 'Closed 140% of quota in her first year and mentors every new hire.',
    });
  });

  it('keeps everything typed when the send fails, and says so', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    render(<NominationForm {...props} />);
    await user.type(screen.getByLabelText('Nominee’s name'), 'Zoe Adamson');
    await user.selectOptions(screen.getByLabelText('Category'), 'Rookie of the Year Award');
    await user.type(
      screen.getByLabelText('Why do they deserve it?'),
      'Closed 140% of quota in her first year.',
    );
    await user.type(screen.getByLabelText('Your name'), 'Sam Ortiz');
    await user.type(screen.getByLabelText('Your email'), 'sam@example.org');
    await user.click(screen.getByRole('button', { name: 'Send nomination' }));
    expect(await screen.findByTestId('nomination-error')).toHaveTextContent(
      'Your details could not be sent: the connection failed.',
    );
    expect(screen.getByLabelText('Nominee’s name')).toHaveValue('Zoe Adamson');
    expect(screen.getByTestId('nomination-error')).toHaveTextContent(
      'Saved on this device: we will send it when you are back online',
    );
  });

  it('sends a kept nomination when the connection returns, and then thanks the visitor', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValue(new Response(null));
    const user = userEvent.setup();
    render(<SiteEffects />);
    render(<NominationForm {...props} />);
    await user.type(screen.getByLabelText('Nominee’s name'), 'Zoe Adamson');
    await user.selectOptions(screen.getByLabelText('Category'), 'Rookie of the Year Award');
    await user.type(
      screen.getByLabelText('Why do they deserve it?'),
      'Closed 140% of quota in her first year.',
    );
    await user.type(screen.getByLabelText('Your name'), 'Sam Ortiz');
    await user.type(screen.getByLabelText('Your email'), 'sam@example.org');
    await user.click(screen.getByRole('button', { name: 'Send nomination' }));
    await screen.findByTestId('nomination-error');
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByTestId('nomination-sent')).toHaveTextContent(
      'Thank you: your nomination of Zoe Adamson is in.',
    );
    expect(toastStore.list().map((toast) => toast.message)).toEqual([
      'Your message to our team has been sent.',
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sent(1)).toMatchObject({ 'Form Name': 'awardNomination', nomineeName: 'Zoe Adamson' });
  });

  it('says when nominations open instead of showing the form before the window', () => {
    vi.setSystemTime(new Date(2026, 7, 15, 12));
    render(<NominationForm {...props} />);
    expect(screen.getByTestId('nominations-closed')).toHaveTextContent(
      'Nominations for the 2026 awards open on September 1, 2026.',
    );
    expect(screen.queryByRole('button', { name: 'Send nomination' })).toBeNull();
  });
});

describe('the People’s Choice vote', () => {
  const props = {
    programme: 'Sales Quotient Awards',
    year: 2026,
    category: "People's Choice Award",
    nominees,
    schedule,
    builtOn: '2026-11-20',
  };

  it('asks for a choice, sends one vote through the lead endpoint and confirms it', async () => {
    fetchMock.mockResolvedValue(new Response(null));
    const user = userEvent.setup();
    render(<PeoplesChoiceVote {...props} />);
    await user.click(screen.getByRole('button', { name: 'Cast my vote' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose the nominee you vote for');
    expect(fetchMock).not.toHaveBeenCalled();

    const ballot = screen.getByRole('group', { name: "Vote for the People's Choice Award" });
    await user.click(within(ballot).getByRole('radio', { name: /Marek Novak/ }));
    await user.click(screen.getByRole('button', { name: 'Cast my vote' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you: your vote for Marek Novak is counted.',
    );
    expect(sent()).toEqual({
      'Form Name': 'peoplesChoiceVote',
      'UTM Source': 'newsletter',
      Programme: 'Sales Quotient Awards 2026',
      Category: "People's Choice Award",
      Nominee: 'Marek Novak',
    });
  });

  it('allows one vote per browser: after a reload it shows the vote instead of the ballot', async () => {
    fetchMock.mockResolvedValue(new Response(null));
    const user = userEvent.setup();
    const first = render(<PeoplesChoiceVote {...props} />);
    await user.click(screen.getByRole('radio', { name: /Leila Farouk/ }));
    await user.click(screen.getByRole('button', { name: 'Cast my vote' }));
    await screen.findByRole('status');
    first.unmount();

    render(<PeoplesChoiceVote {...props} />);
    expect(screen.getByRole('status')).toHaveTextContent('You voted for Leila Farouk.');
    expect(screen.getByRole('status')).toHaveTextContent('cast on November 26, 2026');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the choice and counts nothing when the vote cannot be sent', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    render(<PeoplesChoiceVote {...props} />);
    await user.click(screen.getByRole('radio', { name: /Leila Farouk/ }));
    await user.click(screen.getByRole('button', { name: 'Cast my vote' }));
    const notice = await screen.findByTestId('vote-error');
    expect(notice).toHaveTextContent('the connection failed');
    expect(notice).toHaveTextContent('Saved on this device: we will send it when you are back online');
    expect(notice).toHaveTextContent('Your vote counts as cast on this device only once it is sent.');
    expect(screen.getByRole('radio', { name: /Leila Farouk/ })).toBeChecked();
    // Kept to send, not counted: nothing but the outbox is written.
    expect(Object.keys({ ...window.localStorage })).toEqual([OUTBOX_KEY]);
  });

  it('counts a kept vote once it is sent: on the next visit, through the outbox, exactly once', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    const first = render(<PeoplesChoiceVote {...props} />);
    await user.click(screen.getByRole('radio', { name: /Marek Novak/ }));
    await user.click(screen.getByRole('button', { name: 'Cast my vote' }));
    await screen.findByTestId('vote-error');
    first.unmount();

    // Reloaded while still offline: the ballot says the vote waits, and is not counted yet.
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const effects = render(<SiteEffects />);
    render(<PeoplesChoiceVote {...props} />);
    expect(screen.getByTestId('vote-saved')).toHaveTextContent(
      'Your vote for Marek Novak is saved on this device: we will send it when you are back online.',
    );
    expect(screen.getByRole('radio', { name: /Marek Novak/ })).toBeChecked();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    fetchMock.mockResolvedValue(new Response(null));
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByTestId('vote-cast')).toHaveTextContent('You voted for Marek Novak.');
    expect(toastStore.list().map((toast) => toast.message)).toEqual([
      'Your vote for Marek Novak has been sent and is now counted.',
    ]);
    expect(sent(1)).toMatchObject({ 'Form Name': 'peoplesChoiceVote', Nominee: 'Marek Novak' });
    effects.unmount();
    render(<SiteEffects />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows when the winners come once voting has closed', () => {
    vi.setSystemTime(new Date(2027, 0, 30, 12));
    render(<PeoplesChoiceVote {...props} />);
    expect(screen.getByTestId('vote-closed')).toHaveTextContent(
      'Voting closed on January 22, 2027. The winners are announced on February 18, 2027.',
    );
  });
});

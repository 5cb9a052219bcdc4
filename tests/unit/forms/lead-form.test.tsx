import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeadForm } from '@/components/forms/lead/LeadForm';
import { SiteEffects } from '@/components/layout/SiteEffects';
import { env } from '@/lib/env';
import { HONEYPOT_NAME } from '@/lib/leads/bot-check';
import { LEAD_FORM_IDS } from '@/lib/leads/forms';
import { OUTBOX_KEY } from '@/lib/leads/outbox';
import { toastStore } from '@/lib/toast/store';
import { FAST_SUBMIT_MS } from './fast-submit';

vi.mock('next/navigation', () => ({ usePathname: () => '/features/' }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // Only the clock is fake: a person takes a few seconds over a form, a test does not.
  vi.useFakeTimers({ toFake: ['Date'] });
  localStorage.clear();
  // A test that went offline must not leave TanStack Query believing it still is.
  window.dispatchEvent(new Event('online'));
  for (const toast of toastStore.list()) toastStore.remove(toast.id);
  window.history.replaceState(null, '', '/features/?utm_source=newsletter');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Half a second: a returning visitor's browser autofills the form and the button is pressed at once. */
const takeTime = () => vi.advanceTimersByTime(FAST_SUBMIT_MS);

function sentFields(): Record<string, string> {
  const body = fetchMock.mock.calls[0]![1]!.body as FormData;
  return Object.fromEntries([...body.entries()].map(([key, value]) => [key, String(value)]));
}

async function fillContact(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByLabelText('Full name'), 'Jane Park');
  await user.type(within(form).getByLabelText('Work email'), 'jane@acme-robotics.com');
  await user.type(within(form).getByLabelText('Company'), 'Acme Robotics');
  await user.type(within(form).getByLabelText('Job title'), 'Head of Talent');
  takeTime();
}

describe('the contact-us lead form', () => {
  it('shows each field’s message beside it and sends nothing', async () => {
    const user = userEvent.setup();
    const { container } = render(<LeadForm formId="contactUs" />);
    const form = container.querySelector('form')!;
    await user.type(within(form).getByLabelText(/Phone/), 'call me');
    takeTime();
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    const errors = await within(form).findAllByRole('alert');
    expect(errors.map((error) => error.textContent)).toEqual([
      'Please enter your name',
      'Please enter email',
      'Please enter your company name',
      'Please enter your role',
      'Please enter a valid phone number, for example +1 415 555 0134',
      'Please tell us how we can help',
    ]);
    expect(within(form).getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a free mailbox with the business-email message', async () => {
    const user = userEvent.setup();
    const { container } = render(<LeadForm formId="getStartedNew" />);
    const form = container.querySelector('form')!;
    await user.type(within(form).getByLabelText('Work email'), 'jane@hotmail.com');
    await user.click(within(form).getByRole('button', { name: 'Get started' }));
    await waitFor(() =>
      expect(
        within(form)
          .getAllByRole('alert')
          .map((error) => error.textContent),
      ).toContain('Please enter a valid business email'),
    );
  });

  it('sends Form Name, UTM Source and the non-empty fields as multipart, no-cors', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    const onSent = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<LeadForm formId="contactUs" onSent={onSent} />);
    const form = container.querySelector('form')!;
    await fillContact(user, form);
    await user.type(within(form).getByLabelText('How can we help?'), 'We hire 40 engineers a year.');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    // The spreadsheet's columns stay the form's; the submission id rides in the query.
    expect(String(url)).toMatch(
      new RegExp(`^${env.leadsUrl.replace(/[.?]/g, '\\$&')}\\?submission_id=[0-9a-f-]{36}$`),
    );
    expect(init?.mode).toBe('no-cors');
    expect(init?.method).toBe('POST');
    expect(sentFields()).toEqual({
      'Form Name': 'contactUs',
      'UTM Source': 'newsletter',
      Name: 'Jane Park',
      Email: 'jane@acme-robotics.com',
      Company: 'Acme Robotics',
      Role: 'Head of Talent',
      Message: 'We hire 40 engineers a year.',
    });
    expect(toastStore.list()).toEqual([
      expect.objectContaining({ type: 'SUCCESS', message: expect.stringContaining('Thanks, Jane.') }),
    ]);
  });

  it("says 'direct' without a utm_source", async () => {
    window.history.replaceState(null, '', '/features/');
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    const user = userEvent.setup();
    const { container } = render(<LeadForm formId="freeTemplateDownload" onSent={() => {}} />);
    const form = container.querySelector('form')!;
    await fillContact(user, form);
    await user.click(within(form).getByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentFields()['UTM Source']).toBe('direct');
  });

  it('keeps every value after a network failure, says so, and sends on the second try', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 200 }));
    const user = userEvent.setup();
    const { container } = render(<LeadForm formId="getStartedNew" />);
    const form = container.querySelector('form')!;
    await fillContact(user, form);
    await user.click(within(form).getByRole('button', { name: 'Get started' }));
    expect(await within(form).findByTestId('lead-send-error')).toHaveTextContent(
      'Your details could not be sent: the connection failed.',
    );
    expect(within(form).getByLabelText('Full name')).toHaveValue('Jane Park');
    expect(within(form).getByLabelText('Work email')).toHaveValue('jane@acme-robotics.com');
    expect(within(form).getByLabelText('Job title')).toHaveValue('Head of Talent');
    expect(toastStore.list()).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Get started' }));
    expect(await screen.findByTestId('lead-form-sent')).toHaveTextContent('jane@acme-robotics.com');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps a lead it cannot send on the device and sends it, once, when the connection returns', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    const user = userEvent.setup();
    render(<SiteEffects />);
    const { container } = render(<LeadForm formId="getStartedNew" />);
    const form = container.querySelector('form')!;
    await fillContact(user, form);
    window.dispatchEvent(new Event('offline'));
    await user.click(within(form).getByRole('button', { name: 'Get started' }));
    const notice = await within(form).findByTestId('lead-send-error');
    expect(notice).toHaveTextContent('Your details could not be sent: the connection failed.');
    expect(notice).toHaveTextContent('Everything you typed is still here.');
    expect(notice).toHaveTextContent('Saved on this device: we will send it when you are back online');
    expect(within(form).getByLabelText('Work email')).toHaveValue('jane@acme-robotics.com');
    expect(toastStore.list()).toEqual([]);

    window.dispatchEvent(new Event('online'));
    expect(await screen.findByTestId('lead-form-sent')).toHaveTextContent('jane@acme-robotics.com');
    expect(toastStore.list()).toEqual([
      expect.objectContaining({ type: 'SUCCESS', message: 'Your message to our team has been sent.' }),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The resend carries the failed send's submission id: had that send landed after all, the
    // endpoint would record the lead once.
    const submissionOf = (call: number) =>
      new URL(String(fetchMock.mock.calls[call]![0]), 'http://localhost').searchParams.get('submission_id');
    expect(submissionOf(0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(submissionOf(1)).toBe(submissionOf(0));
    const resent = fetchMock.mock.calls[1]![1]!.body as FormData;
    expect(Object.fromEntries([...resent.entries()].map(([key, value]) => [key, String(value)]))).toEqual({
      'Form Name': 'getStartedNew',
      'UTM Source': 'newsletter',
      Name: 'Jane Park',
      Email: 'jane@acme-robotics.com',
      Company: 'Acme Robotics',
      Role: 'Head of Talent',
    });
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();

    // A second 'online' has nothing left to send.
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends a kept lead once when the visitor presses send again instead of waiting', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    const user = userEvent.setup();
    const { container } = render(<LeadForm formId="freeTemplateDownload" onSent={() => {}} />);
    const form = container.querySelector('form')!;
    await fillContact(user, form);
    await user.click(within(form).getByRole('button', { name: 'Download template' }));
    await within(form).findByTestId('lead-saved');
    expect(JSON.parse(localStorage.getItem(OUTBOX_KEY)!)).toHaveLength(1);
    await user.click(within(form).getByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('spam checks without friction', () => {
  it('a person filling the form by keyboard gets through: the trap is not in the tab order', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    const user = userEvent.setup();
    const { container } = render(<LeadForm formId="sourcingWaitlist" />);
    const form = container.querySelector('form')!;
    await user.click(within(form).getByLabelText('Full name'));
    await user.keyboard('Jane Park');
    await user.tab();
    await user.keyboard('jane@acme-robotics.com');
    await user.tab();
    await user.keyboard('Acme Robotics');
    await user.tab();
    await user.keyboard('Head of Talent');
    await user.tab();
    await user.keyboard('Backend engineers');
    await user.tab();
    expect(within(form).getByRole('button', { name: 'Join the waitlist' })).toHaveFocus();
    takeTime();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('lead-form-sent')).toHaveTextContent('jane@acme-robotics.com');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentFields()).toMatchObject({ Name: 'Jane Park', Message: 'Backend engineers' });
    expect(Object.keys(sentFields())).not.toContain('website_url');
  });

  it('drops a submission whose hidden field was filled, and thanks the bot as usual', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    const user = userEvent.setup();
    const { container } = render(<LeadForm formId="getStartedNew" />);
    const form = container.querySelector('form')!;
    const trap = form.querySelector<HTMLInputElement>('input[name="website_url"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.type(trap, 'https://cheap-pills.example');
    await fillContact(user, form);
    await user.click(within(form).getByRole('button', { name: 'Get started' }));
    expect(await screen.findByTestId('lead-form-sent')).toHaveTextContent('jane@acme-robotics.com');
    expect(toastStore.list()).toEqual([expect.objectContaining({ type: 'SUCCESS' })]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('sends, once and unchanged, a submission made half a second after the form showed', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    const user = userEvent.setup();
    const { container } = render(<LeadForm formId="getStartedNew" />);
    const form = container.querySelector('form')!;
    for (const [label, value] of [
      ['Full name', 'Jane Park'],
      ['Work email', 'jane@acme-robotics.com'],
      ['Company', 'Acme Robotics'],
      ['Job title', 'Head of Talent'],
    ])
      await user.type(within(form).getByLabelText(label!), value!);
    vi.advanceTimersByTime(FAST_SUBMIT_MS);
    await user.click(within(form).getByRole('button', { name: 'Get started' }));
    expect(await screen.findByTestId('lead-form-sent')).toHaveTextContent('jane@acme-robotics.com');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentFields()).toMatchObject({ Name: 'Jane Park', Email: 'jane@acme-robotics.com' });
  });
});

describe('every lead form pressed half a second after it shows', () => {
  it.each(LEAD_FORM_IDS)('%s: the lead arrives once, unchanged', async (formId) => {
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    const user = userEvent.setup();
    const download =
      formId === 'freeTemplateDownload'
        ? {
            href: '/downloads/interview-scorecard-template.docx',
            fileName: 'interview-scorecard-template.docx',
          }
        : undefined;
    const { container } = render(<LeadForm formId={formId} download={download} onSent={() => undefined} />);
    const form = container.querySelector('form')!;
    // Every field a person sees, filled as autofill would; the hidden trap stays empty.
    const typed: Record<string, string> = {};
    for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
      if (field.name === HONEYPOT_NAME || field.type === 'hidden' || field.type === 'checkbox') continue;
      const value =
        field.type === 'email'
          ? 'jane@acme-robotics.com'
          : field.type === 'tel'
            ? '+1 415 555 0134'
            : field.tagName === 'TEXTAREA'
              ? 'We hire 40 engineers a year.'
              : 'Jane Park';
      await user.type(field, value);
      typed[field.name] = value;
    }
    vi.advanceTimersByTime(FAST_SUBMIT_MS);
    await user.click(within(form).getByRole('button'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const sent = sentFields();
    expect(sent['Form Name']).toBe(formId);
    expect(sent.Email).toBe('jane@acme-robotics.com');
    expect(Object.keys(sent).length).toBe(Object.keys(typed).length + 2 + (download ? 1 : 0));
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeadForm } from '@/components/forms/lead/LeadForm';
import { env } from '@/lib/env';
import { toastStore } from '@/lib/toast/store';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  for (const toast of toastStore.list()) toastStore.remove(toast.id);
  window.history.replaceState(null, '', '/features/?utm_source=newsletter');
});
afterEach(() => vi.unstubAllGlobals());

function sentFields(): Record<string, string> {
  const body = fetchMock.mock.calls[0]![1]!.body as FormData;
  return Object.fromEntries([...body.entries()].map(([key, value]) => [key, String(value)]));
}

async function fillContact(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByLabelText('Full name'), 'Jane Park');
  await user.type(within(form).getByLabelText('Work email'), 'jane@acme-robotics.com');
  await user.type(within(form).getByLabelText('Company'), 'Acme Robotics');
  await user.type(within(form).getByLabelText('Job title'), 'Head of Talent');
}

describe('the contact-us lead form', () => {
  it('shows each field’s message beside it and sends nothing', async () => {
    const user = userEvent.setup();
    const { container } = render(<LeadForm formId="contactUs" />);
    const form = container.querySelector('form')!;
    await user.type(within(form).getByLabelText(/Phone/), 'call me');
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
    expect(url).toBe(env.leadsUrl);
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
});

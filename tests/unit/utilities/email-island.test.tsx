import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmailLookupIsland } from '@/components/tools/utilities/EmailLookupIsland';

const result = () => document.querySelector('[data-email-result]')!;

describe('the email address checker', () => {
  it('says that mailboxes and MX records are not checked', () => {
    render(<EmailLookupIsland method={['How.']} />);
    expect(screen.getByText(/mail \(MX\) records are not looked up/)).toBeInTheDocument();
  });

  it('classifies an address once the domain list loads and offers a typo fix', async () => {
    const user = userEvent.setup();
    render(<EmailLookupIsland method={['How.']} />);
    const input = screen.getByLabelText('Email address');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'jane.doe@gmial.com' } });
    expect(result()).toHaveTextContent('The address is well formed.');
    await user.click(screen.getByRole('button', { name: 'jane.doe@gmail.com' }));
    expect(input).toHaveValue('jane.doe@gmail.com');
    await waitFor(() =>
      expect(document.querySelector('[data-email-kind]')).toHaveTextContent('Free or personal mail provider'),
    );
    expect(result()).toHaveTextContent('Gmail ignores dots: this is the same inbox as janedoe@gmail.com.');
  });

  it('explains a malformed address beside the field and keeps it', () => {
    render(<EmailLookupIsland method={['How.']} />);
    const input = screen.getByLabelText('Email address');
    fireEvent.change(input, { target: { value: 'jane@acme' } });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(/“acme” has no top-level domain/).length).toBeGreaterThan(0);
    expect(input).toHaveValue('jane@acme');
  });

  it('checks a list, summarises it and downloads a CSV', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<EmailLookupIsland method={['How.']} />);
    await user.click(screen.getByLabelText('A list (up to 1,000)'));
    fireEvent.change(screen.getByLabelText(/Addresses, one a line/), {
      target: {
        value: 'hr@quotient.ai\njane@mailinator.com\nnot-an-address\njdoe@gmail.com\nj.doe@gmail.com',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Check addresses' }));
    await waitFor(() =>
      expect(document.querySelector('[data-bulk-summary]')).toHaveTextContent(
        '5 checked: 4 valid, 1 invalid, 1 business, 2 free, 1 disposable, 1 role, 1 duplicate.',
      ),
    );
    expect(screen.getByRole('cell', { name: 'Invalid: No @ sign.' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: /same mailbox as row 4/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(screen.getByText('Downloaded email-check.csv.')).toBeInTheDocument();
    const csv = await created[0]!.text();
    expect(csv.split('\r\n')[1]).toBe('hr@quotient.ai,yes,,Business or organization domain,yes,,,');
  });
});

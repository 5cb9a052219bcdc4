import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PhoneLookupIsland } from '@/components/tools/utilities/PhoneLookupIsland';

const result = () => document.querySelector('[data-phone-result]')!;

describe('the phone number lookup', () => {
  it('says plainly that no carrier or owner lookup happens', () => {
    render(<PhoneLookupIsland method={['How.']} />);
    expect(screen.getByText(/cannot tell you who owns a number/)).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveValue('US');
  });

  it('loads the numbering data on first use and shows the type and formats', async () => {
    render(<PhoneLookupIsland method={['How.']} />);
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'GB' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '07400 123456' } });
    await waitFor(() => expect(result()).toHaveTextContent('Valid number'), { timeout: 10_000 });
    expect(document.querySelector('[data-phone-type]')).toHaveTextContent('Mobile');
    expect(result()).toHaveTextContent('United Kingdom');
    expect(document.querySelector('[data-format^="E.164"]')).toHaveTextContent('+447400123456');
    expect(document.querySelector('[data-format="RFC 3966 link (tel:)"]')).toHaveTextContent(
      'tel:+447400123456',
    );
    expect(screen.getByText('As you type: 07400 123456')).toBeInTheDocument();
  });

  it('explains a short number beside the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<PhoneLookupIsland method={['How.']} />);
    const input = screen.getByLabelText('Phone number');
    await user.type(input, '201555');
    await waitFor(() => expect(result()).toHaveTextContent('Not a valid number'), { timeout: 10_000 });
    expect(input).toHaveValue('201555');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(/Too short/).length).toBeGreaterThan(0);
    expect(document.querySelector('[data-phone-digits]')).toHaveTextContent('+1 201555');
    expect(screen.queryByRole('list', { name: 'Formats' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-format]')).toBeNull();
  });

  it('fills an example', async () => {
    const user = userEvent.setup();
    render(<PhoneLookupIsland method={['How.']} />);
    await user.click(screen.getByRole('button', { name: 'India mobile' }));
    await waitFor(() => expect(result()).toHaveTextContent('India'), { timeout: 10_000 });
    expect(document.querySelector('[data-format="International"]')).toHaveTextContent('+91 98765 43210');
  });
});

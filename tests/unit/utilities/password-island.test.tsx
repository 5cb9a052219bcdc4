import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordGeneratorIsland } from '@/components/tools/utilities/PasswordGeneratorIsland';

const shown = () => [...document.querySelectorAll('[data-password]')].map((n) => n.textContent ?? '');

describe('the password generator', () => {
  it('generates five 20-character passwords with every kind of character after loading', async () => {
    render(<PasswordGeneratorIsland method={['How.']} />);
    await waitFor(() => expect(shown()).toHaveLength(5));
    for (const pw of shown()) {
      expect(pw).toHaveLength(20);
      expect(pw).toMatch(/[A-Z]/);
      expect(pw).toMatch(/[a-z]/);
      expect(pw).toMatch(/\d/);
      expect(pw).toMatch(/[^A-Za-z0-9]/);
    }
    expect(new Set(shown()).size).toBe(5);
    expect(document.querySelector('[data-entropy]')).toHaveTextContent(
      /Entropy: 1[23]\d\.\d bits each \(very strong\)/,
    );
  });

  it('follows the settings and explains a bad length without losing it', async () => {
    const user = userEvent.setup();
    render(<PasswordGeneratorIsland method={['How.']} />);
    await waitFor(() => expect(shown()).toHaveLength(5));
    const length = screen.getByLabelText('Length (characters)');
    fireEvent.change(length, { target: { value: '200' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a length from 4 to 128 characters.');
    expect(length).toHaveValue(200);
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    fireEvent.change(length, { target: { value: '12' } });
    await user.click(screen.getByLabelText('Symbols (!@#…)'));
    await user.click(screen.getByLabelText('Uppercase (A-Z)'));
    fireEvent.change(screen.getByLabelText('How many'), { target: { value: '2' } });
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(shown()).toHaveLength(2);
    for (const pw of shown()) expect(pw).toMatch(/^[a-z0-9]{12}$/);
    // 36^12 minus the 26^12 without a digit and the 10^12 without a letter: 62.0 bits.
    expect(document.querySelector('[data-entropy]')).toHaveTextContent('Entropy: 62.0 bits each (strong)');
  });

  it('makes passphrases from the word list once it has loaded', async () => {
    const user = userEvent.setup();
    render(<PasswordGeneratorIsland method={['How.']} />);
    await user.click(screen.getByLabelText('Passphrase (words)'));
    await waitFor(() => expect(shown()).toHaveLength(5), { timeout: 10_000 });
    for (const phrase of shown()) expect(phrase).toMatch(/^([A-Z][a-z]+-){4}[A-Z][a-z]+$/);
    expect(document.querySelector('[data-entropy]')).toHaveTextContent('Entropy: 64.6 bits each (strong)');
  });

  it('rates a password the visitor types, on the device', async () => {
    render(<PasswordGeneratorIsland method={['How.']} />);
    const section = screen.getByRole('region', { name: 'Check a password of your own' });
    expect(section).toHaveTextContent('It is never sent, stored or logged');
    fireEvent.change(within(section).getByLabelText('Password to check'), {
      target: { value: 'password123' },
    });
    await waitFor(() => expect(within(section).getByText(/Strength:/)).toBeInTheDocument(), {
      timeout: 10_000,
    });
    expect(within(section).getByText(/Strength:/)).toHaveTextContent('Strength: Very weak');
    expect(
      within(section).getByText('Stolen database, slow hash such as bcrypt (10,000 a second)'),
    ).toBeInTheDocument();
  });
});

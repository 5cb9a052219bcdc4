import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalGate } from '@/components/modals/ModalGate';

vi.mock('@/components/modals/registry', () => ({
  modalContent: {
    contactUs: async () => ({
      default: ({ titleId }: { titleId: string }) => <h2 id={titleId}>Contact us</h2>,
    }),
  },
}));

const goTo = (hash: string) =>
  act(() => {
    history.replaceState(null, '', `/${hash}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });

afterEach(() => history.replaceState(null, '', '/'));

describe('the modal gate', () => {
  it('renders no dialog until the hash names a modal, then opens that form', async () => {
    const { container } = render(<ModalGate />);
    expect(container.querySelector('dialog')).toBeNull();
    goTo('#pricing');
    expect(container.querySelector('dialog')).toBeNull();
    goTo('#contactUs');
    expect(await screen.findByRole('dialog', { name: 'Contact us' })).toHaveAttribute('open');
  });

  it('opens a modal named in the hash the page was loaded with', async () => {
    history.replaceState(null, '', '/#contactUs');
    render(<ModalGate />);
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import { Toaster } from '@/components/feedback/Toaster';
import { toast, toastStore } from '@/lib/toast/store';

/**
 * A toast's own code loads on first use (React.lazy), so the very first toast of a page appears a
 * moment later. This shows one and waits for it, so the tests that follow see toasts at once.
 */
export async function loadToastCode(): Promise<void> {
  const view = render(<Toaster />);
  act(() => void toast.success('First toast of the page'));
  await screen.findByText('First toast of the page');
  for (const item of toastStore.list()) toastStore.remove(item.id);
  view.unmount();
}

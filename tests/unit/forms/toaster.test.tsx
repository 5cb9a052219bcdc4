import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/feedback/Toaster';
import { DISMISS_AFTER_MS } from '@/lib/toast/store';
import { toast, toastStore } from '@/lib/toast/store';
import { loadToastCode } from './toaster-warm';

beforeAll(loadToastCode);
beforeEach(() => {
  vi.useFakeTimers();
  for (const item of toastStore.list()) toastStore.remove(item.id);
});
afterEach(() => vi.useRealTimers());

const region = () => screen.getByRole('status', { name: 'Notifications' });
const messages = () =>
  within(region())
    .queryAllByRole('listitem')
    .map((item) => item.textContent?.replace(/[✓!×]/g, '').trim());

describe('the toaster', () => {
  it('is a polite live region showing several toasts at once', () => {
    render(<Toaster />);
    expect(region()).toHaveAttribute('aria-live', 'polite');
    act(() => {
      toast.success('Saved');
      toast.error('Could not send');
    });
    expect(messages()).toEqual(['Saved', 'Could not send']);
    expect(
      within(region())
        .getAllByRole('listitem')
        .map((item) => item.dataset.toastType),
    ).toEqual(['SUCCESS', 'ERROR']);
  });

  it('dismisses each toast on its own clock: success after 6 s, error after 10 s', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Saved');
      toast.error('Could not send');
    });
    act(() => vi.advanceTimersByTime(DISMISS_AFTER_MS.SUCCESS));
    expect(messages()).toEqual(['Could not send']);
    act(() => vi.advanceTimersByTime(DISMISS_AFTER_MS.ERROR - DISMISS_AFTER_MS.SUCCESS));
    expect(messages()).toEqual([]);
  });

  it('pauses while hovered or focused, then finishes the time left', () => {
    render(<Toaster />);
    act(() => void toast.success('Saved'));
    const item = within(region()).getByRole('listitem');
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(30_000));
    expect(messages()).toEqual(['Saved']);
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(1900));
    expect(messages()).toEqual(['Saved']);
    act(() => vi.advanceTimersByTime(100));
    expect(messages()).toEqual([]);

    act(() => void toast.success('Again'));
    const button = within(region()).getByRole('button', { name: 'Dismiss notification' });
    act(() => button.focus());
    act(() => vi.advanceTimersByTime(30_000));
    expect(messages()).toEqual(['Again']);
  });

  it('closes by its button or Escape', () => {
    render(<Toaster />);
    act(() => {
      toast.success('One');
      toast.success('Two');
    });
    fireEvent.click(within(region()).getAllByRole('button', { name: 'Dismiss notification' })[0]!);
    expect(messages()).toEqual(['Two']);
    fireEvent.keyDown(within(region()).getByRole('listitem'), { key: 'Escape' });
    expect(messages()).toEqual([]);
  });
});

import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextBox } from '@/components/tools/writing/TextBox';
import { useDraft } from '@/components/tools/kit/useDraft';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('useDraft', () => {
  it('restores the last draft, and saves after a pause in typing', () => {
    vi.useFakeTimers();
    window.localStorage.setItem('draft', 'Earlier text');
    const { result } = renderHook(() => useDraft('draft'));
    expect(result.current.text).toBe('Earlier text');
    expect(result.current.restored).toBe(true);
    act(() => result.current.setText('New text'));
    expect(window.localStorage.getItem('draft')).toBe('Earlier text');
    act(() => vi.advanceTimersByTime(400));
    expect(window.localStorage.getItem('draft')).toBe('New text');
    expect(result.current.storage).toBe('saved');
  });

  it('says the draft is not kept when the quota is full, and keeps the text', () => {
    vi.useFakeTimers();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useDraft('draft'));
    act(() => result.current.setText('Typed'));
    act(() => vi.advanceTimersByTime(400));
    expect(result.current.storage).toBe('unavailable');
    expect(result.current.text).toBe('Typed');
  });

  it('never replaces what the visitor has typed with a stored draft', () => {
    window.localStorage.setItem('other', 'Stored elsewhere');
    const { result, rerender } = renderHook(({ key }) => useDraft(key), { initialProps: { key: 'draft' } });
    act(() => result.current.setText('Typed first'));
    rerender({ key: 'other' });
    expect(result.current.text).toBe('Typed first');
  });

  it('shows the visitor why the draft is not kept', () => {
    vi.useFakeTimers();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    function Box() {
      const draft = useDraft('draft');
      return (
        <TextBox
          id="text"
          label="Your text"
          value={draft.text}
          onChange={draft.setText}
          storage={draft.storage}
          restored={draft.restored}
        />
      );
    }
    render(<Box />);
    fireEvent.change(screen.getByLabelText('Your text'), { target: { value: 'Typed' } });
    act(() => vi.advanceTimersByTime(400));
    expect(
      screen.getByText(
        'This browser is not keeping a draft (storage is off or full): copy your text before you leave.',
      ),
    ).toBeInTheDocument();
  });
});

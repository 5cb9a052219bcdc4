import { describe, expect, it, vi } from 'vitest';
import { createToastStore } from '@/lib/toast/store';

describe('toast store', () => {
  it('adds toasts with generated ids and removes them by id', () => {
    const store = createToastStore();
    const a = store.add('SUCCESS', 'Saved');
    const b = store.add('ERROR', 'Failed');
    expect(a).not.toBe(b);
    expect(store.list()).toEqual([
      { id: a, type: 'SUCCESS', message: 'Saved' },
      { id: b, type: 'ERROR', message: 'Failed' },
    ]);
    store.remove(a);
    expect(store.list().map((t) => t.id)).toEqual([b]);
  });
  it('notifies subscribers on change only', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.add('SUCCESS', 'x');
    store.remove('unknown');
    store.remove(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.add('SUCCESS', 'y');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

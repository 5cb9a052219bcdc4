import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readJson,
  readText,
  readVersioned,
  removeEntry,
  storageBlocked,
  writeText,
  writeVersioned,
} from '@/lib/kit/draft-store';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('local drafts', () => {
  it('reads back a versioned entry through its check, and ignores another version', () => {
    expect(writeVersioned('k', 2, { values: { name: 'Ann' } })).toBe('saved');
    expect(JSON.parse(window.localStorage.getItem('k')!)).toEqual({ v: 2, values: { name: 'Ann' } });
    expect(readVersioned('k', 2, (entry) => entry.values)).toEqual({ name: 'Ann' });
    expect(readVersioned('k', 1, (entry) => entry.values)).toBeNull();
  });

  it('never lets a broken or hand-edited entry through', () => {
    window.localStorage.setItem('k', '{not json');
    expect(readJson('k', (value) => value)).toBeNull();
    window.localStorage.setItem('k', '[1,2]');
    expect(readVersioned('k', 1, () => 'read')).toBeNull();
    window.localStorage.setItem('k', '{"v":1,"values":"x"}');
    expect(readVersioned('k', 1, (entry) => (typeof entry.values === 'object' ? entry : null))).toBeNull();
    expect(readText('missing')).toBeNull();
  });

  it('reports a full quota apart from blocked storage, and never throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(writeText('k', 'text')).toBe('full');
    expect(writeVersioned('k', 1, {})).toBe('full');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(writeText('k', 'text')).toBe('blocked');
  });

  it('treats storage the browser refuses outright as blocked', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(storageBlocked()).toBe(true);
    expect(readText('k')).toBeNull();
    expect(writeText('k', 'text')).toBe('blocked');
    expect(() => removeEntry('k')).not.toThrow();
  });

  it('removes the entry when the text is emptied', () => {
    writeText('k', 'draft');
    expect(writeText('k', '')).toBe('saved');
    expect(window.localStorage.getItem('k')).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { MIME, saveCsv, saveFile } from '@/lib/kit/save-file';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('saving a file', () => {
  it('clicks a temporary link named for the file and frees the URL a minute later', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:test/1';
    });
    const revoke = (URL.revokeObjectURL = vi.fn());
    const clicked: { name: string; href: string; inPage: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ name: this.download, href: this.href, inPage: document.body.contains(this) });
    });

    saveFile('hello', 'note.txt', MIME.text);
    expect(clicked).toEqual([{ name: 'note.txt', href: 'blob:test/1', inPage: true }]);
    expect(document.querySelector('a')).toBeNull();
    expect(blobs[0]!.type).toBe('text/plain;charset=utf-8');
    vi.advanceTimersByTime(59_000);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(revoke).toHaveBeenCalledWith('blob:test/1');

    saveCsv('a,b\r\n', 'x.csv');
    vi.useRealTimers();
    expect(blobs[1]!.type).toBe(MIME.csv);
    // The byte-order mark first, for Excel (text() decodes it away).
    expect([...new Uint8Array(await blobs[1]!.arrayBuffer())]).toEqual([
      0xef,
      0xbb,
      0xbf,
      ...Buffer.from('a,b\r\n'),
    ]);
  });
});

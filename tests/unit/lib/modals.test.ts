import { describe, expect, it } from 'vitest';
import { modalHref, parseModalHash } from '@/lib/modals';

describe('modal hashes', () => {
  it('recognises the three spec forms', () => {
    expect(parseModalHash('#contactUs')).toEqual({ id: 'contactUs' });
    expect(parseModalHash('#getStartedNew')).toEqual({ id: 'getStartedNew' });
    expect(parseModalHash(modalHref('freeTemplateDownload', 'offer letter'))).toEqual({
      id: 'freeTemplateDownload',
      arg: 'offer letter',
    });
  });
  it('ignores ordinary anchors', () => {
    expect(parseModalHash('#main')).toBeNull();
    expect(parseModalHash('')).toBeNull();
  });
});

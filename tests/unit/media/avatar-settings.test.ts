import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  avatarFileName,
  BACKGROUNDS,
  DEFAULT_SETTINGS,
  dicebearOptions,
  MAX_SEED,
  SHAPES,
  SIZES,
  settingsFromQuery,
  settingsToQuery,
  variationSeeds,
  type AvatarSettings,
} from '@/lib/media/avatar-settings';
import { STYLE_IDS } from '@/lib/media/avatar-styles';

const settingsArb = fc.record<AvatarSettings>({
  style: fc.constantFrom(...STYLE_IDS),
  seed: fc.string({ minLength: 1, maxLength: MAX_SEED }),
  background: fc.constantFrom(...BACKGROUNDS.map((b) => b.id)),
  shape: fc.constantFrom(...SHAPES.map((s) => s.id)),
  size: fc.constantFrom(...SIZES),
  flip: fc.boolean(),
});

describe('avatar settings in the address', () => {
  it('leaves the defaults out, so the plain page has a plain address', () => {
    expect(settingsToQuery(DEFAULT_SETTINGS)).toBe('');
  });

  it('writes a readable query for a shared avatar', () => {
    const query = settingsToQuery({
      style: 'lorelei',
      seed: 'Jane Doe & Co',
      background: 'sky',
      shape: 'rounded',
      size: 1024,
      flip: true,
    });
    expect(query).toBe('style=lorelei&seed=Jane+Doe+%26+Co&bg=sky&shape=rounded&size=1024&flip=1');
  });

  it('reads back exactly what it wrote, for any text', () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        expect(settingsFromQuery(`?${settingsToQuery(settings)}`)).toEqual(settings);
      }),
    );
  });

  it('falls back to the default for anything unknown or impossible', () => {
    expect(
      settingsFromQuery('?style=mona-lisa&bg=plaid&shape=star&size=300&flip=maybe&seed=%E0%A4%A'),
    ).toEqual({
      ...DEFAULT_SETTINGS,
      // A broken escape is kept as typed rather than thrown away.
      seed: '%E0%A4%A',
      flip: false,
    });
  });

  it('caps a very long seed from a link', () => {
    expect(settingsFromQuery(`?seed=${'a'.repeat(5000)}`).seed).toHaveLength(MAX_SEED);
  });
});

describe('DiceBear options', () => {
  it('maps the shape to a corner radius and the background to its colors', () => {
    const options = dicebearOptions({ ...DEFAULT_SETTINGS, style: 'lorelei', background: 'varied' });
    expect(options).toMatchObject({ seed: 'Alex Rivera', radius: 50, flip: false });
    expect(options.backgroundColor).toHaveLength(5);
    expect(options).not.toHaveProperty('textColor');
    expect(options).not.toHaveProperty('size');
    expect(dicebearOptions({ ...DEFAULT_SETTINGS, shape: 'square' }, 512)).toMatchObject({
      radius: 0,
      size: 512,
    });
  });

  it('gives Initials letters that stay readable on the background', () => {
    expect(dicebearOptions({ ...DEFAULT_SETTINGS, background: 'ink' }).textColor).toEqual(['ffffff']);
    expect(dicebearOptions({ ...DEFAULT_SETTINGS, background: 'transparent' }).textColor).toEqual(['1e1b4b']);
  });

  it('trims the seed the way the preview shows it', () => {
    expect(dicebearOptions({ ...DEFAULT_SETTINGS, seed: '  Sam Lee  ' }).seed).toBe('Sam Lee');
  });
});

describe('variations', () => {
  it('numbers the seed from its base, so picking one keeps the row in place', () => {
    expect(variationSeeds('Sam Lee')).toEqual([
      'Sam Lee',
      'Sam Lee 2',
      'Sam Lee 3',
      'Sam Lee 4',
      'Sam Lee 5',
      'Sam Lee 6',
    ]);
    expect(variationSeeds('Sam Lee 4')).toEqual(variationSeeds('Sam Lee'));
    expect(variationSeeds('Sam Lee', 1)[0]).toBe('Sam Lee 7');
  });

  it('keeps a seed that is only a number', () => {
    expect(variationSeeds('2024')[0]).toBe('2024');
  });
});

describe('file names', () => {
  it('are readable ASCII with the style and size', () => {
    const settings = {
      ...DEFAULT_SETTINGS,
      style: 'lorelei' as const,
      seed: 'Zoë O’Brien <3',
      size: 1024 as const,
    };
    expect(avatarFileName(settings, 'png')).toBe('avatar-lorelei-zoe-o-brien-3-1024.png');
    expect(avatarFileName({ ...settings, seed: '日本' }, 'svg')).toBe('avatar-lorelei-seed-1024.svg');
  });
});

import { encodeScalar, queryValue, readQuery, writeQuery } from '@/lib/tools/url-state';
import { isStyleId, type StyleId, type StyleOptions } from './avatar-styles';

/**
 * What the avatar generator draws, as plain data: the style, the seed text that picks every
 * feature, and the finishing choices. The same settings always draw the same avatar, which is what
 * makes a shared link reproduce it.
 */
export type AvatarSettings = {
  style: StyleId;
  seed: string;
  background: BackgroundId;
  shape: ShapeId;
  size: SizeId;
  flip: boolean;
};

export const DEFAULT_SEED = 'Alex Rivera';
/** Longer text works but adds nothing: the seed is hashed, and a name fits many times over. */
export const MAX_SEED = 200;

export type Background = {
  id: string;
  label: string;
  /** DiceBear picks one of these per seed; `transparent` draws none. */
  colors: readonly string[];
  /** The swatch's look in the picker. */
  swatch: string;
  /** Initials need dark letters on light grounds and light letters on dark ones. */
  dark: boolean;
};

export const BACKGROUNDS = [
  {
    id: 'varied',
    label: 'Varied',
    colors: ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf'],
    swatch: 'linear-gradient(135deg, #b6e3f4, #c0aede 35%, #ffd5dc 65%, #ffdfbf)',
    dark: false,
  },
  { id: 'transparent', label: 'None', colors: ['transparent'], swatch: 'transparent', dark: false },
  { id: 'white', label: 'White', colors: ['ffffff'], swatch: '#ffffff', dark: false },
  { id: 'sky', label: 'Sky', colors: ['b6e3f4'], swatch: '#b6e3f4', dark: false },
  { id: 'lavender', label: 'Lavender', colors: ['c0aede'], swatch: '#c0aede', dark: false },
  { id: 'blush', label: 'Blush', colors: ['ffd5dc'], swatch: '#ffd5dc', dark: false },
  { id: 'peach', label: 'Peach', colors: ['ffdfbf'], swatch: '#ffdfbf', dark: false },
  { id: 'mint', label: 'Mint', colors: ['c7f0d8'], swatch: '#c7f0d8', dark: false },
  { id: 'indigo', label: 'Indigo', colors: ['4f46e5'], swatch: '#4f46e5', dark: true },
  { id: 'ink', label: 'Ink', colors: ['111827'], swatch: '#111827', dark: true },
] as const satisfies readonly Background[];

export type BackgroundId = (typeof BACKGROUNDS)[number]['id'];

export const SHAPES = [
  { id: 'square', label: 'Square', radius: 0 },
  { id: 'rounded', label: 'Rounded', radius: 15 },
  { id: 'circle', label: 'Circle', radius: 50 },
] as const;
export type ShapeId = (typeof SHAPES)[number]['id'];

export const SIZES = [256, 512, 1024] as const;
export type SizeId = (typeof SIZES)[number];

export const DEFAULT_SETTINGS: AvatarSettings = {
  style: 'initials',
  seed: DEFAULT_SEED,
  background: 'varied',
  shape: 'circle',
  size: 512,
  flip: false,
};

export function backgroundOf(id: BackgroundId): Background {
  return BACKGROUNDS.find((background) => background.id === id) ?? BACKGROUNDS[0];
}

const isBackground = (value: string): value is BackgroundId => BACKGROUNDS.some((b) => b.id === value);
const isShape = (value: string): value is ShapeId => SHAPES.some((s) => s.id === value);
const isSize = (value: number): value is SizeId => (SIZES as readonly number[]).includes(value);

/** The seed DiceBear hashes: trimmed and capped, so what the visitor sees and what is drawn agree. */
export function effectiveSeed(seed: string): string {
  return seed.trim().slice(0, MAX_SEED);
}

/** The settings as DiceBear options. `size` is left out for on-screen use, where CSS sizes the image. */
export function dicebearOptions(
  settings: Omit<AvatarSettings, 'size'>,
  size?: number,
): StyleOptions & {
  seed: string;
  backgroundColor: string[];
  radius: number;
  flip: boolean;
  size?: number;
} {
  const background = backgroundOf(settings.background);
  const radius = SHAPES.find((shape) => shape.id === settings.shape)?.radius ?? 0;
  return {
    seed: effectiveSeed(settings.seed),
    backgroundColor: [...background.colors],
    radius,
    flip: settings.flip,
    ...(size ? { size } : {}),
    // The Initials default is white letters, which vanish on a light or transparent ground.
    ...(settings.style === 'initials' ? { textColor: [background.dark ? 'ffffff' : '1e1b4b'] } : {}),
  };
}

/** `?style=lorelei&seed=Jane+Doe&bg=sky&shape=circle&size=512&flip=1`, defaults left out. */
export function settingsToQuery(settings: AvatarSettings): string {
  const pairs: [string, string][] = [];
  if (settings.style !== DEFAULT_SETTINGS.style) pairs.push(['style', settings.style]);
  if (settings.seed !== DEFAULT_SETTINGS.seed) pairs.push(['seed', encodeScalar(settings.seed)]);
  if (settings.background !== DEFAULT_SETTINGS.background) pairs.push(['bg', settings.background]);
  if (settings.shape !== DEFAULT_SETTINGS.shape) pairs.push(['shape', settings.shape]);
  if (settings.size !== DEFAULT_SETTINGS.size) pairs.push(['size', String(settings.size)]);
  if (settings.flip) pairs.push(['flip', '1']);
  return writeQuery(pairs);
}

/** Settings from a shared link; anything unknown or impossible falls back to the default. */
export function settingsFromQuery(search: string, base: AvatarSettings = DEFAULT_SETTINGS): AvatarSettings {
  const query = readQuery(search);
  const style = queryValue(query, 'style');
  const seed = queryValue(query, 'seed');
  const background = queryValue(query, 'bg');
  const shape = queryValue(query, 'shape');
  const size = Number(queryValue(query, 'size'));
  const flip = queryValue(query, 'flip');
  return {
    style: style && isStyleId(style) ? style : base.style,
    seed: seed !== undefined ? seed.slice(0, MAX_SEED) : base.seed,
    background: background && isBackground(background) ? background : base.background,
    shape: shape && isShape(shape) ? shape : base.shape,
    size: isSize(size) ? size : base.size,
    flip: flip === undefined ? base.flip : flip === '1' || flip === 'true',
  };
}

export function sameSettings(a: AvatarSettings, b: AvatarSettings): boolean {
  return (
    a.style === b.style &&
    a.seed === b.seed &&
    a.background === b.background &&
    a.shape === b.shape &&
    a.size === b.size &&
    a.flip === b.flip
  );
}

export const VARIATIONS_PER_ROW = 6;

/**
 * Seeds close to the visitor's: the same text numbered 2, 3, 4… A numbered seed keeps its base, so
 * picking a variation leaves the row where it is, and the numbers make each one easy to share.
 */
export function variationSeeds(seed: string, page = 0): string[] {
  const trimmed = effectiveSeed(seed);
  const base = trimmed.replace(/\s+\d{1,4}$/, '') || trimmed;
  const first = page * VARIATIONS_PER_ROW + 1;
  return Array.from({ length: VARIATIONS_PER_ROW }, (_, index) => {
    const n = first + index;
    return n === 1 ? base : `${base} ${n}`;
  });
}

/** `avatar-lorelei-jane-doe-512.png`: readable, ASCII only, never empty. */
export function avatarFileName(settings: AvatarSettings, extension: 'png' | 'svg'): string {
  const words =
    effectiveSeed(settings.seed)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'seed';
  return `avatar-${settings.style}-${words}-${settings.size}.${extension}`;
}

import type { Style, StyleMeta } from '@dicebear/core';

/**
 * The DiceBear styles the avatar tools offer, in the order the picker shows them. Each style is its
 * own package (what `@dicebear/collection` bundles together) and its own dynamic import, so a page
 * fetches only the styles the visitor actually draws with: one style pack can outweigh the page,
 * and all of them together would be several times that.
 */
export const STYLE_IDS = [
  'initials',
  'lorelei',
  'notionists',
  'avataaars',
  'adventurer',
  'personas',
  'micah',
  'big-smile',
  'open-peeps',
  'croodles',
  'fun-emoji',
  'bottts',
  'thumbs',
  'pixel-art',
  'shapes',
  'identicon',
] as const;

export type StyleId = (typeof STYLE_IDS)[number];

export const STYLE_LABELS: Record<StyleId, string> = {
  initials: 'Initials',
  lorelei: 'Lorelei',
  notionists: 'Notionists',
  avataaars: 'Avataaars',
  adventurer: 'Adventurer',
  personas: 'Personas',
  micah: 'Micah',
  'big-smile': 'Big Smile',
  'open-peeps': 'Open Peeps',
  croodles: 'Croodles',
  'fun-emoji': 'Fun Emoji',
  bottts: 'Bottts',
  thumbs: 'Thumbs',
  'pixel-art': 'Pixel Art',
  shapes: 'Shapes',
  identicon: 'Identicon',
};

/** Styles that draw a person (or a person-like character), for the character generator. */
export const CHARACTER_STYLE_IDS = [
  'notionists',
  'lorelei',
  'avataaars',
  'adventurer',
  'personas',
  'micah',
  'big-smile',
  'open-peeps',
] as const satisfies readonly StyleId[];

/**
 * The options a style understands beyond DiceBear's common ones: only Initials reads a text color,
 * and the other styles ignore keys they do not know.
 */
export type StyleOptions = { textColor?: string[] };
export type AvatarStyle = Style<StyleOptions>;

export const STYLE_LOADERS: Record<StyleId, () => Promise<AvatarStyle>> = {
  initials: () => import('@dicebear/initials'),
  lorelei: () => import('@dicebear/lorelei'),
  notionists: () => import('@dicebear/notionists'),
  avataaars: () => import('@dicebear/avataaars'),
  adventurer: () => import('@dicebear/adventurer'),
  personas: () => import('@dicebear/personas'),
  micah: () => import('@dicebear/micah'),
  'big-smile': () => import('@dicebear/big-smile'),
  'open-peeps': () => import('@dicebear/open-peeps'),
  croodles: () => import('@dicebear/croodles'),
  'fun-emoji': () => import('@dicebear/fun-emoji'),
  bottts: () => import('@dicebear/bottts'),
  thumbs: () => import('@dicebear/thumbs'),
  'pixel-art': () => import('@dicebear/pixel-art'),
  shapes: () => import('@dicebear/shapes'),
  identicon: () => import('@dicebear/identicon'),
};

export function isStyleId(value: string): value is StyleId {
  return (STYLE_IDS as readonly string[]).includes(value);
}

/** Who drew a style and under which license, as the style package itself declares it. */
export type StyleCredit = {
  title: string;
  creator: string;
  source: string;
  licenseName: string;
  licenseUrl: string;
};

export function creditFromMeta(id: StyleId, meta: StyleMeta | undefined): StyleCredit {
  return {
    title: meta?.title ?? STYLE_LABELS[id],
    creator: meta?.creator ?? 'DiceBear',
    source: meta?.source ?? 'https://www.dicebear.com',
    licenseName: (meta?.license?.name ?? 'CC0 1.0').replace(/\.$/, ''),
    licenseUrl: meta?.license?.url ?? 'https://creativecommons.org/publicdomain/zero/1.0/',
  };
}

/** DiceBear's own wording: designs by outside artists are remixes made for DiceBear. */
export function creditText(credit: StyleCredit): string {
  const remix = credit.creator !== 'DiceBear' && !/^MIT$/.test(credit.licenseName);
  return `${remix ? 'Remix of ' : ''}“${credit.title}” by ${credit.creator}, licensed under ${credit.licenseName}.`;
}

/** CC BY asks for a credit wherever the picture is used; CC0 asks for nothing. */
export function creditRequired(credit: StyleCredit): boolean {
  return /^CC BY/.test(credit.licenseName);
}

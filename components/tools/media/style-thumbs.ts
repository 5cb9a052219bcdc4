import type { StyleId } from '@/lib/media/avatar-styles';
import adventurer from './thumbs/adventurer.svg';
import avataaars from './thumbs/avataaars.svg';
import bigSmile from './thumbs/big-smile.svg';
import bottts from './thumbs/bottts.svg';
import croodles from './thumbs/croodles.svg';
import funEmoji from './thumbs/fun-emoji.svg';
import identicon from './thumbs/identicon.svg';
import initials from './thumbs/initials.svg';
import lorelei from './thumbs/lorelei.svg';
import micah from './thumbs/micah.svg';
import notionists from './thumbs/notionists.svg';
import openPeeps from './thumbs/open-peeps.svg';
import personas from './thumbs/personas.svg';
import pixelArt from './thumbs/pixel-art.svg';
import shapes from './thumbs/shapes.svg';
import thumbs from './thumbs/thumbs.svg';

/**
 * Each style's example picture (lib/media/style-thumbs.ts draws them) as a static file the build
 * fingerprints: the picker shows all sixteen styles as plain images, fetched lazily like any
 * picture, with none of the sixteen style packs loaded.
 */
const url = (asset: unknown): string =>
  typeof asset === 'string' ? asset : ((asset as { src?: string } | null)?.src ?? '');

export const STYLE_THUMBS: Record<StyleId, string> = {
  initials: url(initials),
  lorelei: url(lorelei),
  notionists: url(notionists),
  avataaars: url(avataaars),
  adventurer: url(adventurer),
  personas: url(personas),
  micah: url(micah),
  'big-smile': url(bigSmile),
  'open-peeps': url(openPeeps),
  croodles: url(croodles),
  'fun-emoji': url(funEmoji),
  bottts: url(bottts),
  thumbs: url(thumbs),
  'pixel-art': url(pixelArt),
  shapes: url(shapes),
  identicon: url(identicon),
};

import { renderAvatarSvg } from './avatar-render';
import { withoutMetadata } from './svg-text';
import { DEFAULT_SETTINGS } from './avatar-settings';
import type { AvatarStyle } from './avatar-styles';

/** The picture files behind the style picker live here, one `<style>.svg` each. */
export const THUMBS_DIR = 'components/tools/media/thumbs';
export const THUMB_SIZE = 96;

/**
 * A style's example for the picker: the default name in that style. The files are committed and
 * served as images, so the picker shows every style before (and without) loading sixteen style
 * packs; a unit test redraws them to catch drift when DiceBear is upgraded.
 */
export function styleThumbSvg(style: AvatarStyle): string {
  return `${withoutMetadata(renderAvatarSvg(style, { ...DEFAULT_SETTINGS, shape: 'square' }, THUMB_SIZE))}\n`;
}

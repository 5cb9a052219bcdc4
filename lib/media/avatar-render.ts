import { createAvatar } from '@dicebear/core';
import { dicebearOptions, type AvatarSettings } from './avatar-settings';
import type { AvatarStyle } from './avatar-styles';

/**
 * Draws an avatar as SVG text with DiceBear. DiceBear escapes the seed wherever it writes it into
 * the SVG (the Initials letters, nowhere else), and the page only ever shows the result as an
 * image (`<img src="data:…">`), where scripts and event handlers cannot run.
 */
export function renderAvatarSvg(
  style: AvatarStyle,
  settings: Omit<AvatarSettings, 'size'>,
  size?: number,
): string {
  return createAvatar(style, dicebearOptions(settings, size)).toString();
}

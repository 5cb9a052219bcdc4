import { renderAvatarSvg } from './avatar-render';
import { svgDataUri } from './svg-text';
import { DEFAULT_SETTINGS, type AvatarSettings } from './avatar-settings';
import { creditFromMeta, STYLE_IDS, STYLE_LOADERS, type StyleCredit, type StyleId } from './avatar-styles';

/**
 * What the avatar pages work out while the site builds, so the static HTML already shows an avatar
 * and every style's credit without any DiceBear code in the browser: the default avatar as a
 * `data:` URL and each style's author and license, read from the style package's own `meta`.
 */
export async function styleCredits(): Promise<Record<StyleId, StyleCredit>> {
  const entries = await Promise.all(
    STYLE_IDS.map(async (id) => [id, creditFromMeta(id, (await STYLE_LOADERS[id]()).meta)] as const),
  );
  return Object.fromEntries(entries) as Record<StyleId, StyleCredit>;
}

export async function avatarDataUri(settings: AvatarSettings = DEFAULT_SETTINGS): Promise<string> {
  const style = await STYLE_LOADERS[settings.style]();
  return svgDataUri(renderAvatarSvg(style, settings));
}

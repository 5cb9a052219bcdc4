import type { AvatarSettings } from './avatar-settings';
import { STYLE_LOADERS, type AvatarStyle, type StyleId } from './avatar-styles';

type Renderer = typeof import('./avatar-render');

/**
 * Loads DiceBear's core (small) and the style packs on demand, each once per page. What
 * has arrived can be read synchronously, so a component can draw in render once its style is here;
 * a failed load is forgotten, so the next attempt fetches it again.
 */
let renderer: Renderer | undefined;
let rendererPromise: Promise<Renderer> | undefined;
const styles = new Map<StyleId, AvatarStyle>();
const stylePromises = new Map<StyleId, Promise<AvatarStyle>>();

export function loadRenderer(): Promise<Renderer> {
  rendererPromise ??= import('./avatar-render').then(
    (loaded) => (renderer = loaded),
    (error: unknown) => {
      rendererPromise = undefined;
      throw error;
    },
  );
  return rendererPromise;
}

export function loadStyle(id: StyleId): Promise<AvatarStyle> {
  let promise = stylePromises.get(id);
  if (!promise) {
    promise = STYLE_LOADERS[id]().then(
      (style) => {
        styles.set(id, style);
        return style;
      },
      (error: unknown) => {
        stylePromises.delete(id);
        throw error;
      },
    );
    stylePromises.set(id, promise);
  }
  return promise;
}

export type AvatarKit = {
  style: AvatarStyle;
  renderer: Renderer;
};

/** The renderer and one style, loaded together. */
export async function loadKit(id: StyleId): Promise<AvatarKit> {
  const [style, loaded] = await Promise.all([loadStyle(id), loadRenderer()]);
  return { style, renderer: loaded };
}

/** The style if it and the renderer have both arrived, else undefined. */
export function readyStyle(id: StyleId): AvatarStyle | undefined {
  return renderer ? styles.get(id) : undefined;
}

/** Draws with whatever has loaded; undefined while the style or the renderer is still on its way. */
export function drawIfReady(settings: Omit<AvatarSettings, 'size'>, size?: number): string | undefined {
  const style = readyStyle(settings.style);
  return style && renderer ? renderer.renderAvatarSvg(style, settings, size) : undefined;
}

export async function draw(settings: Omit<AvatarSettings, 'size'>, size?: number): Promise<string> {
  const kit = await loadKit(settings.style);
  return kit.renderer.renderAvatarSvg(kit.style, settings, size);
}

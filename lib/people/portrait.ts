import { createRandom } from '@/lib/kit/random';
import { drawFace, type FaceSettings } from '@/lib/media/art/face';
import { FACE_DEFAULTS } from '@/lib/media/art/face-settings';

/**
 * An illustrated portrait for a fictional person, drawn by the face generator from their name, so
 * the same name always gives the same face on every page and build. Choices are held to what suits
 * a staff or awards page: a friendly expression, no sunglasses, hats or dyed hair, a plain backdrop.
 */
const CALM = {
  eyes: ['round', 'almond', 'smiling'],
  brows: ['straight', 'arched', 'thick', 'thin'],
  mouth: ['smile', 'neutral', 'grin'],
  hair: [
    'short',
    'buzz',
    'curly',
    'long',
    'bun',
    'afro',
    'bob',
    'side-part',
    'ponytail',
    'braids',
    'pixie',
    'wavy',
    'bald',
  ],
  hairColor: ['black', 'dark-brown', 'brown', 'auburn', 'blonde', 'red', 'gray'],
  glasses: ['none', 'none', 'none', 'round', 'square'],
  background: ['sky', 'mint', 'peach', 'lavender', 'sand', 'slate'],
  clothing: ['crew', 'v-neck', 'collared', 'turtleneck', 'blazer'],
  earrings: ['none', 'none', 'studs', 'hoops'],
} as const;

export function portraitSettings(name: string): FaceSettings {
  const random = createRandom(`portrait:${name.trim().toLowerCase()}`);
  const chosen = Object.fromEntries(
    Object.entries(CALM).map(([feature, options]) => [feature, random.pick(options as readonly string[])]),
  );
  return {
    ...FACE_DEFAULTS,
    ...chosen,
    facialHair: 'none',
    headwear: 'none',
    backdrop: 'plain',
    seed: `portrait:${name}`,
    width: 92 + Math.floor(random.next() * 16),
  } as FaceSettings;
}

/** The portrait's SVG document and its description. */
export function portraitOf(name: string): { svg: string; alt: string } {
  const face = drawFace(portraitSettings(name));
  return { svg: face.svg, alt: `Illustrated portrait of ${name}` };
}

/** `María González-Ortiz` → `maria-gonzalez-ortiz`: the portrait's file name. */
export function portraitSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const PORTRAITS_PATH = '/images/people/';
export const portraitPath = (name: string) => `${PORTRAITS_PATH}${portraitSlug(name)}.svg`;

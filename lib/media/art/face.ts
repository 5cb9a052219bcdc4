import { mix } from './color';
import { rng } from './random';
import { outlinePath, outlinePoints, stubblePath, type Outline, type Point } from './face-outline';
import { el, num, type SvgNode, svgDocument } from './svg';
import { backdrop, backdropWord, BACKDROPS } from './face-backdrop';
import { hairDefs, hairLayers, HAIR_STYLES } from './face-hair';
import { opts } from './face-kit';
import { earrings, headwear, SKIN_GRADIENT, skinLight, torso, WEAR_FEATURES, wearDefs } from './face-wear';

/**
 * The face generator's recipe: a parametric, clearly illustrated human-like face built from
 * features. Each feature is either chosen by the visitor or, when left on Any, picked by the
 * picture code, so the same code and choices always draw the same face.
 */
export const FACE_FEATURES = {
  shape: opts(
    ['oval', 'Oval'],
    ['round', 'Round'],
    ['square', 'Square'],
    ['heart', 'Heart'],
    ['long', 'Long'],
  ),
  skin: opts(
    ['porcelain', 'Porcelain'],
    ['fair', 'Fair'],
    ['light', 'Light'],
    ['medium-light', 'Medium light'],
    ['medium', 'Medium'],
    ['olive', 'Olive'],
    ['tan', 'Tan'],
    ['brown', 'Brown'],
    ['dark', 'Dark'],
    ['deep', 'Deep'],
  ),
  eyes: opts(
    ['round', 'Round'],
    ['almond', 'Almond'],
    ['sleepy', 'Sleepy'],
    ['wide', 'Wide'],
    ['smiling', 'Smiling'],
    ['wink', 'Wink'],
  ),
  brows: opts(
    ['straight', 'Straight'],
    ['arched', 'Arched'],
    ['thick', 'Thick'],
    ['thin', 'Thin'],
    ['angled', 'Angled'],
    ['raised', 'Raised (surprised)'],
    ['worried', 'Worried'],
  ),
  nose: opts(['button', 'Button'], ['straight', 'Straight'], ['wide', 'Wide'], ['pointed', 'Pointed']),
  mouth: opts(
    ['smile', 'Smile'],
    ['neutral', 'Neutral'],
    ['grin', 'Grin'],
    ['open', 'Open'],
    ['smirk', 'Smirk'],
    ['frown', 'Frown'],
    ['laugh', 'Laugh'],
  ),
  hair: HAIR_STYLES,
  hairColor: opts(
    ['black', 'Black'],
    ['dark-brown', 'Dark brown'],
    ['brown', 'Brown'],
    ['auburn', 'Auburn'],
    ['blonde', 'Blonde'],
    ['red', 'Red'],
    ['gray', 'Gray'],
    ['white', 'White'],
    ['blue', 'Dyed blue'],
  ),
  facialHair: opts(
    ['none', 'None'],
    ['stubble', 'Stubble'],
    ['mustache', 'Mustache'],
    ['beard', 'Full beard'],
    ['goatee', 'Goatee'],
  ),
  glasses: opts(['none', 'None'], ['round', 'Round'], ['square', 'Square'], ['sunglasses', 'Sunglasses']),
  background: opts(
    ['sky', 'Sky'],
    ['mint', 'Mint'],
    ['peach', 'Peach'],
    ['lavender', 'Lavender'],
    ['sand', 'Sand'],
    ['slate', 'Slate'],
    ['white', 'White'],
  ),
  backdrop: BACKDROPS,
  ...WEAR_FEATURES,
} as const;

export type FaceFeature = keyof typeof FACE_FEATURES;
type Choice<F extends FaceFeature> = (typeof FACE_FEATURES)[F][number]['id'];
export type FaceChoices = { [F in FaceFeature]: Choice<F> };
export type FaceSettings = { [F in FaceFeature]: Choice<F> | 'any' } & { seed: string; width: number };
export const FEATURE_IDS = Object.keys(FACE_FEATURES) as FaceFeature[];

export const FEATURE_LABELS: Record<FaceFeature, string> = {
  shape: 'Face shape',
  skin: 'Skin tone',
  eyes: 'Eyes',
  brows: 'Eyebrows',
  nose: 'Nose',
  mouth: 'Mouth',
  hair: 'Hair style',
  hairColor: 'Hair color',
  facialHair: 'Facial hair',
  glasses: 'Glasses',
  background: 'Background',
  backdrop: 'Background pattern',
  clothing: 'Clothing',
  earrings: 'Earrings',
  headwear: 'Headwear',
};

const SKINS: Record<Choice<'skin'>, string> = {
  porcelain: '#fbe3d2',
  fair: '#f3cfb3',
  light: '#e9b993',
  'medium-light': '#dca47c',
  medium: '#c98d63',
  olive: '#b58252',
  tan: '#a06a44',
  brown: '#84553a',
  dark: '#66402b',
  deep: '#4a2e1f',
};
const HAIRS: Record<Choice<'hairColor'>, string> = {
  black: '#1d1b1f',
  'dark-brown': '#3d2a1f',
  brown: '#6b4428',
  auburn: '#8a3c22',
  blonde: '#d6ae63',
  red: '#b4472b',
  gray: '#9b9b9b',
  white: '#e8e4dc',
  blue: '#3b6ea8',
};
const BACKGROUNDS: Record<Choice<'background'>, string> = {
  sky: '#bfe3f5',
  mint: '#c8eedb',
  peach: '#ffd9c2',
  lavender: '#d9ccf0',
  sand: '#efe2c6',
  slate: '#5b6b82',
  white: '#ffffff',
};
const SHIRTS = ['#3b5b92', '#2f7d6b', '#b8505a', '#6b5b95', '#e0a43a', '#37474f', '#f2f2f2'];
const ACCENTS = ['#c2414b', '#2b6cb0', '#2f855a', '#d69e2e', '#553c9a', '#1a202c', '#dd6b20'];

/** Settings with every Any resolved by the picture code. */
export function resolveFace(settings: FaceSettings): FaceChoices & { shirt: string; accent: string } {
  const r = rng(`face:${settings.seed}`);
  const out: Partial<Record<FaceFeature, string>> = {};
  for (const feature of FEATURE_IDS) {
    // Every feature always draws a number, so choosing one feature leaves the others as they were.
    const list: readonly { id: string }[] = FACE_FEATURES[feature];
    const picked = r.pick(list).id;
    let auto: string = picked;
    if (feature === 'facialHair' && r.next() < 0.55) auto = 'none';
    if (feature === 'glasses' && r.next() < 0.6) auto = 'none';
    if (feature === 'earrings' && r.next() < 0.5) auto = 'none';
    if (feature === 'headwear' && r.next() < 0.65) auto = 'none';
    const chosen = settings[feature];
    out[feature] = chosen === 'any' ? auto : chosen;
  }
  return { ...(out as FaceChoices), shirt: r.pick(SHIRTS), accent: r.pick(ACCENTS) };
}

const CX = 256;
const CY = 236;

function headOutline(shape: Choice<'shape'>, w: number, h: number): Outline {
  const top = CY - h;
  const bottom = CY + h;
  const p = (x: number, y: number): Point => [x, y];
  const C = (c1: Point, c2: Point, to: Point) => ({ kind: 'C', c1, c2, to }) as const;
  // Four of the shapes are two mirrored cubics from the crown to the chin and back.
  const mirrored = (crown: number, chin: number, upper: number, lower: number, lowerY: number): Outline => ({
    start: p(CX, crown),
    segments: [
      C(p(CX + w * upper, crown), p(CX + w * lower, lowerY), p(CX, chin)),
      C(p(CX - w * lower, lowerY), p(CX - w * upper, crown), p(CX, crown)),
    ],
  });
  switch (shape) {
    case 'round':
      return mirrored(top + 8, bottom - 6, 1.1, 1.1, bottom - 6);
    case 'square': {
      // A strong jaw with rounded corners, as wide as the other shapes, not a box.
      const s = w * 0.88;
      return {
        start: p(CX - s, CY - h * 0.45),
        segments: [
          C(p(CX - s, top + h * 0.1), p(CX - s * 0.6, top), p(CX, top)),
          C(p(CX + s * 0.6, top), p(CX + s, top + h * 0.1), p(CX + s, CY - h * 0.45)),
          { kind: 'L', to: p(CX + s * 0.97, CY + h * 0.45) },
          C(p(CX + s * 0.95, bottom - h * 0.12), p(CX + s * 0.55, bottom), p(CX, bottom)),
          C(p(CX - s * 0.55, bottom), p(CX - s * 0.95, bottom - h * 0.12), p(CX - s * 0.97, CY + h * 0.45)),
        ],
      };
    }
    case 'heart':
      return mirrored(top, bottom, 1.25, 1.05, CY + h * 0.35);
    case 'long':
      return mirrored(top - 3, bottom + 3, 1.3, 1.0, bottom + 3);
    default:
      return mirrored(top, bottom, 1.3, 1.05, bottom);
  }
}

function eyes(kind: Choice<'eyes'>, y: number, gap: number, iris: string): SvgNode[] {
  const nodes: SvgNode[] = [];
  for (const side of [-1, 1]) {
    const x = CX + side * gap;
    // A wink closes the viewer's left eye and leaves the other round and open.
    const closed = kind === 'smiling' || (kind === 'wink' && side < 0);
    switch (closed ? 'smiling' : kind === 'wink' ? 'round' : kind) {
      case 'smiling':
        nodes.push(
          el('path', {
            d: `M${num(x - 16)} ${num(y + 4)} Q${num(x)} ${num(y - 12)} ${num(x + 16)} ${num(y + 4)}`,
            fill: 'none',
            stroke: '#2b2220',
            'stroke-width': 5,
            'stroke-linecap': 'round',
          }),
        );
        break;
      case 'almond':
        nodes.push(
          el('path', {
            d: `M${num(x - 20)} ${num(y)} Q${num(x)} ${num(y - 16)} ${num(x + 20)} ${num(y)} Q${num(x)} ${num(y + 12)} ${num(x - 20)} ${num(y)} Z`,
            fill: '#ffffff',
          }),
          el('circle', { cx: x, cy: y - 1, r: 7.5, fill: iris }),
          el('circle', { cx: x, cy: y - 1, r: 3.5, fill: '#141414' }),
        );
        break;
      case 'sleepy':
        nodes.push(
          el('ellipse', { cx: x, cy: y, rx: 16, ry: 10, fill: '#ffffff' }),
          el('circle', { cx: x, cy: y + 2, r: 7, fill: iris }),
          el('path', {
            d: `M${num(x - 18)} ${num(y - 1)} Q${num(x)} ${num(y - 14)} ${num(x + 18)} ${num(y - 1)} Z`,
            fill: '#00000033',
          }),
          el('line', {
            x1: x - 17,
            y1: y - 1,
            x2: x + 17,
            y2: y - 1,
            stroke: '#2b2220',
            'stroke-width': 3,
            'stroke-linecap': 'round',
          }),
        );
        break;
      case 'wide':
        nodes.push(
          el('circle', { cx: x, cy: y, r: 17, fill: '#ffffff' }),
          el('circle', { cx: x, cy: y, r: 9, fill: iris }),
          el('circle', { cx: x, cy: y, r: 4.5, fill: '#141414' }),
          el('circle', { cx: x + 3, cy: y - 4, r: 2.5, fill: '#ffffff' }),
        );
        break;
      default:
        nodes.push(
          el('circle', { cx: x, cy: y, r: 13, fill: '#ffffff' }),
          el('circle', { cx: x, cy: y + 1, r: 7, fill: iris }),
          el('circle', { cx: x, cy: y + 1, r: 3.5, fill: '#141414' }),
          el('circle', { cx: x + 2.5, cy: y - 2, r: 2, fill: '#ffffff' }),
        );
    }
  }
  return [el('g', { 'data-part': 'eyes' }, nodes)];
}

function brows(kind: Choice<'brows'>, y: number, gap: number, color: string): SvgNode[] {
  const width = { straight: 6, arched: 6, thick: 10, thin: 3, angled: 6.5, raised: 5, worried: 5.5 }[kind];
  const nodes = [-1, 1].map((side) => {
    const x = CX + side * gap;
    const inner = x - side * 20;
    const outer = x + side * 22;
    // Raised brows sit higher and rounder; worried ones lift at the inner end, toward the nose.
    const d =
      kind === 'raised'
        ? `M${num(inner)} ${num(y - 4)} Q${num(x)} ${num(y - 20)} ${num(outer)} ${num(y - 4)}`
        : kind === 'worried'
          ? `M${num(inner)} ${num(y - 8)} Q${num(x)} ${num(y - 6)} ${num(outer)} ${num(y + 4)}`
          : kind === 'arched'
            ? `M${num(inner)} ${num(y + 2)} Q${num(x)} ${num(y - 14)} ${num(outer)} ${num(y + 2)}`
            : kind === 'angled'
              ? `M${num(inner)} ${num(y + 4)} L${num(x + side * 6)} ${num(y - 8)} L${num(outer)} ${num(y)}`
              : `M${num(inner)} ${num(y)} Q${num(x)} ${num(y - 5)} ${num(outer)} ${num(y)}`;
    return el('path', {
      d,
      fill: 'none',
      stroke: color,
      'stroke-width': width,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
  });
  return [el('g', { 'data-part': 'brows' }, nodes)];
}

function nose(kind: Choice<'nose'>, y: number, shade: string): SvgNode[] {
  const stroke = {
    fill: 'none',
    stroke: shade,
    'stroke-width': 4,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  } as const;
  switch (kind) {
    case 'straight':
      return [
        el('path', {
          d: `M${CX - 2} ${y - 34} L${CX - 6} ${y} Q${CX + 2} ${y + 6} ${CX + 10} ${y}`,
          ...stroke,
        }),
      ];
    case 'wide':
      return [
        el('path', {
          d: `M${CX - 18} ${y - 2} Q${CX - 20} ${y + 10} ${CX - 8} ${y + 8} Q${CX} ${y + 14} ${CX + 8} ${y + 8} Q${CX + 20} ${y + 10} ${CX + 18} ${y - 2}`,
          ...stroke,
        }),
      ];
    case 'pointed':
      return [el('path', { d: `M${CX + 2} ${y - 36} L${CX + 12} ${y + 4} L${CX - 4} ${y + 6}`, ...stroke })];
    default:
      return [el('path', { d: `M${CX - 9} ${y + 2} Q${CX} ${y + 10} ${CX + 9} ${y + 2}`, ...stroke })];
  }
}

function mouth(kind: Choice<'mouth'>, y: number): SvgNode[] {
  const lip = '#b5475a';
  switch (kind) {
    case 'frown':
      return [
        el('path', {
          d: `M${CX - 22} ${y + 8} Q${CX} ${y - 8} ${CX + 22} ${y + 8}`,
          fill: 'none',
          stroke: lip,
          'stroke-width': 6,
          'stroke-linecap': 'round',
        }),
      ];
    case 'laugh':
      return [
        el('path', { d: `M${CX - 30} ${y - 4} Q${CX} ${y + 40} ${CX + 30} ${y - 4} Z`, fill: '#5a1f2a' }),
        el('path', { d: `M${CX - 26} ${y - 2} Q${CX} ${y + 5} ${CX + 26} ${y - 2} Z`, fill: '#ffffff' }),
        el('ellipse', { cx: CX, cy: y + 12, rx: 12, ry: 5, fill: '#e0707f' }),
      ];
    case 'neutral':
      return [
        el('path', {
          d: `M${CX - 22} ${y} Q${CX} ${y + 3} ${CX + 22} ${y}`,
          fill: 'none',
          stroke: lip,
          'stroke-width': 6,
          'stroke-linecap': 'round',
        }),
      ];
    case 'grin':
      return [
        el('path', { d: `M${CX - 32} ${y - 4} Q${CX} ${y + 34} ${CX + 32} ${y - 4} Z`, fill: '#5a1f2a' }),
        el('path', { d: `M${CX - 28} ${y - 2} Q${CX} ${y + 6} ${CX + 28} ${y - 2} Z`, fill: '#ffffff' }),
      ];
    case 'open':
      return [
        el('ellipse', { cx: CX, cy: y + 6, rx: 16, ry: 13, fill: '#5a1f2a' }),
        el('ellipse', { cx: CX, cy: y + 13, rx: 10, ry: 5, fill: '#e0707f' }),
      ];
    case 'smirk':
      return [
        el('path', {
          d: `M${CX - 20} ${y + 4} Q${CX + 4} ${y + 10} ${CX + 24} ${y - 6}`,
          fill: 'none',
          stroke: lip,
          'stroke-width': 6,
          'stroke-linecap': 'round',
        }),
      ];
    default:
      return [
        el('path', {
          d: `M${CX - 26} ${y - 2} Q${CX} ${y + 22} ${CX + 26} ${y - 2}`,
          fill: 'none',
          stroke: lip,
          'stroke-width': 6,
          'stroke-linecap': 'round',
        }),
      ];
  }
}

function facialHair(
  kind: Choice<'facialHair'>,
  color: string,
  h: number,
  mouthY: number,
  head: Outline,
): SvgNode[] {
  // The beard follows the jaw of this head shape, so it never spreads over the ears.
  const jaw = stubblePath(head, CX, CY + h * 0.05, mouthY + 28);
  const mustache = el('path', {
    d: `M${CX - 34} ${mouthY - 2} Q${CX - 20} ${mouthY - 20} ${CX} ${mouthY - 10} Q${CX + 20} ${mouthY - 20} ${CX + 34} ${mouthY - 2} Q${CX} ${mouthY - 8} ${CX - 34} ${mouthY - 2} Z`,
    fill: color,
  });
  switch (kind) {
    case 'stubble':
      return [
        el('path', {
          d: stubblePath(head, CX, CY + h * 0.05, mouthY + 28),
          fill: color,
          opacity: 0.22,
          'data-part': 'stubble',
        }),
      ];
    case 'mustache':
      return [mustache];
    case 'beard':
      return [el('path', { d: jaw, fill: color }), mustache];
    case 'goatee':
      return [
        el('path', {
          d: `M${CX - 24} ${mouthY + 16} Q${CX} ${mouthY + 60} ${CX + 24} ${mouthY + 16} Z`,
          fill: color,
        }),
        mustache,
      ];
    default:
      return [];
  }
}

function glasses(kind: Choice<'glasses'>, y: number, gap: number): SvgNode[] {
  if (kind === 'none') return [];
  const frame = {
    fill: kind === 'sunglasses' ? '#1b1b1f' : 'none',
    stroke: '#1b1b1f',
    'stroke-width': 5,
  } as const;
  const lenses = [-1, 1].map((side) =>
    kind === 'round'
      ? el('circle', { cx: CX + side * gap, cy: y, r: 26, ...frame })
      : el('rect', {
          x: CX + side * gap - 30,
          y: y - 20,
          width: 60,
          height: 40,
          rx: kind === 'sunglasses' ? 14 : 8,
          ...frame,
          opacity: kind === 'sunglasses' ? 0.92 : 1,
        }),
  );
  return [
    el('g', { 'data-part': 'glasses' }, [
      ...lenses,
      el('path', {
        d: `M${CX - gap + 26} ${y - 2} Q${CX} ${y - 12} ${CX + gap - 26} ${y - 2}`,
        fill: 'none',
        stroke: '#1b1b1f',
        'stroke-width': 5,
      }),
    ]),
  ];
}

const label = <F extends FaceFeature>(feature: F, id: string) =>
  FACE_FEATURES[feature].find((o) => o.id === id)?.label.toLowerCase() ?? id;

export function faceAlt(c: FaceChoices): string {
  const parts = [
    `${label('shape', c.shape)} face`,
    `${label('skin', c.skin)} skin`,
    `${label('eyes', c.eyes)} eyes`,
    `${label('mouth', c.mouth)} mouth`,
    c.hair === 'bald' ? 'bald' : `${label('hairColor', c.hairColor)} ${label('hair', c.hair)} hair`,
  ];
  if (c.facialHair !== 'none') parts.push(label('facialHair', c.facialHair));
  if (c.glasses !== 'none')
    parts.push(c.glasses === 'sunglasses' ? 'sunglasses' : `${label('glasses', c.glasses)} glasses`);
  if (c.earrings !== 'none') parts.push(`${label('earrings', c.earrings)} earrings`);
  if (c.headwear !== 'none') parts.push(`a ${label('headwear', c.headwear)}`);
  parts.push(`wearing a ${label('clothing', c.clothing)}`);
  return `Illustrated face: ${parts.join(', ')}, on a ${label('background', c.background)} ${backdropWord(c.backdrop)}background`;
}

export type Face = { svg: string; alt: string; choices: FaceChoices };

export const FACE_SIZE = 512;

/** How far the head's outline reaches either side of the centre line at height `y`. */
function halfWidthAt(outline: Outline, y: number): number {
  const right = outlinePoints(outline, 64).filter(([x]) => x >= CX);
  const nearest = right.reduce((best, p) => (Math.abs(p[1] - y) < Math.abs(best[1] - y) ? p : best));
  return nearest[0] - CX;
}

const EAR = { rx: 15, ry: 25 };

export function drawFace(settings: FaceSettings): Face {
  const c = resolveFace(settings);
  const r = rng(`face-detail:${settings.seed}`);
  // A face a little narrower than it is tall: the width slider moves it between 0.79 and 0.94 of
  // the height, so no setting gives a tall box or a pancake.
  const widthScale = Math.min(1.15, Math.max(0.85, settings.width / 100));
  const w = 110 * (1 + (widthScale - 1) * 0.6);
  const h = 112;
  const skin = SKINS[c.skin];
  const shade = mix(skin, '#3a1f14', 0.35);
  const hair = HAIRS[c.hairColor];
  const iris = r.pick(['#4b3621', '#2e5e8c', '#3f6b3a', '#6b4f2a', '#1f1f1f']);
  const eyeY = CY - 4;
  const gap = 40;
  const mouthY = CY + h * 0.55;
  const head = headOutline(c.shape, w, h);
  const frame = { cx: CX, cy: CY, w, h };
  const hairs = hairLayers(c.hair, hair, frame, r);
  const back = backdrop(c.backdrop, BACKGROUNDS[c.background], FACE_SIZE, [CX, CY]);
  // Ears sit on the outline at eye-to-nose height, their inner third tucked under the head.
  const earY = CY + 4;
  const earX = halfWidthAt(head, earY) + EAR.rx * 0.25;
  const ears = [-1, 1].map((side) => ({ cx: CX + side * earX, cy: earY, side: side as -1 | 1, ...EAR }));
  const ear = ({ cx, cy, rx, ry }: (typeof ears)[number]) =>
    el('ellipse', { cx, cy, rx, ry, fill: mix(skin, '#3a1f14', 0.08), 'data-part': 'ear' });
  const body: SvgNode[] = [
    ...back.body,
    el('g', { 'data-part': 'hair-back' }, hairs.back),
    ...torso(c.clothing, c.shirt, skin, frame, FACE_SIZE),
    ...ears.map(ear),
    ...earrings(c.earrings, ears),
    el('path', { d: outlinePath(head), fill: skin, 'data-part': 'head' }),
    el('path', { d: outlinePath(head), fill: `url(#${SKIN_GRADIENT})` }),
    ...skinLight(frame),
    el('ellipse', { cx: CX - gap - 10, cy: CY + 40, rx: 18, ry: 10, fill: '#e86a6a', opacity: 0.18 }),
    el('ellipse', { cx: CX + gap + 10, cy: CY + 40, rx: 18, ry: 10, fill: '#e86a6a', opacity: 0.18 }),
    el(
      'g',
      { 'data-part': 'facial-hair' },
      facialHair(
        c.facialHair,
        hair === HAIRS.white || hair === HAIRS.gray ? hair : mix(hair, '#000000', 0.1),
        h,
        mouthY,
        head,
      ),
    ),
    ...eyes(c.eyes, eyeY, gap, iris),
    ...brows(c.brows, eyeY - 32, gap, c.hair === 'bald' ? shade : mix(hair, '#000000', 0.15)),
    el('g', { 'data-part': 'nose' }, nose(c.nose, CY + h * 0.31, shade)),
    el('g', { 'data-part': 'mouth' }, mouth(c.mouth, mouthY)),
    el('g', { 'data-part': 'hair' }, hairs.front),
    ...headwear(c.headwear, c.accent, frame),
    ...glasses(c.glasses, eyeY, gap),
  ];
  const alt = faceAlt(c);
  const defs = [...wearDefs(skin, c.shirt, frame), ...hairDefs(hair), ...back.defs];
  return { svg: svgDocument({ width: FACE_SIZE, height: FACE_SIZE, alt, body, defs }), alt, choices: c };
}

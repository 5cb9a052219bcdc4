import { mix } from './color';
import { at, bothSides, opts, type Frame } from './face-kit';
import { el, type SvgNode } from './svg';

/**
 * What the face wears: the top and its collar, earrings and headwear. The top is drawn in layers
 * around the neck (body, neck, collar) so collars sit over the neck and under the chin.
 */
export const WEAR_FEATURES = {
  clothing: opts(
    ['crew', 'Crew-neck T-shirt'],
    ['v-neck', 'V-neck'],
    ['collared', 'Collared shirt'],
    ['hoodie', 'Hoodie'],
    ['turtleneck', 'Turtleneck'],
    ['blazer', 'Blazer'],
  ),
  earrings: opts(['none', 'None'], ['studs', 'Studs'], ['hoops', 'Hoops'], ['drops', 'Drops']),
  headwear: opts(
    ['none', 'None'],
    ['beanie', 'Beanie'],
    ['cap', 'Cap'],
    ['headband', 'Headband'],
    ['beret', 'Beret'],
  ),
} as const;
type Id<F extends keyof typeof WEAR_FEATURES> = (typeof WEAR_FEATURES)[F][number]['id'];
export type Clothing = Id<'clothing'>;
export type Earrings = Id<'earrings'>;
export type Headwear = Id<'headwear'>;

export const SKIN_GRADIENT = 'face-skin';
const CLOTH_GRADIENT = 'face-cloth';
const GLOSS = 'face-gloss';

/**
 * Light from the upper left. The skin gradient is an overlay laid on the flat skin colour: lighter
 * there, clear in the middle, darker toward the jaw and the far side.
 */
export function wearDefs(skin: string, cloth: string, f: Frame): SvgNode[] {
  return [
    el('radialGradient', { id: SKIN_GRADIENT, cx: 0.4, cy: 0.36, r: 0.72 }, [
      el('stop', { offset: 0, 'stop-color': '#ffffff', 'stop-opacity': 0.16 }),
      el('stop', { offset: 0.58, 'stop-color': skin, 'stop-opacity': 0 }),
      el('stop', { offset: 1, 'stop-color': mix(skin, '#2a140c', 0.5), 'stop-opacity': 0.45 }),
    ]),
    // In picture coordinates, so the body, collar and turtleneck share one light across the chest.
    el(
      'linearGradient',
      { id: CLOTH_GRADIENT, gradientUnits: 'userSpaceOnUse', x1: f.cx - 190, y1: 0, x2: f.cx + 190, y2: 0 },
      [
        el('stop', { offset: 0, 'stop-color': mix(cloth, '#000000', 0.28) }),
        el('stop', { offset: 0.4, 'stop-color': mix(cloth, '#ffffff', 0.08) }),
        el('stop', { offset: 1, 'stop-color': mix(cloth, '#000000', 0.22) }),
      ],
    ),
    el('radialGradient', { id: GLOSS }, [
      el('stop', { offset: 0, 'stop-color': '#ffffff', 'stop-opacity': 0.3 }),
      el('stop', { offset: 1, 'stop-color': '#ffffff', 'stop-opacity': 0 }),
    ]),
  ];
}

/** Body, neck and collar, bottom to top, ending just under the chin; `bottom` is the picture's edge. */
export function torso(kind: Clothing, cloth: string, skin: string, f: Frame, bottom: number): SvgNode[] {
  const { cx, cy, h } = f;
  const s = cy + h + 40;
  const neckSkin = mix(skin, '#3a1f14', 0.18);
  const trim = mix(cloth, '#000000', 0.35);
  const body = el('path', {
    d: `M${at(cx - 190, bottom)} C${at(cx - 186, s + 20)} ${at(cx - 150, s - 10)} ${at(cx - 70, s - 14)} L${at(cx + 70, s - 14)} C${at(cx + 150, s - 10)} ${at(cx + 186, s + 20)} ${at(cx + 190, bottom)} Z`,
    fill: `url(#${CLOTH_GRADIENT})`,
    'data-part': 'clothing',
  });
  const neck = el('rect', {
    x: cx - 34,
    y: cy + h * 0.6,
    width: 68,
    height: s - (cy + h * 0.6) + 6,
    rx: 20,
    fill: neckSkin,
    'data-part': 'neck',
  });
  // The chin's shadow on the neck gives the head depth.
  const chinShadow = el('ellipse', {
    cx,
    cy: cy + h * 1.0,
    rx: 40,
    ry: 16,
    fill: mix(skin, '#2a140c', 0.45),
    opacity: 0.55,
  });
  const roundNeck = (depth: number) =>
    el('path', {
      d: `M${at(cx - 46, s - 14)} Q${at(cx, s + depth)} ${at(cx + 46, s - 14)} L${at(cx + 46, s + 30)} L${at(cx - 46, s + 30)} Z`,
      fill: `url(#${CLOTH_GRADIENT})`,
    });
  const rib = (depth: number) =>
    el('path', {
      d: `M${at(cx - 44, s - 13)} Q${at(cx, s + depth)} ${at(cx + 44, s - 13)}`,
      fill: 'none',
      stroke: trim,
      'stroke-width': 5,
      'stroke-linecap': 'round',
    });
  const under = [body, neck, chinShadow];
  switch (kind) {
    case 'crew':
      return [...under, roundNeck(16), rib(16)];
    case 'v-neck':
      return [
        ...under,
        el('path', {
          d: `M${at(cx - 34, s - 10)} L${at(cx, s + 44)} L${at(cx + 34, s - 10)} Z`,
          fill: neckSkin,
        }),
        el('path', {
          d: `M${at(cx - 42, s - 14)} L${at(cx, s + 48)} L${at(cx + 42, s - 14)}`,
          fill: 'none',
          stroke: trim,
          'stroke-width': 6,
          'stroke-linejoin': 'round',
        }),
      ];
    case 'collared':
      return [
        ...under,
        roundNeck(10),
        ...bothSides((side) =>
          el('path', {
            d: `M${at(cx + side * 4, s + 20)} L${at(cx + side * 44, s - 22)} L${at(cx + side * 58, s + 18)} Z`,
            fill: mix(cloth, '#ffffff', 0.55),
            stroke: trim,
            'stroke-width': 2,
            'stroke-linejoin': 'round',
          }),
        ),
        ...[36, 66, 96].map((y) => el('circle', { cx, cy: s + y, r: 3.5, fill: trim })),
      ];
    case 'hoodie':
      return [
        ...under,
        roundNeck(12),
        el('path', {
          d: `M${at(cx - 84, s - 8)} Q${at(cx, s + 56)} ${at(cx + 84, s - 8)} Q${at(cx + 76, s - 30)} ${at(cx + 44, s - 20)} Q${at(cx, s + 18)} ${at(cx - 44, s - 20)} Q${at(cx - 76, s - 30)} ${at(cx - 84, s - 8)} Z`,
          fill: mix(cloth, '#000000', 0.18),
          'data-part': 'hood',
        }),
        ...bothSides((side) =>
          el('path', {
            d: `M${at(cx + side * 16, s + 22)} L${at(cx + side * 20, s + 78)}`,
            fill: 'none',
            stroke: mix(cloth, '#ffffff', 0.7),
            'stroke-width': 4,
            'stroke-linecap': 'round',
          }),
        ),
      ];
    case 'turtleneck':
      return [
        body,
        neck,
        el('rect', {
          x: cx - 42,
          y: cy + h * 0.92,
          width: 84,
          height: s - cy - h * 0.92 + 12,
          rx: 16,
          fill: `url(#${CLOTH_GRADIENT})`,
        }),
        ...[0.3, 0.55, 0.8].map((t) =>
          el('line', {
            x1: cx - 38,
            x2: cx + 38,
            y1: cy + h * 0.92 + (s - cy - h * 0.92 + 12) * t,
            y2: cy + h * 0.92 + (s - cy - h * 0.92 + 12) * t,
            stroke: trim,
            'stroke-width': 2,
            opacity: 0.5,
          }),
        ),
        chinShadow,
      ];
    case 'blazer':
      return [
        ...under,
        el('path', {
          d: `M${at(cx - 40, s - 14)} L${at(cx, s + 70)} L${at(cx + 40, s - 14)} L${at(cx + 60, bottom)} L${at(cx - 60, bottom)} Z`,
          fill: '#f4f1ea',
        }),
        el('path', {
          d: `M${at(cx - 30, s - 12)} Q${at(cx, s + 10)} ${at(cx + 30, s - 12)} L${at(cx + 30, s + 4)} Q${at(cx, s + 22)} ${at(cx - 30, s + 4)} Z`,
          fill: '#f4f1ea',
        }),
        ...bothSides((side) =>
          el('path', {
            d: `M${at(cx + side * 42, s - 16)} L${at(cx + side * 6, s + 72)} L${at(cx + side * 30, bottom - 2)} L${at(cx + side * 64, bottom - 2)} L${at(cx + side * 52, s + 40)} L${at(cx + side * 70, s + 20)} Z`,
            fill: mix(cloth, '#000000', 0.25),
            stroke: mix(cloth, '#000000', 0.45),
            'stroke-width': 2,
            'stroke-linejoin': 'round',
          }),
        ),
      ];
  }
}

const GOLD = '#d4a537';
const GOLD_LIGHT = '#f6dc8a';

/** An ear as the face draws it: an ellipse on the side of the head; `side` −1 is the viewer's left. */
export type Ear = { cx: number; cy: number; rx: number; ry: number; side: -1 | 1 };

/**
 * Earrings hang from the lobe: the point low on the ear's outer half, which the head does not
 * cover. Each starts on the lobe, so none floats beside the face.
 */
export function earrings(kind: Earrings, ears: readonly Ear[]): SvgNode[] {
  if (kind === 'none') return [];
  const drawn = ears.map((ear) => {
    const x = ear.cx + ear.side * ear.rx * 0.2;
    const lobe = ear.cy + ear.ry * 0.72;
    if (kind === 'studs')
      return el('g', { 'data-part': 'earring' }, [
        el('circle', { cx: x, cy: lobe, r: 4.5, fill: GOLD }),
        el('circle', { cx: x - 1.5, cy: lobe - 1.5, r: 1.6, fill: GOLD_LIGHT }),
      ]);
    if (kind === 'hoops')
      return el('g', { 'data-part': 'earring' }, [
        el('circle', { cx: x, cy: lobe + 9, r: 10, fill: 'none', stroke: GOLD, 'stroke-width': 3 }),
      ]);
    return el('g', { 'data-part': 'earring' }, [
      el('line', { x1: x, y1: lobe, x2: x, y2: lobe + 10, stroke: GOLD, 'stroke-width': 2.5 }),
      el('path', {
        d: `M${at(x, lobe + 8)} Q${at(x + 8, lobe + 19)} ${at(x, lobe + 25)} Q${at(x - 8, lobe + 19)} ${at(x, lobe + 8)} Z`,
        fill: '#3fa7a0',
        stroke: GOLD,
        'stroke-width': 1.5,
      }),
    ]);
  });
  return [el('g', { 'data-part': 'earrings' }, drawn)];
}

/** Headwear sits over the hair's front layer; its colour is the accent picked with the clothes. */
export function headwear(kind: Headwear, color: string, f: Frame): SvgNode[] {
  if (kind === 'none') return [];
  const { cx, cy, w, h } = f;
  const top = cy - h;
  const dark = mix(color, '#000000', 0.3);
  const light = mix(color, '#ffffff', 0.25);
  const dome = (depth: number, lift: number, spread = 1.16) =>
    `M${at(cx - w * spread, cy - h * depth)} C${at(cx - w * (spread + 0.08), top - h * lift)} ${at(cx + w * (spread + 0.08), top - h * lift)} ${at(cx + w * spread, cy - h * depth)} Z`;
  let parts: SvgNode[];
  switch (kind) {
    case 'beanie':
      parts = [
        el('path', { d: dome(0.45, 0.55), fill: color }),
        ...[-0.6, -0.3, 0, 0.3, 0.6].map((t) =>
          el('line', {
            x1: cx + t * w,
            y1: cy - h * 0.66,
            x2: cx + t * w * 0.8,
            y2: top - h * 0.12,
            stroke: dark,
            'stroke-width': 2,
            opacity: 0.35,
          }),
        ),
        el('rect', {
          x: cx - w * 1.18,
          y: cy - h * 0.62,
          width: w * 2.36,
          height: h * 0.2,
          rx: 10,
          fill: dark,
        }),
        el('circle', { cx, cy: top - h * 0.38, r: w * 0.18, fill: light }),
      ];
      break;
    case 'cap':
      parts = [
        el('path', { d: dome(0.5, 0.35, 1.1), fill: color }),
        el('path', {
          d: `M${at(cx - w * 1.12, cy - h * 0.52)} Q${at(cx, cy - h * 0.7)} ${at(cx + w * 1.12, cy - h * 0.52)} Q${at(cx + w * 0.9, cy - h * 0.3)} ${at(cx, cy - h * 0.36)} Q${at(cx - w * 0.9, cy - h * 0.3)} ${at(cx - w * 1.12, cy - h * 0.52)} Z`,
          fill: dark,
        }),
        el('circle', { cx, cy: top - h * 0.08, r: 5, fill: dark }),
      ];
      break;
    case 'headband':
      parts = [
        el('path', {
          d: `M${at(cx - w * 1.05, cy - h * 0.45)} Q${at(cx, top - h * 0.05)} ${at(cx + w * 1.05, cy - h * 0.45)}`,
          fill: 'none',
          stroke: color,
          'stroke-width': 14,
          'stroke-linecap': 'round',
        }),
        el('path', {
          d: `M${at(cx - w * 0.9, cy - h * 0.56)} Q${at(cx, top - h * 0.14)} ${at(cx + w * 0.9, cy - h * 0.56)}`,
          fill: 'none',
          stroke: light,
          'stroke-width': 3,
          opacity: 0.6,
        }),
      ];
      break;
    case 'beret':
      parts = [
        el('ellipse', { cx: cx + w * 0.1, cy: top + h * 0.14, rx: w * 1.02, ry: h * 0.3, fill: color }),
        el('path', {
          d: `M${at(cx - w * 0.82, top + h * 0.26)} Q${at(cx + w * 0.1, top + h * 0.46)} ${at(cx + w * 1.08, top + h * 0.22)}`,
          fill: 'none',
          stroke: dark,
          'stroke-width': 5,
          'stroke-linecap': 'round',
        }),
        el('line', {
          x1: cx + w * 0.1,
          y1: top - h * 0.14,
          x2: cx + w * 0.1,
          y2: top - h * 0.24,
          stroke: dark,
          'stroke-width': 5,
          'stroke-linecap': 'round',
        }),
      ];
      break;
  }
  return [el('g', { 'data-part': 'headwear' }, parts)];
}

/** Soft light and shade on the skin, drawn over the head and under the features. */
export function skinLight(f: Frame): SvgNode[] {
  const { cx, cy, w, h } = f;
  const gloss = `url(#${GLOSS})`;
  return [
    el('ellipse', { cx: cx - w * 0.28, cy: cy - h * 0.5, rx: w * 0.42, ry: h * 0.17, fill: gloss }),
    el('ellipse', { cx: cx - w * 0.55, cy: cy + h * 0.12, rx: w * 0.22, ry: h * 0.1, fill: gloss }),
    el('ellipse', { cx: cx + 4, cy: cy + h * 0.22, rx: 6, ry: 13, fill: gloss }),
  ];
}

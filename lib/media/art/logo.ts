import { AA_TEXT, contrast, ensureContrast } from './color';
import { rng } from './random';
import { el, num, svgDocument, type SvgNode } from './svg';

/**
 * The logo generator's recipe: a brand name, tagline, industry, style and layout in; a vector logo
 * and a square icon mark out. Names are set as SVG text (escaped by the serializer) in font stacks
 * every computer has. Colors come from curated palettes and are adjusted until the name and
 * tagline pass WCAG AA (4.5:1) against the background and the icon passes 3:1 on its tile.
 */
/** Icon drawings: Lucide's 24 × 24 nodes, `[tag, attributes][]`. */
export type IconNodes = Record<
  string,
  readonly (readonly [string, Record<string, string | number | undefined>])[]
>;

export const INDUSTRIES = [
  {
    id: 'tech',
    label: 'Technology and software',
    icons: [
      { id: 'cpu', label: 'Chip' },
      { id: 'code', label: 'Code' },
      { id: 'cloud', label: 'Cloud' },
      { id: 'zap', label: 'Bolt' },
      { id: 'rocket', label: 'Rocket' },
      { id: 'boxes', label: 'Blocks' },
    ],
  },
  {
    id: 'finance',
    label: 'Finance and accounting',
    icons: [
      { id: 'landmark', label: 'Bank' },
      { id: 'trending-up', label: 'Growth' },
      { id: 'coins', label: 'Coins' },
      { id: 'piggy-bank', label: 'Piggy bank' },
      { id: 'wallet', label: 'Wallet' },
      { id: 'scale', label: 'Scale' },
    ],
  },
  {
    id: 'health',
    label: 'Health and wellness',
    icons: [
      { id: 'heart-pulse', label: 'Heartbeat' },
      { id: 'stethoscope', label: 'Stethoscope' },
      { id: 'activity', label: 'Pulse' },
      { id: 'pill', label: 'Pill' },
      { id: 'leaf', label: 'Leaf' },
      { id: 'shield-check', label: 'Shield' },
    ],
  },
  {
    id: 'food',
    label: 'Food and drink',
    icons: [
      { id: 'coffee', label: 'Coffee' },
      { id: 'chef-hat', label: 'Chef hat' },
      { id: 'utensils', label: 'Utensils' },
      { id: 'pizza', label: 'Pizza' },
      { id: 'croissant', label: 'Croissant' },
      { id: 'wine', label: 'Wine' },
    ],
  },
  {
    id: 'education',
    label: 'Education and training',
    icons: [
      { id: 'graduation-cap', label: 'Graduation cap' },
      { id: 'book-open', label: 'Book' },
      { id: 'lightbulb', label: 'Light bulb' },
      { id: 'pencil', label: 'Pencil' },
      { id: 'school', label: 'School' },
    ],
  },
  {
    id: 'creative',
    label: 'Creative and design',
    icons: [
      { id: 'palette', label: 'Palette' },
      { id: 'pen-tool', label: 'Pen' },
      { id: 'camera', label: 'Camera' },
      { id: 'sparkles', label: 'Sparkles' },
      { id: 'brush', label: 'Brush' },
    ],
  },
  {
    id: 'construction',
    label: 'Construction and trades',
    icons: [
      { id: 'hammer', label: 'Hammer' },
      { id: 'hard-hat', label: 'Hard hat' },
      { id: 'ruler', label: 'Ruler' },
      { id: 'building', label: 'Building' },
      { id: 'wrench', label: 'Wrench' },
      { id: 'house', label: 'House' },
    ],
  },
  {
    id: 'retail',
    label: 'Retail and e-commerce',
    icons: [
      { id: 'shopping-bag', label: 'Shopping bag' },
      { id: 'store', label: 'Store' },
      { id: 'tag', label: 'Tag' },
      { id: 'gift', label: 'Gift' },
      { id: 'shirt', label: 'Shirt' },
    ],
  },
  {
    id: 'consulting',
    label: 'Consulting and services',
    icons: [
      { id: 'handshake', label: 'Handshake' },
      { id: 'compass', label: 'Compass' },
      { id: 'target', label: 'Target' },
      { id: 'briefcase', label: 'Briefcase' },
      { id: 'lightbulb', label: 'Light bulb' },
    ],
  },
  {
    id: 'people',
    label: 'HR, recruiting and staffing',
    icons: [
      { id: 'users', label: 'People' },
      { id: 'user-check', label: 'Person with check' },
      { id: 'handshake', label: 'Handshake' },
      { id: 'briefcase', label: 'Briefcase' },
      { id: 'heart', label: 'Heart' },
      { id: 'sprout', label: 'Sprout' },
    ],
  },
  {
    id: 'travel',
    label: 'Travel and hospitality',
    icons: [
      { id: 'plane', label: 'Plane' },
      { id: 'map-pin', label: 'Map pin' },
      { id: 'globe', label: 'Globe' },
      { id: 'mountain', label: 'Mountain' },
      { id: 'sailboat', label: 'Sailboat' },
    ],
  },
  {
    id: 'nature',
    label: 'Nature and sustainability',
    icons: [
      { id: 'leaf', label: 'Leaf' },
      { id: 'tree-pine', label: 'Pine tree' },
      { id: 'sun', label: 'Sun' },
      { id: 'flower', label: 'Flower' },
      { id: 'sprout', label: 'Sprout' },
    ],
  },
] as const;
export type Industry = (typeof INDUSTRIES)[number]['id'];

export const LOGO_STYLES = [
  {
    id: 'modern',
    label: 'Modern',
    family: "'Segoe UI', 'Helvetica Neue', Arial, system-ui, sans-serif",
    weight: 700,
    upper: false,
    width: 0.6,
    tile: 'rounded',
  },
  {
    id: 'classic',
    label: 'Classic',
    family: "Georgia, 'Times New Roman', Times, serif",
    weight: 700,
    upper: false,
    width: 0.58,
    tile: 'circle',
  },
  {
    id: 'playful',
    label: 'Playful',
    family: "ui-rounded, 'SF Pro Rounded', 'Arial Rounded MT Bold', 'Trebuchet MS', sans-serif",
    weight: 700,
    upper: false,
    width: 0.62,
    tile: 'blob',
  },
  {
    id: 'bold',
    label: 'Bold',
    family: "'Arial Black', Impact, 'Helvetica Neue', Arial, sans-serif",
    weight: 900,
    upper: true,
    width: 0.78,
    tile: 'square',
  },
  {
    id: 'minimal',
    label: 'Minimal',
    family: "'Helvetica Neue', 'Segoe UI', Arial, sans-serif",
    weight: 300,
    upper: false,
    width: 0.55,
    tile: 'none',
  },
  {
    id: 'tech',
    label: 'Technical',
    family: "ui-monospace, 'SF Mono', Menlo, Consolas, 'Courier New', monospace",
    weight: 700,
    upper: false,
    width: 0.62,
    tile: 'rounded',
  },
] as const;
export type LogoStyle = (typeof LOGO_STYLES)[number]['id'];

export const LOGO_LAYOUTS = [
  { id: 'icon-left', label: 'Icon left' },
  { id: 'stacked', label: 'Stacked' },
  { id: 'badge', label: 'Badge' },
  { id: 'monogram', label: 'Monogram' },
] as const;
export type LogoLayout = (typeof LOGO_LAYOUTS)[number]['id'];

type Palette = { name: string; background: string; tile: string; icon: string; text: string; accent: string };

const PALETTES: readonly Palette[] = [
  {
    name: 'indigo on white',
    background: '#ffffff',
    tile: '#4f46e5',
    icon: '#ffffff',
    text: '#1e1b4b',
    accent: '#4f46e5',
  },
  {
    name: 'teal on mist',
    background: '#f0fdfa',
    tile: '#0f766e',
    icon: '#ffffff',
    text: '#134e4a',
    accent: '#0d9488',
  },
  {
    name: 'coral on cream',
    background: '#fff7ed',
    tile: '#f97362',
    icon: '#ffffff',
    text: '#431407',
    accent: '#c2410c',
  },
  {
    name: 'gold on navy',
    background: '#0f172a',
    tile: '#f5b700',
    icon: '#0f172a',
    text: '#f8fafc',
    accent: '#fcd34d',
  },
  {
    name: 'green on white',
    background: '#ffffff',
    tile: '#15803d',
    icon: '#ffffff',
    text: '#14532d',
    accent: '#16a34a',
  },
  {
    name: 'violet on lilac',
    background: '#f5f3ff',
    tile: '#7c3aed',
    icon: '#ffffff',
    text: '#2e1065',
    accent: '#7c3aed',
  },
  {
    name: 'black and yellow',
    background: '#fefce8',
    tile: '#111827',
    icon: '#facc15',
    text: '#111827',
    accent: '#a16207',
  },
  {
    name: 'sky on charcoal',
    background: '#1f2937',
    tile: '#38bdf8',
    icon: '#0c4a6e',
    text: '#f9fafb',
    accent: '#7dd3fc',
  },
  {
    name: 'rose on white',
    background: '#ffffff',
    tile: '#e11d48',
    icon: '#ffffff',
    text: '#4c0519',
    accent: '#be123c',
  },
  {
    name: 'slate on white',
    background: '#ffffff',
    tile: '#334155',
    icon: '#f8fafc',
    text: '#0f172a',
    accent: '#475569',
  },
];

export type LogoSettings = {
  name: string;
  tagline: string;
  industry: Industry;
  /** An icon id of the industry, or `any` for the picture code's pick. */
  icon: string;
  style: LogoStyle;
  layout: LogoLayout;
  transparent: boolean;
  seed: string;
};

export const MAX_NAME = 40;
export const MAX_TAGLINE = 60;

export type ContrastCheck = { label: string; ratio: number; needed: number };

export type LogoColors = Palette & { checks: ContrastCheck[] };

/** The palette for a code, with text and icon colors moved until they pass. */
export function logoColors(seed: string, transparent: boolean): LogoColors {
  const palette = rng(`logo-colors:${seed}`).pick(PALETTES);
  // A transparent logo is judged against a white page, the usual place it lands.
  const ground = transparent ? '#ffffff' : palette.background;
  const text = ensureContrast(palette.text, ground, AA_TEXT);
  const accent = ensureContrast(palette.accent, ground, AA_TEXT);
  const icon = ensureContrast(palette.icon, palette.tile, 3);
  return {
    ...palette,
    text,
    accent,
    icon,
    checks: [
      { label: 'Name on background', ratio: contrast(text, ground), needed: AA_TEXT },
      { label: 'Tagline on background', ratio: contrast(accent, ground), needed: AA_TEXT },
      { label: 'Icon on its tile', ratio: contrast(icon, palette.tile), needed: 3 },
    ],
  };
}

export function cleanName(name: string): string {
  return name.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME);
}

/** Up to two initials: “Acme Talent” → “AT”, “Northwind” → “N”. */
export function initials(name: string): string {
  const words = cleanName(name)
    .split(' ')
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  const letters = words.slice(0, 2).map((w) => Array.from(w.replace(/^[^\p{L}\p{N}]+/u, ''))[0] ?? '');
  return letters.join('').toUpperCase() || 'Q';
}

export function industryOf(id: Industry) {
  return INDUSTRIES.find((i) => i.id === id) ?? INDUSTRIES[0];
}

export function styleOf(id: LogoStyle) {
  return LOGO_STYLES.find((s) => s.id === id) ?? LOGO_STYLES[0];
}

/** The icon the logo uses: the visitor's, or the code's pick from the industry's list. */
export function iconFor(settings: LogoSettings): { id: string; label: string } {
  const list: readonly { id: string; label: string }[] = industryOf(settings.industry).icons;
  return list.find((i) => i.id === settings.icon) ?? rng(`logo-icon:${settings.seed}`).pick(list);
}

/** Estimated width of a line of text, from the style's average letter width. */
function textWidth(text: string, size: number, widthEm: number): number {
  return Array.from(text).length * size * widthEm;
}

function tileShape(kind: string, x: number, y: number, size: number, fill: string): SvgNode | null {
  switch (kind) {
    case 'circle':
      return el('circle', { cx: x + size / 2, cy: y + size / 2, r: size / 2, fill });
    case 'square':
      return el('rect', { x, y, width: size, height: size, rx: size * 0.06, fill });
    case 'blob':
      return el('path', {
        d: `M${num(x + size * 0.5)} ${num(y)} C${num(x + size * 0.95)} ${num(y - size * 0.02)} ${num(x + size * 1.04)} ${num(y + size * 0.55)} ${num(x + size * 0.82)} ${num(y + size * 0.86)} C${num(x + size * 0.6)} ${num(y + size * 1.08)} ${num(x + size * 0.08)} ${num(y + size * 1.02)} ${num(x + size * 0.02)} ${num(y + size * 0.6)} C${num(x - size * 0.04)} ${num(y + size * 0.2)} ${num(x + size * 0.2)} ${num(y + size * 0.02)} ${num(x + size * 0.5)} ${num(y)} Z`,
        fill,
      });
    case 'none':
      return null;
    default:
      return el('rect', { x, y, width: size, height: size, rx: size * 0.24, fill });
  }
}

function iconGroup(
  node: IconNodes[string] | undefined,
  x: number,
  y: number,
  size: number,
  color: string,
): SvgNode {
  const children = (node ?? []).map(([tag, attrs]) => el(tag as 'path', { ...attrs, key: undefined }));
  return el(
    'g',
    {
      transform: `translate(${num(x)} ${num(y)}) scale(${num(size / 24)})`,
      fill: 'none',
      stroke: color,
      'stroke-width': 2,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      'data-icon': 'mark',
    },
    children,
  );
}

/** The square mark: the icon on its tile, or the initials for a monogram. */
function mark(
  settings: LogoSettings,
  colors: LogoColors,
  nodes: IconNodes,
  x: number,
  y: number,
  size: number,
  forceTile = false,
): SvgNode[] {
  const style = styleOf(settings.style);
  const tileKind = style.tile === 'none' && forceTile ? 'rounded' : style.tile;
  const tile = tileShape(tileKind, x, y, size, colors.tile);
  const ink = tile ? colors.icon : colors.tile;
  const out: SvgNode[] = tile ? [tile] : [];
  if (settings.layout === 'monogram') {
    const letters = initials(settings.name);
    out.push(
      el(
        'text',
        {
          x: x + size / 2,
          y: y + size / 2,
          'text-anchor': 'middle',
          'dominant-baseline': 'central',
          'font-family': style.family,
          'font-weight': Math.max(600, style.weight),
          'font-size': size * (letters.length > 1 ? 0.42 : 0.56),
          fill: ink,
          'data-monogram': letters,
        },
        [letters],
      ),
    );
  } else {
    const pad = tile ? size * 0.22 : 0;
    out.push(iconGroup(nodes[iconFor(settings).id], x + pad, y + pad, size - pad * 2, ink));
  }
  return out;
}

const nameText = (settings: LogoSettings) => {
  const name = cleanName(settings.name) || 'Your brand';
  return styleOf(settings.style).upper ? name.toUpperCase() : name;
};

export type Logo = {
  svg: string;
  markSvg: string;
  alt: string;
  width: number;
  height: number;
  colors: LogoColors;
  icon: { id: string; label: string };
};

export function drawLogo(settings: LogoSettings, nodes: IconNodes): Logo {
  const style = styleOf(settings.style);
  const colors = logoColors(settings.seed, settings.transparent);
  const name = nameText(settings);
  const tagline = settings.tagline.replace(/\s+/g, ' ').trim().slice(0, MAX_TAGLINE);
  const textAttrs = (size: number, anchor: string) => ({
    'font-family': style.family,
    'font-weight': style.weight,
    'font-size': size,
    'text-anchor': anchor,
    'letter-spacing': style.upper ? size * 0.04 : undefined,
    fill: colors.text,
    'data-text': 'name',
  });
  const taglineAttrs = (size: number, anchor: string) => ({
    'font-family': style.family,
    'font-weight': 400,
    'font-size': size,
    'text-anchor': anchor,
    'letter-spacing': size * 0.08,
    fill: colors.accent,
    'data-text': 'tagline',
  });
  const body: SvgNode[] = [];
  let width: number;
  let height: number;

  if (settings.layout === 'icon-left') {
    const nameSize = 72;
    const tagSize = 26;
    const markSize = tagline ? 150 : 124;
    const textW = Math.max(
      textWidth(name, nameSize, style.width),
      tagline ? textWidth(tagline.toUpperCase(), tagSize, 0.66) : 0,
    );
    width = Math.round(48 + markSize + 36 + textW + 56);
    height = Math.round(markSize + 96);
    const x = 48 + markSize + 36;
    body.push(...mark(settings, colors, nodes, 48, 48, markSize));
    const nameY = tagline ? 48 + markSize * 0.52 : 48 + markSize / 2 + nameSize * 0.35;
    body.push(el('text', { x, y: nameY, ...textAttrs(nameSize, 'start') }, [name]));
    if (tagline)
      body.push(
        el('text', { x, y: nameY + tagSize * 1.7, ...taglineAttrs(tagSize, 'start') }, [
          tagline.toUpperCase(),
        ]),
      );
  } else if (settings.layout === 'badge') {
    width = 640;
    height = 640;
    const c = width / 2;
    const inner = 236;
    body.push(el('circle', { cx: c, cy: c, r: 290, fill: 'none', stroke: colors.tile, 'stroke-width': 10 }));
    body.push(el('circle', { cx: c, cy: c, r: 268, fill: 'none', stroke: colors.tile, 'stroke-width': 3 }));
    body.push(...mark(settings, colors, nodes, c - 70, 110, 140, true));
    const nameSize = Math.min(64, (inner * 2 * 0.86) / Math.max(1, Array.from(name).length * style.width));
    body.push(el('text', { x: c, y: 350, ...textAttrs(nameSize, 'middle') }, [name]));
    body.push(
      el('line', { x1: c - 120, y1: 385, x2: c + 120, y2: 385, stroke: colors.accent, 'stroke-width': 3 }),
    );
    if (tagline) {
      const tagSize = Math.min(24, (inner * 2 * 0.8) / Math.max(1, tagline.length * 0.66));
      body.push(el('text', { x: c, y: 430, ...taglineAttrs(tagSize, 'middle') }, [tagline.toUpperCase()]));
    }
  } else {
    // Stacked and monogram: the mark above, the name and tagline centered under it.
    const nameSize = 68;
    const tagSize = 24;
    const markSize = settings.layout === 'monogram' ? 200 : 160;
    const textW = Math.max(
      textWidth(name, nameSize, style.width),
      tagline ? textWidth(tagline.toUpperCase(), tagSize, 0.66) : 0,
    );
    width = Math.round(Math.max(markSize + 160, textW + 120));
    height = Math.round(56 + markSize + 40 + nameSize + (tagline ? tagSize * 2.2 : 0) + 48);
    const c = width / 2;
    body.push(
      ...mark(settings, colors, nodes, c - markSize / 2, 56, markSize, settings.layout === 'monogram'),
    );
    const nameY = 56 + markSize + 40 + nameSize * 0.8;
    body.push(el('text', { x: c, y: nameY, ...textAttrs(nameSize, 'middle') }, [name]));
    if (tagline)
      body.push(
        el('text', { x: c, y: nameY + tagSize * 1.9, ...taglineAttrs(tagSize, 'middle') }, [
          tagline.toUpperCase(),
        ]),
      );
  }

  const background = settings.transparent ? [] : [el('rect', { width, height, fill: colors.background })];
  const icon = iconFor(settings);
  const layout = LOGO_LAYOUTS.find((l) => l.id === settings.layout)!.label.toLowerCase();
  const what =
    settings.layout === 'monogram'
      ? `“${initials(settings.name)}” monogram`
      : `${icon.label.toLowerCase()} icon`;
  const alt = `Logo for “${cleanName(settings.name) || 'Your brand'}”: ${what}, ${layout} layout, ${style.label.toLowerCase()} style, ${colors.name}${settings.transparent ? ' (transparent background)' : ''}${tagline ? `, tagline “${tagline}”` : ''}`;
  const markBody = [
    ...(settings.transparent ? [] : [el('rect', { width: 512, height: 512, fill: colors.background })]),
    ...mark(settings, colors, nodes, 56, 56, 400, true),
  ];
  return {
    svg: svgDocument({ width, height, alt, body: [...background, ...body] }),
    markSvg: svgDocument({
      width: 512,
      height: 512,
      alt: `Icon mark for “${cleanName(settings.name) || 'Your brand'}”`,
      body: markBody,
    }),
    alt,
    width,
    height,
    colors,
    icon,
  };
}

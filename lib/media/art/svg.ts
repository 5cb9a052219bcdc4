/**
 * Pictures as data: every generator builds a tree of SVG nodes and this module turns it into text.
 * Tag and attribute names come from fixed lists and every value is escaped, so text typed by the
 * visitor (a brand name, tattoo lettering) can only ever appear as characters, never as markup.
 */
const TAGS = [
  'svg',
  'title',
  'desc',
  'defs',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'linearGradient',
  'radialGradient',
  'stop',
  'filter',
  'feTurbulence',
  'feDisplacementMap',
  'feGaussianBlur',
  'feColorMatrix',
  'feComposite',
  'feBlend',
  'clipPath',
  'mask',
  'pattern',
  'use',
] as const;
export type SvgTag = (typeof TAGS)[number];

export type SvgValue = string | number | undefined;
export type SvgAttrs = Record<string, SvgValue>;
export type SvgNode = { tag: SvgTag; attrs: SvgAttrs; children: (SvgNode | string)[] };

const TAG_SET: ReadonlySet<string> = new Set(TAGS);
/** Plain attribute names only: no `on…` handlers, no namespaced tricks beyond xmlns. */
const ATTR_NAME = /^[a-zA-Z][a-zA-Z0-9-]*$/;
/** Characters XML 1.0 forbids anywhere, even escaped. */
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function el(tag: SvgTag, attrs: SvgAttrs = {}, children: (SvgNode | string)[] = []): SvgNode {
  return { tag, attrs, children };
}

export function escapeXml(text: string): string {
  return text
    .replace(FORBIDDEN, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Numbers rounded to two decimals: smaller files, identical pictures. */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function attrText(name: string, value: SvgValue): string {
  if (value === undefined) return '';
  if (!ATTR_NAME.test(name) || /^on/i.test(name)) throw new Error(`Attribute "${name}" is not allowed.`);
  const text = typeof value === 'number' ? num(value) : value;
  // A reference may only point inside this picture.
  if (name === 'href' && !text.startsWith('#')) throw new Error('Only local references are allowed.');
  return ` ${name}="${escapeXml(text)}"`;
}

export function serialize(node: SvgNode | string): string {
  if (typeof node === 'string') return escapeXml(node);
  if (!TAG_SET.has(node.tag)) throw new Error(`Tag "${node.tag}" is not allowed.`);
  const attrs = Object.entries(node.attrs)
    .map(([name, value]) => attrText(name, value))
    .join('');
  if (!node.children.length) return `<${node.tag}${attrs}/>`;
  return `<${node.tag}${attrs}>${node.children.map(serialize).join('')}</${node.tag}>`;
}

export type Picture = {
  width: number;
  height: number;
  /** What the picture shows, for its alt text and the SVG's <title>. */
  alt: string;
  /** The picture's content, drawn in a width × height coordinate space. */
  body: SvgNode[];
  defs?: SvgNode[];
};

/** A standalone SVG file: sized, titled for screen readers and ready to save or show in an <img>. */
export function svgDocument(picture: Picture): string {
  const { width, height } = picture;
  const children: SvgNode[] = [el('title', {}, [picture.alt])];
  if (picture.defs?.length) children.push(el('defs', {}, picture.defs));
  children.push(...picture.body);
  return serialize(
    el(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width,
        height,
        viewBox: `0 0 ${num(width)} ${num(height)}`,
        role: 'img',
      },
      children,
    ),
  );
}

/** A path's `d` from points: `M x y L x y …`, closed when asked. */
export function pathFrom(points: readonly (readonly [number, number])[], close = false): string {
  const parts = points.map(([x, y], index) => `${index ? 'L' : 'M'}${num(x)} ${num(y)}`);
  return parts.join(' ') + (close ? ' Z' : '');
}

/** A smooth closed curve through points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: readonly (readonly [number, number])[], close = true): string {
  const n = points.length;
  if (n < 3) return pathFrom(points, close);
  const at = (i: number) => points[close ? (i + n) % n : Math.max(0, Math.min(n - 1, i))]!;
  let d = `M${num(points[0]![0])} ${num(points[0]![1])}`;
  const last = close ? n : n - 1;
  for (let i = 0; i < last; i += 1) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += ` C${num(c1x)} ${num(c1y)} ${num(c2x)} ${num(c2y)} ${num(p2[0])} ${num(p2[1])}`;
  }
  return close ? `${d} Z` : d;
}

/**
 * Estimates how wide text renders in Google's desktop results, which cut titles at about 580 px
 * (20 px Arial) and descriptions at about 920 px (14 px Arial). Widths are Arial's advance widths in
 * thousandths of an em (its metrics file); characters not listed count as a digit's width.
 */
const WIDTHS: Record<string, number> = {
  ' ': 278,
  '!': 278,
  '"': 355,
  '#': 556,
  $: 556,
  '%': 889,
  '&': 667,
  "'": 191,
  '(': 333,
  ')': 333,
  '*': 389,
  '+': 584,
  ',': 278,
  '-': 333,
  '.': 278,
  '/': 278,
  ':': 278,
  ';': 278,
  '<': 584,
  '=': 584,
  '>': 584,
  '?': 556,
  '@': 1015,
  '[': 278,
  '\\': 278,
  ']': 278,
  '^': 469,
  _: 556,
  '`': 333,
  '{': 334,
  '|': 260,
  '}': 334,
  '~': 584,
  '–': 556,
  '—': 1000,
  '’': 222,
  '‘': 222,
  '“': 333,
  '”': 333,
  '…': 1000,
  '·': 278,
  '•': 350,
  A: 667,
  B: 667,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 500,
  K: 667,
  L: 556,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
  a: 556,
  b: 556,
  c: 500,
  d: 556,
  e: 556,
  f: 278,
  g: 556,
  h: 556,
  i: 222,
  j: 222,
  k: 500,
  l: 222,
  m: 833,
  n: 556,
  o: 556,
  p: 556,
  q: 556,
  r: 333,
  s: 500,
  t: 278,
  u: 556,
  v: 500,
  w: 722,
  x: 500,
  y: 500,
  z: 500,
};

export const TITLE_FONT_PX = 20;
export const DESCRIPTION_FONT_PX = 14;
export const TITLE_LIMIT_PX = 580;
export const DESCRIPTION_LIMIT_PX = 920;

const charWidth = (char: string) => WIDTHS[char] ?? 556;

export function textWidth(text: string, fontPx: number): number {
  let units = 0;
  for (const char of text) units += charWidth(char);
  return Math.round((units * fontPx) / 1000);
}

/** The text as a result page would show it: whole when it fits, else cut at a word with "…". */
export function truncateToWidth(
  text: string,
  fontPx: number,
  limitPx: number,
): { text: string; cut: boolean } {
  if (textWidth(text, fontPx) <= limitPx) return { text, cut: false };
  const ellipsis = textWidth(' …', fontPx);
  let width = 0;
  let end = 0;
  const chars = [...text];
  for (let i = 0; i < chars.length; i += 1) {
    width += (charWidth(chars[i] as string) * fontPx) / 1000;
    if (width + ellipsis > limitPx) break;
    end = i + 1;
  }
  const head = chars.slice(0, end).join('');
  const atWord = head.lastIndexOf(' ');
  return {
    text: `${(atWord > end * 0.6 ? head.slice(0, atWord) : head).replace(/[\s,.;:|–—-]+$/, '')} …`,
    cut: true,
  };
}

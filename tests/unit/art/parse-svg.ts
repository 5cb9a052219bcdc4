/** Parses as XML the way a browser would read a saved .svg file; throws on a broken one. */
export function parseSvg(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const error = doc.querySelector('parsererror');
  if (error) throw new Error(error.textContent ?? 'parse error');
  return doc;
}

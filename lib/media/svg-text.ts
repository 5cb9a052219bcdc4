/** The SVG as a `data:` URL for an `<img>`, where scripts and event handlers in it cannot run. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The SVG without its license metadata: for small previews, where the credit is shown as text. */
export function withoutMetadata(svg: string): string {
  return svg.replace(/<metadata\b[\s\S]*?<\/metadata>/, '');
}

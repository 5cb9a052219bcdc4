import sanitizeHtml from 'sanitize-html';

/**
 * Plan prices are content that may carry a little inline markup (`$99<small>/month</small>`).
 * They are rendered as HTML, so they pass through this allow-list when the page is built: only
 * text-level tags survive, with no attributes at all, which rules out event handlers, styles,
 * links and anything executable. The text inside a dropped `<script>` or `<style>` goes too.
 */
export const PRICE_TAGS = [
  'small',
  'sup',
  'sub',
  'span',
  'strong',
  'em',
  'b',
  'i',
  's',
  'del',
  'br',
] as const;

export function sanitizePriceHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...PRICE_TAGS],
    allowedAttributes: {},
    allowedSchemes: [],
    disallowedTagsMode: 'discard',
  }).trim();
}

/** The price as plain text, for labels and structured data. */
export function priceText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

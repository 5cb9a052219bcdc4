import { createHash } from 'node:crypto';

/** One `<script>` or `<style>` element of an HTML file, with its attributes and raw text. */
export interface InlineElement {
  tag: 'script' | 'style';
  attributes: Record<string, string>;
  text: string;
}

// An attribute in a start tag: name, then an optional quoted or unquoted value (HTML spec syntax).
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const START_TAG = (tag: string) =>
  new RegExp(`<${tag}((?:\\s+[^\\s"'>/=]+(?:\\s*=\\s*(?:"[^"]*"|'[^']*'|[^\\s"'=<>\`]+))?)*)\\s*/?>`, 'gi');

export function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    attributes[match[1]!.toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attributes;
}

/**
 * Every `<script>`/`<style>` element, read the way the HTML tokenizer does: the text runs to the
 * first `</script` (or `</style`) followed by whitespace, `/` or `>`, whatever it looks like inside.
 */
export function elementsOf(html: string, tag: 'script' | 'style'): InlineElement[] {
  const elements: InlineElement[] = [];
  const start = START_TAG(tag);
  const end = new RegExp(`</${tag}[\\s/>]`, 'i');
  let match: RegExpExecArray | null;
  while ((match = start.exec(html))) {
    const from = match.index + match[0].length;
    const close = html.slice(from).search(end);
    const text = close === -1 ? html.slice(from) : html.slice(from, from + close);
    elements.push({ tag, attributes: parseAttributes(match[1] ?? ''), text });
    start.lastIndex = close === -1 ? html.length : from + close;
  }
  return elements;
}

// https://mimesniff.spec.whatwg.org/#javascript-mime-type, plus `module`. `importmap` and
// `speculationrules` are not JavaScript, but Chromium checks them against script-src all the same.
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/**
 * Whether the browser runs this inline script, and so checks it against the policy. Data blocks
 * such as `application/ld+json` are never run: Chromium skips them before the CSP check.
 */
export function isExecutableInlineScript(element: InlineElement): boolean {
  if (element.tag !== 'script' || 'src' in element.attributes) return false;
  return EXECUTABLE_TYPES.has((element.attributes.type ?? '').trim().toLowerCase());
}

/** The CSP source for a script or style text: the browser hashes it after newline normalisation. */
export function cspHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/** The hashes a page's policy must list for its own inline scripts and `<style>` elements. */
export function inlineHashes(html: string): InlineHashes {
  const unique = (values: string[]) => [...new Set(values)];
  return {
    scripts: unique(
      elementsOf(html, 'script')
        .filter(isExecutableInlineScript)
        .map((s) => cspHash(s.text)),
    ),
    styles: unique(elementsOf(html, 'style').map((s) => cspHash(s.text))),
  };
}

/** Inline event-handler attributes (`onclick="…"`) and `javascript:` URLs: a hash cannot allow them. */
export function inlineHandlers(html: string): string[] {
  const found: string[] = [];
  const tag = /<[a-z][^\s/>]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/gi;
  for (const match of html.matchAll(tag)) {
    for (const [name, value] of Object.entries(parseAttributes(match[1] ?? ''))) {
      if (/^on[a-z]+$/.test(name)) found.push(`${name}="${value}"`);
      else if (/^(href|src|action|formaction)$/.test(name) && /^\s*javascript:/i.test(value))
        found.push(`${name}="${value}"`);
    }
  }
  return found;
}

/** The JSON-LD blocks of a page that do not parse: a `</script` in the data broke out of its element. */
export function brokenJsonLd(html: string): string[] {
  return elementsOf(html, 'script')
    .filter((s) => (s.attributes.type ?? '').toLowerCase() === 'application/ld+json')
    .filter((s) => {
      try {
        JSON.parse(s.text);
        return false;
      } catch {
        return true;
      }
    })
    .map((s) => s.text.slice(0, 120));
}

const CSP_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/i;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Puts the policy `<meta>` at the top of `<head>`, before any script it governs (a meta policy
 * covers only what follows it). It goes just after `<meta charset>` when that opens the head, so
 * the charset stays within the first 1024 bytes as HTML requires. Running it twice replaces it.
 */
export function withCspMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  const cleaned = html.replace(CSP_META, '');
  const charset = /<head(\s[^>]*)?>\s*<meta char[sS]et="[^"]*"\/?>/.exec(cleaned);
  if (charset) {
    const at = charset.index + charset[0].length;
    return cleaned.slice(0, at) + meta + cleaned.slice(at);
  }
  const head = /<head(\s[^>]*)?>/i.exec(cleaned);
  if (!head) throw new Error('no <head> element to put the Content-Security-Policy in');
  const at = head.index + head[0].length;
  return cleaned.slice(0, at) + meta + cleaned.slice(at);
}

/** The policy a page's `<meta>` carries, as the browser reads the attribute. */
export function cspMetaOf(html: string): string | undefined {
  const raw = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/?>/i.exec(html)?.[1];
  return raw
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

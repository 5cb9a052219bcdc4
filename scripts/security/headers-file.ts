import { existsSync, readFileSync, statSync } from 'node:fs';
import { DOWNLOAD_FILES } from '../../content/downloads/catalog';
import { HEADER_DIRECTIVES, serializePolicy } from './csp';

/**
 * The response headers of the site, written to `out/_headers` (the format Netlify and Cloudflare
 * Pages read) and applied by scripts/static-server.ts, so local runs see what production sends.
 */
export interface HeaderRule {
  /** A URL path; `*` matches any run of characters, as in Netlify and Cloudflare Pages. */
  pattern: string;
  headers: [name: string, value: string][];
}

export const SECURITY_HEADERS: [string, string][] = [
  ['Content-Security-Policy', serializePolicy(HEADER_DIRECTIVES)],
  // Two years, the value hstspreload.org asks for; `preload` stays off until the owner submits the domain.
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  // Other sites learn the origin only; the site's own analytics keeps the full first referrer.
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // The mock interview records answers with the camera and microphone (kept on the device), so the
  // site itself may ask for them; embedded third-party code may not. Everything else is off.
  [
    'Permissions-Policy',
    'camera=(self), microphone=(self), geolocation=(), payment=(), usb=(), browsing-topics=()',
  ],
  // frame-ancestors for browsers that predate it.
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

export const HEADER_RULES: HeaderRule[] = [
  { pattern: '/*', headers: SECURITY_HEADERS },
  // Next fingerprints every file under /_next/static/, so a browser may keep them for good.
  { pattern: '/_next/static/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
  // The downloads live at extensionless URLs (/api/jd-template): the host cannot guess their type or name.
  ...DOWNLOAD_FILES.map((file): HeaderRule => ({
    pattern: file.path,
    headers: [
      ['Content-Type', file.contentType],
      ['Content-Disposition', `attachment; filename="${file.fileName}"`],
    ],
  })),
];

export function formatHeadersFile(rules: HeaderRule[]): string {
  const lines = [
    '# Response headers for Netlify and Cloudflare Pages, written by scripts/security/headers.ts',
    '# after each build. Other hosts: see README.md, "Security headers".',
  ];
  for (const rule of rules) {
    lines.push(rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (colon === -1 || !rule) throw new Error(`_headers: cannot read the line "${line}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

const patternRegExp = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );

/** The headers for a path: every matching rule in order, a later value for a name replacing an earlier one. */
export function headersFor(rules: HeaderRule[], path: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!patternRegExp(rule.pattern).test(path)) continue;
    for (const [name, value] of rule.headers) headers.set(name, value);
  }
  return headers;
}

/** Reads a `_headers` file on demand, again whenever it changes (a rebuild under a running server). */
export function headerRulesLoader(file: string): () => HeaderRule[] {
  let cached: { mtimeMs: number; rules: HeaderRule[] } | undefined;
  return () => {
    if (!existsSync(file)) return [];
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs)
      cached = { mtimeMs, rules: parseHeadersFile(readFileSync(file, 'utf8')) };
    return cached.rules;
  };
}

/**
 * The same headers for nginx, which reads no `_headers`. nginx drops a server block's add_header
 * lines in any location that has its own, so the security headers sit in a snippet that every
 * location includes again.
 */
export function formatNginxConfig(
  rules: HeaderRule[],
  snippetPath = 'snippets/quotient-headers.conf',
): string {
  const quote = (value: string) => `"${value.replace(/(["\\])/g, '\\$1')}"`;
  const addHeader = ([name, value]: [string, string]) => `add_header ${name} ${quote(value)} always;`;
  const [site, ...others] = rules;
  const lines = [
    `# /etc/nginx/${snippetPath}`,
    ...(site?.headers ?? []).map(addHeader),
    '',
    'server {',
    '    root /srv/quotient/out;',
    `    include ${snippetPath};`,
    '    error_page 404 /404.html;',
    '    location / {',
    `        include ${snippetPath};`,
    '        try_files $uri $uri/ $uri.html =404;',
    '    }',
  ];
  for (const rule of others) {
    const prefix = rule.pattern.endsWith('/*');
    lines.push(`    location ${prefix ? rule.pattern.slice(0, -1) : `= ${rule.pattern}`} {`);
    lines.push(`        include ${snippetPath};`);
    for (const [name, value] of rule.headers) {
      // nginx sets the type itself: a second Content-Type header would be sent beside it.
      lines.push(
        name === 'Content-Type' ? `        default_type ${value};` : `        ${addHeader([name, value])}`,
      );
    }
    lines.push('    }');
  }
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

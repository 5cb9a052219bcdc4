import type { PublicEnv } from '../../lib/env';
import type { InlineHashes } from './html';

/**
 * The Content Security Policy of the static export. The per-page part (hashes of the inline
 * scripts Next writes into each HTML file) goes into a `<meta http-equiv>`; what a meta policy
 * cannot carry (frame-ancestors) goes into the hosts' header files. README "Security headers"
 * explains every choice; keep the two in step.
 */

type Directives = Record<string, string[]>;

/** `https://host:port` of a configured URL; an empty or unreadable value allows nothing. */
export function originOf(url: string): string | undefined {
  if (!url) return undefined;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

// Google Analytics 4 through react-ga4: gtag.js from googletagmanager.com, hits to the regional
// google-analytics.com / analytics.google.com hosts (Google's own CSP guide for GA4).
const GA = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

const defined = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];

/** The outside origins the site may call: its three services, and analytics/A-B only when set. */
export function outsideOrigins(env: PublicEnv) {
  const ab = originOf(env.abScriptUrl);
  return {
    script: defined([...(env.gaId ? GA.script : []), ab]),
    connect: defined([
      originOf(env.trialApiUrl),
      originOf(env.leadsUrl),
      originOf(env.aiUrl),
      ...(env.gaId ? GA.connect : []),
      ab,
    ]),
    img: defined(env.gaId ? GA.img : []),
  };
}

/** The page policy: same-origin everything, hashed inline code, the configured outside origins. */
export function pageDirectives(env: PublicEnv, hashes: InlineHashes): Directives {
  const outside = outsideOrigins(env);
  return {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets heavy engines (media conversion, image work) compile WebAssembly;
    // it does not allow eval() or new Function() of JavaScript.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...hashes.scripts, ...outside.script],
    // Browsers without style-src-elem/-attr (before 2022) fall back to this line.
    'style-src': ["'self'", "'unsafe-inline'"],
    'style-src-elem': ["'self'", ...hashes.styles],
    // React renders style props as style="" attributes; they cannot run script.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...outside.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", 'data:', 'blob:', ...outside.connect],
    'media-src': ["'self'", 'data:', 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    // Document generators preview their PDF in a frame from a blob: URL.
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
  };
}

/**
 * The header policy for every response: only what a meta policy cannot say, plus two directives
 * that hold on every page. Browsers enforce it together with the page's meta policy.
 */
export const HEADER_DIRECTIVES: Directives = {
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
};

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** A policy string back into directives (lower-cased names, sources as written). */
export function parsePolicy(policy: string): Directives {
  const directives: Directives = {};
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives[name.toLowerCase()] = sources;
  }
  return directives;
}

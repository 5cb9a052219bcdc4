import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';

/**
 * Finds what looks like a credential in the built site. Everything in the export is public, so a
 * match is either a documented public value (the NEXT_PUBLIC_* settings, listed in `allowed`) or
 * a leak. Patterns follow the common secret scanners (gitleaks, GitHub secret scanning).
 */
export const SECRET_PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: 'private key', pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY( BLOCK)?-----/g },
  { name: 'AWS access key id', pattern: /\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA)[A-Z0-9]{16}\b/g },
  {
    name: 'AWS secret access key',
    pattern: /aws.{0,20}(?:secret|private).{0,20}['"][A-Za-z0-9/+=]{40}['"]/gi,
  },
  { name: 'OpenAI-style API key', pattern: /\bsk-(?:proj-|live-|ant-)?[A-Za-z0-9_-]{20,}/g },
  { name: 'Stripe secret key', pattern: /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}/g },
  { name: 'GitHub token', pattern: /\b(?:ghp|gho|ghu|ghs|ghr|github_pat)_[A-Za-z0-9_]{20,}/g },
  { name: 'Slack token', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { name: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { name: 'JSON Web Token', pattern: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g },
  { name: 'bearer token', pattern: /\bBearer\s+[A-Za-z0-9._~+/-]{16,}=*/g },
  {
    name: 'assigned secret',
    pattern:
      /\b(?:api[_-]?key|secret[_-]?key|client[_-]?secret|access[_-]?token|auth[_-]?token|password|passwd)\\?["']?\s*[:=]\s*\\?["'][^"'\s\\]{12,}\\?["']/gi,
  },
  { name: 'URL with credentials', pattern: /\bhttps?:\/\/[^/\s:@"']+:[^/\s:@"']{6,}@[^/\s"']+/g },
  // The token the site used to ship for the emulator: the AI key now lives in the gateway only.
  { name: 'AI token', pattern: /\bemulator-public-token\b/g },
  { name: 'AI provider key variable', pattern: /\bAI_PROVIDER_KEY\s*[:=]\s*["'][^"'\s]{8,}["']/g },
];

/**
 * A key with no known prefix: a quoted run of 32+ base64 or base64url characters that mixes upper
 * and lower case and digits and is close to random. Content hashes in the export are lower-case
 * hex or short base36 (chunk names, build ids) and integrity or CSP hashes carry a `sha…-` prefix,
 * so neither matches; a data URI's payload is skipped by its `base64,` prefix.
 */
const RANDOM_STRING = /(?<![\w+/=-]|sha(?:256|384|512)-|base64,)["'`]([A-Za-z0-9+/_-]{32,256}={0,2})["'`]/g;
const MIN_BITS_PER_CHAR = 4.2;

export function bitsPerChar(text: string): number {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

function looksRandom(value: string): boolean {
  if (/^sha(?:256|384|512)-/.test(value)) return false;
  // A random base62 key of 32+ characters holds about five digits; identifiers hold one or two.
  if (!/[a-z]/.test(value) || !/[A-Z]/.test(value) || (value.match(/[0-9]/g)?.length ?? 0) < 4) return false;
  // Encoded binary (fonts, images, WebAssembly) repeats characters (`AAAA`); keys rarely do.
  if (/(.)\1\1/.test(value)) return false;
  // Paths and identifiers split into words (`aB3/cD4`, `fooBarBaz_quxQuux`) are not keys.
  if (/\/[A-Za-z]/.test(value) && value.split('/').length > 3) return false;
  return bitsPerChar(value) >= MIN_BITS_PER_CHAR;
}

// Binary files and images cannot hold a readable key worth scanning; fonts and pictures are large.
const TEXT_FILES = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.txt',
  '.json',
  '.xml',
  '.md',
  '.map',
  '.svg',
  '.webmanifest',
  '',
]);

export interface SecretFinding {
  file: string;
  kind: string;
  excerpt: string;
  /** Character offset of the match in the file. */
  offset: number;
}

const excerpt = (found: string) => (found.length > 60 ? `${found.slice(0, 60)}…` : found);

/** Matches in one text, minus those that are (or contain only) an allowed public value. */
export function findSecrets(text: string, allowed: string[], file = ''): SecretFinding[] {
  const findings: SecretFinding[] = [];
  const publicValues = allowed.filter((value) => value.length >= 8);
  for (const { name, pattern } of SECRET_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const found = match[0];
      if (publicValues.some((value) => found.includes(value))) continue;
      findings.push({ file, kind: name, excerpt: excerpt(found), offset: match.index });
    }
  }
  for (const match of text.matchAll(RANDOM_STRING)) {
    const value = match[1]!;
    if (!looksRandom(value) || publicValues.some((allowed) => value.includes(allowed))) continue;
    if (findings.some((finding) => finding.offset <= match.index && match.index < finding.offset + 80))
      continue;
    findings.push({ file, kind: 'random-looking key', excerpt: excerpt(value), offset: match.index + 1 });
  }
  return findings;
}

export function scanFolder(root: string, allowed: string[]): SecretFinding[] {
  const findings: SecretFinding[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (TEXT_FILES.has(extname(name).toLowerCase()))
        findings.push(...findSecrets(readFileSync(full, 'utf8'), allowed, relative(root, full)));
    }
  };
  walk(root);
  return findings;
}

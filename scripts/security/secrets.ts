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
];

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
}

/** Matches in one text, minus those that are (or contain only) an allowed public value. */
export function findSecrets(text: string, allowed: string[], file = ''): SecretFinding[] {
  const findings: SecretFinding[] = [];
  const publicValues = allowed.filter((value) => value.length >= 8);
  for (const { name, pattern } of SECRET_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const found = match[0];
      if (publicValues.some((value) => found.includes(value))) continue;
      findings.push({ file, kind: name, excerpt: found.length > 60 ? `${found.slice(0, 60)}…` : found });
    }
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

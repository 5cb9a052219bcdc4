/**
 * Words that speak of how the site is made — the document it was built from, a tracker's issue or
 * ticket, a note left for later, filler text — rather than to the visitor reading the page.
 *
 * Each rule is narrow on purpose, because the same words have plain meanings visitors need on an
 * HR and hiring site:
 * - "spec"/"specification" fails unless a word before it says whose or what kind it is: a job or
 *   person specification is an HR document, a product's technical specifications are its data,
 *   a computer that "meets a specification" is plain English; a spec sheet and the job title
 *   "Specifications Writer" name things. "Specify"/"specified" never fail.
 *   So "our specification", "the spec", "per spec" and "spec §" all fail.
 * - "issue" fails only as a tracker reference ("issue #26", "issue 26", "GitHub issue"); to
 *   issue a refund, an issued card or common issues are English. "Volume 3, Issue 2" of a journal
 *   is a citation and passes.
 * - "ticket" fails only with a number or key ("ticket #12", "ticket HR-12", "Jira ticket"); a
 *   support ticket, a help-desk ticket or drawing tickets from a hat are what the pages describe.
 * - "TODO" and "FIXME" fail in capitals only (a to-do list is a thing visitors make); "lorem ipsum"
 *   fails in any case: no tool of the site generates it.
 */
import { readFileSync } from 'node:fs';
import { htmlFiles } from '../security/export-files';
import { urlPathOf } from './assets';
import { visibleText } from './visible-text';

export interface ProcessWordHit {
  rule: string;
  /** The words that matched, as written. */
  match: string;
  /** The text around it, to find it on the page. */
  context: string;
}

/** Words before "spec"/"specification" that make it the visitor's kind of spec, not ours. */
const QUALIFIERS = new Set([
  'job',
  'person',
  'role',
  'candidate',
  'technical',
  'tech',
  'product',
  'hardware',
  'system',
  'minimum',
  'recommended',
  'full',
  'high',
  'low',
  'a',
  'an',
]);

/** Words after it that make it a thing or a trade: a spec sheet, a Specifications Writer (a job title). */
const TRADES = /^[\s-]*(?:sheets?|writers?|checkers?|engineers?)\b/i;

interface Rule {
  name: string;
  pattern: RegExp;
  /** Whether a match is an ordinary use after all, given the text before it. */
  allowed?: (before: string, match: string, after: string) => boolean;
}

const lastWord = (before: string) => /([a-z]+)[\s-]*$/i.exec(before)?.[1]?.toLowerCase() ?? '';

const RULES: Rule[] = [
  {
    name: 'spec',
    pattern: /\bspec(?:ification)?s?\b/gi,
    allowed: (before, _match, after) => QUALIFIERS.has(lastWord(before)) || TRADES.test(after),
  },
  {
    name: 'issue',
    pattern: /\b(?:issues?\s*(?:#\s*\d*|no\.\s*\d+|\d+\b)|(?:github|gitlab|jira|linear)\s+issues?\b)/gi,
    allowed: (before, match) => /\d\s*$/.test(match) && /\bvol(?:ume|\.)?\s*\d+\s*[,.]?\s*$/i.test(before),
  },
  {
    name: 'ticket',
    pattern:
      /\b(?:tickets?\s*(?:#\s*\d*|no\.\s*\d+|\d+\b|[A-Z][A-Z0-9]+-\d+\b)|(?:github|gitlab|jira|linear)\s+tickets?\b)/gi,
  },
  { name: 'note for later', pattern: /\b(?:TODO|FIXME)\b/g },
  { name: 'filler text', pattern: /\blorem\s+ipsum\b/gi },
];

/** Every process word in a text, ordinary uses (see above) left out. */
export function processWords(text: string): ProcessWordHit[] {
  const hits: ProcessWordHit[] = [];
  for (const rule of RULES) {
    for (const found of text.matchAll(rule.pattern)) {
      const at = found.index;
      const before = text.slice(Math.max(0, at - 40), at);
      const after = text.slice(at + found[0].length, at + found[0].length + 40);
      if (rule.allowed?.(before, found[0], after)) continue;
      const context = text
        .slice(Math.max(0, at - 60), at + found[0].length + 60)
        .replace(/\s+/g, ' ')
        .trim();
      hits.push({ rule: rule.name, match: found[0], context });
    }
  }
  return hits;
}

/** Every process word in the visible text of every page of an export, with the page's URL path. */
export function processWordsOfExport(root: string): {
  pages: number;
  hits: (ProcessWordHit & { page: string })[];
} {
  const files = htmlFiles(root);
  const hits = files.flatMap((file) =>
    processWords(visibleText(readFileSync(file, 'utf8'))).map((hit) => ({
      page: urlPathOf(root, file),
      ...hit,
    })),
  );
  return { pages: files.length, hits };
}

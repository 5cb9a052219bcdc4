import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { claims, type Claim } from '@/content/claims';
import { caseStudies } from '@/content/stories';

/**
 * "One customer per claim, one meaning per figure": every figure in content/claims.ts, wherever a
 * page shows it, keeps the meaning the registry gives it, is not credited to another customer or
 * trade, and (for a customer figure) is told in that customer's own story.
 *
 * The text is every string exported by every module under content/, except the data sets where
 * numbers are data rather than claims: the glossary and the tools (formulas and worked examples),
 * minimum-wage rates and occupational wage tables.
 */
const ROOT = process.cwd();
const SKIPPED = [
  /^content\/glossary(?:\.ts|\/)/,
  /^content\/tools\//,
  /^content\/minimum-wage\//,
  /^content\/schema\//,
  /^content\/jobs\/wages\.ts$/,
  /^content\/claims\.ts$/,
];

type Text = {
  file: string;
  /** The page the text is on: the nearest enclosing object's `path`. */
  page: string;
  /** The company the text is credited to: the nearest enclosing `company` or story `customer.name`. */
  company?: string;
  /** The id of the customer story the text belongs to. */
  story?: string;
  /** On an industry page (section "Industries"), the page's slug, e.g. `fintech-recruitment`. */
  industry?: string;
  text: string;
  /** The enclosing object's short string fields together, e.g. a stat's value and label. */
  unit: string;
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function collect(
  value: unknown,
  context: Omit<Text, 'text' | 'unit'>,
  out: Text[],
  seen: WeakSet<object>,
  unit = '',
): void {
  if (typeof value === 'string') {
    out.push({ ...context, text: value, unit: unit || value });
    return;
  }
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    // A parsed line of prose (content/blog/prose.ts) is read as the line it was written as.
    if (
      value.length &&
      value.every((item) => isRecord(item) && typeof item.kind === 'string' && typeof item.text === 'string')
    ) {
      const line = value.map((item) => (item as { text: string }).text).join('');
      out.push({ ...context, text: line, unit: line });
      return;
    }
    for (const item of value) collect(item, context, out, seen, unit);
    return;
  }
  if (value instanceof Map || value instanceof Set) {
    for (const item of value.values()) collect(item, context, out, seen);
    return;
  }
  const record = value as Record<string, unknown>;
  const inner = { ...context };
  if (typeof record.path === 'string' && record.path.startsWith('/')) {
    inner.page = record.path;
    if (record.section === 'Industries') inner.industry = record.path.split('/').filter(Boolean).pop();
  }
  if (typeof record.company === 'string') inner.company = record.company;
  if (isRecord(record.customer) && typeof record.customer.name === 'string') {
    inner.company = record.customer.name;
    if (typeof record.id === 'string') inner.story = record.id;
  }
  const strings = Object.values(record).filter((field): field is string => typeof field === 'string');
  const own = strings.join(' · ');
  for (const field of Object.values(record)) collect(field, inner, out, seen, own);
}

/** Sentences of a text; a proof line's "·" separates claims as a full stop would. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+|\s·\s/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Harbor" and "Harbor Retail" are one customer: names compare on their first word. */
const key = (company: string) => company.split(/\s+/)[0]!;

let texts: Text[] = [];
let companies: string[] = [];

beforeAll(async () => {
  const paths = files(join(ROOT, 'content'))
    .map((path) => relative(ROOT, path).split('\\').join('/'))
    .filter((path) => !SKIPPED.some((skip) => skip.test(path)))
    // Leaf modules first, so a page's objects are credited to its own file, not to an index.
    .sort(
      (a, b) =>
        b.split('/').length - a.split('/').length ||
        Number(a.endsWith('/index.ts')) - Number(b.endsWith('/index.ts')) ||
        a.localeCompare(b),
    );
  const seen = new WeakSet<object>();
  const found: Text[] = [];
  for (const path of paths) {
    const exports = (await import(pathToFileURL(join(ROOT, path)).href)) as Record<string, unknown>;
    for (const exported of Object.values(exports)) {
      if (typeof exported === 'function') continue;
      collect(exported, { file: path, page: path }, found, seen);
    }
  }
  texts = found;
  const names = new Set<string>(caseStudies.map((story) => key(story.customer.name)));
  for (const text of found) if (text.company) names.add(key(text.company));
  names.delete('Quotient');
  companies = [...names];
}, 60000);

function storyOf(claim: Claim) {
  return caseStudies.find((story) => story.id === claim.customer);
}

/** Every place a registered figure is shown, with the problems found there. */
function problems(): string[] {
  // A page's text is often reachable from its own module and from an index that re-exports it
  // parsed; leaf modules are read first, so the first file named is the one to edit.
  const found = new Map<string, string>();
  const add = (where: string, problem: string, file: string) => {
    if (!found.has(`${where}: ${problem}`)) found.set(`${where}: ${problem}`, `${file} ${where}: ${problem}`);
  };
  for (const text of texts) {
    for (const sentence of sentences(text.text)) {
      for (const claim of claims) {
        if (!claim.patterns.some((pattern) => pattern.test(sentence))) continue;
        if (claim.unrelated?.some((pattern) => pattern.test(sentence))) continue;
        const where = `(${text.page}) "${claim.figure}" in "${sentence}"`;
        // A value or label alone ("<5 min") takes its meaning from the rest of the stat.
        const context = sentence.length < 40 ? `${sentence} · ${text.unit}` : sentence;
        if (!claim.means.test(context)) add(where, `does not mean "${claim.meaning}"`, text.file);
        // A stat's label is part of its figure; a hero's other lines are not.
        const near = sentence.length < 40 && text.unit.length < 120 ? context : sentence;
        const wrong = claim.not?.find((pattern) => pattern.test(near));
        if (wrong) add(where, `says ${wrong} beside a figure meaning "${claim.meaning}"`, text.file);
        const story = storyOf(claim);
        if (!story) continue;
        const owner = key(story.customer.name);
        if (text.company && key(text.company) !== owner)
          add(where, `credited to ${text.company}, but the figure is ${story.customer.name}’s`, text.file);
        for (const other of companies) {
          if (other !== owner && new RegExp(`\\b${escape(other)}\\b`).test(sentence))
            add(where, `names ${other}, but the figure is ${story.customer.name}’s`, text.file);
        }
        const industry = text.industry;
        if (industry && !claim.industries?.some((trade) => industry.startsWith(trade)))
          add(
            where,
            `shown as ${industry} proof, but it is ${story.customer.name}’s (${story.customer.industry})`,
            text.file,
          );
      }
    }
  }
  return [...found.values()].sort();
}

describe('marketing figures: one customer per claim, one meaning per figure', () => {
  it('registers each customer figure against a story that exists', () => {
    for (const claim of claims.filter((entry) => entry.customer !== null))
      expect(storyOf(claim), claim.id).toBeDefined();
    expect(new Set(claims.map((claim) => claim.id)).size).toBe(claims.length);
  });

  it('finds the text of the customer stories and the landing pages', () => {
    expect(texts.filter((text) => text.story).length).toBeGreaterThan(50);
    expect(new Set(texts.map((text) => text.industry).filter(Boolean)).size).toBeGreaterThanOrEqual(4);
  });

  it('finds every registered figure somewhere on the site', () => {
    const unseen = claims
      .filter(
        (claim) =>
          !texts.some((text) =>
            sentences(text.text).some((sentence) => claim.patterns.some((pattern) => pattern.test(sentence))),
          ),
      )
      .map((claim) => claim.id);
    expect(unseen).toEqual([]);
  });

  it('tells every customer figure in its own story, with its one meaning', () => {
    const missing = claims
      .filter((claim) => claim.customer !== null)
      .filter(
        (claim) =>
          !texts
            .filter((text) => text.story === claim.customer)
            .some((text) =>
              sentences(text.text).some(
                (sentence) =>
                  claim.patterns.some((pattern) => pattern.test(sentence)) &&
                  claim.means.test(sentence.length < 40 ? `${sentence} · ${text.unit}` : sentence),
              ),
            ),
      )
      .map((claim) => `${claim.id}: not in story ${claim.customer}`);
    expect(missing).toEqual([]);
  });

  it('shows each figure only with its one meaning and, for a customer figure, only for its customer', () => {
    expect(problems()).toEqual([]);
  });
});

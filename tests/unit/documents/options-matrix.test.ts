// @vitest-environment node
/**
 * Every generator rendered across its options and read the way a recipient would: by the grammar
 * checker the site ships (Harper and its rule layer), by rules for the mistakes a form letter makes
 * when one choice does not agree with another (an hourly worker told they are salaried, "per hour
 * per hour"), and as the PDF a visitor downloads (how many pages it takes). Each template's choices
 * are crossed in full when that is small, else in pairs, and the person, pay and employment choices
 * are always crossed in full. Problems are collected, printed with a summary, and must be none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { documentTools } from '@/content/tools/documents';
import { loadTemplate } from '@/content/tools/documents/templates';
import { plainText, type DocumentModel } from '@/lib/downloads/document';
import { renderPdf } from '@/lib/downloads/pdf';
import { changeValues, documentWarnings } from '@/lib/documents/change';
import { documentDefaults } from '@/lib/documents/defaults';
import { documentText } from '@/lib/documents/plain-text';
import { allFields, type DocumentFieldDef, type DocumentSpec } from '@/lib/documents/spec';
import { buildDocument } from '@/lib/documents/template';
import { isVisible, type FieldValue, type FormValues } from '@/lib/tools/fields';
import { readPdf } from '../downloads/inspect';
import type { Problem } from '@/lib/writing/grammar/problems';
import { grammarProblems, harper } from '../writing/grammar-oracle';
import { DAY } from './helpers';

/** The choices about the person and the job that change the most wording: always crossed in full. */
const PERSON_AND_PAY = ['pronoun', 'payBasis', 'employmentType'];
/** Crossing everything is affordable up to this many renders; past it, pairs. */
const FULL_CROSS_LIMIT = 48;

type Dimension = { key: string; values: FieldValue[] };

/**
 * A choice's values. A clock-time list (dozens of start times) changes a number, not the wording,
 * so only its ends and its default are tried.
 */
function dimension(field: DocumentFieldDef): Dimension | null {
  if (field.type === 'toggle') return { key: field.key, values: [field.default, !field.default] };
  if (field.type !== 'select') return null;
  const all = field.options.map((option) => option.value);
  const times = all.every((value) => /^\d{2}:\d{2}$/.test(value));
  return { key: field.key, values: times ? [...new Set([all[0]!, field.default, all.at(-1)!])] : all };
}

function product(dimensions: readonly Dimension[]): FormValues[] {
  return dimensions.reduce<FormValues[]>(
    (rows, { key, values }) => rows.flatMap((row) => values.map((value) => ({ ...row, [key]: value }))),
    [{}],
  );
}

/**
 * A covering array of strength two, built greedily: every value of every choice meets every value
 * of every other choice in at least one row. Deterministic, so a failure reproduces.
 */
function pairwise(dimensions: readonly Dimension[]): FormValues[] {
  const pairKey = (i: number, a: number, j: number, b: number) => `${i}:${a}|${j}:${b}`;
  const uncovered = new Set<string>();
  dimensions.forEach((d, i) =>
    dimensions.forEach((e, j) => {
      if (j <= i) return;
      d.values.forEach((_, a) => e.values.forEach((__, b) => uncovered.add(pairKey(i, a, j, b))));
    }),
  );
  const rows: FormValues[] = [];
  while (uncovered.size) {
    const [first] = uncovered;
    const [[i, a], [j, b]] = first!.split('|').map((part) => part.split(':').map(Number)) as [
      [number, number],
      [number, number],
    ];
    const chosen = new Map<number, number>([
      [i, a],
      [j, b],
    ]);
    dimensions.forEach((d, k) => {
      if (chosen.has(k)) return;
      let best = 0;
      let bestGain = -1;
      d.values.forEach((_, v) => {
        let gain = 0;
        for (const [other, value] of chosen) {
          const key = other < k ? pairKey(other, value, k, v) : pairKey(k, v, other, value);
          if (uncovered.has(key)) gain += 1;
        }
        if (gain > bestGain) [best, bestGain] = [v, gain];
      });
      chosen.set(k, best);
    });
    const entries = [...chosen].sort(([x], [y]) => x - y);
    for (const [x, v] of entries)
      for (const [y, w] of entries) if (x < y) uncovered.delete(pairKey(x, v, y, w));
    rows.push(Object.fromEntries(entries.map(([k, v]) => [dimensions[k]!.key, dimensions[k]!.values[v]!])));
  }
  return rows;
}

/** The change sets a template is rendered with, each applied in form order as a visitor would. */
function combinations(spec: DocumentSpec): FormValues[] {
  const fields = allFields(spec);
  const dimensions = fields.map(dimension).filter((d): d is Dimension => d !== null);
  const size = dimensions.reduce((n, d) => n * d.values.length, 1);
  const rows = size <= FULL_CROSS_LIMIT ? product(dimensions) : pairwise(dimensions);
  // The person and pay choices in full, every other choice left as the form opens (so a choice that
  // follows another, like overtime status after the pay basis, is seen following it).
  const key = dimensions.filter((d) => PERSON_AND_PAY.includes(d.key));
  const keyRows = key.length ? product(key) : [];
  const order = new Map(fields.map((field, index) => [field.key, index]));
  const inOrder = (row: FormValues) =>
    Object.fromEntries(Object.entries(row).sort(([x], [y]) => order.get(x)! - order.get(y)!));
  const seen = new Set<string>();
  return [...keyRows, ...rows].map(inOrder).filter((row) => {
    const id = JSON.stringify(row);
    return seen.has(id) ? false : (seen.add(id), true);
  });
}

// ---------------------------------------------------------------------------------------------------

type Render = {
  slug: string;
  spec: DocumentSpec;
  changes: FormValues;
  values: FormValues;
  model: DocumentModel;
  text: string;
  warnings: Record<string, string>;
};

const choice = (values: FormValues, spec: DocumentSpec, key: string): FieldValue | undefined => {
  const field = allFields(spec).find((candidate) => candidate.key === key);
  return field && isVisible(field, values) ? values[key] : undefined;
};

/** Sentences, roughly: enough to keep a unit check from reaching across two of them. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?:])\s+(?=[A-Z“])|\n+/);

/** The rule checks: each returns what is wrong, in words. */
function ruleProblems({ spec, values, text, warnings }: Render): string[] {
  const problems: string[] = [];
  const leftovers: [RegExp, string][] = [
    [/undefined|NaN|null|\[object/, 'a missing value printed as code'],
    [/[{}]/, 'a brace'],
    [/ {2}/, 'a double space'],
    [/\[[^\]]*\]/, 'an empty placeholder'],
    [/\(\s*\)|“\s*”|""/, 'empty brackets or quotes'],
    [/ [,.;:](?!\d)|,,|\.\.(?!\.)|,\./, 'a stray space or doubled punctuation'],
  ];
  for (const [pattern, what] of leftovers) {
    const match = pattern.exec(text);
    if (match) problems.push(`${what}: “${text.slice(Math.max(0, match.index - 30), match.index + 30)}”`);
  }

  const doubled = [
    /\bper hour\b.*\b(per|an|a) hour\b/i,
    /\bhourly (rate|pay|wage)\b.*\b(per|an) hour\b/i,
    /\bper year\b.*\b(per|a) year\b/i,
    /\b(annual|yearly) (salary|pay)\b.*\b(per|a) year\b/i,
  ];
  for (const sentence of sentencesOf(text))
    for (const pattern of doubled)
      if (pattern.test(sentence)) problems.push(`a unit said twice: “${sentence.trim()}”`);

  // Harper reads a verb against the word before it, so a predicate joined by "and" after a long
  // clause escapes it ("They have worked … and currently holds"): check those pairs here.
  const agreement = [
    /\b(has|is|was|holds)\b.*\band (currently |still |now )?(have|are|were|hold)\b/,
    /\b(have|are|were|hold)\b.*\band (currently |still |now )?(has|is|was|holds)\b/,
    /\b[Tt]hey (has|is|was|holds)\b/,
    /\b([Hh]e|[Ss]he) (have|are|were|hold)\b/,
  ];
  for (const sentence of sentencesOf(text))
    for (const pattern of agreement)
      if (pattern.test(sentence)) problems.push(`verbs that disagree: “${sentence.trim()}”`);

  const basis = choice(values, spec, 'payBasis');
  if (basis === 'hour') {
    const salary = /\bsalar(y|ies|ied)\b|\bper year\b|\bannual (pay|salary)\b/i.exec(text);
    if (salary) problems.push(`salary words for hourly pay: “${salary[0]}”`);
    const exempt = /(?<!non-)\bexempt\b|not eligible for overtime/i.exec(text);
    const warned = Object.keys(warnings).length > 0;
    if (exempt && !warned) problems.push(`hourly pay called “${exempt[0]}” with no warning beside the field`);
  }
  return problems;
}

/** The visitor's own values as the form opens (names, addresses, phone numbers, room names). */
function sampleValues(spec: DocumentSpec): string[] {
  const values: string[] = [];
  const add = (value: unknown) => {
    if (typeof value !== 'string') return;
    for (const line of value.split('\n')) if (line.trim().length > 1) values.push(line.trim());
  };
  for (const field of allFields(spec)) {
    if (field.type === 'rows') field.default.forEach((row) => Object.values(row).forEach(add));
    else add(field.default);
  }
  return values;
}

/** Where the visitor's values sit in the text, a possessive ending included ("Inc.’s"). */
function typedSpans(text: string, values: readonly string[]): [number, number][] {
  const spans: [number, number][] = [];
  // A template may capitalise a typed phrase that opens its sentence.
  const lower = text.toLowerCase();
  for (const value of values.map((typed) => typed.toLowerCase())) {
    for (let at = lower.indexOf(value); at >= 0; at = lower.indexOf(value, at + 1)) {
      const end = at + value.length;
      spans.push([at, text.startsWith('’s', end) ? end + 2 : end]);
    }
  }
  return spans;
}

/**
 * Flags that say nothing about the template: the spelling or format of what the visitor typed
 * (a surname, a phone number read as a range, "room 4B" read as bytes), and a lower-case word after
 * a typed abbreviation ("Northwind Analytics, Inc. since…"), which the checker takes for the end
 * of a sentence. Agreement and grammar flags are never excused.
 */
const TYPED_KINDS = new Set(['Spelling', 'Typo', 'Formatting', 'Capitalization', 'WordChoice']);
function excused(
  problem: Problem,
  text: string,
  spans: readonly [number, number][],
  words: ReadonlySet<string>,
): boolean {
  const inside = spans.some(([start, end]) => problem.start >= start && problem.end <= end);
  if (inside && TYPED_KINDS.has(problem.kind)) return true;
  // A typed name used in part ("Dear Priya," from "Priya Raman").
  if (problem.kind === 'Spelling' && words.has(problem.flagged)) return true;
  const afterAbbreviation = spans.some(
    ([, end]) => text[end - 1] === '.' && text.slice(end, problem.start).trim() === '',
  );
  return problem.kind === 'Capitalization' && afterAbbreviation;
}

/** The prose a reader reads as sentences: tables and label-value grids are data, not sentences. */
function proseText(model: DocumentModel): string {
  return documentText({
    ...model,
    blocks: model.blocks.filter((block) => block.kind !== 'table' && block.kind !== 'fields'),
  });
}

/** How many pages the PDF may take (undefined: no limit checked). */
function pageBudget({ slug, values, model, text }: Render): number | undefined {
  if (slug === 'timesheet-template') return values.period === 'biweekly' ? 2 : 1;
  const isLetter = !model.blocks.some((block) => block.kind === 'heading' && block.level === 1);
  const words = text.split(/\s+/).filter(Boolean).length;
  return isLetter && words <= SHORT_LETTER_WORDS ? 1 : undefined;
}
/**
 * A US Letter page at the letters' 10.5-point type holds about 40 lines of 14 words; the letterhead,
 * date, address, subject, greeting and a sign-off with room to sign take about 20 of them and 40
 * words, so a letter of up to 250 words fits on one page whatever its paragraphs.
 */
const SHORT_LETTER_WORDS = 250;

/** What a page holds besides signing: the sign-off's and sign lines' words and the page number. */
function beyondSigning(page: string, model: DocumentModel): string {
  let rest = page.replace(/Page \d+ of \d+/, '');
  for (const block of model.blocks) {
    if (block.kind !== 'signature') continue;
    for (const text of [block.closing, ...block.lines])
      if (text) rest = rest.replace(plainText(text).replace(/\s+/g, ' '), '');
  }
  return rest.trim();
}

// ---------------------------------------------------------------------------------------------------

type Tally = { renders: number; texts: number; grammar: number; rules: number; pages: number };
const tallies = new Map<string, Tally>();
const problems: string[] = [];

beforeAll(async () => {
  await harper();
  const checked = new Map<string, string[]>();
  for (const tool of documentTools) {
    const spec = tool.document;
    const template = await loadTemplate(spec.template);
    const typed = sampleValues(spec);
    const names = new Set(typed.flatMap((value) => value.match(/[\p{L}'’-]+/gu) ?? []));
    const tally: Tally = { renders: 0, texts: 0, grammar: 0, rules: 0, pages: 0 };
    tallies.set(tool.slug, tally);
    for (const changes of combinations(spec)) {
      const values = changeValues(spec, documentDefaults(spec, DAY), changes);
      const { model } = buildDocument(spec, template, values, DAY);
      const text = documentText(model);
      const render: Render = {
        slug: tool.slug,
        spec,
        changes,
        values,
        model,
        text,
        warnings: documentWarnings(spec, values),
      };
      tally.renders += 1;
      const where = `${tool.slug} ${JSON.stringify(changes)}`;
      const report = (kind: keyof Tally, what: string) => {
        tally[kind] += 1;
        problems.push(`${where}\n    ${kind}: ${what}`);
      };

      const prose = proseText(model);
      let grammar = checked.get(prose);
      if (!grammar) {
        tally.texts += 1;
        const spans = typedSpans(prose, typed);
        grammar = (await grammarProblems(prose))
          .filter((p) => !excused(p, prose, spans, names))
          .map(
            (p) =>
              `${p.kind} ${p.rule ?? ''} «${p.flagged}» ${p.message} — “${prose.slice(Math.max(0, p.start - 40), p.end + 40).replace(/\n/g, '⏎')}”`,
          );
        checked.set(prose, grammar);
      }
      for (const line of grammar) report('grammar', line);
      for (const line of ruleProblems(render)) report('rules', line);

      const pdf = readPdf(await renderPdf(model));
      const budget = pageBudget(render);
      if (budget !== undefined && pdf.pageObjects > budget)
        report('pages', `${pdf.pageObjects} pages, the content needs ${budget}`);
      if (pdf.pages.length > 1 && !beyondSigning(pdf.pages.at(-1)!, model))
        report('pages', `the last of ${pdf.pages.length} pages holds nothing but signing`);
    }
  }
  console.table(Object.fromEntries(tallies));
  const total = [...tallies.values()].reduce(
    (sum, t) => ({
      renders: sum.renders + t.renders,
      grammar: sum.grammar + t.grammar,
      rules: sum.rules + t.rules,
      pages: sum.pages + t.pages,
    }),
    { renders: 0, grammar: 0, rules: 0, pages: 0 },
  );
  console.log(
    `Documents across their options: ${total.renders} renders of ${tallies.size} templates; problems: ${total.grammar} grammar, ${total.rules} rules, ${total.pages} pages`,
  );
  for (const line of [...new Set(problems)].slice(0, 400)) console.log(line);
}, 900_000);

describe('every document across its options', () => {
  it('renders each template across every pronoun, pay basis and employment type it offers', () => {
    for (const tool of documentTools) {
      const spec = tool.document;
      const rows = combinations(spec);
      for (const key of PERSON_AND_PAY) {
        const field = allFields(spec).find((candidate) => candidate.key === key);
        if (field?.type !== 'select') continue;
        for (const option of field.options)
          expect(
            rows.some((row) => row[key] === option.value),
            `${tool.slug} ${key}=${option.value}`,
          ).toBe(true);
      }
      expect(tallies.get(tool.slug)!.renders).toBe(rows.length);
    }
  });

  it('reads as correct English to the grammar checker', () => {
    expect(problems.filter((line) => line.includes('\n    grammar:'))).toEqual([]);
  });

  it('never contradicts the pay basis, doubles a unit or leaves a trace of a missing value', () => {
    expect(problems.filter((line) => line.includes('\n    rules:'))).toEqual([]);
  });

  it('fits its PDF in the pages its content needs', () => {
    expect(problems.filter((line) => line.includes('\n    pages:'))).toEqual([]);
  });
});

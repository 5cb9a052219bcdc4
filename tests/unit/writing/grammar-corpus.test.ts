// @vitest-environment node
/**
 * The checker scored on the corpus: the real Harper engine and the rule layer, merged as the page
 * merges them. Recall is the share of expected flags found; precision the share of flags that
 * match an expected one, counting every flag on a clean sentence as a false alarm. The held-out
 * sentences, never used to tune the rules, are the headline: printed first, and held to the goal.
 * The tuning corpus keeps its own thresholds so a change for new writing does not lose old ground.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fixAll, type Problem } from '@/lib/writing/grammar/problems';
import {
  cleanCases,
  errorCases,
  heldOutClean,
  heldOutErrors,
  type CleanCase,
  type ErrorCase,
} from './grammar-corpus';
import { grammarProblems, harper } from './grammar-oracle';

type Score = { expected: number; found: number; flags: number; matching: number };
type Report = {
  classes: Map<string, Score>;
  total: Score;
  fixes: { exact: number; left: number; wrong: string[] };
  alarms: string[];
};

/** Where each expected word is in the text: its first occurrence as a whole word. */
function expectedSpans(text: string, flags: readonly string[]): [number, number][] {
  return flags.map((flag) => {
    const escaped = flag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').exec(text);
    if (!match) throw new Error(`“${flag}” is not in “${text}”`);
    return [match.index, match.index + flag.length];
  });
}

const straight = (text: string) => text.replace(/’/g, "'");
const overlaps = (p: Problem, [start, end]: [number, number]) => p.start < end && start < p.end;
const percent = (part: number, whole: number) => (whole ? (100 * part) / whole : 100);
const empty = (): Score => ({ expected: 0, found: 0, flags: 0, matching: 0 });

async function score(errors: readonly ErrorCase[], clean: readonly CleanCase[]): Promise<Report> {
  const report: Report = {
    classes: new Map(),
    total: empty(),
    fixes: { exact: 0, left: 0, wrong: [] },
    alarms: [],
  };
  const add = (name: string, s: Score) => {
    const row = report.classes.get(name) ?? empty();
    for (const key of ['expected', 'found', 'flags', 'matching'] as const) {
      row[key] += s[key];
      report.total[key] += s[key];
    }
    report.classes.set(name, row);
  };
  for (const item of errors) {
    const problems = await grammarProblems(item.text);
    const spans = expectedSpans(item.text, item.flags);
    add(item.class, {
      expected: spans.length,
      found: spans.filter((span) => problems.some((p) => overlaps(p, span))).length,
      flags: problems.length,
      matching: problems.filter((p) => spans.some((span) => overlaps(p, span))).length,
    });
    if (!item.corrected) continue;
    const fixed = fixAll(item.text, problems).text;
    // Harper suggests straight apostrophes; either kind is right.
    if (straight(fixed) === straight(item.corrected)) report.fixes.exact += 1;
    else if (fixed === item.text) report.fixes.left += 1;
    else report.fixes.wrong.push(`${item.text} → ${fixed}`);
  }
  for (const item of clean) {
    const problems = await grammarProblems(item.text);
    add('clean sentences', { expected: 0, found: 0, flags: problems.length, matching: 0 });
    for (const p of problems) report.alarms.push(`${item.text} «${p.flagged}» ${p.message}`);
    // A clean sentence must come out of Fix all exactly as it went in.
    const fixed = fixAll(item.text, problems).text;
    if (fixed !== item.text) report.fixes.wrong.push(`${item.text} → ${fixed}`);
  }
  return report;
}

function print(title: string, report: Report) {
  const rows = [...report.classes.entries(), ['overall', report.total] as const].map(([name, s]) => ({
    class: name,
    recall:
      name === 'clean sentences'
        ? ''
        : `${percent(s.found, s.expected).toFixed(1)}% (${s.found}/${s.expected})`,
    precision: `${percent(s.matching, s.flags).toFixed(1)}% (${s.matching}/${s.flags})`,
  }));
  console.log(title);
  console.table(rows);
  const { exact, left, wrong } = report.fixes;
  console.log(
    `Fix all on the sentences with one right correction: ${exact} corrected exactly, ${left} left for review; ${wrong.length} sentences (with a mistake or clean) changed otherwise`,
  );
  for (const line of wrong) console.log(`  Fix all: ${line}`);
  for (const line of report.alarms) console.log(`  False alarm: ${line}`);
}

let main: Report;
let heldOut: Report;

beforeAll(async () => {
  await harper();
  heldOut = await score(heldOutErrors, heldOutClean);
  print(
    `Held-out sentences (never used to tune the rules): ${heldOutErrors.length} with mistakes, ${heldOutClean.length} clean`,
    heldOut,
  );
  main = await score(errorCases, cleanCases);
  print(`Tuning corpus: ${errorCases.length} sentences with mistakes, ${cleanCases.length} clean`, main);
}, 300_000);

describe('the grammar checker on the held-out sentences', () => {
  it('is scored on at least as many sentences as it was tuned on, over 20 classes', () => {
    expect(heldOutErrors.length).toBeGreaterThanOrEqual(errorCases.length);
    expect(heldOutClean.length).toBeGreaterThanOrEqual(cleanCases.length);
    expect(new Set(heldOutErrors.map((c) => c.class)).size).toBeGreaterThanOrEqual(20);
  });

  it('finds at least 85% of their mistakes', () => {
    expect(percent(heldOut.total.found, heldOut.total.expected)).toBeGreaterThanOrEqual(85);
  });

  it('is right at least 90% of the times it flags something', () => {
    expect(percent(heldOut.total.matching, heldOut.total.flags)).toBeGreaterThanOrEqual(90);
  });

  it('never changes a correct word when fixing everything', () => {
    expect(heldOut.fixes.wrong).toEqual([]);
  });
});

describe('the grammar checker on the corpus', () => {
  it('covers at least 150 mistakes over 15 classes, and 60 clean sentences', () => {
    expect(errorCases.length).toBeGreaterThanOrEqual(150);
    expect(new Set(errorCases.map((c) => c.class)).size).toBeGreaterThanOrEqual(15);
    expect(cleanCases.length).toBeGreaterThanOrEqual(60);
  });

  it('finds at least 85% of the mistakes, and 60% of every class', () => {
    expect(percent(main.total.found, main.total.expected)).toBeGreaterThanOrEqual(85);
    for (const [name, s] of main.classes) {
      if (name !== 'clean sentences') expect(percent(s.found, s.expected), name).toBeGreaterThanOrEqual(60);
    }
  });

  it('is right at least 90% of the times it flags something', () => {
    expect(percent(main.total.matching, main.total.flags)).toBeGreaterThanOrEqual(90);
  });

  it('never turns a sentence into anything but its correction, nor a clean one at all, when fixing everything', () => {
    expect(main.fixes.wrong).toEqual([]);
  });
});

/**
 * Grammar problems as plain data: what the checker found (turned from Harper's lints, which live
 * in WebAssembly memory), and the pure edits that apply a fix, fix everything, or keep the other
 * problems in place after one is fixed. Kept free of Harper so it can be tested on recorded lints.
 */
export type FixKind = 'replace' | 'remove' | 'insert-after';

export type Fix = { kind: FixKind; text: string };

export type Problem = {
  id: string;
  /** UTF-16 offsets into the checked text, as JavaScript strings count. */
  start: number;
  end: number;
  /** Harper's category ("Spelling", "Agreement", "Repetition"…). */
  kind: string;
  message: string;
  /** The text the problem covers, to check it is still there before a fix is applied. */
  flagged: string;
  fixes: Fix[];
  /** The first fix is the only right one, so Fix all may apply it without asking. */
  safe: boolean;
  /** Harper, or this site's own rules (lib/writing/grammar/rules). */
  source?: 'harper' | 'rules';
  /** The rule that found it (Harper's rule name, or ours). */
  rule?: string;
  /** A rule problem that should replace a Harper one on the same words. */
  outranks?: boolean;
};

/** The parts of a Harper `Lint` read here (a structural type, so tests can pass recorded data). */
export type LintLike = {
  span(): { start: number; end: number };
  lint_kind(): string;
  message(): string;
  get_problem_text(): string;
  suggestions(): { kind(): number; get_replacement_text(): string }[];
  /** The Harper rule that produced it, when known (from `organizedLints`). */
  rule?: string;
};

/**
 * Harper rules whose single suggestion is the only right answer: a repeated word, "a"/"an", a
 * capital at a sentence start or for "I", "could of", and confusions Harper decides from context.
 * Spelling is never here: its first guess is often wrong ("paris" → "par's").
 */
const SAFE_HARPER_RULES = new Set([
  'RepeatedWords',
  'AnA',
  'SentenceCapitalization',
  'CapitalizePersonalPronouns',
  'ModalOf',
  'DiscourseMarkers',
  'ThenThan',
  'NounVerbConfusion',
  'TheirToTheyre',
  'TheyreToTheir',
  'ThereToTheir',
  'TheirToThere',
  'DidPast',
  'PronounVerbAgreement',
  'ToTwoToo',
  'TooTo',
  'Spaces',
]);

/** A subject pronoun opening its clause just before `at`: "I has", ". He have", "and they was". */
const CLAUSE_PRONOUN = /(^|[.!?;:,]\s+|\b(and|but|so|because|that|if|when)\s+)(I|you|we|they|he|she|it)\s+$/i;

/**
 * Whether a Harper problem's fix may be applied by Fix all. Pronoun agreement only where the
 * pronoun plainly is the subject: Harper also flags "Managing you is…", where it is not.
 */
export function safeHarperFix(
  text: string,
  start: number,
  rule: string | undefined,
  fixes: readonly Fix[],
): boolean {
  if (!rule || !SAFE_HARPER_RULES.has(rule) || fixes.length !== 1) return false;
  return rule !== 'PronounVerbAgreement' || CLAUSE_PRONOUN.test(text.slice(Math.max(0, start - 40), start));
}

// Harper's SuggestionKind: 0 replace, 1 remove, 2 insert after.
const FIX_KINDS: Record<number, FixKind> = { 0: 'replace', 1: 'remove', 2: 'insert-after' };

const KIND_LABELS: Record<string, string> = {
  BoundaryError: 'Word boundary',
  WordChoice: 'Word choice',
  WordOrder: 'Word order',
  Miscellaneous: 'Grammar',
  Eggcorn: 'Misheard phrase',
  Malapropism: 'Wrong word',
};

/** A category name for people: "WordChoice" → "Word choice", "Miscellaneous" → "Grammar". */
export function kindLabel(kind: string): string {
  return (
    KIND_LABELS[kind] ?? kind.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/ ([A-Z])/g, (m) => m.toLowerCase())
  );
}

/** Code-point offsets (as Rust counts) to UTF-16 offsets (as JavaScript counts). */
function utf16Offset(text: string, codePoints: number): number {
  let units = 0;
  let seen = 0;
  for (const char of text) {
    if (seen === codePoints) break;
    units += char.length;
    seen += 1;
  }
  return units;
}

/**
 * Where the lint sits in `text`. Harper.js reports UTF-16 offsets; if a version ever reports code
 * points instead, or the offsets drift, the problem text is looked up nearby rather than
 * highlighting the wrong words. Returns null when it cannot be placed.
 */
function locate(text: string, start: number, end: number, flagged: string): [number, number] | null {
  if (text.slice(start, end) === flagged) return [start, end];
  const s = utf16Offset(text, start);
  const e = utf16Offset(text, end);
  if (text.slice(s, e) === flagged) return [s, e];
  if (!flagged) return null;
  const before = text.lastIndexOf(flagged, start);
  const after = text.indexOf(flagged, start);
  const candidates = [before, after].filter((at) => at >= 0);
  if (!candidates.length) return null;
  const best = candidates.reduce((a, b) => (Math.abs(a - start) <= Math.abs(b - start) ? a : b));
  return [best, best + flagged.length];
}

function cleanFixes(text: string, end: number, flagged: string, raw: Fix[]): Fix[] {
  const next = text[end] ?? '';
  const seen = new Set<string>();
  const fixes: Fix[] = [];
  for (const fix of raw) {
    // "Their going" → "They're " would leave two spaces before "going": the space is already there.
    const trimmed = fix.kind !== 'remove' && /\s/.test(next) ? fix.text.replace(/\s+$/, '') : fix.text;
    const clean = { kind: fix.kind, text: fix.kind === 'remove' ? '' : trimmed };
    if (clean.kind === 'replace' && clean.text === flagged) continue;
    if (clean.kind === 'insert-after' && !clean.text) continue;
    const key = `${clean.kind}\u0000${clean.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    fixes.push(clean);
  }
  return fixes;
}

/** Harper's `organizedLints` answer as one list, each lint carrying its rule's name. */
export function withRuleNames<T extends LintLike>(organized: Record<string, T[]>): T[] {
  const out: T[] = [];
  for (const [rule, lints] of Object.entries(organized))
    for (const lint of lints) out.push(Object.assign(lint, { rule }));
  return out;
}

/** Harper's lints for `text` as problems, in reading order, each placed exactly in the text. */
export function toProblems(text: string, lints: readonly LintLike[]): Problem[] {
  const problems: Problem[] = [];
  lints.forEach((lint, index) => {
    const span = lint.span();
    const flagged = lint.get_problem_text();
    const placed = locate(text, span.start, span.end, flagged);
    if (!placed) return;
    const [start, end] = placed;
    const raw = lint.suggestions().map((suggestion) => ({
      kind: FIX_KINDS[suggestion.kind()] ?? 'replace',
      text: suggestion.get_replacement_text(),
    }));
    const fixes = cleanFixes(text, end, text.slice(start, end), raw);
    problems.push({
      id: `${start}-${end}-${index}`,
      start,
      end,
      kind: lint.lint_kind(),
      message: lint.message(),
      flagged: text.slice(start, end),
      fixes,
      safe: safeHarperFix(text, start, lint.rule, fixes),
      source: 'harper',
      rule: lint.rule,
    });
  });
  return problems.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** What a fix does, as its button says it: Use “an”, Remove “is”, Add “,”. */
export function fixLabel(problem: Problem, fix: Fix): string {
  if (fix.kind === 'remove') return `Remove “${problem.flagged}”`;
  if (fix.kind === 'insert-after') return `Add “${fix.text}”`;
  return fix.text ? `Use “${fix.text}”` : `Remove “${problem.flagged}”`;
}

/** True while the problem's words are still where they were when the text was checked. */
export function stillThere(text: string, problem: Problem): boolean {
  return text.slice(problem.start, problem.end) === problem.flagged;
}

export type Edit = { start: number; end: number; insert: string };

export function editFor(problem: Problem, fix: Fix): Edit {
  if (fix.kind === 'insert-after') return { start: problem.end, end: problem.end, insert: fix.text };
  return { start: problem.start, end: problem.end, insert: fix.kind === 'remove' ? '' : fix.text };
}

export function applyEdit(text: string, edit: Edit): string {
  return text.slice(0, edit.start) + edit.insert + text.slice(edit.end);
}

/** One fix applied to the text. */
export function applyFix(text: string, problem: Problem, fix: Fix): string {
  return applyEdit(text, editFor(problem, fix));
}

/**
 * The other problems after an edit: those before it stay, those after it move by the change in
 * length, and any the edit touched are dropped (the next check finds them again if they remain).
 */
export function shiftProblems(problems: readonly Problem[], edit: Edit, skipId?: string): Problem[] {
  const delta = edit.insert.length - (edit.end - edit.start);
  const kept: Problem[] = [];
  for (const problem of problems) {
    if (problem.id === skipId) continue;
    if (problem.end <= edit.start) kept.push(problem);
    else if (problem.start >= edit.end)
      kept.push({ ...problem, start: problem.start + delta, end: problem.end + delta });
  }
  return kept;
}

/**
 * Fix all: the first suggestion of every problem whose fix is sure (`safe`) and whose words are
 * not protected (the visitor's dictionary, a likely name), skipping any that overlaps a fix
 * already chosen, applied from the end of the text backwards so each offset stays right. The
 * rest are counted as `left` for the visitor to review.
 */
export function fixAll(
  text: string,
  problems: readonly Problem[],
  isProtected: (problem: Problem) => boolean = () => false,
): { text: string; fixed: number; left: number } {
  const chosen: Edit[] = [];
  let reach = -1;
  let left = 0;
  for (const problem of [...problems].sort((a, b) => a.start - b.start)) {
    const fix = problem.fixes[0];
    if (!stillThere(text, problem)) continue;
    const edit = fix && editFor(problem, fix);
    if (!edit || !problem.safe || isProtected(problem) || problem.start < reach || edit.start < reach) {
      left += 1;
      continue;
    }
    chosen.push(edit);
    reach = Math.max(problem.end, edit.end);
  }
  let result = text;
  for (const edit of chosen.reverse()) result = applyEdit(result, edit);
  return { text: result, fixed: chosen.length, left };
}

/** How many problems of each kind, most common first (kinds shown under one name count together). */
export function countByKind(problems: readonly Problem[]): { label: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const problem of problems) {
    const label = kindLabel(problem.kind);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/**
 * An ignored problem is remembered by its kind, message, words and a little of the text around
 * them, so it stays ignored when the text elsewhere changes but not when the same slip recurs.
 */
export function ignoreKey(text: string, problem: Problem): string {
  const before = text.slice(Math.max(0, problem.start - 24), problem.start);
  const after = text.slice(problem.end, problem.end + 24);
  return [problem.kind, problem.message, before, problem.flagged, after].join('\u0000');
}

export type Piece = { text: string; problem?: Problem };

/** The text cut into plain pieces and flagged pieces, for a highlighted copy (overlaps: first wins). */
export function pieces(text: string, problems: readonly Problem[]): Piece[] {
  const out: Piece[] = [];
  let at = 0;
  for (const problem of [...problems].sort((a, b) => a.start - b.start)) {
    if (problem.start < at || problem.end > text.length || problem.end <= problem.start) continue;
    if (problem.start > at) out.push({ text: text.slice(at, problem.start) });
    out.push({ text: text.slice(problem.start, problem.end), problem });
    at = problem.end;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}

import { readTest, readValue } from '../conditions';
import { cellOf, reading, toTest, type Ctx, type Reading } from './shared';

/** The label after "then/show/say …" and after "else/otherwise …"; "blank" is an empty text. */
function outcomes(rest: string): { yes: string; no: string } {
  const clean = (s: string | undefined) => {
    const v = (s ?? '')
      .trim()
      .replace(/^(?:show|say|return|display|put|give|mark(?: it)?|label(?: it)?|then)\s+/i, '')
      .trim();
    const q = /^["'“‘](.*)["'”’]$/.exec(v);
    const value = q ? q[1]! : v;
    return /^(?:blank|empty|nothing|an? empty (?:cell|text))$/i.test(value) ? '' : value;
  };
  const body = rest.replace(/^[\s,]*(?:then\s+)?/i, '').replace(/[.\s]+$/, '');
  const split = /^(.*?)\s*,?\s*\b(?:else|otherwise|if not)\b\s*,?\s*(.*)$/i.exec(body);
  if (split) return { yes: clean(split[1]), no: clean(split[2]) };
  const pair = /^(\w+)\s+or\s+(\w+)$/i.exec(body.replace(/^(?:show|say|return)\s+/i, ''));
  if (pair) return { yes: pair[1]!, no: pair[2]! };
  return { yes: clean(body), no: '' };
}

/** "if H2 > 40 then Overtime else Standard", with AND/OR and "between" as two tests. */
export function readIf(ctx: Ctx): Reading | null {
  const { text, places } = ctx;
  const start = /^\s*(?:check\s+)?(?:whether|if)\b/i.exec(text)!;
  const first = places.find((p) => p.start >= start[0].length - 3);
  if (!first) return null;
  const t1 = readTest(text.slice(first.end));
  if (!t1) return null;
  let end = first.end + t1.length;
  const joiner = /^\s*(and|or)\s+/i.exec(text.slice(end));
  const second = joiner
    ? places.find((p) => p.start >= end && p.start - end <= joiner[0].length + 1)
    : undefined;
  if (second) {
    const t2 = readTest(text.slice(second.end));
    if (t2) {
      end = second.end + t2.length;
      const a = toTest(t1.criteria[0]!);
      const b = toTest(t2.criteria[0]!);
      const { yes, no } = outcomes(text.slice(end));
      return reading(
        'and-or',
        {
          join: joiner![1]!.toUpperCase(),
          cell1: cellOf(first),
          op1: a.op,
          value1: a.value,
          cell2: cellOf(second),
          op2: b.op,
          value2: b.value,
          yes,
          no,
        },
        ctx,
      );
    }
  }
  const { yes, no } = outcomes(text.slice(end));
  if (t1.criteria.length === 2) {
    const a = toTest(t1.criteria[0]!);
    const b = toTest(t1.criteria[1]!);
    return reading(
      'and-or',
      {
        join: 'AND',
        cell1: cellOf(first),
        op1: a.op,
        value1: a.value,
        cell2: cellOf(first),
        op2: b.op,
        value2: b.value,
        yes,
        no,
      },
      ctx,
    );
  }
  const test = toTest(t1.criteria[0]!);
  return reading('if', { cell: cellOf(first), op: test.op, against: test.value, yes, no }, ctx);
}

/**
 * "100000+ Band 3, 70000+ Band 2, otherwise Band 1", "over 45 "High", over 40 "Medium", else
 * "Low"": up to three thresholds read into IFS, highest first.
 */
export function readBands(ctx: Ctx): Reading | null {
  const bands = [
    ...ctx.text.matchAll(
      /(?:\b(over|above|more than|greater than|at least)\s+|(>=?)\s*)?(?<![\w.$])(\d[\d,]*(?:\.\d+)?)\s*(\+|or more|or above|and (?:above|over))?\s*(?::|=|->|→|=>|\bis\b|\bgives\b|\bgets\b|\bmeans\b)?\s*["'“‘]?([^,;"'”’]+?)["'”’]?\s*(?=,|;|$|\botherwise\b|\belse\b)/gi,
    ),
  ].filter((m) => m[1] || m[2] || m[4]);
  const rest =
    /\b(?:otherwise|else|below that|everyone else)\b[\s:,]*(?:is\s+)?["'“‘]?([^,;.]+?)["'”’]?\s*(?:[,;.]|$)/i.exec(
      ctx.text,
    );
  if (bands.length < 2 || bands.length > 3 || !rest) return null;
  const strict = /^(?:over|above|more than|greater than|>)$/i.test(bands[0]![1] ?? bands[0]![2] ?? '');
  const firstBand = bands[0]!.index;
  const cell =
    ctx.places.find((p) => p.cell && p.start < firstBand) ?? ctx.places.find((p) => p.start < firstBand);
  if (!cell) return null;
  const sorted = bands
    .map((m) => ({ t: Number(m[3]!.replace(/,/g, '')), l: m[5]!.trim() }))
    .sort((a, b) => b.t - a.t);
  return reading(
    'ifs',
    {
      cell: cellOf(cell),
      t1: String(sorted[0]!.t),
      l1: sorted[0]!.l,
      t2: String(sorted[1]!.t),
      l2: sorted[1]!.l,
      t3: sorted[2] ? String(sorted[2].t) : '',
      l3b: sorted[2]?.l ?? '',
      l3: rest[1]!.trim(),
      op: strict ? '>' : '>=',
    },
    { ...ctx, places: [cell] },
  );
}

/** "iferror A2/B2 show 0": the formula that may fail and what to show instead. */
export function readIferror(ctx: Ctx): Reading {
  const { text } = ctx;
  const call = /\b[A-Z][A-Z0-9.]*\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)/i.exec(text);
  const arith = /\b\$?[A-Z]{1,3}\$?\d+\s*[-+*/^]\s*(?:\$?[A-Z]{1,3}\$?\d+|\d+(?:\.\d+)?)\b/i.exec(text);
  const formula = (call ?? arith)?.[0] ?? '';
  const after = formula ? text.slice(text.indexOf(formula) + formula.length) : text;
  const fb = /\b(?:show|with|return|display|use|put|give|as|to)\s+(.+?)\s*$/i.exec(after);
  const fallback = fb ? (readValue(fb[1]!)?.value ?? fb[1]!) : '';
  return reading('iferror', { formula, fallback }, ctx);
}

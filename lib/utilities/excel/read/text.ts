import { asRange } from '../places';
import { cellOf, quote, reading, type Ctx, type Reading } from './shared';

const SEPARATORS: [RegExp, string][] = [
  [/\bsemi-?colons?\b/i, ';'],
  [/\bcommas?\b/i, ', '],
  [/\bpipes?\b/i, ' | '],
  [/\bslash(?:es)?\b/i, '/'],
  [/\bdash(?:es)?\b|\bhyphens?\b/i, '-'],
  [/\bnew ?lines?\b|\bline breaks?\b/i, 'CHAR(10)'],
  [/\bspaces?\b/i, ' '],
];
const separator = (text: string, fallback: string) => {
  const quoted = /\b(?:with|by|using)\s+(?:an?\s+)?["'“‘](.*?)["'”’]/i.exec(text);
  if (quoted) return quoted[1]!;
  return SEPARATORS.find(([re]) => re.test(text))?.[1] ?? fallback;
};

const NAMED_TEXT: [RegExp, string][] = [
  [/^(?:dash(?:es)?|hyphens?)$/i, '-'],
  [/^(?:spaces?)$/i, ' '],
  [/^(?:commas?)$/i, ','],
  [/^(?:dots?|periods?|full stops?)$/i, '.'],
  [/^(?:slash(?:es)?)$/i, '/'],
  [/^(?:underscores?)$/i, '_'],
  [/^(?:nothing|blank|empty)$/i, ''],
];
const named = (s: string) => NAMED_TEXT.find(([re]) => re.test(s.trim()))?.[1] ?? s;

/** Joining, taking characters, tidying case and spaces, length, replacing and TEXT formats. */
export function readText(ctx: Ctx): Reading | null {
  const { text, places } = ctx;
  const first = places[0];
  const cell = cellOf(first);
  if (/\bclean(?:\s+up)?\b.*\bnames?\b/i.test(text)) return reading('clean-names', { cell }, ctx);
  const range =
    places.find((p) => !p.cell && p.kind !== 'header') ??
    (places.length === 1 && /\ball\b/i.test(text) ? first : undefined);
  if (
    /\btextjoin\b|separated by|[- ]separated\b|\blist\b.*\b(?:in one cell|into one)\b/i.test(text) ||
    (/\bjoin|combine|concat/i.test(text) && range && /\ball\b|\bvalues\b|\blist\b/i.test(text))
  ) {
    if (!range) return null;
    const sep = separator(text, ', ');
    return reading(
      'textjoin',
      { range: asRange(range, ctx.extent), sep: sep === 'CHAR(10)' ? sep : quote(sep) },
      ctx,
    );
  }
  if (/\b(?:combine|join|concat(?:enate)?|merge|put together)\b|\bfull names?\b/i.test(text)) {
    const two = places.filter((p) => p.cell || p.kind === 'header' || p.kind === 'column');
    if (two.length < 2) return null;
    return reading(
      'concat',
      { a: cellOf(two[0]), b: cellOf(two[1]), sep: quote(separator(text.slice(two[1]!.end), ' ')) },
      ctx,
    );
  }
  const left = /\b(?:first|left(?:most)?)\s+(\d+)\s+(?:characters?|chars?|letters?|digits?)\b/i.exec(text);
  if (left) return reading('extract', { fn: 'LEFT', cell, count: left[1]! }, ctx);
  const right = /\b(?:last|right(?:most)?|final)\s+(\d+)\s+(?:characters?|chars?|letters?|digits?)\b/i.exec(
    text,
  );
  if (right) return reading('extract', { fn: 'RIGHT', cell, count: right[1]! }, ctx);
  const span = /\b(?:characters?|chars?|letters?)\s+(\d+)\s*(?:to|through|-|and)\s*(\d+)\b/i.exec(text);
  if (span)
    return reading(
      'extract',
      { fn: 'MID', cell, start: span[1]!, count: String(Number(span[2]) - Number(span[1]) + 1) },
      ctx,
    );
  const mid =
    /\b(\d+)\s+(?:characters?|chars?|letters?)\b.*?\b(?:starting|beginning|from)\s+(?:at\s+)?(?:position\s+|character\s+)?(\d+)/i.exec(
      text,
    );
  if (mid) return reading('extract', { fn: 'MID', cell, start: mid[2]!, count: mid[1]! }, ctx);
  if (/\bextra spaces\b|\btrim\b|\bleading (?:and trailing )?spaces\b|\btrailing spaces\b/i.test(text))
    return reading('text-case', { fn: 'TRIM', cell }, ctx);
  if (/\bupper\s*case\b|\buppercase\b|\ball caps\b|\bcapital letters\b|\bupper\b|\bcaps\b/i.test(text))
    return reading('text-case', { fn: 'UPPER', cell }, ctx);
  if (/\blower\s*case\b|\blowercase\b|\blower\b/i.test(text))
    return reading('text-case', { fn: 'LOWER', cell }, ctx);
  if (/\bproper\b|\btitle case\b|\bcapitali[sz]e\b/i.test(text))
    return reading('text-case', { fn: 'PROPER', cell }, ctx);
  if (
    /\blength\b|\bhow many (?:characters|letters|chars)\b|\bcharacter count\b|\blen\b|\bcount (?:the )?characters\b/i.test(
      text,
    )
  )
    return reading('text-case', { fn: 'LEN', cell }, ctx);
  const swap =
    /\b(?:replace|substitute|swap|change)\s+(["'“‘].*?["'”’]|\S+?)\s+(?:with|by|for|to)\s+(?:an?\s+)?(["'“‘].*?["'”’]|\S+)/i.exec(
      text,
    );
  if (swap) {
    const unq = (s: string) => named(s.replace(/^["'“‘]|["'”’]$/g, ''));
    return reading('substitute', { cell, find: quote(unq(swap[1]!)), replace: quote(unq(swap[2]!)) }, ctx);
  }
  const remove =
    /\b(?:remove|strip|delete|take out)\s+(?:all\s+(?:the\s+)?)?(["'“‘].*?["'”’]|\S+)\s+(?:from|in)\b/i.exec(
      text,
    );
  if (remove)
    return reading(
      'substitute',
      { cell, find: quote(named(remove[1]!.replace(/^["'“‘]|["'”’]$/g, ''))), replace: '' },
      ctx,
    );
  const decimals = /\b(\d+)\s+decimals?\b/i.exec(text);
  const as = /\bas\s+(?:text\s+)?["'“‘]?([dmyhs/.\-: ,#0]+[dmyhs0#])["'”’]?/i.exec(text);
  if (/\bformat|\bas text\b|\btext\(/i.test(text) && (as || decimals))
    return reading('text-format', { cell, code: as ? as[1]! : `0.${'0'.repeat(Number(decimals![1]))}` }, ctx);
  return null;
}

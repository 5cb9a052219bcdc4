import { asRange, type Place } from '../places';
import { splitColumn } from '../preview-sample';
import { cellOf, reading, type Ctx, type Reading } from './shared';

// Characters people name in words when they say where to split a text.
const CHAR_WORDS: [RegExp, string][] = [
  [/^(?:at(?:\s*sign|\s*symbol)?|@(?:\s*sign)?)$/i, '@'],
  [/^(?:space|blank)$/i, ' '],
  [/^(?:dash|hyphen|minus)$/i, '-'],
  [/^(?:comma)$/i, ','],
  [/^(?:colon)$/i, ':'],
  [/^(?:semi-?colon)$/i, ';'],
  [/^(?:forward\s+)?slash$/i, '/'],
  [/^(?:backslash|back\s+slash)$/i, '\\'],
  [/^(?:dot|period|full\s+stop|point)$/i, '.'],
  [/^(?:underscore)$/i, '_'],
  [/^(?:pipe|vertical bar)$/i, '|'],
  [/^(?:hash|pound sign|hashtag)$/i, '#'],
];
const CHAR =
  '(["“\'‘][^"”\'’]{1,5}["”\'’]|[^\\w\\s]|at\\s*sign|at\\s*symbol|at|space|blank|dash|hyphen|minus|comma|colon|semi-?colon|forward\\s+slash|slash|backslash|dot|period|full\\s+stop|underscore|pipe|hash)(?![\\w])';

/** A delimiter as written ("@", a dash, "the colon", '"|"') as the character itself. */
function char(written: string): string {
  const w = written.trim();
  const q = /^["“'‘](.*)["”'’]$/.exec(w);
  if (q) return q[1]!;
  return CHAR_WORDS.find(([re]) => re.test(w))?.[1] ?? w;
}

const BRACKETS: [RegExp, string, string][] = [
  [/\bsquare brackets\b/i, '[', ']'],
  [/\bcurly (?:brackets|braces)\b/i, '{', '}'],
  [/\b(?:brackets|parenthes[ie]s|parens)\b/i, '(', ')'],
  [/\bquotes\b/i, '"', '"'],
];

/** The text split: a typed cell or column first, then a named column, then any header. */
function subject(places: readonly Place[], skipNames: boolean): Place | undefined {
  const typed = places.find((p) => p.kind !== 'header');
  if (typed) return typed;
  const named = places.find((p) => p.label);
  if (named) return named;
  // "first name from the full name": the sample's First and Last name columns are the answer, not the source.
  return skipNames ? undefined : places[0];
}

/**
 * Text before, after or between characters: an email's domain or user name, a first or last name
 * out of a full name, "everything before the first dash", "the text between ( and )".
 */
export function readSplit(ctx: Ctx): Reading | null {
  const { text, places } = ctx;
  const at = (fn: string, delimiter: string, place: Place | undefined, instance = '1', delimiter2 = '') =>
    place
      ? // Only the column split is worth a note, not a "first name" named as the part wanted.
        reading(
          'split-text',
          { fn, cell: cellOf(place) ?? '', delimiter, delimiter2, instance },
          { ...ctx, places: [place] },
          // The preview needs text with the character in it where the request points.
          place.sheet ? [] : [splitColumn(place.c1, delimiter, delimiter2)],
        )
      : null;
  const named = /\btext(before|after)\b/i.exec(text);
  if (named) {
    const quoted = /["“'‘]([^"”'’]{1,5})["”'’]/.exec(text);
    const word = new RegExp(`\\b(?:after|before|delimiter|with|by|at)\\s+(?:the\\s+)?${CHAR}`, 'i').exec(
      text,
    );
    const d = quoted ? quoted[1]! : word ? char(word[1]!) : '';
    if (!d) return null;
    return at(
      `TEXT${named[1]!.toUpperCase()}`,
      d,
      subject(places, false),
      /\blast\b/i.test(text) ? '-1' : '1',
    );
  }
  if (/\bdomains?\b/i.test(text) && /\be-?mails?\b|@|\bdomains? (?:name|part)\b/i.test(text))
    return at('TEXTAFTER', '@', subject(places, false));
  if (/\b(?:user\s*names?|local part)\b|\bbefore the @/i.test(text) && /\be-?mails?\b|@/i.test(text))
    return at('TEXTBEFORE', '@', subject(places, false));
  const person =
    /\b(first|last)\s+names?\b|\b(surname|family name|given name|forename)\b/i.exec(text) &&
    /\bfull\s+names?\b|\bsplit\b|\bextract\b|\bout of\b|\bfrom\s+(?:the\s+)?(?:cell\s+|column\s+|col\s+)?[A-Z]{1,3}\d*\b|"first last"/i.test(
      text,
    );
  if (person) {
    const last = /\blast\s+names?\b|\bsurname\b|\bfamily name\b/i.test(text);
    return last
      ? at('TEXTAFTER', ' ', subject(places, true), '-1')
      : at('TEXTBEFORE', ' ', subject(places, true));
  }
  const between = new RegExp(
    `\\bbetween\\s+(?:the\\s+)?(?:[a-z]+\\s+)?${CHAR}\\s+and\\s+(?:the\\s+)?${CHAR}`,
    'i',
  ).exec(text);
  if (between) return at('BETWEEN', char(between[1]!), subject(places, false), '1', char(between[2]!));
  const bracket = /\bbetween\b|\binside\b|\bwithin\b|\bin(?:side)? the\b/i.test(text)
    ? BRACKETS.find(([re]) => re.test(text))
    : undefined;
  if (bracket) return at('BETWEEN', bracket[1], subject(places, false), '1', bracket[2]);
  const side = new RegExp(
    `\\b(before|after|up to|until|following|preceding|left of|right of)\\s+(?:the\\s+)?(?:(first|last|final)\\s+)?(?:occurrence of\\s+)?(?:an?\\s+)?${CHAR}`,
    'i',
  ).exec(text);
  if (side) {
    const fn = /^(?:before|up to|until|preceding|left of)$/i.test(side[1]!) ? 'TEXTBEFORE' : 'TEXTAFTER';
    return at(fn, char(side[3]!), subject(places, false), /last|final/i.test(side[2] ?? '') ? '-1' : '1');
  }
  return null;
}

/** "last non-empty cell in column D", "the latest entry in B2:B300", "most recent value on the Log sheet". */
export function readLastFilled(ctx: Ctx): Reading | null {
  const { text, places } = ctx;
  if (
    !/\b(?:last|latest|most recent|final|bottom)\s+(?:non-?(?:empty|blank)\s+|filled\s+|used\s+|populated\s+)?(?:value|cell|entry|number|item|record|row|amount|one)s?\b|\blast\s+non-?(?:empty|blank)\b/i.test(
      text,
    )
  )
    return null;
  const range = places.find((p) => !p.cell);
  if (!range) return null;
  return reading('last-filled', { range: asRange(range, range.kind === 'header' ? ctx.extent : null) }, ctx);
}

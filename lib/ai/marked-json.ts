/**
 * The AI service answers in prose with the result as a JSON object between `***`
 * markers, e.g. `Here you go:\n***{"title": "…"}***`. This finds and parses that object.
 *
 * Rules, chosen for what models actually write:
 * - A marker is a run of three or more asterisks, so `****{…}****` still counts.
 * - Whitespace, new lines and a ```json fence inside the markers are fine.
 * - Only a JSON object or array counts; `***42***` or `***"text"***` is not a result.
 * - Several marked blocks: the first one that parses wins. Pairs are tried opening marker by
 *   opening marker, each with its nearest closing marker first, so a stray `***` in the prose
 *   before the block (a Markdown rule, bold italics) or a `***` inside a JSON string does not hide
 *   the result, and of two valid blocks the earlier one is taken.
 * - Nothing that parses: null. Callers treat null as "the answer had no usable result".
 */

export type MarkedJson = { [key: string]: unknown } | unknown[];

const MARKER = /\*{3,}/g;

/** Content that can be a result: JSON opening right away, or after a code fence. */
const OPENS_JSON = /\s*(?:```[\w-]*\s*)?[[{]/y;

/**
 * Bounds the work on a pathological answer (a failed JSON.parse costs microseconds): a result may
 * hold at most this many `***` runs in its strings, and only so many candidates are parsed.
 */
const MAX_CLOSERS_TRIED = 16;
const MAX_PARSES = 256;

/** A Markdown code fence around the JSON (```json … ```), either end possibly missing. */
const FENCE_OPEN = /^```[\w-]*/;
const FENCE_CLOSE = /```$/;

function parseMarkedContent(raw: string): MarkedJson | null {
  const body = raw.trim().replace(FENCE_OPEN, '').replace(FENCE_CLOSE, '').trim();
  if (!body.startsWith('{') && !body.startsWith('[')) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? (parsed as MarkedJson) : null;
  } catch {
    return null;
  }
}

interface MarkedBlock {
  data: MarkedJson;
  /** Where the opening marker starts and the closing marker ends, in the answer text. */
  start: number;
  end: number;
}

function findMarkedBlock(text: string): MarkedBlock | null {
  const markers = [...text.matchAll(MARKER)];
  let parses = 0;
  for (let open = 0; open < markers.length - 1 && parses < MAX_PARSES; open++) {
    const opening = markers[open]!;
    const contentStart = opening.index + opening[0].length;
    OPENS_JSON.lastIndex = contentStart;
    if (!OPENS_JSON.test(text)) continue;
    const lastClose = Math.min(markers.length - 1, open + MAX_CLOSERS_TRIED);
    for (let close = open + 1; close <= lastClose && parses < MAX_PARSES; close++, parses++) {
      const closing = markers[close]!;
      const data = parseMarkedContent(text.slice(contentStart, closing.index));
      if (data !== null) return { data, start: opening.index, end: closing.index + closing[0].length };
    }
  }
  return null;
}

/** The JSON object (or array) between the first pair of `***` markers that holds one; else null. */
export function extractMarkedJson(text: string): MarkedJson | null {
  return findMarkedBlock(text)?.data ?? null;
}

/** The answer's prose with the marked JSON block taken out, for showing the model's words alone. */
export function proseWithoutMarkedJson(text: string): string {
  const block = findMarkedBlock(text);
  if (!block) return text.trim();
  return `${text.slice(0, block.start).trimEnd()}\n\n${text.slice(block.end).trimStart()}`.trim();
}

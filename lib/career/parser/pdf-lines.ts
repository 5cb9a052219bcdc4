/**
 * A PDF's text layer back into lines in reading order. pdf.js gives positioned runs of text; runs
 * on one baseline form a row, and a wide gap within a row (a tab stop, a right-aligned date) becomes
 * three spaces, which the entry readers treat as a separator.
 *
 * Side-by-side columns are found from x positions: an x that many rows start at or end before and
 * almost none cross is a column edge. Above and below anything that crosses it (a full-width
 * header) the page is read row by row; between, the whole of one column is read before the other,
 * unless the two sides share their baselines, which makes them a grid (dates or headings in a left
 * gutter) read row by row, left cell first.
 */
export interface TextRun {
  readonly str: string;
  /** [a, b, c, d, x, y]: the run's transform; x and y place it, d is about the font size. */
  readonly transform: readonly number[];
  readonly width?: number;
  readonly fontName?: string;
}

export interface PdfLine {
  readonly text: string;
  readonly size: number;
  /** Set larger than the body text, or bold (another face than the body's) in capitals. */
  readonly styled: boolean;
}

interface Segment {
  readonly x0: number;
  readonly x1: number;
  /** The right edge of the column or page the segment is read in. */
  readonly limit?: number;
  readonly y: number;
  readonly size: number;
  readonly font: string;
  readonly text: string;
}

const xOf = (run: TextRun) => run.transform[4] ?? 0;
const sizeOf = (run: TextRun) => Math.abs(run.transform[3] ?? 10) || 10;

/** Runs on one baseline, cut where the gap is wider than a tab. */
function segmentsOf(runs: readonly TextRun[]): Segment[] {
  const rows: { y: number; size: number; runs: TextRun[] }[] = [];
  for (const run of runs) {
    // pdf.js fills a gap with a run of spaces; as text it would bridge a column edge or a tab stop.
    if (!run.str.trim()) continue;
    const y = run.transform[5] ?? 0;
    const size = sizeOf(run);
    const row = rows.find((candidate) => Math.abs(candidate.y - y) < Math.min(candidate.size, size) * 0.5);
    if (row) row.runs.push(run);
    else rows.push({ y, size, runs: [run] });
  }
  const segments: Segment[] = [];
  for (const row of rows) {
    const sorted = [...row.runs].sort((a, b) => xOf(a) - xOf(b));
    let parts: TextRun[] = [];
    let end: number | undefined;
    const flush = () => {
      if (!parts.length) return;
      let text = '';
      let at: number | undefined;
      const chars = new Map<string, number>();
      for (const run of parts) {
        const size = sizeOf(run);
        if (
          at !== undefined &&
          xOf(run) - at > size * 0.15 &&
          !text.endsWith(' ') &&
          !run.str.startsWith(' ')
        )
          text += ' ';
        text += run.str;
        at = xOf(run) + (run.width ?? run.str.length * size * 0.5);
        chars.set(run.fontName ?? '', (chars.get(run.fontName ?? '') ?? 0) + run.str.trim().length);
      }
      if (text.trim())
        segments.push({
          x0: xOf(parts[0]!),
          x1: at ?? xOf(parts[0]!),
          y: row.y,
          size: Math.max(...parts.map(sizeOf)),
          font: [...chars].sort((a, b) => b[1] - a[1])[0]![0],
          text: text.replace(/\s+$/, ''),
        });
      parts = [];
    };
    for (const run of sorted) {
      if (end !== undefined && xOf(run) - end > sizeOf(run) * 1.5) flush();
      parts.push(run);
      end = xOf(run) + (run.width ?? run.str.length * sizeOf(run) * 0.5);
    }
    flush();
  }
  return segments.sort((a, b) => b.y - a.y || a.x0 - b.x0);
}

/** The x of a column edge, if the page has one. */
function columnEdge(segments: readonly Segment[]): number | undefined {
  if (segments.length < 10) return undefined;
  const left = Math.min(...segments.map((s) => s.x0));
  const right = Math.max(...segments.map((s) => s.x1));
  const span = right - left;
  let best: { x: number; score: number } | undefined;
  const candidates = new Set(
    segments.map((s) => Math.round(s.x0)).filter((x) => x > left + span * 0.15 && x < right - span * 0.15),
  );
  for (const x of candidates) {
    let before = 0;
    let after = 0;
    let across = 0;
    let starts = 0;
    for (const s of segments) {
      if (s.x1 <= x + 1) before += 1;
      else if (s.x0 >= x - 1) after += 1;
      else across += 1;
      // Bullets and their wrapped lines start a little inside the edge.
      if (s.x0 > x - 2 && s.x0 < x + 15) starts += 1;
    }
    // A column's lines start at its edge; right-aligned dates and places end together instead.
    if (before < 4 || after < 4 || starts < after * 0.4 || across > Math.max(3, segments.length * 0.1))
      continue;
    const score = Math.min(before, after) - 4 * across;
    if (!best || score > best.score) best = { x, score };
  }
  return best?.x;
}

const joinRow = (row: readonly Segment[]) => ({
  ...row[0]!,
  x1: row.at(-1)!.x1,
  size: Math.max(...row.map((s) => s.size)),
  text: row.map((s) => s.text).join('   '),
});

/** Segments read row by row; a row's segments joined with three spaces. */
function rowsOf(segments: readonly Segment[]): Segment[] {
  const rows: Segment[][] = [];
  for (const s of segments) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - s.y) < Math.min(row[0]!.size, s.size) * 0.5) row.push(s);
    else rows.push([s]);
  }
  return rows.map((row) => joinRow([...row].sort((a, b) => a.x0 - b.x0)));
}

/**
 * Rows tagged with the right edge they wrap at: short of the next column for a side column, else
 * the margin that several rows reach. A block where only one row is that wide has no known margin.
 */
const within = (rows: readonly Segment[], edge?: number) => {
  const widest = Math.max(...rows.map((row) => row.x1));
  const left = Math.min(...rows.map((row) => row.x0));
  const reaching = rows.filter((row) => row.x1 >= widest - (widest - left) * 0.05).length;
  const limit = edge ?? (reaching >= 2 ? widest : undefined);
  return rows.map((row) => ({ ...row, limit }));
};

function readingOrder(segments: readonly Segment[], pageTop: number): Segment[] {
  const edge = columnEdge(segments);
  if (edge === undefined) return within(rowsOf(segments));
  const ordered: Segment[] = [];
  let band: Segment[] = [];
  const flushBand = () => {
    const left = band.filter((s) => s.x1 <= edge + 1);
    const right = band.filter((s) => s.x0 >= edge - 1);
    // A side column's lines wrap a gutter's width before the next column starts.
    const leftRows = within(rowsOf(left), edge - 12);
    const rightRows = within(rowsOf(right));
    const sharedWith = (rows: readonly Segment[], others: readonly Segment[]) =>
      rows.filter((l) => others.some((r) => Math.abs(r.y - l.y) < l.size * 0.15)).length / (rows.length || 1);
    // Two columns set with the same leading share many baselines by chance; a gutter of dates or
    // headings also has few rows, far apart, where a side column runs on line after line.
    const dense = leftRows.filter((l, i) => i > 0 && leftRows[i - 1]!.y - l.y < l.size * 1.8).length;
    const gutter = sharedWith(leftRows, rightRows) >= 0.6 && dense < leftRows.length * 0.5;
    if (!left.length || !right.length || sharedWith(rightRows, leftRows) >= 0.9) {
      // Everything on the right sits beside something on the left: right-aligned dates and places.
      ordered.push(...within(rowsOf(band)));
    } else if (gutter || sharedWith(leftRows, rightRows) >= 0.9) {
      // A grid: the left cell of a row is read before the right one, each as a line of its own.
      ordered.push(...[...leftRows, ...rightRows].sort((a, b) => b.y - a.y || a.x0 - b.x0));
    } else {
      // The column holding the page's largest type (the name) is read first; otherwise left first.
      const biggest = Math.max(...band.map((s) => s.size));
      const rightFirst =
        band.some((s) => s.size === biggest && s.x0 >= edge - 1 && s.y > pageTop * 0.7) &&
        !left.some((s) => s.size === biggest);
      ordered.push(...(rightFirst ? [...rightRows, ...leftRows] : [...leftRows, ...rightRows]));
    }
    band = [];
  };
  for (const s of segments) {
    if (s.x0 < edge - 1 && s.x1 > edge + 1) {
      flushBand();
      ordered.push(s);
    } else band.push(s);
  }
  flushBand();
  return ordered;
}

const BULLET = /^\s*[•●▪■◦‣∙·*-]\s/;

/**
 * A line that wrapped belongs to the line above: a bullet's second line indented under its text, or
 * a line in the same type whose first word would not have fitted at the end of the line above
 * ("Certified Compensation" / "Professional (CCP)" in a narrow side column).
 */
function joinWrapped(lines: readonly Segment[]): Segment[] {
  const joined: Segment[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const close =
      previous !== undefined &&
      Math.abs(line.size - previous.size) < 0.5 &&
      previous.y - line.y > 0 &&
      previous.y - line.y < line.size * 1.8 &&
      !BULLET.test(line.text);
    const underBullet = close && BULLET.test(previous.text) && line.x0 > previous.x0 + 1;
    const firstWord = line.text.trim().split(/\s+/)[0] ?? '';
    const wordWidth = ((line.x1 - line.x0) * (firstWord.length + 1)) / Math.max(1, line.text.length);
    const wrapped =
      close &&
      previous.font === line.font &&
      Math.abs(line.x0 - previous.x0) < 1 &&
      !previous.text.includes('   ') &&
      !line.text.includes('   ') &&
      previous.limit !== undefined &&
      // Items of a one-a-line list are short; a wrapped line ran most of the way across.
      previous.x1 - previous.x0 > (previous.limit - previous.x0) * 0.6 &&
      previous.x1 + wordWidth + line.size * 0.5 > previous.limit;
    if (previous && (underBullet || wrapped))
      joined[joined.length - 1] = {
        ...previous,
        y: line.y,
        x1: line.x1,
        text: `${previous.text} ${line.text.trim()}`,
      };
    else joined.push(line);
  }
  return joined;
}

const PAGE_NUMBER = /(?:^|\bpage\s*)\d{1,3}(?:\s*(?:of|\/)\s*\d{1,3})?$/i;

/** The most common value, by how many characters are set in it. */
function dominant<T>(segments: readonly Segment[], key: (s: Segment) => T): T | undefined {
  const counts = new Map<T, number>();
  for (const s of segments) counts.set(key(s), (counts.get(key(s)) ?? 0) + s.text.length);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** Lines of every page, in reading order, each marked when its type sets it apart as a heading. */
export function pdfLines(pages: readonly (readonly TextRun[])[]): PdfLine[] {
  const perPage = pages.map(segmentsOf);
  const all = perPage.flat();
  const bodySize = dominant(all, (s) => Math.round(s.size * 2) / 2) ?? 10;
  const bodyFont = dominant(all, (s) => s.font);
  const lines: PdfLine[] = [];
  let name = '';
  perPage.forEach((segments, index) => {
    const top = Math.max(0, ...segments.map((s) => s.y));
    const ordered = joinWrapped(readingOrder(segments, top));
    if (index === 0 && ordered.length > 2) {
      // The name is the largest type on the first page, even when a side column comes first.
      const biggest = ordered.reduce((a, b) => (b.size > a.size ? b : a));
      const at = ordered.indexOf(biggest);
      if (at > 1 && biggest.size > bodySize * 1.5) ordered.unshift(...ordered.splice(at, 1));
    }
    if (index === 0) name = ordered[0]?.text.trim() ?? '';
    for (const s of ordered) {
      // Running headers and footers ("Name · Page 1 of 2", the name again atop page 2) are not content.
      const text = s.text.trim();
      const footer = PAGE_NUMBER.test(text) && text.length < name.length + 30;
      if (footer || (index > 0 && name && text.startsWith(name) && text.length < name.length + 30)) continue;
      const words = s.text.trim().split(/\s+/);
      const caps = s.text === s.text.toUpperCase() && /\p{Lu}/u.test(s.text);
      const styled =
        words.length <= 5 &&
        !/\d/.test(s.text) &&
        (s.size >= bodySize * 1.12 || (caps && (s.font !== bodyFont || s.size > bodySize)));
      lines.push({ text: s.text, size: s.size, styled });
    }
  });
  return lines.filter((line) => line.text.trim() !== '');
}

/** The lines of one page as text, for callers that need no styling. */
export function linesFromRuns(runs: readonly TextRun[]): string[] {
  return pdfLines([runs]).map((line) => line.text);
}

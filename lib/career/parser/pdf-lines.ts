/**
 * A PDF's text layer back into lines. pdf.js gives positioned runs of text; runs on the same
 * baseline form a line, read left to right, and a wide gap between runs (a tab stop, a right-aligned
 * date) becomes three spaces, which the entry reader treats as a separator.
 */
export interface TextRun {
  readonly str: string;
  /** [a, b, c, d, x, y]: the run's transform; x and y place it, d is about the font size. */
  readonly transform: readonly number[];
  readonly width?: number;
}

export function linesFromRuns(runs: readonly TextRun[]): string[] {
  const lines: { y: number; size: number; runs: TextRun[] }[] = [];
  for (const run of runs) {
    if (!run.str) continue;
    const y = run.transform[5] ?? 0;
    const size = Math.abs(run.transform[3] ?? 10) || 10;
    const line = lines.find((candidate) => Math.abs(candidate.y - y) < Math.min(candidate.size, size) * 0.5);
    if (line) line.runs.push(run);
    else lines.push({ y, size, runs: [run] });
  }
  return lines
    .sort((a, b) => b.y - a.y)
    .map(({ size, runs: parts }) => {
      const sorted = [...parts].sort((a, b) => (a.transform[4] ?? 0) - (b.transform[4] ?? 0));
      let text = '';
      let end: number | undefined;
      for (const run of sorted) {
        const x = run.transform[4] ?? 0;
        if (end !== undefined) {
          const gap = x - end;
          if (gap > size * 1.5) text += '   ';
          else if (gap > size * 0.15 && !text.endsWith(' ') && !run.str.startsWith(' ')) text += ' ';
        }
        text += run.str;
        end = x + (run.width ?? run.str.length * size * 0.5);
      }
      return text.replace(/\s+$/, '');
    })
    .filter((line) => line.trim() !== '');
}

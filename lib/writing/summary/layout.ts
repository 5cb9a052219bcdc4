import type { Span } from '@/lib/writing/segment';

/**
 * Where each sentence sits: which paragraph, whether it opens one, and which lines are a title or a
 * heading rather than prose.
 */
export type Layout = {
  /** Index of the title sentence, or -1: a short first line with no end punctuation, text after it. */
  title: number;
  /** Paragraph number of each sentence (the title, when there is one, is paragraph 0 on its own). */
  paragraph: number[];
  /** Whether each sentence opens its paragraph. */
  opens: boolean[];
  /** Short lines that end in a colon or no punctuation: labels and headings, not statements. */
  heading: boolean[];
};

const TITLE_WORDS = 16;
const LIST_MARK = /^[-•*–]\s+/u;

/** A line's list dash or bullet: markup, not part of the sentence a reader quotes. */
export const withoutListMark = (sentence: string) => sentence.trim().replace(LIST_MARK, '');

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

// A sentence that is a whole line and stops without a full stop, question or exclamation mark.
function isBareLine(text: string, spans: readonly Span[], i: number): boolean {
  const span = spans[i]!;
  const trimmed = span.text.trim();
  const endsLine = /\n/.test(span.text) || /^\s*(\n|$)/.test(text.slice(span.end));
  const startsLine = i === 0 || /\n\s*$/.test(text.slice(spans[i - 1]!.start, span.start));
  return startsLine && endsLine && !/[.!?…"”')\]]$/u.test(trimmed);
}

export function layout(text: string, spans: readonly Span[]): Layout {
  const paragraph: number[] = [];
  const opens: boolean[] = [];
  let current = 0;
  spans.forEach((span, i) => {
    // A blank line between this sentence's last word and the next one's first starts a paragraph.
    const before = i ? text.slice(spans[i - 1]!.start + spans[i - 1]!.text.trimEnd().length, span.start) : '';
    const breaks =
      i > 0 &&
      /\n[^\S\n]*\n/.test(before + span.text.slice(0, span.text.length - span.text.trimStart().length));
    if (breaks) current += 1;
    paragraph.push(current);
    opens.push(i === 0 || breaks);
  });
  const bare = spans.map(
    (span, i) =>
      wordCount(span.text) <= TITLE_WORDS && isBareLine(text, spans, i) && !LIST_MARK.test(span.text.trim()),
  );
  // Notes typed as lines without full stops are all bare lines: there they are the content.
  const prose = bare.filter(Boolean).length * 2 < spans.length;
  const heading = bare.map((isBare) => isBare && prose);
  const title = spans.length > 1 && bare[0] && !/:$/.test(spans[0]!.text.trim()) ? 0 : -1;
  if (title === 0 && paragraph[1] === 0) {
    // The title stands alone even when no blank line follows it.
    for (let i = 1; i < spans.length; i += 1) paragraph[i] = paragraph[i]! + 1;
    opens[1] = true;
  }
  return { title, paragraph, opens, heading };
}

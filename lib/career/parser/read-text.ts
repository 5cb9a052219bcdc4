/** A file's text, one line a paragraph, with the lines the file itself sets apart as headings. */
export interface ReadText {
  readonly text: string;
  readonly headings: readonly string[];
}

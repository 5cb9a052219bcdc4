/**
 * A ready-made set of inputs for a calculator, in the shape its schema reads (numbers may be numbers
 * here, as a test or a worked example writes them), with a sentence saying what it shows.
 */
export interface Example {
  input: Readonly<
    Record<
      string,
      string | number | boolean | undefined | readonly Readonly<Record<string, string | number>>[]
    >
  >;
  note: string;
}

import { describe, expect, it } from 'vitest';
import { csvCell, defuseFormula, toCsv } from '@/lib/kit/csv';

describe('CSV cells', () => {
  // From the question-set tests (lib/surveys/csv had its own csvCell).
  it('escapes commas, quotes and line breaks in CSV cells, and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
  });

  // From the email checker tests (lib/utilities/email/bulk had its own csvCell).
  it('writes a CSV that spreadsheets cannot run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('a,b')).toBe('"a,b"');
  });

  // From the resume parser tests (lib/career/parser/export quoted every cell).
  it('quotes every cell when asked, with the same guard', () => {
    const cell = (value: string) => csvCell(value, { quoteAll: true });
    expect(cell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(cell('+1+cmd|calc')).toBe('"\'+1+cmd|calc"');
    expect(cell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(cell('+1 (512) 555-0147')).toBe('"+1 (512) 555-0147"');
  });

  it('guards every character a spreadsheet starts a formula with', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(defuseFormula(`${start}cmd|' /C calc'!A0`)).toBe(`'${start}cmd|' /C calc'!A0`);
    }
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
  });

  it('leaves numbers and number-like text as they are, so they stay numbers in a spreadsheet', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell('+1 (512) 555-0147')).toBe('+1 (512) 555-0147');
    expect(csvCell('-5%')).toBe("'-5%");
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('CSV text', () => {
  it('ends every row in CRLF, header first', () => {
    expect(
      toCsv([
        ['Name', 'Note'],
        ['Ann', 'x, y'],
        ['Bo', '@home'],
      ]),
    ).toBe('Name,Note\r\nAnn,"x, y"\r\nBo,\'@home\r\n');
  });

  // From the generator tests: favourites quote every cell.
  it('quotes every cell of a row when asked', () => {
    expect(
      toCsv(
        [
          ['Idea', ''],
          ['Fast, fair "hiring"', 'AI'],
        ],
        { quoteAll: true },
      ),
    ).toBe('"Idea",""\r\n"Fast, fair ""hiring""","AI"\r\n');
  });
});

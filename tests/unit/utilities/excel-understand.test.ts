import { describe, expect, it } from 'vitest';
import { displayValue } from '@/lib/utilities/excel/display';
import { evaluateFormula } from '@/lib/utilities/excel/evaluate';
import { previewSheet } from '@/lib/utilities/excel/preview-sample';
import { SAMPLE_TODAY } from '@/lib/utilities/excel/sample';
import { taskById } from '@/lib/utilities/excel/tasks';
import { understand } from '@/lib/utilities/excel/understand';
import { HELD_OUT } from './excel-corpus/held-out';
import { HELD_OUT_2 } from './excel-corpus/held-out-2';
import { CORPUS } from './excel-corpus/requests';

/** The formula written for a request, and its result on the sample as the page shows it. */
function preview(request: string) {
  const read = understand(request);
  if (!read) throw new Error(`Not understood: ${request}`);
  const task = taskById(read.taskId)!;
  const built = task.build(read.values);
  const result = evaluateFormula(built.excel, { grid: previewSheet(read.sample).grid, today: SAMPLE_TODAY });
  return {
    formula: built.excel,
    notes: read.notes,
    shown: result.ok ? displayValue(result.value, task.format) : result.message,
  };
}

describe('requests previewed on the sample', () => {
  it('can evaluate every formula written for the corpus', () => {
    const unknown = [...CORPUS, ...HELD_OUT, ...HELD_OUT_2]
      .filter((c) => c.excel !== null && understand(c.request))
      .map((c) => preview(c.request))
      .filter((p) => typeof p.shown === 'string');
    expect(unknown).toEqual([]);
  });

  it('previews on a sheet that has the columns the request names', () => {
    // Column A holds emails in the preview, so the domain is a real one: ana.lopez@northwind.com.
    expect(preview('domain part of the email address in A2').shown).toEqual([['northwind.com']]);
    expect(preview('email username from column D').shown).toEqual([['ana.lopez']]);
    // Column C holds full names ("Ana Lopez") when a first or last name is taken out of it.
    expect(preview('get the first name out of C2').shown).toEqual([['Ana']]);
    expect(preview('last name from the full name in column A').shown).toEqual([['Lopez']]);
    // "Ana (Sales) East".
    expect(preview('extract the text between ( and ) in B2').shown).toEqual([['Sales']]);
    // "Sales-Ana-East".
    expect(preview('part of C2 after the last dash').shown).toEqual([['East']]);
    // Amount is placed in column J with made-up numbers; HR is rows 6 and 9: 1,750 + 1,420.
    const amount = preview('sum column Amount where Department is HR');
    expect(amount.formula).toBe('=SUMIFS(J2:J9,D2:D9,"HR")');
    expect(amount.shown).toEqual([['3,170']]);
    expect(amount.notes[0]).toBe(
      'The sample has no Amount column, so column J stands for Amount, with made-up values; change the references to match your sheet.',
    );
    // Status: Open, Closed, Open, Pending, Closed, Open, Pending, Closed.
    expect(preview('count rows where column Status is Open').shown).toEqual([['3']]);
  });

  it('evaluates the functions added for splitting, rounding and the last filled cell', () => {
    // The last filled Department is Hiro's, row 9.
    expect(preview('last non-blank value in column D').shown).toEqual([['HR']]);
    expect(preview('the latest entry in F2:F9').shown).toEqual([['61000']]);
    // Ana's salary, 62,000: up to 65,000, down to 60,000, nearest 25,000 is 50,000.
    expect(preview('round up F2 to the nearest 5000').shown).toEqual([['65000']]);
    expect(preview('round down F2 to the nearest 5000').shown).toEqual([['60000']]);
    expect(preview('round F2 to the nearest multiple of 25000').shown).toEqual([['50000']]);
    // Hours 42 → 45 (up to 5); Ana 62,000 → Ben 98,000 is +58.06%, rounded to one decimal 58.10%.
    expect(preview('round up H2 to the nearest 5').shown).toEqual([['45']]);
    expect(preview('percent change from F2 to F3 rounded to 1 decimal place').shown).toEqual([['58.10%']]);
    // Ana started 2019-03-15: first quarter, month starting 2019-03-01.
    expect(preview('which quarter is the date in G2').shown).toEqual([['1']]);
    expect(preview('first day of the month of G2').shown).toEqual([['2019-03-01']]);
  });

  it('gives the answers worked out by hand from the sample rows', () => {
    // Sales: Ana 62,000, Chloe 71,000, Farid 66,000.
    expect(preview('sum of salary where Department is Sales').shown).toEqual([['199,000']]);
    expect(preview('average salary where department is sales').shown).toEqual([['66,333.33']]);
    // Sales over 40 hours: Ana 42, Chloe 45, Farid 47.
    expect(preview('count people in sales who worked more than 40 hours').shown).toEqual([['3']]);
    // Started before 2020: Ana (2019), Chloe (2018), Grace (2017).
    expect(preview('sum salary for people who started before 2020').shown).toEqual([['245,000']]);
    // 62,000, 71,000, 66,000 and 61,000; 58,000 is below.
    expect(preview('count salaries between 60000 and 80000').shown).toEqual([['4']]);
    expect(preview('how many different departments').shown).toEqual([['3']]);
    expect(preview('lowest salary where region is West').shown).toEqual([['61,000']]);
    expect(preview('find the region of E105').shown).toEqual([['East']]);
    expect(preview('month name from G2').shown).toEqual([['March']]);
    expect(preview('add 6 months to the date in G2').shown).toEqual([['2019-09-15']]);
    expect(preview('if department is Sales and hours over 40 then Review else OK').shown).toEqual([
      ['Review'],
    ]);
  });

  it('says which sample columns stand for the headers it read', () => {
    expect(preview('sum of salary where Department is Sales').notes.join(' ')).toContain(
      'Salary is column F, Department is column D of the sample sheet (rows 2 to 9)',
    );
    expect(preview('sum A2:A20').notes).toEqual([]);
  });

  it('reads the requests a new visitor reported', () => {
    expect(preview('average salary in column D where department in column B is Sales').formula).toBe(
      '=AVERAGEIFS(D:D,B:B,"Sales")',
    );
    const working = preview('working days between start date and end date');
    expect(working.formula).toBe('=NETWORKDAYS(G2,TODAY())');
    expect(working.notes[0]).toBe(
      'No cell was recognised for the end date, so TODAY() is used; type your end date cell below.',
    );
    expect(preview('count cells in A2:A20 greater than 100').formula).toBe('=COUNTIFS(A2:A20,">100")');
  });

  it('reads column numbers, workdays, ages and medians', () => {
    expect(preview('vlookup K2 in A:F col 3').formula).toBe('=VLOOKUP(K2,A:F,3,FALSE)');
    expect(preview('workdays between C2 and D2').formula).toBe('=NETWORKDAYS(C2,D2)');
    expect(preview('how old is someone born on A2').formula).toBe('=DATEDIF(A2,TODAY(),"Y")');
    expect(preview('median salary').shown).toEqual([['68500']]);
    // Excel has no MEDIANIFS: no formula rather than one that drops the condition.
    expect(understand('median salary where Department is Sales')).toBeNull();
  });

  it('keeps the sample column, and says so, when the numbers to add are not recognised', () => {
    const read = preview('sum Amount where Department is Sales');
    expect(read.formula).toBe('=SUMIFS(F2:F9,D2:D9,"Sales")');
    expect(read.notes[0]).toBe(
      'No column of numbers was recognised, so the sample’s Salary column is used; type your range.',
    );
  });

  it('understands nothing in text without a spreadsheet request', () => {
    expect(understand('')).toBeNull();
    expect(understand('hello there')).toBeNull();
  });
});

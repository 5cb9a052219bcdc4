import { describe, expect, it } from 'vitest';
import { displayValue } from '@/lib/utilities/excel/display';
import { evaluateFormula } from '@/lib/utilities/excel/evaluate';
import { SAMPLE_GRID, SAMPLE_TODAY } from '@/lib/utilities/excel/sample';
import { taskById } from '@/lib/utilities/excel/tasks';
import { understand } from '@/lib/utilities/excel/understand';
import { HELD_OUT } from './excel-corpus/held-out';
import { CORPUS } from './excel-corpus/requests';

/** The formula written for a request, and its result on the sample as the page shows it. */
function preview(request: string) {
  const read = understand(request);
  if (!read) throw new Error(`Not understood: ${request}`);
  const task = taskById(read.taskId)!;
  const built = task.build(read.values);
  const result = evaluateFormula(built.excel, { grid: SAMPLE_GRID, today: SAMPLE_TODAY });
  return {
    formula: built.excel,
    notes: read.notes,
    shown: result.ok ? displayValue(result.value, task.format) : result.message,
  };
}

describe('requests previewed on the sample', () => {
  it('can evaluate every formula written for the corpus', () => {
    const unknown = [...CORPUS, ...HELD_OUT]
      .map((c) => preview(c.request))
      .filter((p) => typeof p.shown === 'string');
    expect(unknown).toEqual([]);
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

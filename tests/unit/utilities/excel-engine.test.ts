import { describe, expect, it } from 'vitest';
import { formulaShapeProblem, inputProblems } from '@/lib/utilities/excel/check';
import { displayValue } from '@/lib/utilities/excel/display';
import { evaluateFormula } from '@/lib/utilities/excel/evaluate';
import { matchTask } from '@/lib/utilities/excel/match';
import { literal, refProblem } from '@/lib/utilities/excel/refs';
import { SAMPLE_GRID, SAMPLE_TODAY } from '@/lib/utilities/excel/sample';
import { defaultValues, taskById, TASKS } from '@/lib/utilities/excel/tasks';
import { toSerial } from '@/lib/utilities/excel/values';

const sample = { grid: SAMPLE_GRID, today: SAMPLE_TODAY };

function run(formula: string, format: Parameters<typeof displayValue>[1] = 'number') {
  const result = evaluateFormula(formula, sample);
  if (!result.ok) throw new Error(result.message);
  return displayValue(result.value, format);
}

/** Each task with its default inputs: the formula it writes and what it gives on the sample. */
const EXPECTED: Record<string, { excel: string; sheets?: string; result: string[][] }> = {
  sumifs: { excel: '=SUMIFS(F2:F9,D2:D9,"Sales",E2:E9,"West")', result: [['137,000']] },
  countifs: { excel: '=COUNTIFS(D2:D9,"Engineering",H2:H9,">40")', result: [['1']] },
  averageifs: { excel: '=AVERAGEIFS(F2:F9,D2:D9,"Engineering")', result: [['105,000']] },
  xlookup: { excel: '=XLOOKUP("E104",A2:A9,F2:F9,"Not found")', result: [['105,000']] },
  vlookup: { excel: '=VLOOKUP("E104",A2:F9,6,FALSE)', result: [['105,000']] },
  'index-match': { excel: '=INDEX(F2:F9,MATCH("E104",A2:A9,0))', result: [['105,000']] },
  if: { excel: '=IF(H2>40,"Overtime","Standard")', result: [['Overtime']] },
  ifs: { excel: '=IFS(F2>=100000,"Band 3",F2>=70000,"Band 2",TRUE,"Band 1")', result: [['Band 1']] },
  'and-or': { excel: '=IF(AND(D2="Sales",H2>40),"Review","OK")', result: [['Review']] },
  concat: { excel: '=CONCAT(B2," ",C2)', sheets: '=CONCATENATE(B2," ",C2)', result: [['Ana Lopez']] },
  textjoin: {
    excel: '=TEXTJOIN(", ",TRUE,B2:B9)',
    result: [['Ana, Ben, Chloe, Dev, Eva, Farid, Grace, Hiro']],
  },
  extract: { excel: '=RIGHT(A2,3)', result: [['101']] },
  'clean-names': { excel: '=PROPER(TRIM(I2))', result: [['Ana Lopez']] },
  datedif: { excel: '=DATEDIF(G2,TODAY(),"M")', result: [['92']] },
  networkdays: { excel: '=NETWORKDAYS(G9,TODAY())', result: [['645']] },
  eomonth: { excel: '=EOMONTH(G2,3)', result: [['2019-06-30']] },
  'days-since': { excel: '=TODAY()-G9', result: [['902']] },
  'percent-change': { excel: '=(F8-F5)/F5', result: [['6.67%']] },
  rank: { excel: '=RANK.EQ(F2,$F$2:$F$9,0)', result: [['6']] },
  unique: { excel: '=UNIQUE(D2:D9)', result: [['Sales'], ['Engineering'], ['HR']] },
  filter: {
    excel: '=FILTER(B2:B9,D2:D9="Sales","None")',
    sheets: '=IFERROR(FILTER(B2:B9,D2:D9="Sales"),"None")',
    result: [['Ana'], ['Chloe'], ['Farid']],
  },
  sort: { excel: '=SORT(B2:F9,5,-1)', sheets: '=SORT(B2:F9,5,FALSE)', result: [] },
  tenure: {
    excel: '=DATEDIF(G2,TODAY(),"Y")&" years, "&DATEDIF(G2,TODAY(),"YM")&" months"',
    result: [['7 years, 8 months']],
  },
  overtime: { excel: '=MAX(0,H2-40)*30*1.5', result: [['90']] },
  minifs: { excel: '=MINIFS(F2:F9,D2:D9,"Sales")', result: [['62,000']] },
  maxifs: { excel: '=MAXIFS(F2:F9,D2:D9,"Sales")', result: [['71,000']] },
  aggregate: { excel: '=SUM(F2:F9)', result: [['633000']] },
  'count-unique': { excel: '=COUNTA(UNIQUE(D2:D9))', sheets: '=COUNTUNIQUE(D2:D9)', result: [['3']] },
  round: { excel: '=ROUND(F2,-3)', result: [['62000']] },
  'shift-date': { excel: '=EDATE(G2,6)', result: [['2019-09-15']] },
  'date-part': { excel: '=YEAR(G2)', result: [['2019']] },
  today: { excel: '=TODAY()', result: [['2026-11-22']] },
  'text-case': { excel: '=TRIM(I2)', result: [['ana LOPEZ']] },
  substitute: { excel: '=SUBSTITUTE(A2,"E","EMP-")', result: [['EMP-101']] },
  'text-format': { excel: '=TEXT(G2,"mmmm")', result: [['March']] },
  iferror: { excel: '=IFERROR(VLOOKUP("E110",A2:F9,6,FALSE),"Not found")', result: [['Not found']] },
  'split-text': {
    excel: '=TEXTAFTER(A2,"E")',
    sheets: '=RIGHT(A2,LEN(A2)-FIND("E",A2))',
    result: [['101']],
  },
  // The last filled cell of Department is row 9's.
  'last-filled': {
    excel: '=LOOKUP(2,1/(D:D<>""),D:D)',
    sheets: '=ARRAYFORMULA(LOOKUP(2,1/(D:D<>""),D:D))',
    result: [['HR']],
  },
  // 62,000 to the nearest 5,000.
  'round-multiple': { excel: '=MROUND(F2,5000)', result: [['60000']] },
  // Ana's 62,000 ÷ Chloe's 71,000.
  'percent-of': { excel: '=F2/F4', result: [['87.32%']] },
};

describe('the formula tasks', () => {
  it('has about twenty tasks, each with an expectation here', () => {
    expect(TASKS.length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(EXPECTED).sort()).toEqual(TASKS.map((t) => t.id).sort());
  });

  it.each(TASKS.map((task) => [task.id, task] as const))(
    '%s builds its formula and evaluates on the sample',
    (id, task) => {
      const values = defaultValues(task);
      expect(inputProblems(task, values)).toEqual({});
      const built = task.build(values);
      const expected = EXPECTED[id]!;
      expect(built.excel).toBe(expected.excel);
      expect(built.sheets).toBe(expected.sheets);
      expect(built.args.length).toBeGreaterThan(0);
      expect(formulaShapeProblem(built.excel)).toBeNull();
      const shown = run(built.excel, task.format);
      if (id === 'sort') {
        expect(shown).toHaveLength(8);
        expect(shown[0]).toEqual(['Grace', 'Kim', 'Engineering', 'East', '112000']);
        expect(shown[7]![4]).toBe('58000');
      } else expect(shown).toEqual(expected.result);
    },
  );

  it('rebuilds as inputs change', () => {
    const task = taskById('sumifs')!;
    const built = task.build({ ...defaultValues(task), range2: '', criteria1: '>=70000', range1: 'F2:F9' });
    expect(built.excel).toBe('=SUMIFS(F2:F9,F2:F9,">=70000")');
    expect(run(built.excel)).toEqual([['386000']]);
  });
});

describe('input checks', () => {
  it('accepts cells, ranges, whole columns and sheet names', () => {
    for (const ok of [
      'A1',
      '$B$2',
      'A1:B10',
      'A:A',
      'C:E',
      '2:2',
      'Sheet1!A1:A9',
      "'Pay data'!C:C",
      'XFD1048576',
    ])
      expect(refProblem(ok, 'range'), ok).toBeNull();
  });

  it('explains bad references', () => {
    expect(refProblem('A1:B', 'range')).toBe(
      'Enter a range such as A2:A100, a whole column such as A:A, or one cell.',
    );
    expect(refProblem('B2:B9', 'cell')).toBe('Enter one cell, not a range (B2, not B2:B9).');
    expect(refProblem('Pay data!A1', 'range')).toBe(
      "Sheet names with spaces need single quotes: 'Pay data'!A1.",
    );
    expect(refProblem('ABCD1', 'cell')).toBe(
      'Columns go up to XFD (three letters): check the column letters.',
    );
    expect(refProblem('A0', 'cell')).not.toBeNull();
    expect(refProblem('', 'cell')).toBe('Enter a reference.');
  });

  it('flags ranges of different sizes where Excel needs the same', () => {
    const task = taskById('sumifs')!;
    expect(inputProblems(task, { ...defaultValues(task), range1: 'D2:D20' })).toEqual({
      range1: 'Must be the same size as F2:F9 (8 × 1), or Excel returns #VALUE!.',
    });
    expect(inputProblems(task, { ...defaultValues(task), sum: 'F:F', range1: 'D:D', range2: 'E:E' })).toEqual(
      {},
    );
  });

  it('writes typed values as formula literals', () => {
    expect(literal('Sales')).toBe('"Sales"');
    expect(literal('40')).toBe('40');
    expect(literal('>40')).toBe('">40"');
    expect(literal('>K1')).toBe('">"&K1');
    expect(literal('K2')).toBe('K2');
    expect(literal('"E104"')).toBe('"E104"');
    expect(literal('Say "hi"')).toBe('"Say ""hi"""');
  });
});

describe('the evaluator', () => {
  it('follows Excel precedence and operators', () => {
    expect(run('=1+2*3^2')).toEqual([['19']]);
    expect(run('=-2^2')).toEqual([['4']]);
    expect(run('=50%*10')).toEqual([['5']]);
    expect(run('="a"&1+1')).toEqual([['a2']]);
    expect(run('=1/0')).toEqual([['#DIV/0!']]);
    expect(run('=2>1')).toEqual([['TRUE']]);
  });

  it('handles criteria with wildcards, comparisons and whole columns', () => {
    expect(run('=COUNTIFS(D:D,"Eng*")')).toEqual([['3']]);
    expect(run('=COUNTIF(D2:D9,"<>Sales")')).toEqual([['5']]);
    expect(run('=SUMIF(H2:H9,">=40")')).toEqual([['255']]);
    expect(run('=COUNTIFS(G2:G9,">"&DATE(2021,1,1))')).toEqual([['4']]);
    expect(run('=SUM(F:F)')).toEqual([['633000']]);
    expect(run('=SUMIFS(F2:F9,D2:D8,"Sales")')).toEqual([['#VALUE!']]);
  });

  it('does lookups, approximate matches and missing values', () => {
    expect(run('=XLOOKUP("E999",A2:A9,B2:B9)')).toEqual([['#N/A']]);
    expect(run('=XLOOKUP("E102",A2:A9,B2:C9)')).toEqual([['Ben', 'Carter']]);
    expect(run('=VLOOKUP(60000,SORT(F2:F9),1,TRUE)')).toEqual([['58000']]);
    // Sorted: 58000, 61000, 62000, 66000, 71000…: the largest value not above 70000 is 4th.
    expect(run('=MATCH(70000,SORT(F2:F9),1)')).toEqual([['4']]);
    expect(run('=INDEX(B2:C9,3,2)')).toEqual([['Nguyen']]);
    expect(run('=IFERROR(VLOOKUP("x",A2:B9,2,FALSE),"none")')).toEqual([['none']]);
  });

  it('counts dates the way Excel does', () => {
    const opts = { grid: [[toSerial(2024, 1, 31), toSerial(2024, 3, 1)]], today: 0 };
    const ev = (f: string) => {
      const r = evaluateFormula(f, opts);
      return r.ok ? displayValue(r.value, 'number') : r.message;
    };
    expect(ev('=DATEDIF(A1,B1,"M")')).toEqual([['1']]);
    // Excel's documented MD quirk: 31 Jan to 1 Mar 2024 gives -1, and so does this.
    expect(ev('=DATEDIF(A1,B1,"MD")')).toEqual([['-1']]);
    expect(ev('=DATEDIF(A1,B1,"D")')).toEqual([['30']]);
    expect(ev('=DATEDIF(B1,A1,"D")')).toEqual([['#NUM!']]);
    expect(ev('=EOMONTH(A1,1)')).toEqual([[String(toSerial(2024, 2, 29))]]);
    expect(ev('=NETWORKDAYS(A1,B1)')).toEqual([['23']]);
    expect(ev('=NETWORKDAYS(A1,B1,A1)')).toEqual([['22']]);
    expect(toSerial(2026, 11, 22)).toBe(46348);
  });

  it('reports formulas it cannot read or functions it does not know', () => {
    expect(evaluateFormula('=SUM(A1', sample)).toEqual({
      ok: false,
      message: 'SUM is missing a closing parenthesis.',
    });
    expect(evaluateFormula('=LAMBDA(x,x)(1)', sample).ok).toBe(false);
    expect(evaluateFormula('=STDEV(F2:F9)', sample)).toEqual({
      ok: false,
      message: 'The sample evaluator does not know STDEV; Excel may still.',
    });
  });
});

describe('the functions behind the new tasks, on values Excel documents', () => {
  it('takes the smallest or largest matching number, 0 when none match', () => {
    expect(run('=MINIFS(H2:H9,E2:E9,"West")')).toEqual([['38']]);
    expect(run('=MAXIFS(F2:F9,D2:D9,"Engineering",E2:E9,"East")')).toEqual([['112000']]);
    expect(run('=MAXIFS(F2:F9,D2:D9,"Legal")')).toEqual([['0']]);
    expect(run('=AVERAGEIF(D2:D9,"HR",F2:F9)')).toEqual([['59500']]);
    // Salaries sorted: 58, 61, 62, 66, 71, 98, 105, 112 thousand; the middle pair is 66 and 71.
    expect(run('=MEDIAN(F2:F9)')).toEqual([['68500']]);
    expect(run('=MEDIAN(H2:H4)')).toEqual([['42']]);
  });

  it('counts blank cells, below the data too', () => {
    expect(run('=COUNTBLANK(A2:A12)')).toEqual([['3']]);
    expect(run('=COUNTBLANK(J2:J9)')).toEqual([['8']]);
    expect(run('=COUNTA(A2:A12)')).toEqual([['8']]);
  });

  it('rounds up and down away from and towards zero', () => {
    expect(run('=ROUNDUP(3.14159,2)')).toEqual([['3.15']]);
    expect(run('=ROUNDUP(-3.14159,1)')).toEqual([['-3.2']]);
    expect(run('=ROUNDDOWN(-3.7,0)')).toEqual([['-3']]);
    expect(run('=ROUNDDOWN(2.5,0)')).toEqual([['2']]);
    expect(run('=ROUND(62499,-3)')).toEqual([['62000']]);
  });

  it('moves dates by months, keeping month ends, and names weekdays', () => {
    expect(run('=EDATE(DATE(2024,1,31),1)', 'date')).toEqual([['2024-02-29']]);
    expect(run('=EDATE(DATE(2023,3,31),-1)', 'date')).toEqual([['2023-02-28']]);
    expect(run('=EDATE(G2,24)', 'date')).toEqual([['2021-03-15']]);
    // 22 November 2026 is a Sunday.
    expect(run('=WEEKDAY(TODAY())')).toEqual([['1']]);
    expect(run('=WEEKDAY(TODAY(),2)')).toEqual([['7']]);
    expect(run('=WEEKDAY(DATE(2019,3,15))')).toEqual([['6']]);
  });

  it('formats numbers and dates as text', () => {
    expect(run('=TEXT(G2,"dddd, mmmm d, yyyy")')).toEqual([['Friday, March 15, 2019']]);
    expect(run('=TEXT(G2,"dd/mm/yyyy")')).toEqual([['15/03/2019']]);
    expect(run('=TEXT(G2,"mmm yy")')).toEqual([['Mar 19']]);
    expect(run('=TEXT(1234.5,"#,##0.00")')).toEqual([['1,234.50']]);
    expect(run('=TEXT(F2,"$#,##0")')).toEqual([['$62,000']]);
    expect(run('=TEXT(0.256,"0.0%")')).toEqual([['25.6%']]);
    expect(run('=TEXT(2.5,"0.00")')).toEqual([['2.50']]);
  });

  it('finds and replaces text', () => {
    expect(run('=SEARCH("urg","Very URGENT")')).toEqual([['6']]);
    expect(run('=FIND("urg","Very URGENT")')).toEqual([['#VALUE!']]);
    expect(run('=IF(ISNUMBER(SEARCH("eng",D3)),"Tech","Other")')).toEqual([['Tech']]);
    expect(run('=SUBSTITUTE("a-b-c","-","")')).toEqual([['abc']]);
    expect(run('=SUBSTITUTE("a-b-c","-","+",2)')).toEqual([['a-b+c']]);
    expect(run('=ISBLANK(J2)')).toEqual([['TRUE']]);
    expect(run('=TEXTJOIN(CHAR(44),TRUE,E2:E3)')).toEqual([['East,West']]);
  });
});

describe('describe what you need', () => {
  it('finds the closest task from keywords', () => {
    expect(matchTask('count how many people in sales work over 40 hours')!.task.id).toBe('countifs');
    expect(matchTask('total salary by department')!.task.id).toBe('sumifs');
    expect(matchTask('years of service for each employee')!.task.id).toBe('tenure');
    expect(matchTask('remove duplicates from a list')!.task.id).toBe('unique');
    expect(matchTask('working days between offer and start')!.task.id).toBe('networkdays');
    expect(matchTask('look up salary by employee id')!.task.id).toBe('xlookup');
    expect(matchTask('zzz qqq')).toBeNull();
  });

  it('checks the shape of a formula written elsewhere', () => {
    expect(formulaShapeProblem('SUM(A1:A3)')).toBe('It does not start with “=”.');
    expect(formulaShapeProblem('=SUM(A1:A3')).toBe('A parenthesis is never closed.');
    expect(formulaShapeProblem('=SUM(A1))')).toBe('It closes a parenthesis that was never opened.');
    expect(formulaShapeProblem('=IF(A1=")","x","y")')).toBeNull();
    expect(formulaShapeProblem('="abc')).toBe('A text in quotes is never closed.');
  });
});

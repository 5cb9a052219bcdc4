import { dateParts, literal } from './refs';
import { SPLIT_TASKS } from './split-tasks';
import type { Argument, Task, TaskInput } from './task';

export type { Argument, Built, InputKind, ResultFormat, Task, TaskInput } from './task';

const t = (v: Readonly<Record<string, string>>, key: string) => (v[key] ?? '').trim();

const HELP_CRITERIA =
  'Text (Sales), a number (40), a comparison (>40, <>Closed), a wildcard (Eng*) or a cell.';
const HELP_VALUE =
  'A cell (K2), a number, or text; put text that looks like a cell, such as "E104", in quotes.';

const TEST_OPTIONS = [
  ...['=', '<>', '>', '>=', '<', '<='].map((o) => ({ value: o, label: o })),
  { value: 'contains', label: 'contains' },
];

/** One cell or range tested against a value: D2="Sales", H2>40, or a contains test. */
function comparison(subject: string, op: string, against: string): string {
  // Excel has no contains operator; SEARCH finds the text anywhere, ignoring case.
  if (op === 'contains') return `ISNUMBER(SEARCH(${literal(against)},${subject}))`;
  // A date compared as text ("2025-01-01") never matches a date cell; DATE() makes it a date.
  const date = dateParts(against);
  if (date) return `${subject}${op}DATE(${date.join(',')})`;
  return `${subject}${op}${literal(against)}`;
}

/** Builds the (range, criteria) pairs of the *IFS functions, skipping optional empty ones. */
function conditionPairs(
  v: Readonly<Record<string, string>>,
  pairs: number,
): { parts: string[]; args: Argument[] } {
  const parts: string[] = [];
  const args: Argument[] = [];
  for (let i = 1; i <= pairs; i++) {
    const range = t(v, `range${i}`);
    if (!range) continue;
    const crit = literal(t(v, `criteria${i}`));
    parts.push(range, crit);
    args.push(
      { name: `criteria_range${i}`, text: `${range}: the cells tested by condition ${i}.` },
      {
        name: `criteria${i}`,
        text: `${crit}: what those cells must match. Comparisons go inside the quotes (">40").`,
      },
    );
  }
  return { parts, args };
}

const conditionInputs = (
  first: { range: string; criteria: string },
  second: { range: string; criteria: string },
): TaskInput[] => [
  { key: 'range1', label: 'Condition 1: range to test', kind: 'range', default: first.range },
  {
    key: 'criteria1',
    label: 'Condition 1: must match',
    kind: 'criteria',
    default: first.criteria,
    help: HELP_CRITERIA,
  },
  {
    key: 'range2',
    label: 'Condition 2: range to test (optional)',
    kind: 'range',
    default: second.range,
    optional: true,
  },
  {
    key: 'criteria2',
    label: 'Condition 2: must match',
    kind: 'criteria',
    default: second.criteria,
    optional: true,
    help: HELP_CRITERIA,
  },
];

export const TASKS: readonly Task[] = [
  {
    id: 'sumifs',
    name: 'Sum with conditions (SUMIFS)',
    category: 'Conditions',
    summary: 'Add up the numbers in rows that match one or more conditions.',
    keywords: [
      'sum',
      'total',
      'add',
      'if',
      'condition',
      'criteria',
      'where',
      'by department',
      'payroll',
      'sumif',
      'sumifs',
    ],
    format: 'currency',
    inputs: [
      { key: 'sum', label: 'Numbers to add up', kind: 'range', default: 'F2:F9' },
      ...conditionInputs({ range: 'D2:D9', criteria: 'Sales' }, { range: 'E2:E9', criteria: 'West' }),
    ],
    sameSize: [
      ['sum', 'range1'],
      ['sum', 'range2'],
    ],
    build: (v) => {
      const c = conditionPairs(v, 2);
      return {
        excel: `=SUMIFS(${[t(v, 'sum'), ...c.parts].join(',')})`,
        args: [
          { name: 'sum_range', text: `${t(v, 'sum')}: the numbers added when every condition holds.` },
          ...c.args,
        ],
      };
    },
  },
  {
    id: 'countifs',
    name: 'Count with conditions (COUNTIFS)',
    category: 'Conditions',
    summary: 'Count the rows that match one or more conditions.',
    keywords: ['count', 'how many', 'number of', 'headcount', 'countif', 'countifs', 'condition', 'criteria'],
    format: 'number',
    inputs: conditionInputs({ range: 'D2:D9', criteria: 'Engineering' }, { range: 'H2:H9', criteria: '>40' }),
    sameSize: [['range1', 'range2']],
    build: (v) => {
      const c = conditionPairs(v, 2);
      return { excel: `=COUNTIFS(${c.parts.join(',')})`, args: c.args };
    },
  },
  {
    id: 'averageifs',
    name: 'Average with conditions (AVERAGEIFS)',
    category: 'Conditions',
    summary: 'Average the numbers in rows that match one or more conditions.',
    keywords: ['average', 'mean', 'avg', 'averageif', 'averageifs', 'condition', 'typical'],
    format: 'currency',
    inputs: [
      { key: 'avg', label: 'Numbers to average', kind: 'range', default: 'F2:F9' },
      ...conditionInputs({ range: 'D2:D9', criteria: 'Engineering' }, { range: '', criteria: '' }),
    ],
    sameSize: [
      ['avg', 'range1'],
      ['avg', 'range2'],
    ],
    build: (v) => {
      const c = conditionPairs(v, 2);
      return {
        excel: `=AVERAGEIFS(${[t(v, 'avg'), ...c.parts].join(',')})`,
        args: [
          { name: 'average_range', text: `${t(v, 'avg')}: the numbers averaged. No match gives #DIV/0!.` },
          ...c.args,
        ],
      };
    },
  },
  ...(['MIN', 'MAX'] as const).map((fn): Task => ({
    id: `${fn.toLowerCase()}ifs`,
    name: `${fn === 'MIN' ? 'Smallest' : 'Largest'} value with conditions (${fn}IFS)`,
    category: 'Conditions',
    summary: `The ${fn === 'MIN' ? 'lowest' : 'highest'} number among the rows that match one or more conditions.`,
    keywords:
      fn === 'MIN'
        ? ['minifs', 'minimum', 'lowest', 'smallest', 'min', 'condition']
        : ['maxifs', 'maximum', 'highest', 'largest', 'max', 'condition'],
    format: 'currency',
    modern: true,
    inputs: [
      {
        key: 'values',
        label: `Numbers to take the ${fn === 'MIN' ? 'smallest' : 'largest'} of`,
        kind: 'range',
        default: 'F2:F9',
      },
      ...conditionInputs({ range: 'D2:D9', criteria: 'Sales' }, { range: '', criteria: '' }),
    ],
    sameSize: [
      ['values', 'range1'],
      ['values', 'range2'],
    ],
    build: (v) => {
      const c = conditionPairs(v, 2);
      return {
        excel: `=${fn}IFS(${[t(v, 'values'), ...c.parts].join(',')})`,
        args: [
          {
            name: fn === 'MIN' ? 'min_range' : 'max_range',
            text: `${t(v, 'values')}: the numbers compared; no matching row gives 0. ${fn}IFS needs Excel 2019 or later (Google Sheets has it too).`,
          },
          ...c.args,
        ],
      };
    },
  })),
  {
    id: 'aggregate',
    name: 'Total, average, count, min or max of a range',
    category: 'Numbers',
    summary: 'One number for a whole range: SUM, AVERAGE, MIN, MAX, MEDIAN, COUNT, COUNTA or COUNTBLANK.',
    keywords: ['sum', 'total', 'average', 'count', 'blank', 'empty', 'min', 'max', 'counta', 'countblank'],
    format: 'number',
    inputs: [
      {
        key: 'fn',
        label: 'Work out',
        kind: 'choice',
        default: 'SUM',
        options: [
          { value: 'SUM', label: 'The total (SUM)' },
          { value: 'AVERAGE', label: 'The average (AVERAGE)' },
          { value: 'MIN', label: 'The smallest (MIN)' },
          { value: 'MAX', label: 'The largest (MAX)' },
          { value: 'MEDIAN', label: 'The middle value (MEDIAN)' },
          { value: 'COUNT', label: 'How many numbers (COUNT)' },
          { value: 'COUNTA', label: 'How many non-empty cells (COUNTA)' },
          { value: 'COUNTBLANK', label: 'How many empty cells (COUNTBLANK)' },
        ],
      },
      { key: 'range', label: 'Range', kind: 'range', default: 'F2:F9' },
    ],
    build: (v) => {
      const fn = t(v, 'fn');
      const what: Record<string, string> = {
        SUM: 'adds the numbers; text and empty cells are skipped.',
        AVERAGE: 'averages the numbers; empty cells are skipped, zeros are counted.',
        MIN: 'the smallest number.',
        MAX: 'the largest number.',
        MEDIAN: 'the middle number when sorted; a few very high or low values move it less than the average.',
        COUNT: 'counts cells holding numbers (dates are numbers too).',
        COUNTA: 'counts cells that are not empty, text or numbers.',
        COUNTBLANK: 'counts empty cells, and cells holding "" from a formula.',
      };
      return {
        excel: `=${fn}(${t(v, 'range')})`,
        args: [{ name: fn, text: `${t(v, 'range')}: ${what[fn] ?? ''}` }],
      };
    },
  },
  {
    id: 'xlookup',
    name: 'Look up a value (XLOOKUP)',
    category: 'Lookups',
    summary: 'Find a value in one column and return the matching value from another.',
    keywords: [
      'lookup',
      'find',
      'look up',
      'match',
      'xlookup',
      'search',
      'get',
      'return',
      'employee id',
      'fetch',
    ],
    format: 'currency',
    modern: true,
    inputs: [
      { key: 'value', label: 'Value to find', kind: 'value', default: '"E104"', help: HELP_VALUE },
      { key: 'lookup', label: 'Where to find it', kind: 'range', default: 'A2:A9' },
      { key: 'ret', label: 'What to return', kind: 'range', default: 'F2:F9' },
      { key: 'missing', label: 'If not found, show', kind: 'value', default: 'Not found', optional: true },
    ],
    sameSize: [['lookup', 'ret']],
    build: (v) => {
      const missing = t(v, 'missing');
      const args = [
        literal(t(v, 'value')),
        t(v, 'lookup'),
        t(v, 'ret'),
        ...(missing ? [literal(missing)] : []),
      ];
      return {
        excel: `=XLOOKUP(${args.join(',')})`,
        args: [
          { name: 'lookup_value', text: `${args[0]}: what to search for.` },
          { name: 'lookup_array', text: `${args[1]}: the column searched (exact match by default).` },
          { name: 'return_array', text: `${args[2]}: the column the answer comes from, row for row.` },
          ...(missing
            ? [{ name: 'if_not_found', text: `${args[3]}: shown instead of #N/A when nothing matches.` }]
            : []),
        ],
      };
    },
  },
  {
    id: 'vlookup',
    name: 'Look up in a table (VLOOKUP)',
    category: 'Lookups',
    summary: 'Find a value in the first column of a table and return a column to its right.',
    keywords: ['vlookup', 'lookup', 'table', 'column number', 'older excel', 'find'],
    format: 'currency',
    inputs: [
      { key: 'value', label: 'Value to find', kind: 'value', default: '"E104"', help: HELP_VALUE },
      { key: 'table', label: 'Table (value in its first column)', kind: 'range', default: 'A2:F9' },
      {
        key: 'col',
        label: 'Column number to return',
        kind: 'number',
        default: '6',
        help: '1 is the first column of the table.',
      },
      {
        key: 'match',
        label: 'Match',
        kind: 'choice',
        default: 'FALSE',
        options: [
          { value: 'FALSE', label: 'Exact match (FALSE)' },
          { value: 'TRUE', label: 'Nearest lower value, sorted table (TRUE)' },
        ],
      },
    ],
    build: (v) => {
      const value = literal(t(v, 'value'));
      return {
        excel: `=VLOOKUP(${value},${t(v, 'table')},${t(v, 'col')},${t(v, 'match')})`,
        args: [
          { name: 'lookup_value', text: `${value}: what to search for in the first column.` },
          {
            name: 'table_array',
            text: `${t(v, 'table')}: the table; the value must be in its leftmost column.`,
          },
          {
            name: 'col_index_num',
            text: `${t(v, 'col')}: which column of the table to return, counting from 1.`,
          },
          {
            name: 'range_lookup',
            text: `${t(v, 'match')}: ${t(v, 'match') === 'FALSE' ? 'exact match only, #N/A when missing' : 'the nearest lower value; the first column must be sorted ascending'}.`,
          },
        ],
      };
    },
  },
  {
    id: 'index-match',
    name: 'Look up in any direction (INDEX and MATCH)',
    category: 'Lookups',
    summary: 'Find a row with MATCH and return a value from any column with INDEX.',
    keywords: ['index', 'match', 'index match', 'left lookup', 'lookup', 'position'],
    format: 'currency',
    inputs: [
      { key: 'value', label: 'Value to find', kind: 'value', default: '"E104"', help: HELP_VALUE },
      { key: 'lookup', label: 'Where to find it', kind: 'range', default: 'A2:A9' },
      { key: 'ret', label: 'What to return', kind: 'range', default: 'F2:F9' },
    ],
    sameSize: [['lookup', 'ret']],
    build: (v) => {
      const value = literal(t(v, 'value'));
      return {
        excel: `=INDEX(${t(v, 'ret')},MATCH(${value},${t(v, 'lookup')},0))`,
        args: [
          { name: 'INDEX array', text: `${t(v, 'ret')}: the column the answer comes from.` },
          { name: 'MATCH lookup_value', text: `${value}: what to search for.` },
          {
            name: 'MATCH lookup_array',
            text: `${t(v, 'lookup')}: the column searched; it can be left of the answer.`,
          },
          { name: 'MATCH match_type', text: '0: exact match.' },
        ],
      };
    },
  },
  {
    id: 'if',
    name: 'Show one thing or another (IF)',
    category: 'Logic',
    summary: 'Return one value when a test is true and another when it is false.',
    keywords: ['if', 'then', 'else', 'otherwise', 'flag', 'label', 'condition', 'when', 'yes no'],
    format: 'text',
    inputs: [
      { key: 'cell', label: 'Cell to test', kind: 'cell', default: 'H2' },
      {
        key: 'op',
        label: 'Test',
        kind: 'choice',
        default: '>',
        options: [
          ...['>', '>=', '<', '<=', '=', '<>'].map((o) => ({ value: o, label: o })),
          { value: 'contains', label: 'contains' },
        ],
      },
      { key: 'against', label: 'Compare with', kind: 'value', default: '40', help: HELP_VALUE },
      { key: 'yes', label: 'If true, show', kind: 'value', default: 'Overtime' },
      { key: 'no', label: 'If false, show', kind: 'value', default: 'Standard' },
    ],
    build: (v) => {
      const test = comparison(t(v, 'cell'), t(v, 'op'), t(v, 'against'));
      const yes = literal(t(v, 'yes'));
      const no = literal(t(v, 'no'));
      return {
        excel: `=IF(${test},${yes},${no})`,
        args: [
          { name: 'logical_test', text: `${test}: true or false for this row.` },
          { name: 'value_if_true', text: `${yes}: shown when the test is true.` },
          { name: 'value_if_false', text: `${no}: shown otherwise.` },
        ],
      };
    },
  },
  {
    id: 'ifs',
    name: 'Pick from several bands (IFS)',
    category: 'Logic',
    summary: 'Check thresholds in order and return the label of the first one met.',
    keywords: [
      'ifs',
      'nested if',
      'bands',
      'tiers',
      'grade',
      'bracket',
      'levels',
      'multiple conditions',
      'salary band',
    ],
    format: 'text',
    inputs: [
      { key: 'cell', label: 'Cell to test', kind: 'cell', default: 'F2' },
      { key: 't1', label: 'Top threshold (at least)', kind: 'number', default: '100000' },
      { key: 'l1', label: 'Top label', kind: 'value', default: 'Band 3' },
      { key: 't2', label: 'Middle threshold (at least)', kind: 'number', default: '70000' },
      { key: 'l2', label: 'Middle label', kind: 'value', default: 'Band 2' },
      { key: 't3', label: 'Third threshold (optional)', kind: 'number', default: '', optional: true },
      { key: 'l3b', label: 'Third label', kind: 'value', default: '', optional: true },
      { key: 'l3', label: 'Label for everything else', kind: 'value', default: 'Band 1' },
      {
        key: 'op',
        label: 'A threshold counts when the value is',
        kind: 'choice',
        default: '>=',
        options: [
          { value: '>=', label: 'At least the threshold (>=)' },
          { value: '>', label: 'Over the threshold (>)' },
        ],
      },
    ],
    build: (v) => {
      const c = t(v, 'cell');
      const op = t(v, 'op') === '>' ? '>' : '>=';
      const bands = [
        [t(v, 't1'), t(v, 'l1')],
        [t(v, 't2'), t(v, 'l2')],
        [t(v, 't3'), t(v, 'l3b')],
      ].filter(([threshold]) => threshold !== '');
      const l3 = literal(t(v, 'l3'));
      const tests = bands.map(([threshold, label]) => `${c}${op}${threshold},${literal(label!)}`);
      return {
        excel: `=IFS(${tests.join(',')},TRUE,${l3})`,
        args: [
          ...bands.map(([threshold, label], i) => ({
            name: `logical_test${i + 1}, value_if_true${i + 1}`,
            text: `${c}${op}${threshold} gives ${literal(label!)}${i === 0 ? '; tests run in order, so put the highest first' : ''}.`,
          })),
          {
            name: 'TRUE, value',
            text: `TRUE catches everything left and gives ${l3}; without it IFS returns #N/A.`,
          },
        ],
      };
    },
  },
  {
    id: 'and-or',
    name: 'Combine tests (AND, OR)',
    category: 'Logic',
    summary: 'Flag rows where both tests (AND) or either test (OR) are true.',
    keywords: ['and', 'or', 'both', 'either', 'all', 'any', 'multiple tests', 'combine'],
    format: 'text',
    inputs: [
      {
        key: 'join',
        label: 'Combine with',
        kind: 'choice',
        default: 'AND',
        options: [
          { value: 'AND', label: 'AND: both must be true' },
          { value: 'OR', label: 'OR: either is enough' },
        ],
      },
      { key: 'cell1', label: 'Test 1: cell', kind: 'cell', default: 'D2' },
      { key: 'op1', label: 'Test 1: test', kind: 'choice', default: '=', options: TEST_OPTIONS },
      { key: 'value1', label: 'Test 1: compare with', kind: 'value', default: 'Sales' },
      { key: 'cell2', label: 'Test 2: cell', kind: 'cell', default: 'H2' },
      { key: 'op2', label: 'Test 2: test', kind: 'choice', default: '>', options: TEST_OPTIONS },
      { key: 'value2', label: 'Test 2: compare with', kind: 'value', default: '40' },
      { key: 'yes', label: 'If true, show', kind: 'value', default: 'Review' },
      { key: 'no', label: 'If false, show', kind: 'value', default: 'OK' },
    ],
    build: (v) => {
      const a = comparison(t(v, 'cell1'), t(v, 'op1') || '=', t(v, 'value1'));
      const b = comparison(t(v, 'cell2'), t(v, 'op2') || '>', t(v, 'value2'));
      const join = t(v, 'join') === 'OR' ? 'OR' : 'AND';
      return {
        excel: `=IF(${join}(${a},${b}),${literal(t(v, 'yes'))},${literal(t(v, 'no'))})`,
        args: [
          {
            name: `${join}(…)`,
            text: `${join}(${a},${b}): TRUE when ${join === 'AND' ? 'both tests are' : 'at least one test is'} true.`,
          },
          { name: 'value_if_true', text: `${literal(t(v, 'yes'))}: shown when it is TRUE.` },
          { name: 'value_if_false', text: `${literal(t(v, 'no'))}: shown otherwise.` },
        ],
      };
    },
  },
  {
    id: 'concat',
    name: 'Join cells with a space (CONCAT)',
    category: 'Text',
    summary: 'Put first and last names (or any two cells) together.',
    keywords: ['concat', 'concatenate', 'join', 'combine', 'full name', 'merge', 'first last', '&'],
    format: 'text',
    inputs: [
      { key: 'a', label: 'First cell', kind: 'cell', default: 'B2' },
      {
        key: 'sep',
        label: 'Between them',
        kind: 'value',
        default: '" "',
        help: 'In quotes; " " is one space.',
      },
      { key: 'b', label: 'Second cell', kind: 'cell', default: 'C2' },
    ],
    build: (v) => {
      const sep = literal(t(v, 'sep'));
      const parts = `${t(v, 'a')},${sep},${t(v, 'b')}`;
      return {
        excel: `=CONCAT(${parts})`,
        sheets: `=CONCATENATE(${parts})`,
        args: [
          { name: 'text1', text: `${t(v, 'a')}: the first piece.` },
          { name: 'text2', text: `${sep}: what goes between.` },
          {
            name: 'text3',
            text: `${t(v, 'b')}: the second piece. Google Sheets’ CONCAT takes only two values, so it uses CONCATENATE.`,
          },
        ],
      };
    },
  },
  {
    id: 'textjoin',
    name: 'Join a list with commas (TEXTJOIN)',
    category: 'Text',
    summary: 'Turn a column of values into one comma-separated line.',
    keywords: ['textjoin', 'list', 'comma separated', 'join', 'combine column', 'delimiter'],
    format: 'text',
    inputs: [
      { key: 'range', label: 'Cells to join', kind: 'range', default: 'B2:B9' },
      {
        key: 'sep',
        label: 'Separator',
        kind: 'value',
        default: '", "',
        help: 'In quotes; ", " is a comma and a space.',
      },
    ],
    build: (v) => {
      const sep = literal(t(v, 'sep'));
      return {
        excel: `=TEXTJOIN(${sep},TRUE,${t(v, 'range')})`,
        args: [
          { name: 'delimiter', text: `${sep}: placed between the values.` },
          { name: 'ignore_empty', text: 'TRUE: empty cells are skipped, so no doubled separators.' },
          { name: 'text1', text: `${t(v, 'range')}: the values to join.` },
        ],
      };
    },
  },
  {
    id: 'extract',
    name: 'Take part of a text (LEFT, RIGHT, MID)',
    category: 'Text',
    summary: 'Pull characters from the start, end or middle of a cell.',
    keywords: [
      'left',
      'right',
      'mid',
      'extract',
      'first characters',
      'last characters',
      'substring',
      'part of text',
      'code',
    ],
    format: 'text',
    inputs: [
      {
        key: 'fn',
        label: 'Take from',
        kind: 'choice',
        default: 'RIGHT',
        options: [
          { value: 'LEFT', label: 'The start (LEFT)' },
          { value: 'RIGHT', label: 'The end (RIGHT)' },
          { value: 'MID', label: 'The middle (MID)' },
        ],
      },
      { key: 'cell', label: 'Cell', kind: 'cell', default: 'A2' },
      { key: 'start', label: 'Start at character (MID only)', kind: 'number', default: '2', optional: true },
      { key: 'count', label: 'Number of characters', kind: 'number', default: '3' },
    ],
    build: (v) => {
      const fn = t(v, 'fn');
      const mid = fn === 'MID';
      const start = t(v, 'start') || '1';
      return {
        excel: mid
          ? `=MID(${t(v, 'cell')},${start},${t(v, 'count')})`
          : `=${fn}(${t(v, 'cell')},${t(v, 'count')})`,
        args: [
          { name: 'text', text: `${t(v, 'cell')}: the text to take from.` },
          ...(mid
            ? [{ name: 'start_num', text: `${start}: the first character taken (1 is the first).` }]
            : []),
          { name: 'num_chars', text: `${t(v, 'count')}: how many characters.` },
        ],
      };
    },
  },
  {
    id: 'clean-names',
    name: 'Clean up names (TRIM and PROPER)',
    category: 'Text',
    summary: 'Remove extra spaces and fix capitals in names typed by hand.',
    keywords: ['trim', 'proper', 'clean', 'spaces', 'capitalize', 'capital letters', 'tidy', 'case', 'names'],
    format: 'text',
    inputs: [{ key: 'cell', label: 'Cell with the name', kind: 'cell', default: 'I2' }],
    build: (v) => ({
      excel: `=PROPER(TRIM(${t(v, 'cell')}))`,
      args: [
        {
          name: 'TRIM',
          text: `TRIM(${t(v, 'cell')}) removes spaces at the ends and turns runs of spaces into one.`,
        },
        {
          name: 'PROPER',
          text: 'PROPER capitalizes the first letter of each word; check names like McDonald or van der Berg by hand.',
        },
      ],
    }),
  },
  {
    id: 'datedif',
    name: 'Time between two dates (DATEDIF)',
    category: 'Dates',
    summary: 'Whole years, months or days between two dates.',
    keywords: [
      'datedif',
      'between dates',
      'difference',
      'years between',
      'months between',
      'age',
      'duration',
    ],
    format: 'number',
    inputs: [
      { key: 'start', label: 'Start date cell', kind: 'cell', default: 'G2' },
      { key: 'end', label: 'End date cell (empty for today)', kind: 'cell', default: '', optional: true },
      {
        key: 'unit',
        label: 'Count',
        kind: 'choice',
        default: 'M',
        options: [
          { value: 'Y', label: 'Whole years (Y)' },
          { value: 'M', label: 'Whole months (M)' },
          { value: 'D', label: 'Days (D)' },
          { value: 'YM', label: 'Months after whole years (YM)' },
        ],
      },
    ],
    build: (v) => {
      const end = t(v, 'end') || 'TODAY()';
      return {
        excel: `=DATEDIF(${t(v, 'start')},${end},"${t(v, 'unit')}")`,
        args: [
          { name: 'start_date', text: `${t(v, 'start')}: the earlier date; a later start gives #NUM!.` },
          { name: 'end_date', text: `${end}: the later date.` },
          {
            name: 'unit',
            text: `"${t(v, 'unit')}": what to count. DATEDIF is undocumented in Excel’s function list but works in every version.`,
          },
        ],
      };
    },
  },
  {
    id: 'networkdays',
    name: 'Working days between dates (NETWORKDAYS)',
    category: 'Dates',
    summary: 'Count Monday-to-Friday days between two dates, minus holidays.',
    keywords: [
      'networkdays',
      'working days',
      'business days',
      'weekdays',
      'holidays',
      'notice period',
      'time to hire',
    ],
    format: 'number',
    inputs: [
      {
        key: 'start',
        label: 'Start date cell (empty for today)',
        kind: 'cell',
        default: 'G9',
        optional: true,
      },
      { key: 'end', label: 'End date cell (empty for today)', kind: 'cell', default: '', optional: true },
      { key: 'holidays', label: 'Holiday dates (optional)', kind: 'range', default: '', optional: true },
    ],
    build: (v) => {
      const start = t(v, 'start') || 'TODAY()';
      const end = t(v, 'end') || 'TODAY()';
      const hol = t(v, 'holidays');
      return {
        excel: `=NETWORKDAYS(${start},${end}${hol ? `,${hol}` : ''})`,
        args: [
          { name: 'start_date', text: `${start}: counted if it is a weekday.` },
          { name: 'end_date', text: `${end}: counted too (both ends are included).` },
          ...(hol ? [{ name: 'holidays', text: `${hol}: dates skipped as well.` }] : []),
        ],
      };
    },
  },
  {
    id: 'eomonth',
    name: 'End of the month (EOMONTH)',
    category: 'Dates',
    summary: 'The last (or first) day of a date’s month, or of a month before or after it.',
    keywords: ['eomonth', 'end of month', 'month end', 'last day', 'probation end', 'payroll cutoff'],
    format: 'date',
    inputs: [
      { key: 'start', label: 'Date cell', kind: 'cell', default: 'G2' },
      { key: 'months', label: 'Months ahead (negative for back)', kind: 'number', default: '3' },
      {
        key: 'day',
        label: 'Day of that month',
        kind: 'choice',
        default: 'last',
        options: [
          { value: 'last', label: 'The last day' },
          { value: 'first', label: 'The first day' },
        ],
      },
    ],
    build: (v) => {
      const months = Number(t(v, 'months')) || 0;
      // The first day of a month is the day after the end of the month before.
      const first = t(v, 'day') === 'first';
      return {
        excel: first
          ? `=EOMONTH(${t(v, 'start')},${months - 1})+1`
          : `=EOMONTH(${t(v, 'start')},${t(v, 'months')})`,
        args: [
          { name: 'start_date', text: `${t(v, 'start')}: the starting date.` },
          {
            name: 'months',
            text: first
              ? `${months - 1}: the end of the month before, and +1 the day after it. Format the cell as a date.`
              : `${t(v, 'months')}: months to move; 0 is the same month. Format the cell as a date.`,
          },
        ],
      };
    },
  },
  {
    id: 'days-since',
    name: 'Days since or until a date (TODAY)',
    category: 'Dates',
    summary: 'How many days have passed since a date, updating every day.',
    keywords: ['today', 'days since', 'days ago', 'how long', 'aging', 'days open', 'days until'],
    format: 'number',
    inputs: [
      {
        key: 'cell',
        label: 'Date cell or date',
        kind: 'value',
        default: 'G9',
        help: 'A cell (G9) or a date written 2026-03-01.',
      },
      {
        key: 'direction',
        label: 'Count',
        kind: 'choice',
        default: 'since',
        options: [
          { value: 'since', label: 'Days since the date' },
          { value: 'until', label: 'Days until the date' },
        ],
      },
    ],
    build: (v) => {
      const typed = dateParts(t(v, 'cell'));
      const date = typed ? `DATE(${typed.join(',')})` : t(v, 'cell');
      return {
        excel: t(v, 'direction') === 'until' ? `=${date}-TODAY()` : `=TODAY()-${date}`,
        args: [
          { name: 'TODAY()', text: 'Today’s date, recalculated whenever the workbook opens.' },
          {
            name: 'date',
            text: `${date}: subtracting dates gives days; format the cell as Number, not Date.`,
          },
        ],
      };
    },
  },
  {
    id: 'percent-change',
    name: 'Percent change',
    category: 'Numbers',
    summary: 'The change from an old value to a new one, as a percentage.',
    keywords: ['percent change', 'percentage', 'growth', 'increase', 'decrease', 'raise', 'difference', '%'],
    format: 'percent',
    inputs: [
      { key: 'old', label: 'Old value cell', kind: 'cell', default: 'F5' },
      { key: 'new', label: 'New value cell', kind: 'cell', default: 'F8' },
      {
        key: 'digits',
        label: 'Round to decimal places of the percentage (optional)',
        kind: 'number',
        default: '',
        optional: true,
        help: 'Empty keeps every digit; 0 gives whole percents such as 12%.',
      },
    ],
    build: (v) => {
      const change = `(${t(v, 'new')}-${t(v, 'old')})/${t(v, 'old')}`;
      const digits = t(v, 'digits');
      // A percentage shows the value × 100, so one decimal of 12.3% is three decimals of 0.123.
      const places = digits === '' ? null : Number(digits) + 2;
      return {
        excel: places === null ? `=${change}` : `=ROUND(${change},${places})`,
        args: [
          { name: 'new − old', text: `${t(v, 'new')}-${t(v, 'old')}: the change.` },
          {
            name: '÷ old',
            text: `${t(v, 'old')}: the base; format the cell as Percentage. An empty or zero base gives #DIV/0!.`,
          },
          ...(places === null
            ? []
            : [
                {
                  name: 'ROUND',
                  text: `${places}: decimal places of the fraction, ${digits} of the percentage shown.`,
                },
              ]),
        ],
      };
    },
  },
  {
    id: 'rank',
    name: 'Rank within a list (RANK.EQ)',
    category: 'Numbers',
    summary: 'Where a number stands in a list, 1 for the highest (or lowest).',
    keywords: ['rank', 'position', 'order', 'top', 'highest', 'leaderboard', 'rank.eq'],
    format: 'number',
    inputs: [
      { key: 'cell', label: 'Number to rank', kind: 'cell', default: 'F2' },
      {
        key: 'range',
        label: 'List to rank in',
        kind: 'range',
        default: '$F$2:$F$9',
        help: 'Use $ signs so the list stays put when you fill down.',
      },
      {
        key: 'order',
        label: 'Rank 1 is',
        kind: 'choice',
        default: '0',
        options: [
          { value: '0', label: 'The highest (0)' },
          { value: '1', label: 'The lowest (1)' },
        ],
      },
    ],
    build: (v) => ({
      excel: `=RANK.EQ(${t(v, 'cell')},${t(v, 'range')},${t(v, 'order')})`,
      args: [
        { name: 'number', text: `${t(v, 'cell')}: the value ranked.` },
        { name: 'ref', text: `${t(v, 'range')}: the list; ties share a rank.` },
        {
          name: 'order',
          text: `${t(v, 'order')}: ${t(v, 'order') === '1' ? 'ascending, smallest is 1' : 'descending, largest is 1'}.`,
        },
      ],
    }),
  },
  {
    id: 'unique',
    name: 'Distinct values (UNIQUE)',
    category: 'Excel 365 arrays',
    summary: 'List each value once; the answer spills down.',
    keywords: ['unique', 'distinct', 'remove duplicates', 'dedupe', 'list of', 'different values'],
    format: 'text',
    modern: true,
    inputs: [
      { key: 'range', label: 'Cells', kind: 'range', default: 'D2:D9' },
      {
        key: 'sorted',
        label: 'Order',
        kind: 'choice',
        default: 'no',
        options: [
          { value: 'no', label: 'As first seen' },
          { value: 'yes', label: 'Sorted A to Z (SORT)' },
        ],
      },
    ],
    build: (v) => ({
      excel: t(v, 'sorted') === 'yes' ? `=SORT(UNIQUE(${t(v, 'range')}))` : `=UNIQUE(${t(v, 'range')})`,
      args: [
        {
          name: 'array',
          text: `${t(v, 'range')}: each distinct value appears once, in first-seen order; leave room below for the spill.`,
        },
      ],
    }),
  },
  {
    id: 'filter',
    name: 'Rows that match (FILTER)',
    category: 'Excel 365 arrays',
    summary: 'Return only the rows that meet a condition; the answer spills.',
    keywords: ['filter', 'rows where', 'matching rows', 'extract', 'only', 'subset', 'list all'],
    format: 'text',
    modern: true,
    inputs: [
      { key: 'range', label: 'Return these cells', kind: 'range', default: 'B2:B9' },
      { key: 'test', label: 'From rows where this range', kind: 'range', default: 'D2:D9' },
      { key: 'op', label: 'Test', kind: 'choice', default: '=', options: TEST_OPTIONS },
      { key: 'equals', label: 'Compare with', kind: 'value', default: 'Sales' },
      {
        key: 'empty',
        label: 'If nothing matches, show (optional)',
        kind: 'value',
        default: 'None',
        optional: true,
      },
    ],
    sameSize: [['range', 'test']],
    build: (v) => {
      const cond = comparison(t(v, 'test'), t(v, 'op') || '=', t(v, 'equals'));
      const empty = t(v, 'empty') ? literal(t(v, 'empty')) : '';
      return {
        excel: `=FILTER(${t(v, 'range')},${cond}${empty ? `,${empty}` : ''})`,
        sheets: empty ? `=IFERROR(FILTER(${t(v, 'range')},${cond}),${empty})` : undefined,
        args: [
          { name: 'array', text: `${t(v, 'range')}: what is returned for each matching row.` },
          { name: 'include', text: `${cond}: TRUE for the rows to keep; same number of rows as the array.` },
          ...(empty
            ? [
                {
                  name: 'if_empty',
                  text: `${empty}: shown when no row matches (Google Sheets has no such argument, so it wraps FILTER in IFERROR).`,
                },
              ]
            : []),
        ],
      };
    },
  },
  {
    id: 'sort',
    name: 'Sort a table (SORT)',
    category: 'Excel 365 arrays',
    summary: 'A sorted copy of a range that updates with the data.',
    keywords: ['sort', 'order by', 'ascending', 'descending', 'highest first', 'arrange'],
    format: 'text',
    modern: true,
    inputs: [
      { key: 'range', label: 'Range to sort', kind: 'range', default: 'B2:F9' },
      {
        key: 'by',
        label: 'Sort by column number',
        kind: 'number',
        default: '5',
        help: '1 is the first column of the range.',
      },
      {
        key: 'order',
        label: 'Order',
        kind: 'choice',
        default: '-1',
        options: [
          { value: '1', label: 'Ascending (1)' },
          { value: '-1', label: 'Descending (-1)' },
        ],
      },
    ],
    build: (v) => ({
      excel: `=SORT(${t(v, 'range')},${t(v, 'by')},${t(v, 'order')})`,
      sheets: `=SORT(${t(v, 'range')},${t(v, 'by')},${t(v, 'order') === '-1' ? 'FALSE' : 'TRUE'})`,
      args: [
        { name: 'array', text: `${t(v, 'range')}: the rows to sort, without the header.` },
        { name: 'sort_index', text: `${t(v, 'by')}: the column of the range to sort on.` },
        {
          name: 'sort_order',
          text: `${t(v, 'order')}: 1 ascending, -1 descending (Google Sheets uses TRUE or FALSE).`,
        },
      ],
    }),
  },
  {
    id: 'count-unique',
    name: 'Count distinct values',
    category: 'Excel 365 arrays',
    summary: 'How many different values a range holds.',
    keywords: ['count unique', 'distinct count', 'how many different', 'countunique'],
    format: 'number',
    modern: true,
    inputs: [{ key: 'range', label: 'Cells', kind: 'range', default: 'D2:D9' }],
    build: (v) => ({
      excel: `=COUNTA(UNIQUE(${t(v, 'range')}))`,
      sheets: `=COUNTUNIQUE(${t(v, 'range')})`,
      args: [
        {
          name: 'UNIQUE',
          text: `UNIQUE(${t(v, 'range')}) lists each value once; an empty cell in the range counts as one value.`,
        },
        {
          name: 'COUNTA',
          text: 'COUNTA counts that list. Google Sheets has COUNTUNIQUE, which does both and skips empty cells.',
        },
      ],
    }),
  },
  {
    id: 'round',
    name: 'Round a number (ROUND, ROUNDUP, ROUNDDOWN)',
    category: 'Numbers',
    summary: 'Round to decimal places, whole numbers or thousands.',
    keywords: ['round', 'roundup', 'rounddown', 'decimal', 'decimals', 'nearest'],
    format: 'number',
    inputs: [
      {
        key: 'fn',
        label: 'Round',
        kind: 'choice',
        default: 'ROUND',
        options: [
          { value: 'ROUND', label: 'To the nearest (ROUND)' },
          { value: 'ROUNDUP', label: 'Up, away from zero (ROUNDUP)' },
          { value: 'ROUNDDOWN', label: 'Down, towards zero (ROUNDDOWN)' },
        ],
      },
      { key: 'cell', label: 'Number or cell', kind: 'cell', default: 'F2' },
      {
        key: 'digits',
        label: 'Decimal places',
        kind: 'number',
        default: '-3',
        help: '2 keeps cents, 0 gives a whole number, -3 rounds to thousands.',
      },
    ],
    build: (v) => ({
      excel: `=${t(v, 'fn')}(${t(v, 'cell')},${t(v, 'digits')})`,
      args: [
        { name: 'number', text: `${t(v, 'cell')}: the value rounded.` },
        {
          name: 'num_digits',
          text: `${t(v, 'digits')}: decimal places; negative rounds to tens, hundreds, thousands.`,
        },
      ],
    }),
  },
  {
    id: 'shift-date',
    name: 'Add days, months or years to a date (EDATE)',
    category: 'Dates',
    summary: 'A date some days, months or years before or after another.',
    keywords: [
      'edate',
      'add months',
      'add days',
      'add years',
      'months after',
      'days after',
      'before',
      'after',
    ],
    format: 'date',
    inputs: [
      { key: 'cell', label: 'Date cell', kind: 'cell', default: 'G2' },
      { key: 'amount', label: 'How many (negative for back)', kind: 'number', default: '6' },
      {
        key: 'unit',
        label: 'Of',
        kind: 'choice',
        default: 'months',
        options: [
          { value: 'days', label: 'Days' },
          { value: 'months', label: 'Months (EDATE)' },
          { value: 'years', label: 'Years (EDATE, 12 months each)' },
        ],
      },
    ],
    build: (v) => {
      const cell = t(v, 'cell');
      const amount = Number(t(v, 'amount'));
      if (t(v, 'unit') === 'days')
        return {
          excel: amount < 0 ? `=${cell}-${-amount}` : `=${cell}+${amount}`,
          args: [
            {
              name: 'date ± days',
              text: `Dates are day numbers, so adding ${amount} moves ${cell} by ${amount} days.`,
            },
          ],
        };
      const months = t(v, 'unit') === 'years' ? amount * 12 : amount;
      return {
        excel: `=EDATE(${cell},${months})`,
        args: [
          { name: 'start_date', text: `${cell}: the starting date.` },
          {
            name: 'months',
            text: `${months}: months to move; 31 January plus one month gives the last day of February. Format the cell as a date.`,
          },
        ],
      };
    },
  },
  {
    id: 'date-part',
    name: 'Year, month, day or weekday of a date',
    category: 'Dates',
    summary: 'One part of a date as a number (YEAR, MONTH, DAY, WEEKDAY).',
    keywords: ['year', 'month', 'day', 'weekday', 'day of week'],
    format: 'number',
    inputs: [
      {
        key: 'fn',
        label: 'Part',
        kind: 'choice',
        default: 'YEAR',
        options: [
          { value: 'YEAR', label: 'Year (YEAR)' },
          { value: 'MONTH', label: 'Month number (MONTH)' },
          { value: 'DAY', label: 'Day of the month (DAY)' },
          { value: 'WEEKDAY', label: 'Day of the week, 1 = Sunday (WEEKDAY)' },
          { value: 'QUARTER', label: 'Quarter, 1 to 4' },
        ],
      },
      { key: 'cell', label: 'Date cell', kind: 'cell', default: 'G2' },
    ],
    build: (v) => ({
      // Excel has no QUARTER function; the month divided by 3, rounded up, is the quarter.
      excel:
        t(v, 'fn') === 'QUARTER' ? `=ROUNDUP(MONTH(${t(v, 'cell')})/3,0)` : `=${t(v, 'fn')}(${t(v, 'cell')})`,
      args: [
        {
          name: t(v, 'fn'),
          text:
            t(v, 'fn') === 'WEEKDAY'
              ? `${t(v, 'cell')}: 1 for Sunday to 7 for Saturday; WEEKDAY(${t(v, 'cell')},2) counts from Monday.`
              : `${t(v, 'cell')}: the date the part is taken from.`,
        },
      ],
    }),
  },
  {
    id: 'today',
    name: 'Today’s date (TODAY)',
    category: 'Dates',
    summary: 'The current date, updated whenever the workbook recalculates.',
    keywords: ['today', 'current date', 'todays date'],
    format: 'date',
    inputs: [],
    build: () => ({
      excel: '=TODAY()',
      args: [{ name: 'TODAY()', text: 'No arguments; use NOW() for the time as well.' }],
    }),
  },
  {
    id: 'text-case',
    name: 'Tidy or measure text (TRIM, UPPER, LOWER, PROPER, LEN)',
    category: 'Text',
    summary: 'Remove extra spaces, change capitals, or count characters.',
    keywords: ['trim', 'upper', 'lower', 'proper', 'uppercase', 'lowercase', 'len', 'length', 'characters'],
    format: 'text',
    inputs: [
      {
        key: 'fn',
        label: 'Do',
        kind: 'choice',
        default: 'TRIM',
        options: [
          { value: 'TRIM', label: 'Remove extra spaces (TRIM)' },
          { value: 'UPPER', label: 'CAPITALS (UPPER)' },
          { value: 'LOWER', label: 'lower case (LOWER)' },
          { value: 'PROPER', label: 'First Letters Capital (PROPER)' },
          { value: 'LEN', label: 'Count characters (LEN)' },
        ],
      },
      { key: 'cell', label: 'Cell', kind: 'cell', default: 'I2' },
    ],
    build: (v) => {
      const what: Record<string, string> = {
        TRIM: 'spaces at the ends go, and runs of spaces become one.',
        UPPER: 'every letter in capitals.',
        LOWER: 'every letter in lower case.',
        PROPER: 'the first letter of each word in capitals, the rest lower case.',
        LEN: 'the number of characters, spaces included.',
      };
      return {
        excel: `=${t(v, 'fn')}(${t(v, 'cell')})`,
        args: [{ name: t(v, 'fn'), text: `${t(v, 'cell')}: ${what[t(v, 'fn')] ?? ''}` }],
      };
    },
  },
  {
    id: 'substitute',
    name: 'Replace text (SUBSTITUTE)',
    category: 'Text',
    summary: 'Replace or remove every occurrence of some text in a cell.',
    keywords: ['substitute', 'replace', 'remove', 'swap', 'strip'],
    format: 'text',
    inputs: [
      { key: 'cell', label: 'Cell', kind: 'cell', default: 'A2' },
      { key: 'find', label: 'Find', kind: 'value', default: 'E' },
      {
        key: 'replace',
        label: 'Replace with (empty removes it)',
        kind: 'value',
        default: 'EMP-',
        optional: true,
      },
    ],
    build: (v) => {
      const find = literal(t(v, 'find'));
      const replace = literal(t(v, 'replace'));
      return {
        excel: `=SUBSTITUTE(${t(v, 'cell')},${find},${replace})`,
        args: [
          { name: 'text', text: `${t(v, 'cell')}: the text changed.` },
          { name: 'old_text', text: `${find}: what is replaced, matching capitals exactly.` },
          { name: 'new_text', text: `${replace}: what goes in its place.` },
        ],
      };
    },
  },
  {
    id: 'text-format',
    name: 'A number or date as formatted text (TEXT)',
    category: 'Text',
    summary: 'Show a date or number in a set format, such as a month name or two decimals.',
    keywords: ['text', 'format', 'month name', 'day name', 'as text', 'dd/mm/yyyy'],
    format: 'text',
    inputs: [
      { key: 'cell', label: 'Cell', kind: 'cell', default: 'G2' },
      {
        key: 'code',
        label: 'Format code',
        kind: 'value',
        default: 'mmmm',
        help: 'mmmm month name, dddd day name, dd/mm/yyyy a date, 0.00 two decimals, #,##0 thousands.',
      },
    ],
    build: (v) => {
      const code = `"${t(v, 'code').replace(/^"|"$/g, '').replace(/"/g, '""')}"`;
      return {
        excel: `=TEXT(${t(v, 'cell')},${code})`,
        args: [
          { name: 'value', text: `${t(v, 'cell')}: the number or date.` },
          {
            name: 'format_text',
            text: `${code}: the format; the result is text, so it no longer adds up or sorts as a number. Format codes follow the language of the spreadsheet.`,
          },
        ],
      };
    },
  },
  {
    id: 'iferror',
    name: 'Replace an error (IFERROR)',
    category: 'Logic',
    summary: 'Show a value of your choice instead of #N/A, #DIV/0! or another error.',
    keywords: ['iferror', 'error', '#n/a', 'div/0', 'hide errors'],
    format: 'text',
    inputs: [
      {
        key: 'formula',
        label: 'Formula that may fail',
        kind: 'formula',
        default: 'VLOOKUP("E110",A2:F9,6,FALSE)',
        help: 'Without the leading =, such as A2/B2 or VLOOKUP(A2,D:E,2,FALSE).',
      },
      { key: 'fallback', label: 'Show instead', kind: 'value', default: 'Not found' },
    ],
    build: (v) => {
      const formula = t(v, 'formula').replace(/^=/, '');
      const fallback = literal(t(v, 'fallback'));
      return {
        excel: `=IFERROR(${formula},${fallback})`,
        args: [
          { name: 'value', text: `${formula}: worked out first.` },
          {
            name: 'value_if_error',
            text: `${fallback}: shown when it gives any error; check that hiding errors hides no real problem.`,
          },
        ],
      };
    },
  },
  {
    id: 'tenure',
    name: 'Employee tenure in years and months',
    category: 'HR',
    summary: 'Years and months of service from a start date, as text.',
    keywords: [
      'tenure',
      'length of service',
      'years of service',
      'seniority',
      'anniversary',
      'how long employed',
      'service',
    ],
    format: 'text',
    inputs: [
      { key: 'start', label: 'Start date cell', kind: 'cell', default: 'G2' },
      { key: 'end', label: 'End date cell (empty for today)', kind: 'cell', default: '', optional: true },
    ],
    build: (v) => {
      const s = t(v, 'start');
      const e = t(v, 'end') || 'TODAY()';
      return {
        excel: `=DATEDIF(${s},${e},"Y")&" years, "&DATEDIF(${s},${e},"YM")&" months"`,
        args: [
          { name: 'DATEDIF(…,"Y")', text: `Whole years from ${s} to ${e}.` },
          { name: 'DATEDIF(…,"YM")', text: 'The months left over after the whole years.' },
          { name: '&', text: 'Joins the numbers and words into one text.' },
        ],
      };
    },
  },
  {
    id: 'overtime',
    name: 'Overtime pay',
    category: 'HR',
    summary: 'Pay for hours over a weekly threshold at a premium rate.',
    keywords: ['overtime', 'ot', 'time and a half', 'hours over 40', 'flsa', 'extra hours', 'pay'],
    format: 'currency',
    inputs: [
      { key: 'hours', label: 'Hours worked cell', kind: 'cell', default: 'H2' },
      { key: 'threshold', label: 'Overtime after (hours)', kind: 'number', default: '40' },
      { key: 'rate', label: 'Hourly rate', kind: 'value', default: '30', help: 'A number or a cell.' },
      { key: 'premium', label: 'Premium multiplier', kind: 'number', default: '1.5' },
    ],
    build: (v) => {
      const rate = literal(t(v, 'rate'));
      return {
        excel: `=MAX(0,${t(v, 'hours')}-${t(v, 'threshold')})*${rate}*${t(v, 'premium')}`,
        args: [
          { name: 'MAX(0, hours − threshold)', text: `Hours over ${t(v, 'threshold')}, never below zero.` },
          { name: 'rate', text: `${rate}: the regular hourly rate.` },
          {
            name: 'premium',
            text: `${t(v, 'premium')}: 1.5 is time and a half, the FLSA minimum for non-exempt US employees over 40 hours a week; some states add daily overtime.`,
          },
        ],
      };
    },
  },
  ...SPLIT_TASKS,
];

export const taskById = (id: string) => TASKS.find((task) => task.id === id);

export const defaultValues = (task: Task): Record<string, string> =>
  Object.fromEntries(task.inputs.map((input) => [input.key, input.default]));

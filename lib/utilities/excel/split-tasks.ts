import { literal } from './refs';
import type { Task } from './task';

const t = (v: Readonly<Record<string, string>>, key: string) => (v[key] ?? '').trim();

/** A delimiter typed into a field ("@", a space) as a quoted text in the formula. */
const delim = (v: Readonly<Record<string, string>>, key: string) => {
  const raw = v[key] ?? '';
  // A lone space is a delimiter, not an empty field.
  return raw === ' ' ? '" "' : literal(raw.trim());
};

/** Google Sheets has no TEXTBEFORE or TEXTAFTER; FIND, LEFT, RIGHT and MID do the same there. */
function sheetsSplit(fn: string, cell: string, d: string, d2: string, last: boolean): string {
  if (fn === 'BETWEEN') return `=MID(${cell},FIND(${d},${cell})+1,FIND(${d2},${cell})-FIND(${d},${cell})-1)`;
  if (last) {
    // The last piece: every delimiter widened to 100 spaces, the right 100 characters trimmed.
    const tail = `TRIM(RIGHT(SUBSTITUTE(${cell},${d},REPT(" ",100)),100))`;
    return fn === 'TEXTAFTER' ? `=${tail}` : `=LEFT(${cell},LEN(${cell})-LEN(${tail})-1)`;
  }
  return fn === 'TEXTBEFORE'
    ? `=LEFT(${cell},FIND(${d},${cell})-1)`
    : `=RIGHT(${cell},LEN(${cell})-FIND(${d},${cell}))`;
}

/** Tasks that split a text at a character, find the last filled cell, or round to a multiple. */
export const SPLIT_TASKS: readonly Task[] = [
  {
    id: 'split-text',
    name: 'Text before, after or between characters (TEXTBEFORE, TEXTAFTER)',
    category: 'Text',
    summary:
      'The part of a cell before or after a character (an email’s domain, a first or last name), or between two.',
    keywords: [
      'textbefore',
      'textafter',
      'split',
      'domain',
      'email',
      'before',
      'after',
      'between',
      'first name',
      'last name',
      'surname',
      'delimiter',
    ],
    format: 'text',
    modern: true,
    inputs: [
      {
        key: 'fn',
        label: 'Take',
        kind: 'choice',
        default: 'TEXTAFTER',
        options: [
          { value: 'TEXTBEFORE', label: 'The text before (TEXTBEFORE)' },
          { value: 'TEXTAFTER', label: 'The text after (TEXTAFTER)' },
          { value: 'BETWEEN', label: 'The text between two characters' },
        ],
      },
      { key: 'cell', label: 'Cell', kind: 'cell', default: 'A2' },
      { key: 'delimiter', label: 'Character', kind: 'value', default: 'E', help: 'Such as @, a space or -.' },
      {
        key: 'delimiter2',
        label: 'Closing character (between only)',
        kind: 'value',
        default: '',
        optional: true,
      },
      {
        key: 'instance',
        label: 'Which one',
        kind: 'choice',
        default: '1',
        options: [
          { value: '1', label: 'The first' },
          { value: '-1', label: 'The last' },
        ],
      },
    ],
    build: (v) => {
      const fn = t(v, 'fn');
      const cell = t(v, 'cell');
      const d = delim(v, 'delimiter');
      const d2 = delim(v, 'delimiter2');
      const last = t(v, 'instance') === '-1';
      const n = last ? ',-1' : '';
      const excel =
        fn === 'BETWEEN' ? `=TEXTBEFORE(TEXTAFTER(${cell},${d}),${d2})` : `=${fn}(${cell},${d}${n})`;
      const args =
        fn === 'BETWEEN'
          ? [
              { name: 'TEXTAFTER', text: `${cell} after the first ${d}.` },
              { name: 'TEXTBEFORE', text: `…and of that, the part before ${d2}.` },
            ]
          : [
              { name: 'text', text: `${cell}: the text split.` },
              { name: 'delimiter', text: `${d}: where it is split.` },
              ...(last ? [{ name: 'instance_num', text: '-1: the last one, counted from the end.' }] : []),
            ];
      return {
        excel,
        sheets: sheetsSplit(fn, cell, d, d2, last),
        args: [
          ...args,
          {
            name: 'if not found',
            text: 'A cell without the character gives #N/A; wrap the formula in IFERROR to show something else. TEXTBEFORE and TEXTAFTER need Excel 365 or Excel for the web; in Excel 2021 and older, use the Google Sheets version, which works there too.',
          },
        ],
      };
    },
  },
  {
    id: 'last-filled',
    name: 'Last filled cell in a column (LOOKUP)',
    category: 'Lookups',
    summary: 'The value in the last non-empty cell of a column or range, blanks in between allowed.',
    keywords: ['last', 'latest', 'most recent', 'last value', 'last entry', 'non-empty', 'bottom'],
    format: 'text',
    inputs: [{ key: 'range', label: 'Column or range', kind: 'range', default: 'D:D' }],
    build: (v) => {
      const r = t(v, 'range');
      return {
        excel: `=LOOKUP(2,1/(${r}<>""),${r})`,
        sheets: `=ARRAYFORMULA(LOOKUP(2,1/(${r}<>""),${r}))`,
        args: [
          {
            name: `1/(${r}<>"")`,
            text: '1 for every filled cell and a #DIV/0! error for every empty one.',
          },
          {
            name: '2',
            text: 'Never found among the 1s, so LOOKUP settles on the last 1 (it skips errors): the last filled cell.',
          },
          { name: 'result_vector', text: `${r}: the value returned from that row.` },
        ],
      };
    },
  },
  {
    id: 'round-multiple',
    name: 'Round to a multiple (MROUND, CEILING, FLOOR)',
    category: 'Numbers',
    summary: 'Round to the nearest 5, up to the next 0.05, down to a multiple of 100.',
    keywords: ['mround', 'ceiling', 'floor', 'multiple', 'nearest 5', 'round up', 'round down'],
    format: 'number',
    inputs: [
      {
        key: 'fn',
        label: 'Round',
        kind: 'choice',
        default: 'MROUND',
        options: [
          { value: 'MROUND', label: 'To the nearest multiple (MROUND)' },
          { value: 'CEILING', label: 'Up to the next multiple (CEILING)' },
          { value: 'FLOOR', label: 'Down to the multiple below (FLOOR)' },
        ],
      },
      { key: 'cell', label: 'Number or cell', kind: 'cell', default: 'F2' },
      { key: 'multiple', label: 'Multiple', kind: 'number', default: '5000' },
    ],
    build: (v) => ({
      excel: `=${t(v, 'fn')}(${t(v, 'cell')},${t(v, 'multiple')})`,
      args: [
        { name: 'number', text: `${t(v, 'cell')}: the value rounded.` },
        {
          name: 'significance',
          text: `${t(v, 'multiple')}: the result is a multiple of this. A negative number with a positive multiple gives #NUM! in MROUND.`,
        },
      ],
    }),
  },
  {
    id: 'percent-of',
    name: 'One number as a percentage of another',
    category: 'Numbers',
    summary: 'What share one value is of another (part ÷ whole).',
    keywords: ['percent of', 'percentage of', 'share', 'proportion', 'ratio'],
    format: 'percent',
    inputs: [
      { key: 'part', label: 'Part cell', kind: 'cell', default: 'F2' },
      { key: 'whole', label: 'Whole cell', kind: 'cell', default: 'F4' },
    ],
    build: (v) => ({
      excel: `=${t(v, 'part')}/${t(v, 'whole')}`,
      args: [
        { name: 'part', text: `${t(v, 'part')}: the share.` },
        {
          name: '÷ whole',
          text: `${t(v, 'whole')}: the total; format the cell as Percentage. An empty or zero total gives #DIV/0!.`,
        },
      ],
    }),
  },
];

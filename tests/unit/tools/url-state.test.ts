import { describe, expect, it } from 'vitest';
import type { FieldDef } from '@/lib/tools/fields';
import { defaultValues, isVisible } from '@/lib/tools/fields';
import { decodeValues, encodeValues, readQuery } from '@/lib/tools/url-state';

const fields: FieldDef[] = [
  { key: 'amount', type: 'money', label: 'Amount', default: '1000' },
  {
    key: 'unit',
    type: 'select',
    label: 'Unit',
    default: 'years',
    options: [
      { value: 'years', label: 'Years' },
      { value: 'months', label: 'Months' },
    ],
  },
  { key: 'round', type: 'toggle', label: 'Round', default: false },
  { key: 'name', type: 'text', label: 'Name', default: '' },
  {
    key: 'courses',
    type: 'rows',
    label: 'Courses',
    rowName: 'course',
    minRows: 0,
    maxRows: 3,
    columns: [
      { key: 'name', label: 'Course', type: 'text' },
      {
        key: 'grade',
        label: 'Grade',
        type: 'select',
        options: [
          { value: 'A', label: 'A' },
          { value: 'B+', label: 'B+' },
        ],
      },
      { key: 'credits', label: 'Credits', type: 'number' },
    ],
    blank: { name: '', grade: 'A', credits: '3' },
    default: [{ name: 'Maths', grade: 'A', credits: '4' }],
  },
];

describe('inputs in the address', () => {
  it('round-trips every kind of field, including awkward text', () => {
    const values = {
      amount: '25,000',
      unit: 'months',
      round: true,
      name: 'Ana & Bo 50% *star*',
      courses: [
        { name: 'History, modern', grade: 'B+', credits: '3' },
        { name: 'C*', grade: 'A', credits: '4.5' },
      ],
    };
    const query = encodeValues(fields, values);
    expect(query).toContain('course');
    expect(decodeValues(fields, `?${query}`, defaultValues(fields))).toEqual(values);
  });

  it('keeps the separators readable', () => {
    const query = encodeValues(fields, {
      ...defaultValues(fields),
      courses: [{ name: 'Bio', grade: 'A', credits: '4' }],
    });
    expect(query).toContain('courses=Bio*A*4');
  });

  it('ignores unknown keys and impossible choices, and keeps the rest', () => {
    const values = decodeValues(fields, '?amount=5&unit=weeks&evil=1&courses=X*Z*2', defaultValues(fields));
    expect(values.amount).toBe('5');
    expect(values.unit).toBe('years');
    expect(values.courses).toEqual([{ name: 'X', grade: 'A', credits: '2' }]);
    expect(values).not.toHaveProperty('evil');
  });

  it('caps the number of rows and survives broken escapes', () => {
    const many = Array.from({ length: 10 }, (_, i) => `courses=c${i}*A*1`).join('&');
    expect(decodeValues(fields, `?${many}`, defaultValues(fields)).courses).toHaveLength(3);
    expect(decodeValues(fields, '?name=%E0%A4%A', defaultValues(fields)).name).toBe('%E0%A4%A');
  });

  it('reads an empty list as no rows', () => {
    expect(decodeValues(fields, '?courses=', defaultValues(fields)).courses).toEqual([]);
    expect(readQuery('?a=1&a=2&b').get('a')).toEqual(['1', '2']);
  });
});

describe('fields', () => {
  it('fills "today" dates and shows mode fields only in their mode', () => {
    const dated: FieldDef[] = [
      { key: 'on', type: 'date', label: 'On', default: 'today' },
      { key: 'x', type: 'number', label: 'X', default: '1', showWhen: { field: 'mode', is: ['a'] } },
    ];
    expect(defaultValues(dated, '2026-11-22').on).toBe('2026-11-22');
    expect(isVisible(dated[1]!, { mode: 'a' })).toBe(true);
    expect(isVisible(dated[1]!, { mode: 'b' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, longDate, nextWeekday, resolveDate } from '@/lib/documents/dates';
import { documentDefaults } from '@/lib/documents/defaults';
import { documentFileName } from '@/lib/documents/file-name';
import { joinWords, paragraph, rich, sentences, stop } from '@/lib/documents/letter';
import { documentText } from '@/lib/documents/plain-text';
import { createReader } from '@/lib/documents/read';
import type { DocumentSpec } from '@/lib/documents/spec';
import { clearValues, loadValues, saveValues, storageKey } from '@/lib/documents/storage';
import { fieldNoun, validateDocument } from '@/lib/documents/validate';
import { article, pronouns, spanWords } from '@/lib/documents/words';
import { fill, strong } from '@/lib/downloads/document';

const spec: Pick<DocumentSpec, 'groups' | 'rules'> = {
  groups: [
    {
      title: 'Test',
      fields: [
        { key: 'name', type: 'text', label: "Candidate's full name", default: 'Jane Doe' },
        { key: 'nickname', type: 'text', label: 'Nickname', optional: true, default: '' },
        { key: 'pay', type: 'money', label: 'Pay', default: '118000', max: 1_000_000 },
        { key: 'bonus', type: 'money', label: 'Bonus', optional: true, default: '0' },
        { key: 'hours', type: 'number', label: 'Hours per week', default: '20', max: 39, integer: true },
        { key: 'letterDate', type: 'date', label: 'Date of the letter', default: 'today' },
        { key: 'startDate', type: 'date', label: 'Start date', default: 'today+28' },
        {
          key: 'mode',
          type: 'select',
          label: 'Mode',
          default: 'a',
          options: [
            { value: 'a', label: 'A' },
            { value: 'b', label: 'B' },
          ],
        },
        {
          key: 'onlyB',
          type: 'text',
          label: 'Only in B',
          default: '',
          showWhen: { field: 'mode', is: ['b'] },
        },
        { key: 'note', type: 'text', label: 'Note', default: 'x', maxLength: 5 },
        {
          key: 'items',
          type: 'rows',
          label: 'Items',
          rowName: 'item',
          minRows: 0,
          maxRows: 5,
          columns: [
            { key: 'what', label: 'What', type: 'text' },
            { key: 'hours', label: 'Hours', type: 'number' },
          ],
          blank: { what: '', hours: '' },
          default: [{ what: 'Work', hours: '8' }],
        },
      ],
    },
  ],
  rules: [
    {
      type: 'after',
      field: 'startDate',
      than: 'letterDate',
      orEqual: true,
      message: 'Start on or after the letter.',
    },
  ],
};

const values = (changes = {}) => ({ ...documentDefaults(spec, '2026-11-23'), ...changes });

describe('validation', () => {
  it('passes the sample values', () => {
    expect(validateDocument(spec, values())).toEqual({});
  });

  it('names the field in its messages', () => {
    expect(fieldNoun({ label: "Candidate's full name" })).toBe("the candidate's full name");
    expect(fieldNoun({ label: 'Your name' })).toBe('your name');
    expect(fieldNoun({ label: 'HR contact' })).toBe('the HR contact');
    expect(fieldNoun({ label: 'Reports to', noun: 'who the role reports to' })).toBe(
      'who the role reports to',
    );
  });

  it('asks for required values and lets optional ones be empty', () => {
    const errors = validateDocument(spec, values({ name: '  ', nickname: '', pay: '' }));
    expect(errors).toEqual({ name: "Enter the candidate's full name.", pay: 'Enter the pay.' });
  });

  it('explains what is wrong with a number', () => {
    const check = (changes: object) => validateDocument(spec, values(changes));
    expect(check({ pay: 'lots' }).pay).toBe('Enter the pay as a number, like 118,000.');
    expect(check({ pay: '-5' }).pay).toBe("The pay can't be negative.");
    expect(check({ pay: '0' }).pay).toBe('The pay must be more than zero.');
    expect(check({ pay: '2,000,000' }).pay).toBe('The pay must be at most $1,000,000.');
    expect(check({ hours: '20.5' }).hours).toBe('The hours per week must be a whole number.');
    expect(check({ bonus: '0' }).bonus).toBeUndefined();
    expect(check({ pay: '$118,000.50' })).toEqual({});
  });

  it('checks dates, lengths and rows', () => {
    const errors = validateDocument(
      spec,
      values({ startDate: '2026-02-30', note: 'too long', items: [{ what: 'A', hours: 'eight' }] }),
    );
    expect(errors.startDate).toBe('Enter the start date as a full date.');
    expect(errors.note).toBe('Keep this under 5 characters (it has 8).');
    expect(errors['items.0.hours']).toBe('Hours must be a number.');
  });

  it('applies a rule across fields once both hold valid values', () => {
    expect(validateDocument(spec, values({ startDate: '2026-11-01' })).startDate).toBe(
      'Start on or after the letter.',
    );
    expect(validateDocument(spec, values({ startDate: '2026-11-23' })).startDate).toBeUndefined();
    expect(
      validateDocument(spec, values({ letterDate: '', startDate: '2026-11-01' })).startDate,
    ).toBeUndefined();
  });

  it('ignores hidden fields and refuses a choice that is not an option', () => {
    expect(validateDocument(spec, values({ onlyB: 'x'.repeat(500) }))).toEqual({});
    expect(validateDocument(spec, values({ mode: 'c' })).mode).toBe('Choose the mode.');
  });
});

describe('the reader', () => {
  it('gives only visible, valid, trimmed values, and blanks for missing required ones', () => {
    const current = values({
      name: '  Jane Doe ',
      pay: 'lots',
      onlyB: 'hidden',
      items: [
        { what: ' ', hours: '' },
        { what: 'A', hours: 'x' },
      ],
    });
    const read = createReader(spec, current, validateDocument(spec, current));
    expect(read.text('name')).toBe('Jane Doe');
    expect(read.amount('pay')).toBeUndefined();
    expect(read.need('pay')).toEqual(fill('Pay'));
    expect(read.text('onlyB')).toBeUndefined();
    expect(read.need('startDate', 'weekday')).toBe('Monday, December 21, 2026');
    expect(read.rows('items')).toEqual([{ what: 'A', hours: '' }]);
    expect(read.choiceLabel('mode')).toBe('A');
    expect(() => read.text('missing')).toThrow('The document has no field "missing".');
  });
});

describe('dates and words', () => {
  it('reads real dates only', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('29/02/2028')).toBe(false);
    expect(longDate('2026-12-21', true)).toBe('Monday, December 21, 2026');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  it('moves relative sample dates off the weekend', () => {
    expect(resolveDate('today', '2026-11-22')).toBe('2026-11-22');
    expect(resolveDate('today+27', '2026-11-22')).toBe('2026-12-21'); // a Saturday, moved to Monday
    expect(resolveDate('today-1', '2026-11-23')).toBe('2026-11-23'); // a Sunday, moved to Monday
    expect(nextWeekday('2026-11-24')).toBe('2026-11-24');
    expect(resolveDate('2026-01-01', '2026-11-22')).toBe('2026-01-01');
  });

  it('describes spans and picks articles and pronouns', () => {
    expect(spanWords('2026-11-30', '2027-01-30')).toBe('two months');
    expect(spanWords('2026-11-30', '2027-01-11')).toBe('six weeks');
    expect(spanWords('2026-11-30', '2026-12-01')).toBe('one day');
    expect(['analyst', 'engineer', 'HR manager', 'hour', 'university', 'UX designer'].map(article)).toEqual([
      'an',
      'an',
      'an',
      'an',
      'a',
      'a',
    ]);
    expect(pronouns('they', 'Sam')).toMatchObject({ Subject: 'They', was: 'were', possessive: 'their' });
    expect(pronouns('name', 'James').possessive).toBe('James’');
  });

  it('joins sentences and lists without stray spaces or stops', () => {
    expect(joinWords(['a', 'b', 'c'])).toBe('a, b, and c');
    expect(joinWords(['a', 'b'])).toBe('a and b');
    expect(sentences('One.', undefined, '', false, 'Two.').join('')).toBe('One. Two.');
    expect(stop('Welcome to ', 'Acme Inc.').join('')).toBe('Welcome to Acme Inc.');
    expect(stop('Welcome to ', fill('Company')).at(-1)).toBe('.');
    expect(paragraph(undefined, false)).toBeNull();
    expect(rich('a', ['b', ''], null, strong('c'))).toEqual(['a', 'b', strong('c')]);
  });
});

describe('file names', () => {
  it('names the file after the person, in safe characters', () => {
    expect(documentFileName('offer-letter', 'Jane Doe', 'docx')).toBe('offer-letter-jane-doe.docx');
    expect(documentFileName('offer-letter', 'José Núñez-O’Brien', 'pdf')).toBe(
      'offer-letter-jose-nunez-o-brien.pdf',
    );
    expect(documentFileName('offer-letter', '../../etc/passwd', 'pdf')).toBe('offer-letter-etc-passwd.pdf');
    expect(documentFileName('offer-letter', '王小明', 'docx')).toBe('offer-letter.docx');
    expect(documentFileName('offer-letter', undefined, 'docx')).toBe('offer-letter.docx');
  });
});

describe('storage', () => {
  it('keeps values per generator and reads back only what fits the form', () => {
    window.localStorage.clear();
    const defaults = values();
    expect(loadValues('test', spec, defaults)).toBeNull();
    expect(saveValues('test', { ...defaults, name: 'Marcus' })).toBe(true);
    expect(loadValues('test', spec, defaults)?.name).toBe('Marcus');

    window.localStorage.setItem(
      storageKey('test'),
      JSON.stringify({
        v: 1,
        values: { name: 42, pay: '5', extra: 'x', items: [{ what: 'A', hours: 3, evil: 'y' }] },
      }),
    );
    const read = loadValues('test', spec, defaults)!;
    expect(read.name).toBe('Jane Doe');
    expect(read.pay).toBe('5');
    expect(read).not.toHaveProperty('extra');
    expect(read.items).toEqual([{ what: 'A', hours: '' }]);

    window.localStorage.setItem(storageKey('test'), '{not json');
    expect(loadValues('test', spec, defaults)).toBeNull();
    clearValues('test');
    expect(window.localStorage.getItem(storageKey('test'))).toBeNull();
  });
});

describe('plain text', () => {
  it('writes the letterhead, blocks, lists, tables and signatures as text', () => {
    const text = documentText({
      layout: 'letter',
      title: 'T',
      author: 'A',
      description: 'D',
      updated: '2026-11-23',
      letterhead: { name: 'Acme', lines: ['1 Main St'] },
      blocks: [
        { kind: 'paragraph', text: ['Hello ', fill('Name'), '\nLine two'] },
        { kind: 'list', style: 'numbered', items: ['One', 'Two'] },
        { kind: 'table', header: ['Day', 'Hours'], rows: [['Mon', '8']] },
        { kind: 'signature', closing: 'Sincerely,', lines: [strong('Ann Lee'), 'CEO'] },
        { kind: 'signature', lines: ['Date'], signLine: true },
      ],
    });
    expect(text).toBe(
      'Acme\n1 Main St\n\nHello [Name]\nLine two\n\n1. One\n2. Two\n\nDay | Hours\nMon | 8\n\nSincerely,\n\n\nAnn Lee\nCEO\n\n\n______________________________\nDate',
    );
  });
});

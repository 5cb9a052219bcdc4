import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractMarkedJson, proseWithoutMarkedJson } from '@/lib/ai/marked-json';

describe('extractMarkedJson', () => {
  it('reads the object between the markers, with prose around it', () => {
    expect(
      extractMarkedJson('Here you go:\n***{"title":"Backend engineer","years":5}***\nGood luck!'),
    ).toEqual({ title: 'Backend engineer', years: 5 });
  });

  it('reads nested objects and arrays whole', () => {
    const payload = {
      title: 'Plan',
      details: {
        summary: 'Text',
        steps: [
          { n: 1, done: false },
          { n: 2, tags: ['a', 'b'] },
        ],
      },
      empty: {},
    };
    expect(extractMarkedJson(`***${JSON.stringify(payload)}***`)).toEqual(payload);
  });

  it('accepts a top-level array', () => {
    expect(extractMarkedJson('The list: ***["one", "two"]*** done')).toEqual(['one', 'two']);
  });

  it('tolerates whitespace, new lines and a ```json fence inside the markers', () => {
    expect(extractMarkedJson('***\n  {\n  "a": 1\n  }\n***')).toEqual({ a: 1 });
    expect(extractMarkedJson('Sure.\n***\n```json\n{"a": [1, 2]}\n```\n***')).toEqual({ a: [1, 2] });
    expect(extractMarkedJson('***```{"a": 1}```***')).toEqual({ a: 1 });
    expect(extractMarkedJson('***\r\n```json\r\n{"a": 1}\r\n```\r\n***')).toEqual({ a: 1 });
    // A fence the model forgot to close.
    expect(extractMarkedJson('***```json\n{"a": 1}\n***')).toEqual({ a: 1 });
  });

  it('counts longer asterisk runs as markers', () => {
    expect(extractMarkedJson('****{"a": 1}****')).toEqual({ a: 1 });
  });

  it('returns null without markers, with one marker, or with nothing between them', () => {
    expect(extractMarkedJson('')).toBeNull();
    expect(extractMarkedJson('{"a": 1}')).toBeNull();
    expect(extractMarkedJson('Sorry, I cannot help with that right now.')).toBeNull();
    expect(extractMarkedJson('Here: ***{"a": 1}')).toBeNull();
    expect(extractMarkedJson('{"a": 1}***')).toBeNull();
    expect(extractMarkedJson('******')).toBeNull();
    expect(extractMarkedJson('*** ***')).toBeNull();
    // Two asterisks are bold, not a marker.
    expect(extractMarkedJson('**{"a": 1}**')).toBeNull();
  });

  it('returns null for invalid JSON between the markers (the emulator badjson answer)', () => {
    expect(
      extractMarkedJson('Here you go:\n***{"text": "emulated failure", "unterminated": [***'),
    ).toBeNull();
    expect(extractMarkedJson("***{'a': 1}***")).toBeNull();
    expect(extractMarkedJson('***{"a": 1,}***')).toBeNull();
    expect(extractMarkedJson('***{"a": 1} trailing words***')).toBeNull();
  });

  it('returns null when the JSON is not an object or array', () => {
    for (const value of ['42', '"text"', 'true', 'null']) {
      expect(extractMarkedJson(`***${value}***`), value).toBeNull();
    }
  });

  it('takes the first valid block when there are several', () => {
    expect(extractMarkedJson('***{"first": 1}*** then ***{"second": 2}***')).toEqual({ first: 1 });
    // An invalid first block does not hide a valid later one.
    expect(extractMarkedJson('***{broken}*** then ***{"second": 2}***')).toEqual({ second: 2 });
  });

  it('is not fooled by a stray marker before the block or by *** inside a JSON string', () => {
    expect(extractMarkedJson('A ***bold italic*** word, then ***{"a": 1}***')).toEqual({ a: 1 });
    expect(extractMarkedJson('Intro\n\n***\n\nHere:\n***{"a": 1}***')).toEqual({ a: 1 });
    expect(extractMarkedJson('***{"text": "Use ***stars*** sparingly"}***')).toEqual({
      text: 'Use ***stars*** sparingly',
    });
  });

  it('answers quickly and with null on an answer full of asterisk runs', () => {
    const started = performance.now();
    expect(extractMarkedJson('*** {"a": ['.repeat(20_000))).toBeNull();
    expect(extractMarkedJson(`${'***'.repeat(20_000)}{"a": 1}`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('finds any JSON object or array between markers in any prose without asterisks', () => {
    const prose = fc.string().filter((text) => !text.includes('*'));
    const payload = fc.oneof(fc.dictionary(fc.string(), fc.jsonValue()), fc.array(fc.jsonValue()));
    fc.assert(
      fc.property(prose, payload, prose, (before, value, after) => {
        const json = JSON.stringify(value);
        // jsonValue may hold strings with *** runs, which the property above already covers.
        fc.pre(!json.includes('***'));
        expect(extractMarkedJson(`${before}***${json}***${after}`)).toEqual(JSON.parse(json));
      }),
    );
  });
});

describe('proseWithoutMarkedJson', () => {
  it('keeps the words around the block and drops the block', () => {
    expect(proseWithoutMarkedJson('Here you go:\n***{"a": 1}***\nGood luck!')).toBe(
      'Here you go:\n\nGood luck!',
    );
    expect(proseWithoutMarkedJson('Here you go:\n***{"a": 1}***')).toBe('Here you go:');
  });

  it('returns the whole text when there is no valid block', () => {
    expect(proseWithoutMarkedJson('  Sorry, no result. ')).toBe('Sorry, no result.');
    expect(proseWithoutMarkedJson('***{broken}***')).toBe('***{broken}***');
  });
});

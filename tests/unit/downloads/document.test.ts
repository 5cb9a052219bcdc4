// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ContentError } from '../../../content/define';
import { defineDocument } from '../../../content/downloads/define';
import {
  assertValidDocument,
  documentIssues,
  em,
  fill,
  link,
  plainText,
  spansOf,
  strong,
  updatedDate,
  type DocumentModel,
} from '../../../lib/downloads/document';

const base: DocumentModel = {
  title: 'Offer letter',
  author: 'Quotient',
  description: 'A test document.',
  updated: '2026-03-01',
  blocks: [],
};

describe('rich text', () => {
  it('normalises strings, single spans and lists to spans', () => {
    expect(spansOf('plain')).toEqual([{ kind: 'text', text: 'plain' }]);
    expect(spansOf(fill('Name'))).toEqual([{ kind: 'fill', label: 'Name' }]);
    expect(spansOf(['a ', strong('b'), em('c')])).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'text', text: 'b', bold: true },
      { kind: 'text', text: 'c', italic: true },
    ]);
  });

  it('shows placeholders in square brackets and links by their text', () => {
    expect(
      plainText(['Dear ', fill('Candidate name'), ', see ', link('our site', 'https://example.com'), '.']),
    ).toBe('Dear [Candidate name], see our site.');
  });

  it('reads the updated date as midnight UTC whatever the machine time zone', () => {
    expect(updatedDate(base).toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});

describe('documentIssues', () => {
  it('accepts a well-formed document', () => {
    expect(
      documentIssues({
        ...base,
        blocks: [{ kind: 'table', header: ['A', 'B'], rows: [['1', '2']], widths: [1, 2] }],
      }),
    ).toEqual([]);
  });

  it('names rows whose cell count differs from the header, and bad widths', () => {
    const issues = documentIssues({
      ...base,
      blocks: [
        { kind: 'paragraph', text: 'Intro' },
        {
          kind: 'table',
          header: ['A', 'B', 'C'],
          rows: [
            ['1', '2', '3'],
            ['1', '2'],
          ],
          widths: [1, 2],
        },
      ],
    });
    expect(issues).toEqual([
      'block #2 (table): row 2 has 2 cells, the header has 3',
      'block #2 (table): 2 widths for 3 columns',
    ]);
  });

  it('rejects an impossible date, an empty title, empty lists and field groups', () => {
    const issues = documentIssues({
      ...base,
      title: ' ',
      updated: '2026-02-30x',
      blocks: [
        { kind: 'list', style: 'bullet', items: [] },
        { kind: 'fields', items: [] },
      ],
    });
    expect(issues).toHaveLength(4);
    expect(issues.join('\n')).toMatch(
      /title is empty[\s\S]*not a YYYY-MM-DD date[\s\S]*list is empty[\s\S]*no fields/,
    );
  });

  it('throws with every issue, and content modules report the file', () => {
    const bad: DocumentModel = { ...base, blocks: [{ kind: 'table', header: [], rows: [] }] };
    expect(() => assertValidDocument(bad)).toThrow(/Offer letter[\s\S]*header row is empty/);
    expect(() => defineDocument('content/downloads/x.ts', bad)).toThrow(ContentError);
    expect(() => defineDocument('content/downloads/x.ts', bad)).toThrow(/content\/downloads\/x\.ts/);
    expect(defineDocument('content/downloads/x.ts', base)).toBe(base);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentPreview } from '@/components/tools/documents/DocumentPreview';
import { fill, link, strong, type DocumentModel } from '@/lib/downloads/document';

/** The preview draws every block kind a later generator may use (tables for a timesheet, headings for a policy). */
const model: DocumentModel = {
  layout: 'letter',
  title: 'Timesheet',
  author: 'Acme',
  description: 'A test.',
  updated: '2026-11-23',
  letterhead: { name: 'Acme', lines: ['1 Main Street'] },
  blocks: [
    { kind: 'heading', level: 1, text: 'Weekly timesheet' },
    { kind: 'heading', level: 2, text: 'Hours' },
    { kind: 'paragraph', text: ['Employee: ', strong('Jane Doe'), '\nWeek of ', fill('Week start')] },
    {
      kind: 'table',
      header: ['Day', 'Hours'],
      rows: [
        ['Monday', '8'],
        ['Tuesday', '7.5'],
      ],
    },
    { kind: 'fields', items: [{ label: 'Approved by', value: 'Ann Lee' }] },
    { kind: 'note', tone: 'tip', title: 'Note', text: 'Submit by Friday.' },
    { kind: 'list', style: 'numbered', items: ['Check', 'Sign'] },
    {
      kind: 'paragraph',
      text: [link('Handbook', 'https://example.com/handbook'), ' and ', link('this', 'javascript:alert(1)')],
    },
    { kind: 'signature', closing: 'Sincerely,', lines: [strong('Ann Lee'), 'Manager'] },
  ],
};

describe('the document preview', () => {
  it('draws headings in order under the island’s h2, with tables, fields, lists and a sign-off', () => {
    render(<DocumentPreview model={model} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Weekly timesheet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Hours' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Hours' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '7.5' })).toBeInTheDocument();
    expect(screen.getByText('Approved by').nextElementSibling).toHaveTextContent('Ann Lee');
    expect(screen.getByText('[Week start]').tagName).toBe('MARK');
    expect(screen.getByText('Jane Doe').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Sincerely,')).toBeInTheDocument();
  });

  it('links only to https and mailto addresses', () => {
    render(<DocumentPreview model={model} />);
    expect(screen.getByRole('link', { name: 'Handbook' })).toHaveAttribute(
      'href',
      'https://example.com/handbook',
    );
    expect(screen.queryByRole('link', { name: 'this' })).toBeNull();
    expect(screen.getByText(/and this/)).toBeInTheDocument();
  });
});

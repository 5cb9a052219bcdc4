import { describe, expect, it } from 'vitest';
import { ContentError, defineEntries } from '@/content/define';
import { landingPageSchema, landingSectionSchema } from '@/content/schema/landing';
import { anchorFor, inlineHrefs } from '@/content/schema/longform';

const entry = (sections: unknown[]) => ({
  path: '/example-guide/',
  title: 'An example guide',
  description: 'A description long enough to pass the fifty character minimum rule.',
  share: 'default',
  sections,
});
const cta = { type: 'cta', title: 'Start', text: 'Start now.' };
const hero = { type: 'hero', title: 'Title', lead: 'Lead' };

function messages(sections: unknown[]): string {
  try {
    defineEntries('content/landing/example.ts', landingPageSchema, [entry(sections) as never], 'path');
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  return '';
}

describe('long-form section types', () => {
  it('accept a document with defaults: an h2 title and no table of contents', () => {
    const parsed = landingSectionSchema.parse({
      type: 'document',
      title: 'Guide',
      parts: [
        {
          heading: 'One',
          blocks: ['Text', { list: ['a', 'b'] }, { note: 'Careful' }, { subheading: 'Sub' }],
        },
      ],
    });
    expect(parsed).toMatchObject({ type: 'document', level: 'h2', contents: false });
  });

  it('reject an inline link that is not a site path, https, mailto or anchor, naming the link', () => {
    const message = messages([
      hero,
      { type: 'text', title: 'Text', paragraphs: ['Fine.'] },
      {
        type: 'document',
        title: 'Doc',
        parts: [{ heading: 'Part', blocks: ['Click [here](javascript:alert(1)) now'] }],
      },
      cta,
    ]);
    expect(message).toContain('entry "/example-guide/" (#1), field "sections[2].parts[0].blocks[0]"');
    expect(message).toMatch(
      /the link "here" goes to "javascript:alert\(1\)?", which must start with "\/", "https:\/\/"/,
    );
  });

  it('reject two document parts whose headings give the same anchor', () => {
    const message = messages([
      {
        type: 'document',
        level: 'h1',
        title: 'Policy',
        parts: [
          { heading: '1. Contact', blocks: ['a'] },
          { heading: 'Contact', blocks: ['b'] },
        ],
      },
      hero,
      cta,
    ]);
    expect(message).toContain(
      'field "sections[0].parts[1].heading": repeats the heading of an earlier part ("Contact")',
    );
  });

  it('reject a table row whose cell count differs from its columns', () => {
    const message = messages([
      hero,
      {
        type: 'table',
        title: 'T',
        caption: 'C',
        columns: ['A', 'B', 'C'],
        rows: [
          ['1', '2', '3'],
          ['1', '2'],
        ],
      },
      cta,
    ]);
    expect(message).toContain('field "sections[1].rows[1]": has 2 cells but the table has 3 columns');
  });

  it('allow processes of up to twelve steps, where the four-step band stops at four', () => {
    const steps = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ title: `Step ${i}`, text: 'Do it.' }));
    expect(landingSectionSchema.safeParse({ type: 'process', title: 'P', items: steps(9) }).success).toBe(
      true,
    );
    expect(landingSectionSchema.safeParse({ type: 'process', title: 'P', items: steps(13) }).success).toBe(
      false,
    );
    expect(landingSectionSchema.safeParse({ type: 'steps', title: 'S', items: steps(9) }).success).toBe(
      false,
    );
  });

  it('reject a prompt anchor that is not a slug', () => {
    const result = landingSectionSchema.safeParse({
      type: 'prompts',
      anchor: 'Not a slug',
      title: 'Prompts',
      items: [{ title: 'One', prompt: 'Write a job ad.' }],
    });
    expect(result.success).toBe(false);
  });
});

describe('text helpers', () => {
  it('anchorFor drops numbering and punctuation', () => {
    expect(anchorFor('1. What the browser extension does and does not do')).toBe(
      'what-the-browser-extension-does-and-does-not-do',
    );
    expect(anchorFor('Term, suspension and termination')).toBe('term-suspension-and-termination');
  });

  it('inlineHrefs finds every link mark and nothing else', () => {
    expect(inlineHrefs('See [the guide](/how-to-hire/) and **bold** or [mail](mailto:a@b.example).')).toEqual(
      ['/how-to-hire/', 'mailto:a@b.example'],
    );
  });
});

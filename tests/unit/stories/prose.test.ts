import { describe, expect, it } from 'vitest';
import { headingId, parseInline, parseProse, readingMinutes, wordCount } from '@/content/blog/prose';

describe('the prose format', () => {
  it('parses headings, paragraphs, both list kinds and quotes', () => {
    const blocks = parseProse(`
      ## Why it matters
      First line
      continues here.

      - one
      - two **bold**
      1. first
      2. second
        continued

      > A pulled-out line.
      ### Details
    `);
    expect(blocks).toEqual([
      { type: 'heading', level: 2, id: 'why-it-matters', text: 'Why it matters' },
      { type: 'paragraph', content: [{ kind: 'text', text: 'First line continues here.' }] },
      {
        type: 'list',
        ordered: false,
        items: [
          [{ kind: 'text', text: 'one' }],
          [
            { kind: 'text', text: 'two ' },
            { kind: 'strong', text: 'bold' },
          ],
        ],
      },
      {
        type: 'list',
        ordered: true,
        items: [[{ kind: 'text', text: 'first' }], [{ kind: 'text', text: 'second continued' }]],
      },
      { type: 'quote', content: [{ kind: 'text', text: 'A pulled-out line.' }] },
      { type: 'heading', level: 3, id: 'details', text: 'Details' },
    ]);
  });

  it('gives repeated headings distinct anchors', () => {
    const ids = parseProse('## Results\n\n## Results\n\n## Results').map((block) =>
      block.type === 'heading' ? block.id : '',
    );
    expect(ids).toEqual(['results', 'results-2', 'results-3']);
  });

  it('reads links and bold text inside a line', () => {
    expect(parseInline('See [the guide](/guides/) and **this**.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'the guide', href: '/guides/' },
      { kind: 'text', text: ' and ' },
      { kind: 'strong', text: 'this' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('makes anchors from any heading text', () => {
    expect(headingId('1. Write a job post that tells the truth')).toBe(
      '1-write-a-job-post-that-tells-the-truth',
    );
    expect(headingId('Café & résumé?')).toBe('cafe-resume');
    expect(headingId('!!!')).toBe('section');
  });

  it('counts words without markup and rounds reading time up at 225 words a minute', () => {
    expect(wordCount('## A heading\n\n- **bold** item\n\n[link text](/x/) — end')).toBe(7);
    expect(readingMinutes('word')).toBe(1);
    expect(readingMinutes(Array(225).fill('w').join(' '))).toBe(1);
    expect(readingMinutes(Array(226).fill('w').join(' '))).toBe(2);
  });
});

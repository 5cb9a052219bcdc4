import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { processWords, processWordsOfExport } from '../../../scripts/export/process-words';
import { visibleText } from '../../../scripts/export/visible-text';

const matches = (text: string) => processWords(text).map((hit) => hit.match);

describe('process words in visitor copy', () => {
  it.each([
    ['Our specification gives 1 in = 0.0833 ft.', 'specification'],
    ['A hectare is 2.47105 acres, our specification’s figure.', 'specification'],
    ['Rounded as the spec says.', 'spec'],
    ['Totals are rounded per spec.', 'spec'],
    ['The figures of spec §9.', 'spec'],
    ['Specs: see the brief.', 'Specs'],
    ['Fixed in issue #26.', 'issue #26'],
    ['See Issue 26 for the numbers.', 'Issue 26'],
    ['Tracked as a GitHub issue.', 'GitHub issue'],
    ['Raised in ticket #1432.', 'ticket #1432'],
    ['Follow-up in ticket WEB-88.', 'ticket WEB-88'],
    ['TODO: write this section', 'TODO'],
    ['Lorem ipsum dolor sit amet', 'Lorem ipsum'],
  ])('finds %j', (text, word) => {
    expect(matches(text)).toEqual([word]);
  });

  it.each([
    'Write a job spec that candidates read to the end.',
    'A person specification lists the skills a role needs.',
    'Compare the technical specifications of each laptop.',
    'Others require your own computer that meets a specification.',
    'Download the spec sheet; Specifications Writer and Specifications Checker are job titles.',
    'Specify the start date; the date you specified appears on the letter.',
    'We issue a refund within 14 days; the card was issued in May.',
    'Common issues with onboarding, and how to fix them.',
    'Journal of Applied Psychology, Volume 3, Issue 2.',
    'Answer three support tickets of rising difficulty, or a help-desk ticket.',
    'Like drawing tickets from a hat.',
    'Make a to-do list; Todo apps help.',
    'Order #4471 arrived late.',
    'Arizona Revised Statutes § 23-363 (minimum wage).',
  ])('lets %j through', (text) => {
    expect(processWords(text)).toEqual([]);
  });
});

describe('the visible text of a page', () => {
  const html =
    '<!DOCTYPE html><html><head><title>Inches to feet</title>' +
    '<meta name="description" content="Meta &amp; more"/><meta name="keywords" content="hidden-keywords"/>' +
    '<style>.spec{color:red}</style></head><body class="body-class">' +
    '<h1 data-state="data-value">One inch is <em>1/12</em>&nbsp;ft</h1>' +
    '<img src="/spec.svg" alt="Alt words"/><button aria-label="Aria words" title="Title words">x</button>' +
    '<input placeholder="Hint words"/><!-- comment words -->' +
    '<script>self.x = "script words";</script><div hidden id="S:0">Streamed words</div></body></html>';
  const text = visibleText(html);

  it('holds the text of elements, title and streamed parts, entities decoded', () => {
    expect(text).toContain('Inches to feet');
    expect(text).toContain('One inch is 1/12 ft');
    expect(text).toContain('Streamed words');
  });

  it('holds alt, title, aria-label, placeholder and the meta description', () => {
    for (const words of ['Alt words', 'Aria words', 'Title words', 'Hint words', 'Meta & more'])
      expect(text).toContain(words);
  });

  it('leaves out scripts, style sheets, comments and other attribute values', () => {
    for (const words of [
      'script words',
      'color:red',
      'comment words',
      'body-class',
      'data-value',
      'hidden-keywords',
      '/spec.svg',
    ])
      expect(text).not.toContain(words);
  });
});

describe('the visitor-copy check over an export', () => {
  let root = '';
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });
  const exportOf = (files: Record<string, string>) => {
    root = mkdtempSync(join(tmpdir(), 'export-copy-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  };

  it('names the page of each hit, and finds none in copy that states the fact', () => {
    const { pages, hits } = processWordsOfExport(
      exportOf({
        'index.html': '<p>Write a job spec.</p>',
        'tools/inches-to-feet/index.html': '<p>Our specification gives 1 in = 0.0833 ft.</p>',
        'tools/feet-to-inches/index.html': '<p>1 inch is exactly 1/12 ft (0.083333… ft).</p>',
        '_next/static/chunk.html': '<p>TODO</p>',
      }),
    );
    expect(pages).toBe(3);
    expect(hits.map((hit) => [hit.page, hit.match])).toEqual([['/tools/inches-to-feet/', 'specification']]);
  });
});

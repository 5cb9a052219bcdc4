import { describe, expect, it } from 'vitest';
import { htmlProblems } from '../../e2e/support/html-checks';
import { ownMarkupOf, partsOf, walkPages } from '../../e2e/support/walk-pages';

const page = (main: string) =>
  `<html><body><header class="h"><a href="/">x</a></header><main>${main}</main></body></html>`;

describe('walkPages: the pages the site walk opens in a browser', () => {
  const term = (words: string) => page(`<h1 class="Term_title">${words}</h1><p class="Prose_p">${words}</p>`);
  const pages = new Map([
    ['/', page('<h1 class="Hero_title">Home</h1>')],
    ['/tools/a/', page('<h1>A</h1><form><label>x<input></label></form>')],
    ['/glossary/alpha/', term('Alpha')],
    ['/glossary/beta/', term('Beta')],
    ['/glossary/gamma/', term('Gamma')],
    [
      '/glossary/delta/',
      page('<h1 class="Term_title">Delta</h1><p class="Prose_p">d</p><blockquote>q</blockquote>'),
    ],
    ['/wages/x/', page('<h1 class="Term_title">X</h1><table><tr><th>a</th></tr></table>')],
  ]);
  const chosen = walkPages(pages, ['/']);
  const byPath = new Map(chosen.map((visit) => [visit.path, visit.reasons]));

  it('opens every tool page, every template page and every page with a table, form or embed', () => {
    expect(byPath.get('/tools/a/')).toEqual(['tool', 'own markup']);
    expect(byPath.get('/')).toEqual(['template']);
    expect(byPath.get('/wages/x/')).toEqual(['own markup']);
  });

  it('opens one page of a template whose pages differ only in words, and any page with a part of its own', () => {
    const terms = chosen.filter((visit) => visit.path.startsWith('/glossary/'));
    expect(terms.map((visit) => visit.path)).toEqual(['/glossary/delta/']);
    expect(terms[0]!.reasons).toEqual(['new parts']);
  });

  it('opens a second page of a template when it renders a part the first has not', () => {
    const more = new Map(pages).set(
      '/glossary/beta/',
      term('Beta').replace('</p>', '</p><ol class="Prose_steps"><li>1</li></ol>'),
    );
    expect(walkPages(more, ['/']).map((visit) => visit.path)).toContain('/glossary/beta/');
  });

  it('reads parts from main only, with classes and roles', () => {
    const parts = partsOf(page('<ul role="list" class="A B"><li>x</li></ul><script>"<table>"</script>'));
    expect([...parts].sort()).toEqual(['li', 'main', 'ul', 'ul.A', 'ul.B', 'ul@list']);
    expect(ownMarkupOf(page('<p>a table of contents</p>'))).toEqual([]);
    expect(ownMarkupOf(page('<video src="a.webm"></video><select></select>'))).toEqual(['select', 'video']);
  });
});

describe('htmlProblems: the content-dependent rules checked on every page', () => {
  it('passes a page whose headings step down one level at a time, with alts and unique ids', () => {
    expect(
      htmlProblems(page('<h1 id="a">A</h1><h2>B</h2><h3>C</h3><h2>D</h2><img alt="" src="x.svg">')),
    ).toEqual([]);
  });

  it('finds a skipped heading level, an image without alt and an id used twice', () => {
    expect(htmlProblems(page('<h1>A</h1><h3>C</h3>'))).toEqual(['heading levels skip from h1 to h3 (1, 3)']);
    expect(htmlProblems(page('<img src="x.png">'))).toEqual(['image without alt: <img src="x.png">']);
    expect(htmlProblems(page('<p id="x">a</p><span id="x">b</span>'))).toEqual(['id "x" used twice']);
  });

  it('ignores markup inside scripts', () => {
    expect(
      htmlProblems(page('<h1>A</h1><script>"<h4 id=\\"x\\"><h4 id=\\"x\\"><img src=y>"</script>')),
    ).toEqual([]);
  });
});

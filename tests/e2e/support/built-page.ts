import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { htmlFileFor } from './site';

/**
 * The exported HTML of a page as a DOM, read in Node: what a visitor without scripts gets, and
 * what every check of words, links and structured data needs, without starting a browser.
 */
export function builtPage(path: string): Document {
  return new JSDOM(readFileSync(htmlFileFor(path), 'utf8')).window.document;
}

/** The element labelled by `name` through aria-labelledby, or by aria-label. */
export function labelled(document: Document, selector: string, name: RegExp | string): Element {
  const matches = (text: string | null | undefined) =>
    typeof name === 'string' ? text?.trim() === name : name.test(text ?? '');
  const found = [...document.querySelectorAll(selector)].find((element) => {
    const by = element.getAttribute('aria-labelledby');
    const label = by
      ? by
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : element.getAttribute('aria-label');
    return matches(label);
  });
  if (!found) throw new Error(`no ${selector} named ${String(name)}`);
  return found;
}

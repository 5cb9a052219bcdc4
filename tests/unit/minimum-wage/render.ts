import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { elementsOf } from '../../../scripts/security/html';

export type Rendered = { html: string; doc: Document };

/** Server HTML as a browser would parse it (no scripts run), for asserting what a reader sees. */
export function renderPage(element: ReactElement): Rendered {
  const html = renderToStaticMarkup(element);
  const doc = new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}</body>`, 'text/html');
  return { html, doc };
}

export const text = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The rows of a table as arrays of cell text. */
export function tableRows(doc: Document, id: string): string[][] {
  return [...doc.querySelectorAll(`#${id} tbody tr`)].map((row) =>
    [...row.children].map((cell) => text(cell)),
  );
}

type FaqPage = { '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };

/** The FAQPage structured data of a page. */
export function faqData(html: string): FaqPage {
  const scripts = elementsOf(html, 'script').filter(
    (script) => script.attributes.type === 'application/ld+json',
  );
  const faq = scripts
    .map((script) => JSON.parse(script.text) as FaqPage)
    .find((data) => data['@type'] === 'FAQPage');
  if (!faq) throw new Error('no FAQPage JSON-LD on the page');
  return faq;
}

/**
 * Link targets with the trailing slash of a page path restored: next/link drops it outside a Next
 * build, where `trailingSlash: true` keeps it.
 */
export function hrefs(doc: Document, selector: string): string[] {
  return [...doc.querySelectorAll(selector)].map((a) => {
    const href = a.getAttribute('href') ?? '';
    const [path = '', query] = href.split('?');
    const withSlash = path.endsWith('/') || /\.[a-z0-9]+$/i.test(path) ? path : `${path}/`;
    return query === undefined ? withSlash : `${withSlash}?${query}`;
  });
}

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import HrGlossaryPage from '@/app/hr-glossary/page';
import { GlossaryExplorer } from '@/components/glossary/GlossaryExplorer';
import { GlossaryList } from '@/components/glossary/GlossaryList';
import { matchesQuery, searchText } from '@/components/glossary/search-text';
import { glossaryGroups } from '@/components/glossary/view';
import { glossary } from '@/content/glossary';

/**
 * Next inlines everything the server renders a second time as page data (the flight payload the
 * budget checker measures), and a client island's props a third time if they carry content. These
 * tests keep the glossary's text out of the island's props and out of any extra copy in the markup.
 */

/** The first element of `type` in a tree of elements, without rendering any component. */
function findElement(node: ReactNode, type: unknown): ReactElement<Record<string, unknown>> | undefined {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findElement(child as ReactNode, type);
      if (found) return found;
    }
    return undefined;
  }
  if (!isValidElement<Record<string, unknown>>(node)) return undefined;
  if (node.type === type) return node;
  return findElement(node.props.children as ReactNode, type);
}

const html = (text: string) => renderToStaticMarkup(<>{text}</>);
const occurrences = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe('the search island on /hr-glossary/', () => {
  const explorer = findElement(HrGlossaryPage(), GlossaryExplorer);

  it('wraps the server-rendered list and gets only the letters and the count as props', () => {
    expect(explorer).toBeDefined();
    const { children, ...props } = explorer!.props;
    expect(findElement(children as ReactNode, GlossaryList)).toBeDefined();
    const serialized = JSON.stringify(props);
    expect(Object.keys(props).sort()).toEqual(['letters', 'total']);
    expect(props.total).toBe(glossary.length);
    expect(serialized.length).toBeLessThan(1000);
    for (const entry of glossary) {
      expect(serialized).not.toContain(entry.short);
      expect(serialized).not.toContain(entry.term);
    }
  });
});

describe('the server-rendered list', () => {
  const markup = renderToStaticMarkup(<GlossaryList groups={glossaryGroups()} />);

  it('shows each short definition once, with no searchable copy beside it', () => {
    expect(markup).not.toContain('data-search');
    for (const entry of glossary) expect(occurrences(markup, html(entry.short)), entry.slug).toBe(1);
  });

  it('draws the tool icon once and points every tool link at it', () => {
    const doc = new DOMParser().parseFromString(`<!DOCTYPE html><body>${markup}</body>`, 'text/html');
    const toolLinks = [...doc.querySelectorAll('article a[href^="/"]')];
    expect(toolLinks.length).toBe(glossary.filter((entry) => entry.tool).length);
    expect(doc.querySelectorAll('symbol')).toHaveLength(1);
    const symbolId = doc.querySelector('symbol')!.id;
    expect(symbolId).toBe('glossary-tool-icon');
    for (const link of toolLinks) {
      expect(link.querySelector('svg use')?.getAttribute('href')).toBe(`#${symbolId}`);
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
    expect(doc.querySelector('symbol')?.querySelectorAll('rect, circle')).toHaveLength(8);
  });
});

describe('searching the real glossary, read from the page', () => {
  it('finds the terms whose name or short definition has every word typed', async () => {
    const groups = glossaryGroups();
    const letters = groups.map((group) => group.letter);
    render(
      <GlossaryExplorer letters={letters} total={glossary.length}>
        <GlossaryList groups={groups} />
      </GlossaryExplorer>,
    );
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Search the glossary' });
    for (const query of ['turnover', 'per hire', 'Résumé', 'i-9']) {
      await user.clear(box);
      await user.type(box, query);
      const expected = glossary
        .filter((entry) => matchesQuery(searchText(`${entry.term} ${entry.short}`), query))
        .map((entry) => entry.slug)
        .sort();
      expect(expected.length, query).toBeGreaterThan(0);
      const shown = [...document.querySelectorAll<HTMLElement>('article[data-term]')]
        .filter((article) => !article.hidden)
        .map((article) => article.id)
        .sort();
      expect(shown, query).toEqual(expected);
      const count = expected.length;
      expect(screen.getByRole('status')).toHaveTextContent(
        `${count} ${count === 1 ? 'term matches' : 'terms match'} “${query}”.`,
      );
    }
  });
});

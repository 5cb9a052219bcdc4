// Why a browser: none; it reads the built export, which exists only after the build, so it runs in this
// stage without opening a page.
import { expect, test } from './support/test';
import { readFileSync } from 'node:fs';
import { elementsOf } from '../../scripts/security/html';
import { htmlFileFor, sitemapPaths } from './support/site';

/**
 * Structured data on every page of the sitemap parses and carries the properties its type
 * requires: Google's required properties for rich results where Google defines them, else the
 * schema.org properties without which the item means nothing. A type not in this table fails the
 * test, so whoever adds one also says what it needs. `a|b` means at least one of them.
 */
const REQUIRED: Record<string, string[]> = {
  Organization: ['name', 'url'],
  Corporation: ['name', 'url'],
  WebSite: ['name', 'url'],
  WebPage: ['name'],
  AboutPage: ['name'],
  ContactPage: ['name'],
  CollectionPage: ['name'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name|item'],
  ItemList: ['itemListElement'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  SoftwareApplication: ['name', 'offers|aggregateRating|review'],
  WebApplication: ['name', 'offers|aggregateRating|review'],
  Product: ['name', 'offers|aggregateRating|review'],
  Offer: ['price|priceSpecification', 'priceCurrency|priceSpecification'],
  AggregateOffer: ['lowPrice', 'priceCurrency'],
  PriceSpecification: ['price|minPrice|maxPrice', 'priceCurrency'],
  UnitPriceSpecification: ['price', 'priceCurrency'],
  Brand: ['name'],
  AggregateRating: ['ratingValue', 'ratingCount|reviewCount'],
  Rating: ['ratingValue'],
  Review: ['author', 'reviewRating|reviewBody'],
  Article: ['headline', 'datePublished', 'author'],
  BlogPosting: ['headline', 'datePublished', 'author'],
  NewsArticle: ['headline', 'datePublished', 'author'],
  Person: ['name'],
  HowTo: ['name', 'step'],
  HowToStep: ['text|name'],
  DefinedTerm: ['name', 'description'],
  DefinedTermSet: ['name', 'hasDefinedTerm'],
  Event: ['name', 'startDate', 'location'],
  VideoObject: ['name', 'thumbnailUrl', 'uploadDate'],
  ImageObject: ['url|contentUrl'],
  JobPosting: ['title', 'description', 'datePosted', 'hiringOrganization'],
  Course: ['name', 'description', 'provider'],
  Service: ['name'],
  Place: ['name|address'],
  PostalAddress: ['addressCountry|addressLocality'],
  Dataset: ['name', 'description'],
};

/** As a property of another item (a publisher, an author) these need less: they name who it is. */
const REQUIRED_NESTED: Record<string, string[]> = {
  Organization: ['name'],
  Corporation: ['name'],
  WebSite: ['name|url'],
  WebPage: ['name|url|@id'],
  // A term listed in its set (the glossary index) may point to the page that describes it.
  DefinedTerm: ['name', 'description|url'],
};

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** Every typed object in a JSON-LD value with whether it is nested in another (`@graph` members are not). */
function typedNodes(value: unknown, nested = false, found: { node: Node; nested: boolean }[] = []) {
  if (Array.isArray(value)) value.forEach((item) => typedNodes(item, nested, found));
  else if (isNode(value)) {
    if (value['@type']) found.push({ node: value, nested });
    for (const [key, item] of Object.entries(value)) typedNodes(item, key !== '@graph', found);
  }
  return found;
}

function missingProperties(data: unknown): string[] {
  const problems: string[] = [];
  const top = Array.isArray(data)
    ? data
    : isNode(data) && Array.isArray(data['@graph'])
      ? data['@graph']
      : [data];
  for (const node of top) {
    if (!isNode(node)) problems.push('a top-level item that is not an object');
    else if (!node['@type']) problems.push('a top-level item without @type');
  }
  for (const { node, nested } of typedNodes(data)) {
    for (const type of [node['@type']].flat().map(String)) {
      const required = (nested && REQUIRED_NESTED[type]) || REQUIRED[type];
      if (!required) {
        problems.push(`@type ${type} is not in the REQUIRED table of this test: add what it needs`);
        continue;
      }
      for (const alternatives of required) {
        if (!alternatives.split('|').some((name) => present(node[name])))
          problems.push(`${type} lacks ${alternatives.replace(/\|/g, ' or ')}`);
      }
    }
  }
  return problems;
}

test('structured data on every page parses and carries the required properties of its type', () => {
  const problems: string[] = [];
  let blocks = 0;
  for (const path of [...sitemapPaths(), '/404/']) {
    const html = readFileSync(htmlFileFor(path), 'utf8');
    const scripts = elementsOf(html, 'script').filter((s) => s.attributes.type === 'application/ld+json');
    for (const script of scripts) {
      blocks += 1;
      let data: unknown;
      try {
        data = JSON.parse(script.text);
      } catch (error) {
        problems.push(`${path} #${script.attributes.id ?? '?'}: does not parse: ${String(error)}`);
        continue;
      }
      for (const item of Array.isArray(data) ? data : [data]) {
        const context = isNode(item) ? item['@context'] : undefined;
        if (context !== 'https://schema.org') problems.push(`${path}: @context is ${String(context)}`);
      }
      for (const problem of missingProperties(data))
        problems.push(`${path} #${script.attributes.id ?? '?'}: ${problem}`);
    }
  }
  expect(blocks).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test('the required-property check catches what it should', () => {
  expect(missingProperties({ '@type': 'Organization', name: 'Quotient', url: 'https://x' })).toEqual([]);
  expect(missingProperties({ '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Q' }] })).toEqual(
    ['Question lacks acceptedAnswer'],
  );
  expect(missingProperties({ '@type': 'Product', name: 'X' })).toEqual([
    'Product lacks offers or aggregateRating or review',
  ]);
  expect(missingProperties({ '@type': 'Recipe', name: 'X' })[0]).toMatch(
    /Recipe is not in the REQUIRED table/,
  );
  expect(missingProperties({ '@type': 'Organization', name: 'Quotient' })).toEqual([
    'Organization lacks url',
  ]);
  expect(
    missingProperties({
      '@type': 'DefinedTermSet',
      name: 'Glossary',
      hasDefinedTerm: [
        { '@type': 'DefinedTerm', name: 'Cost per hire', url: 'https://x/cost-per-hire/' },
        { '@type': 'DefinedTerm', name: 'Offer rate' },
      ],
    }),
  ).toEqual(['DefinedTerm lacks description or url']);
  expect(missingProperties({ '@type': 'DefinedTerm', name: 'Offer rate', url: 'https://x/' })).toEqual([
    'DefinedTerm lacks description',
  ]);
  expect(
    missingProperties({
      '@type': 'WebSite',
      name: 'Q',
      url: 'https://x',
      publisher: { '@type': 'Organization', name: 'Q' },
    }),
  ).toEqual([]);
});

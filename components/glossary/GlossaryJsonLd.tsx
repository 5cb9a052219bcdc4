import { jsonLdText } from '@/lib/seo/jsonld';
import { definedTermData, definedTermSetData, type JsonLdPage, type JsonLdTerm } from './glossary-jsonld';

/** The index's structured data; the script body is escaped JSON (see jsonLdText), never markup. */
export function GlossaryJsonLd({
  page,
  terms,
  siteUrl,
}: {
  page: JsonLdPage;
  terms: readonly JsonLdTerm[];
  siteUrl: string;
}) {
  return (
    <script
      type="application/ld+json"
      id="glossary-jsonld"
      dangerouslySetInnerHTML={{ __html: jsonLdText(definedTermSetData(page, terms, siteUrl)) }}
    />
  );
}

/** One term page's DefinedTerm, escaped the same way. */
export function TermJsonLd({
  setPath,
  term,
  siteUrl,
}: {
  setPath: string;
  term: JsonLdTerm;
  siteUrl: string;
}) {
  return (
    <script
      type="application/ld+json"
      id="glossary-jsonld"
      dangerouslySetInnerHTML={{ __html: jsonLdText(definedTermData(setPath, term, siteUrl)) }}
    />
  );
}

import { jsonLdText } from '@/lib/seo/jsonld';
import { definedTermSetData, type JsonLdPage, type JsonLdTerm } from './glossary-jsonld';

/** The glossary's structured data; the script body is escaped JSON (see jsonLdText), never markup. */
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

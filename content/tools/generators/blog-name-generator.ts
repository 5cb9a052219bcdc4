import type { NameGeneratorTool } from '../types';
import { updated } from './fields';
import { mediaNameFields } from './media-name-fields';

export const blogNameGenerator: NameGeneratorTool = {
  slug: 'blog-name-generator',
  kind: 'name-generator',
  generator: 'blog-name',
  family: 'generator',
  group: 'names',
  name: 'Blog name generator',
  title: 'Blog Name Generator: Catchy Names for Your Blog or Newsletter',
  description:
    'Get catchy blog and newsletter names from your topic keywords: journal, notes and digest patterns, compounds and coinages in the style you pick. Free, in your browser.',
  lead: 'Enter what your blog is about and get names that say it, from “The … Journal” patterns to one-word coinages, ready to save and compare.',
  summary: 'Blog and newsletter names from your topic keywords.',
  keywords: ['blog title ideas', 'newsletter name', 'substack name', 'website name', 'company blog name'],
  method: [
    'Your keywords go into the patterns blogs and newsletters use (The … Journal, Notes on …, … Digest, Everyday …), into pairings with a descriptive word in your style, into words your niche brings (Playbook for business, Kitchen for food), and into one-word coinages with suffixes such as -ology and -ista.',
    'Names longer than your limit, hard to say, or that form a rude word where parts join are dropped; the rest are de-duplicated and ordered by a seed, so the same inputs give the same list until you press More ideas. Nothing you type leaves your browser unless you ask for AI ideas.',
  ],
  faq: [
    {
      question: 'How long should a blog name be?',
      answer:
        'Two or three words, or one coined word, usually under 20 characters. It has to fit a header, a browser tab and a social handle, and readers should be able to type it from memory.',
    },
    {
      question: 'Should a company blog use the company name?',
      answer:
        'Often yes, with a word that sets the tone: “Acme Notes” or “The Acme Edit”. A separate name works when the blog serves a wider audience than your customers, such as an HR team’s blog for all people managers.',
    },
    {
      question: 'Is the domain for these names free?',
      answer:
        'The tool does not check domains, trademarks or handles. Search each shortlisted name with a domain registrar and on the platforms you plan to use.',
    },
  ],
  related: [
    'title-generator',
    'meta-title-description-generator',
    'podcast-name-generator',
    'business-name-generator',
  ],
  updated,
  fields: mediaNameFields({
    keywords: 'hiring, talent',
    placeholder: 'e.g. hiring, talent',
    topicLabel: 'Topic',
    topic: 'career',
    topics: [
      { value: 'business', label: 'Business' },
      { value: 'career', label: 'Careers and HR' },
      { value: 'food', label: 'Food' },
      { value: 'travel', label: 'Travel' },
      { value: 'tech', label: 'Technology' },
      { value: 'lifestyle', label: 'Lifestyle' },
      { value: 'health', label: 'Health' },
      { value: 'finance', label: 'Personal finance' },
      { value: 'parenting', label: 'Parenting' },
    ],
  }),
  layout: 'cards',
  resultTitle: 'Blog name ideas',
  defaultSeed: 'quotient',
};

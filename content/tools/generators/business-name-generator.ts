import type { NameGeneratorTool } from '../types';
import { keywordsField, maxLengthField, select, styleField, updated } from './fields';

export const businessNameGenerator: NameGeneratorTool = {
  slug: 'business-name-generator',
  kind: 'name-generator',
  generator: 'business-name',
  family: 'generator',
  group: 'names',
  name: 'Business name generator',
  title: 'Business Name Generator: Brandable Names From Your Keywords',
  description:
    'Type one to three keywords, pick an industry and style, and get brandable business names built with suffixes, compounds and blends. Save favourites, export CSV.',
  lead: 'Turn one to three keywords into brandable business names, built with real suffixes, prefixes, compounds and blends, in the style you choose.',
  summary: 'Brandable company names from your keywords, by style.',
  keywords: [
    'company name generator',
    'brand name ideas',
    'startup name',
    'shop name',
    'llc name',
    'namelix',
  ],
  method: [
    'Each keyword is turned into names by techniques namers use: a suffix (-ly, -ify, -works), a prefix (Go-, Neo-), a compound with a short word (craft, nest, forge), a blend where two words share letters (brew + wave → Brewave), a descriptive word (Golden, Bright) or an industry word (Labs, Kitchen, Partners). The style you choose decides which techniques lead: short favors one-word coinages, classic favors descriptive and industry names.',
    'Every candidate is checked before it shows: it must fit your length limit, be sayable (no long runs of consonants) and pass a blocklist that also catches rude words formed where two words join. Names are de-duplicated, scored and ordered by a seed, so Generate with the same inputs gives the same list and More ideas draws a new one. Everything runs in your browser.',
    'A generated name is a starting point, not a cleared brand. Before you commit, search the USPTO trademark database (or your country’s registry), your state’s business register, the domain and the social handles; this tool checks none of them.',
  ],
  faq: [
    {
      question: 'Are these business names available?',
      answer:
        'The tool does not check availability. Search each shortlisted name in the USPTO Trademark Search system, your state’s business entity search, a domain registrar and the social platforms you need before you register or print anything.',
    },
    {
      question: 'What makes a good business name?',
      answer:
        'Short (ideally under 12 characters), easy to say and spell after hearing it once, distinct from competitors, and with room to grow beyond your first product. Say it aloud on a phone call and type it from memory: if either trips people up, keep looking.',
    },
    {
      question: 'How many keywords should I enter?',
      answer:
        'One to three. Use words about what you do or the feeling you want (bean, brew, calm). With two keywords the tool also combines them, and where they share letters it blends them into one word.',
    },
    {
      question: 'Can I save and share the names I like?',
      answer:
        'Press Save on any card. Favourites stay in this browser and can be copied or downloaded as a text or CSV file to share with co-founders.',
    },
  ],
  related: [
    'slogan-generator',
    'username-generator',
    'ai-logo-generator',
    'meta-title-description-generator',
  ],
  updated,
  fields: [
    keywordsField('e.g. coffee, bean', 'coffee, bean'),
    select('industry', 'Industry', 'food', [
      { value: 'tech', label: 'Technology and software' },
      { value: 'food', label: 'Food and drink' },
      { value: 'retail', label: 'Retail and e-commerce' },
      { value: 'health', label: 'Health and care' },
      { value: 'finance', label: 'Finance and accounting' },
      { value: 'creative', label: 'Creative and design' },
      { value: 'consulting', label: 'Consulting and services' },
      { value: 'hr', label: 'HR, recruiting and staffing' },
      { value: 'home', label: 'Home services and trades' },
      { value: 'fitness', label: 'Fitness and sport' },
      { value: 'education', label: 'Education and tutoring' },
      { value: 'beauty', label: 'Beauty and wellness' },
      { value: 'other', label: 'Other' },
    ]),
    styleField(),
    maxLengthField('16'),
  ],
  layout: 'cards',
  resultTitle: 'Business name ideas',
  defaultSeed: 'quotient',
};

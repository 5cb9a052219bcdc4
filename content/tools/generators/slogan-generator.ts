import type { NameGeneratorTool } from '../types';
import { select, text, updated } from './fields';

export const sloganGenerator: NameGeneratorTool = {
  slug: 'slogan-generator',
  kind: 'name-generator',
  generator: 'slogan',
  family: 'generator',
  group: 'marketing',
  name: 'Slogan generator',
  title: 'Slogan Generator: Taglines From Your Brand and Its Benefit',
  description:
    'Enter your brand, its main benefit and audience to get slogans and taglines in a bold, friendly, premium or playful tone, each 60 characters or fewer.',
  lead: 'Give your brand, the benefit it delivers and who it is for, and get slogans in the tone you want, each short enough for a sign or a social bio.',
  summary: 'Slogans and taglines from your brand and benefit.',
  keywords: [
    'tagline generator',
    'motto',
    'catchphrase',
    'brand slogan',
    'employer brand tagline',
    'recruiting slogan',
  ],
  method: [
    'Slogans follow patterns copywriters reuse because they work: the brand with a promise (“Acme. Faster hiring, delivered.”), a contrast (“Less hassle. More …”), an invitation (“Say hello to …”) or the audience named (“… for recruiters”). Your brand, benefit and audience fill 40 patterns in four tones, and the tone you choose leads the list.',
    'Slogans over 60 characters are dropped, as are repeats and anything the blocklist catches. Write the benefit as a short noun phrase (faster hiring, fresh coffee daily) for the most natural results; the order comes from a seed, in your browser.',
  ],
  faq: [
    {
      question: 'How long should a slogan be?',
      answer:
        'Three to eight words, under about 60 characters: short enough for a logo lockup, a sign or a social bio, and to be remembered after one reading.',
    },
    {
      question: 'What is the difference between a slogan and a tagline?',
      answer:
        'Often used interchangeably. A tagline usually stays with the brand for years (it sits under the logo), while a slogan may belong to one campaign or product. Both should state one clear benefit.',
    },
    {
      question: 'Can I trademark a slogan from this tool?',
      answer:
        'Possibly, if it is distinctive and not already in use for similar goods or services. Generated slogans use common patterns, so search the trademark register and ask counsel before you rely on one.',
    },
  ],
  related: [
    'business-name-generator',
    'title-generator',
    'linkedin-headline-generator',
    'meta-title-description-generator',
  ],
  updated,
  fields: [
    text('brand', 'Brand name', 'Quotient', { placeholder: 'e.g. Acme', required: true, maxLength: 30 }),
    text('benefit', 'Main benefit', 'faster hiring', {
      placeholder: 'e.g. faster hiring',
      required: true,
      maxLength: 40,
      help: 'A short noun phrase works best.',
    }),
    text('audience', 'Audience', 'recruiters', {
      placeholder: 'e.g. small businesses',
      maxLength: 30,
      help: 'Optional, in the plural.',
    }),
    select('tone', 'Tone', 'bold', [
      { value: 'bold', label: 'Bold' },
      { value: 'friendly', label: 'Friendly' },
      { value: 'premium', label: 'Premium' },
      { value: 'playful', label: 'Playful' },
    ]),
  ],
  layout: 'cards',
  resultTitle: 'Slogan ideas',
  defaultSeed: 'quotient',
};

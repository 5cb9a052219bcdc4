import type { GlossaryLetterGroup, GlossaryTermView } from '@/components/glossary/view';

const term = (
  slug: string,
  name: string,
  short: string,
  extra: Partial<GlossaryTermView> = {},
): GlossaryTermView => ({
  slug,
  term: name,
  short,
  paragraphs: [`More about ${name.toLowerCase()}.`],
  related: [],
  ...extra,
});

/** A small glossary: four terms under three letters, with a formula, a related link and a tool. */
export const GROUPS: GlossaryLetterGroup[] = [
  {
    letter: 'A',
    terms: [
      term('attrition-rate', 'Attrition rate', 'The share of employees who leave during a period.', {
        formula: 'Attrition rate = leavers ÷ average headcount × 100',
        tool: { href: '/tools/attrition-rate-calculator/', name: 'Attrition rate calculator' },
        related: [{ slug: 'time-to-hire', term: 'Time to hire' }],
      }),
      term(
        'applicant-tracking-system',
        'Applicant tracking system (ATS)',
        'Software that tracks job applicants.',
      ),
    ],
  },
  { letter: 'C', terms: [term('cost-per-hire', 'Cost per hire', 'What one hire costs on average.')] },
  {
    letter: 'T',
    terms: [
      term('time-to-hire', 'Time to hire', 'Days from a candidate’s application to the accepted offer.'),
    ],
  },
];

export const LETTERS_WITH_TERMS = GROUPS.map((group) => group.letter);
export const TOTAL = GROUPS.flatMap((group) => group.terms).length;

import type { LandingPageInput } from '../../schema/landing';

export const guides: LandingPageInput = {
  path: '/guides/',
  title: 'Hiring Guides, HR Reference and Free Templates',
  description:
    'Every free Quotient guide in one place: step-by-step hiring guides, the HR glossary, minimum wage by state, the HR toolkit of templates and free calculators.',
  share: 'default',
  section: 'Guides',
  updated: '2026-11-22',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Guides',
      title: 'Guides for every step of hiring',
      lead: 'Practical guides, reference pages and templates for recruiters, HR teams and managers who hire: how to run the process, what the terms mean, what the law sets, and documents to start from.',
      proof: 'Free to read · no sign-up needed · the date each page was last updated',
      illustration: 'scorecard',
      primary: { label: 'Start with how to hire', href: '/how-to-hire/' },
      secondary: { label: 'Free tools', href: '/tools/' },
    },
    {
      type: 'guideIndex',
      anchor: 'all-guides',
      title: 'All guides and references',
      lead: 'Grouped by what you need: a process to follow, a fact to check, or a document or calculator to use.',
    },
    {
      type: 'cta',
      title: 'Put the guides into practice',
      text: 'Quotient runs the skills-based process these guides describe: sourcing, job-simulation assessments and structured video interviews on one platform.',
    },
  ],
};

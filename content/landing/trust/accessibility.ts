import type { LandingPageInput } from '../../schema/landing';
import { accessibilityLink, assess, brand, eyebrow, interview, pendingReview, reviewed } from './shared';

export const accessibilityPage: LandingPageInput = {
  path: '/trust/accessibility/',
  title: 'Accessibility Statement: Quotient Website and Platform',
  description:
    'How accessible the Quotient website, free tools and hiring platform are, the standard we test against, known limits, and how to ask for help.',
  share: 'default',
  section: 'Accessibility',
  updated: reviewed,
  legalReview: pendingReview,
  sections: [
    {
      type: 'document',
      level: 'h1',
      eyebrow,
      title: 'Accessibility statement',
      lead: `${brand} wants everyone to be able to apply for a job and use our tools, whatever their abilities or the technology they use. This statement covers this website, its free tools, and the candidate side of ${assess} and ${interview}.`,
      facts: [
        { label: 'Standard', value: 'WCAG 2.2, level AA' },
        { label: 'Contact', value: accessibilityLink },
      ],
      contents: true,
      parts: [
        {
          heading: 'What we do',
          blocks: [
            {
              list: [
                'Every page of this website is checked by an automated accessibility test (axe) on each change, and fits a 360-pixel-wide screen without sideways scrolling.',
                'Forms have visible labels, say what is wrong beside the field, and keep what you typed when something fails.',
                'Results of the free tools are announced to screen readers, and every tool can be used with a keyboard alone.',
                'Interview questions have captions and a text version, and candidates can ask for more time or another format for any assessment.',
              ],
            },
          ],
        },
        {
          heading: 'Known limits',
          blocks: [
            {
              list: [
                'Some image generators draw pictures that have a text description but no further alternative; the settings that make them are all accessible.',
                'Charts in the calculators show the same figures as the tables beside them; the tables are the accessible version.',
                'Timed assessment tasks can be a barrier: the employer can switch the time limit off or extend it for any candidate who asks.',
              ],
            },
          ],
        },
        {
          heading: 'Asking for help or an accommodation',
          blocks: [
            `If something on the website or in an assessment does not work for you, write to ${accessibilityLink}. Tell us the page or the assessment and what happened; we answer within 2 working days. If you are a candidate, we pass accommodation requests to the employer at once and help it set them up.`,
          ],
        },
        {
          heading: 'How we test',
          blocks: [
            'Automated checks run on every page of this website before each release. Once a year, people who use screen readers, magnifiers and voice control test the candidate journey with us; we fix what they find and note here what remains.',
          ],
        },
      ],
    },
    {
      type: 'links',
      title: 'More from the trust centre',
      items: [
        {
          title: 'AI fairness',
          text: 'Validation, monitoring, human review and notice.',
          href: '/trust/ai-fairness/',
        },
        { title: 'Privacy policy', text: 'What personal data we handle and why.', href: '/privacy-policy/' },
      ],
    },
    {
      type: 'cta',
      title: 'Hiring with accessibility in mind?',
      text: 'Start a free trial and set accommodations per candidate, or book a demo to see the candidate experience.',
    },
  ],
};

import type { LandingPageInput } from '../../schema/landing';
import {
  accessibilityLink,
  assess,
  brand,
  eyebrow,
  interview,
  pendingReview,
  reviewed,
  source,
} from './shared';

export const aiFairnessPage: LandingPageInput = {
  path: '/trust/ai-fairness/',
  title: 'AI Fairness: How Quotient Assessments Are Validated and Audited',
  description:
    'How Quotient validates its assessments, monitors adverse impact, keeps people in charge of decisions, informs candidates and publishes bias-audit summaries.',
  share: 'default',
  section: 'AI fairness',
  updated: reviewed,
  legalReview: pendingReview,
  sections: [
    {
      type: 'document',
      level: 'h1',
      eyebrow,
      title: 'AI fairness',
      lead: `Tools that help decide who gets a job are regulated: New York City’s Local Law 144 requires a yearly bias audit of automated employment decision tools, the EU AI Act classes AI used in recruitment as high-risk, and the US EEOC applies Title VII’s adverse-impact rules to software like any other selection procedure. These are the commitments ${brand} makes for ${assess}, ${interview} and ${source}.`,
      facts: [
        { label: 'Bias audit', value: 'Yearly, by an independent auditor' },
        { label: 'Human review', value: 'Required before any rejection' },
        { label: 'Accommodations', value: accessibilityLink },
      ],
      contents: true,
      parts: [
        {
          heading: 'How assessments are validated',
          blocks: [
            'Each job simulation starts from a job analysis: the tasks and skills the role needs, written with people who do the job. Every question and task maps to one of those skills, and nothing is scored that the job does not need.',
            {
              list: [
                'Content validity: subject-matter experts review each simulation against the job analysis before it is released.',
                'Criterion validity: where customers share outcomes (performance ratings, retention at 90 days), we check that scores predict them, and retire items that do not.',
                'Reliability: scoring of open answers is checked against two trained human raters; a rubric is released only when the automated score agrees with them at least as often as they agree with each other.',
              ],
            },
          ],
        },
        {
          heading: 'Adverse-impact monitoring',
          blocks: [
            'For every assessment in use, we compare pass rates across sex and race or ethnicity groups wherever candidates have chosen to tell the employer, and across intersections of the two. A group whose selection rate is below four-fifths of the highest group’s rate is flagged, as the US Uniform Guidelines suggest, and we also test whether the difference is statistically significant given the numbers.',
            'A flagged assessment is reviewed within 30 days: we look for the items that drive the difference, check whether they measure something the job needs, and replace them if not. The employer is told of the flag and of what we changed.',
          ],
        },
        {
          heading: 'People decide',
          blocks: [
            'Scores and rankings inform a decision; they never make it. The platform does not reject a candidate on its own: a person at the employer reviews the result and the candidate’s answers before any rejection, and can see why a score is what it is. Video interviews are never scored from a face, a voice or an accent: reviewers score what a candidate says against the role’s rubric.',
          ],
        },
        {
          heading: 'Candidate notice and accommodations',
          blocks: [
            {
              list: [
                'Before an assessment starts, candidates are told that it is scored automatically, which skills it measures, and how a person reviews the result.',
                'In New York City, the notice goes out at least 10 business days before use, as Local Law 144 requires, with how to ask for another selection process or an accommodation.',
                'Candidates can ask for more time, a screen-reader-friendly version, captions, or another way to show the skill. The employer receives the request and the platform lets it set the accommodation per candidate.',
              ],
            },
          ],
        },
        {
          heading: 'The bias-audit summary',
          blocks: [
            'Every year an independent auditor audits each tool that substantially assists hiring decisions, and we publish the summary here and give it to customers to publish. Each summary states:',
            {
              list: [
                'the date of the audit and the source and dates of the data it used;',
                'the number of candidates assessed, and the number whose sex or race or ethnicity is unknown;',
                'for each category (sex; race or ethnicity; and each intersection of the two), the selection rate or scoring rate and the impact ratio against the group with the highest rate;',
                'the distribution date of the tool version audited.',
              ],
            },
            {
              note: 'The first audit under this programme is in progress; its summary will appear here when the auditor signs it off.',
              title: 'Status',
            },
          ],
        },
        {
          heading: 'Under the EU AI Act',
          blocks: [
            'AI systems used to recruit or select people are high-risk under the EU AI Act. For customers in the EU we keep the technical documentation and logs the Act requires, a risk-management process over the tool’s life, human oversight built into the product as described above, and instructions for use that tell employers what the tool can and cannot do.',
          ],
        },
      ],
    },
    {
      type: 'links',
      title: 'More from the trust centre',
      items: [
        { title: 'Security practices', text: 'How hiring data is protected.', href: '/trust/security/' },
        { title: 'Accessibility', text: 'Our accessibility statement.', href: '/trust/accessibility/' },
        {
          title: 'Data handling and retention',
          text: 'What we keep and for how long.',
          href: '/trust/data-handling/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Questions from your legal or DEI team?',
      text: 'Book a demo and we will walk them through validation, monitoring and the audit, with the documents they need.',
    },
  ],
};

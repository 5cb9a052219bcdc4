import type { LandingPageInput } from '../../schema/landing';
import { trustedByLine } from '../../customer-count';

export const recruitingCrmSoftware: LandingPageInput = {
  path: '/recruiting-crm-software/',
  title: 'Recruiting CRM Software: Build Talent Pools That Convert',
  description:
    'A recruiting CRM that keeps silver medallists and passive candidates warm, with talent pools searchable by skill score and outreach sequences that get replies.',
  share: 'default',
  section: 'Recruiting CRM',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Recruiting CRM',
      title: 'Your next hire is already in your database',
      lead: 'Every role leaves behind strong runners-up and interested passive candidates. Quotient’s recruiting CRM keeps them organised by proven skill, in touch with relevant messages, and one click away when the next role opens.',
      proof: `${trustedByLine} · Candidate drop-off under 10%`,
      illustration: 'sourcing',
    },
    {
      type: 'features',
      eyebrow: 'CRM features',
      title: 'Relationships, not just records',
      items: [
        {
          title: 'Talent pools by skill',
          text: 'Group candidates by role family, location or skill score, so “assessed data analysts above 80%” is a saved search, not a memory.',
        },
        {
          title: 'Outreach sequences',
          text: 'Multi-step email and text sequences that stop automatically when someone replies or books a call.',
        },
        {
          title: 'Engagement history',
          text: 'Every message, reply, assessment and interview on one timeline, visible to the whole team.',
        },
        {
          title: 'Silver-medallist alerts',
          text: 'When a role opens, see past finalists who already passed a similar assessment and invite them first.',
        },
        {
          title: 'Consent and preferences',
          text: 'Track consent and contact preferences per candidate, and honour unsubscribes across every sequence.',
        },
        {
          title: 'Pipeline reporting',
          text: 'Reply rates by sequence, pool growth and hires from the CRM, so you know what nurturing is worth.',
        },
      ],
    },
    {
      type: 'problems',
      title: 'Why talent pools go cold',
      tone: 'muted',
      items: [
        {
          title: 'Runners-up are forgotten',
          text: 'The candidate who came second in March is perfect for the role that opens in June, but nobody remembers them.',
        },
        {
          title: 'Data lives in spreadsheets',
          text: 'Each recruiter keeps their own list, so candidates get contacted twice or not at all.',
        },
        {
          title: 'Every message looks like spam',
          text: 'Generic “exciting opportunity” blasts teach passive candidates to ignore you.',
        },
      ],
    },
    {
      type: 'table',
      title: 'ATS or recruiting CRM: which does what',
      lead: 'They are complementary. The ATS manages applicants for an open role; the CRM manages relationships before and between roles.',
      caption: 'The typical split between an applicant tracking system and a recruiting CRM.',
      columns: ['Question', 'Applicant tracking system', 'Recruiting CRM'],
      rows: [
        ['Who is in it?', 'People who applied to an open job', 'Anyone you may want to hire, now or later'],
        ['When is it used?', 'From application to offer', 'Before a role opens and between roles'],
        [
          'Main job',
          'Move applicants through stages, stay compliant',
          'Build, segment and nurture talent pools',
        ],
        ['Success measure', 'Time to fill, offers accepted', 'Reply rate, pool growth, hires from pools'],
      ],
    },
    {
      type: 'checklist',
      title: 'Five nurture campaigns worth running',
      items: [
        'Silver medallists: a personal note within a week of the decision, then a check-in each quarter',
        'Event sign-ups: a thank-you, then the roles that match their interests',
        'Passive senior talent: a short note on what your team is building, no job ad',
        'Alumni: news from the team and an open door to come back',
        'Students and graduates: the intake calendar and how to prepare for assessments',
      ],
    },
    {
      type: 'faq',
      title: 'Recruiting CRM questions',
      items: [
        {
          question: 'Is this a replacement for our ATS?',
          answer:
            'No. Keep your ATS for active applicants. The CRM holds the wider pool and hands candidates to the ATS when they apply or you move them into a role.',
        },
        {
          question: 'Can I import candidates from spreadsheets?',
          answer: 'Yes. Import a CSV, map the columns, and duplicates are merged by email address.',
        },
        {
          question: 'How do you handle consent under GDPR?',
          answer:
            'Each candidate record shows how and when they entered the CRM and their contact preferences. Sequences skip anyone who has opted out, and records can be deleted on request.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Fill the CRM and keep it moving',
      tone: 'muted',
      items: [
        {
          title: 'Candidate sourcing software',
          text: 'Find new people for your pools with AI search.',
          href: '/candidate-sourcing-software/',
        },
        {
          title: 'Text recruiting',
          text: 'Reach candidates where they reply fastest.',
          href: '/text-recruiting-software/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Turn past candidates into future hires',
      text: 'Start a free trial and import your first talent pool, or book a demo to see sequences in action.',
    },
  ],
};

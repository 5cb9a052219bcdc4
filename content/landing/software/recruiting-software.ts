import type { LandingPageInput } from '../../schema/landing';
import { trustedByLine } from '../../customer-count';

export const recruitingSoftware: LandingPageInput = {
  path: '/recruiting-software/',
  title: 'Recruiting Software That Tests Skills, Not Just Resumes',
  description:
    'Recruiting software that sources candidates, tests real job skills, runs video interviews and books interviews for you, so you hire the top 10% in half the time.',
  share: 'default',
  section: 'Recruiting software',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Recruiting software',
      title: 'Recruiting software that shows you who can do the job',
      lead: 'Most recruiting tools store resumes. Quotient finds candidates, tests the work they would actually do, interviews them on their schedule and books the final rounds, so every decision rests on evidence.',
      proof: trustedByLine,
      illustration: 'dashboard',
    },
    { type: 'logos', label: 'Recruiting teams at these companies hire with Quotient' },
    {
      type: 'features',
      eyebrow: 'One platform',
      title: 'Every stage of recruiting, connected',
      lead: 'Use the whole platform or start with the stage that hurts most. Candidates, scores and notes follow people from one stage to the next.',
      items: [
        {
          title: 'AI sourcing',
          text: 'Describe the role in plain words and get ranked, contactable profiles, with the people most likely to join at the top.',
          href: '/candidate-sourcing-software/',
        },
        {
          title: 'Pre-screening',
          text: 'Knock-out questions on work authorisation, location or shift pattern filter out clear mismatches before anyone reads a resume.',
        },
        {
          title: 'Job-simulation assessments',
          text: 'Candidates do a realistic slice of the job. Answers are auto-graded and summarised in a skills report with questions for the next round.',
        },
        {
          title: 'One-way video interviews',
          text: 'Candidates record answers when it suits them; your team compares them side by side against one rubric.',
          href: '/video-assessments/',
        },
        {
          title: 'Automated scheduling',
          text: 'Shortlisted candidates book live interviews from your panel’s real availability, with reminders sent for you.',
          href: '/automated-interview-scheduling-software/',
        },
        {
          title: 'Job descriptions and reporting',
          text: 'Draft a clear, inclusive job description in minutes and see time to hire, pass rates and source quality per role.',
        },
      ],
    },
    {
      type: 'checklist',
      title: 'What to look for when you compare recruiting software',
      lead: 'The questions we would ask in your place, whichever vendor you choose.',
      tone: 'muted',
      items: [
        'Does it measure skills directly, or only parse keywords from resumes?',
        'Can a recruiter set up a new role without help from the vendor?',
        'Will candidates finish it? Ask for the drop-off rate, not just the features',
        'Are scores explained, so you can defend a decision to a hiring manager?',
        'Can hiring managers review candidates without a paid seat?',
        'Does pricing fit your volume: per role, per candidate or per user?',
      ],
    },
    {
      type: 'steps',
      title: 'How Quotient turns a role into a hiring decision',
      lead: 'The same four steps sit behind every assessment, so results are comparable across candidates and roles.',
      items: [
        { title: 'Analysis', text: 'We break the role into the skills that separate strong performers.' },
        {
          title: 'Structuring',
          text: 'Each skill becomes a realistic task with a clear scoring rubric.',
        },
        { title: 'Judgement', text: 'Every answer is graded the same way, for every candidate.' },
        { title: 'Synthesis', text: 'Scores become a report: strengths, gaps and what to ask next.' },
      ],
    },
    {
      type: 'stats',
      eyebrow: 'Results',
      title: 'What changes when decisions rest on skills',
      items: [
        { value: '410%', label: 'cost saving from the mis-hires you avoid' },
        { value: '90%+', label: 'accuracy predicting on-the-job performance' },
        { value: '50%', label: 'shorter hiring cycle' },
      ],
    },
    {
      type: 'table',
      title: 'Spreadsheets, a traditional ATS, or skills-based recruiting software',
      lead: 'An applicant tracking system keeps the process organised; it does not tell you who can do the work. Many teams run Quotient alongside theirs.',
      caption: 'How each approach handles the main jobs of a recruiting team.',
      columns: ['Job to be done', 'Spreadsheets and inboxes', 'Traditional ATS', 'Quotient'],
      rows: [
        [
          'Find candidates',
          'Job boards only',
          'Job boards and referrals',
          'AI sourcing across professional profiles',
        ],
        [
          'Screen applicants',
          'Read every resume',
          'Keyword filters',
          'Knock-out questions and job simulations',
        ],
        ['First interview', 'Phone calls', 'Phone calls, tracked', 'One-way video with a shared rubric'],
        [
          'Book interviews',
          'Email back and forth',
          'Calendar links per person',
          'Panel-aware automated scheduling',
        ],
        ['Decide', 'Gut feel', 'Interview notes', 'Skills reports with evidence per skill'],
      ],
    },
    {
      type: 'faq',
      title: 'Buying recruiting software: common questions',
      items: [
        {
          question: 'Do I need to replace my applicant tracking system?',
          answer:
            'No. Quotient covers sourcing, assessment, video interviews and scheduling. Many customers keep their ATS as the system of record and use Quotient for the stages where they need evidence and speed.',
        },
        {
          question: 'How long does it take to get started?',
          answer:
            'An assessment from the role library takes under five minutes to set up. A custom job simulation for an unusual role is usually ready the same day.',
        },
        {
          question: 'Which roles does it work for?',
          answer:
            'Any role where the work can be described: sales, customer success, marketing, operations, finance, engineering, product and project management, and hourly roles through short scenario questions.',
        },
        {
          question: 'What do candidates think of it?',
          answer:
            'Candidates rate the experience 4.7 out of 5 on average, and fewer than 10% drop out. Every candidate gets feedback, which is rare enough that many mention it.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Recruiting software for your kind of team',
      items: [
        {
          title: 'For small businesses',
          text: 'Hire well without a recruiter or an agency.',
          href: '/recruiting-software-for-small-business/',
        },
        {
          title: 'For recruitment agencies',
          text: 'Send clients shortlists backed by skills evidence.',
          href: '/best-recruitment-software-for-agencies/',
        },
        {
          title: 'For talent acquisition teams',
          text: 'One platform across the funnel, with data to match.',
          href: '/talent-acquisition-platform/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'See your next hire’s skills before the first interview',
      text: 'Start a free trial with one open role, or book a demo and we will map your process with you.',
    },
  ],
};

import { defineEntries } from '../define';
import { landingPageSchema } from '../schema/landing';

/** The platform overview. */
export const featurePages = defineEntries(
  'content/landing/features.ts',
  landingPageSchema,
  [
    {
      path: '/features/',
      title: 'Features: Sourcing, Skill Assessments and Video Interviews',
      description:
        'Every feature of the platform: AI sourcing, job-simulation assessments, auto-grading, one-way video interviews, scheduling and reporting.',
      share: 'default',
      section: 'Features',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Platform features',
          title: 'Everything you need to find, test and hire the top 10%',
          lead: 'Three modules that work alone or together: source candidates with AI, assess real job skills with simulations, and interview on the candidate’s schedule.',
          proof: 'Hiring cycle cut by 50% · 90%+ prediction accuracy · Candidate score 4.7/5',
          illustration: 'scorecard',
        },
        { type: 'logos' },
        {
          type: 'features',
          eyebrow: 'Sourcing',
          title: 'Find candidates other teams miss',
          lead: 'Describe the role in plain words; the sourcing module searches, ranks and reaches out for you.',
          items: [
            {
              title: 'Unlimited profile search',
              text: 'Search across professional profiles with filters for skills, seniority, location and industry.',
            },
            {
              title: 'Top 10% candidate insights',
              text: 'Every profile is scored against the role so you start with the strongest matches.',
            },
            {
              title: 'Most likely to join',
              text: 'Signals such as tenure and career moves highlight the people open to a conversation.',
            },
            {
              title: 'Personalised engagement',
              text: 'Multi-step outreach sequences written for each candidate, with replies tracked in one place.',
            },
          ],
        },
        {
          type: 'features',
          eyebrow: 'Assessments',
          title: 'Test the work, not the resume',
          tone: 'muted',
          items: [
            {
              title: 'Competency-based job simulations',
              text: 'Candidates solve the tasks of the job itself, from a sales call to a data model, in under an hour.',
            },
            {
              title: 'Auto-grading',
              text: 'Every answer is scored against a rubric, consistently, so reviewers start from evidence.',
            },
            {
              title: 'Detailed skills reports',
              text: 'Strengths, gaps and suggested questions for the next round, ready to share with the hiring manager.',
            },
            {
              title: 'Role-customisable tests',
              text: 'Start from a library of roles and adjust skills, difficulty and time limits in minutes.',
            },
          ],
        },
        {
          type: 'features',
          eyebrow: 'Interviews',
          title: 'Interview without the calendar ping-pong',
          items: [
            {
              title: 'One-way video interviews',
              text: 'Candidates record answers when it suits them; reviewers compare them side by side.',
            },
            {
              title: 'Automated scheduling',
              text: 'Live rounds are booked from shared availability with reminders sent automatically.',
            },
            {
              title: 'Pre-screening',
              text: 'Knock-out questions filter for must-haves before anyone spends time on a call.',
            },
            {
              title: 'Candidate-led experience',
              text: 'Clear instructions, practice questions and custom feedback that builds your employer brand.',
            },
          ],
        },
        {
          type: 'steps',
          title: 'From role to decision in four steps',
          items: [
            { title: 'Analysis', text: 'The role is broken into the skills that predict success.' },
            { title: 'Structuring', text: 'Each skill becomes a realistic simulation with a rubric.' },
            { title: 'Judgement', text: 'Responses are graded the same way for every candidate.' },
            { title: 'Synthesis', text: 'Scores become a report with strengths, gaps and next steps.' },
          ],
        },
        {
          type: 'stats',
          title: 'What teams see after switching',
          items: [
            { value: '410%', label: 'cost saving from avoided mis-hires' },
            { value: '500 → 50', label: 'minutes of interview time per hire' },
            { value: '<14 days', label: 'to a signed offer' },
          ],
        },
        {
          type: 'faq',
          title: 'Questions about the platform',
          items: [
            {
              question: 'Can I use one module without the others?',
              answer:
                'Yes. Each module has its own plans, and they share candidates and reports when you use more than one.',
            },
            {
              question: 'How long does it take to set up an assessment?',
              answer:
                'Set up in under five minutes from the role library; a custom simulation is usually ready the same day.',
            },
            {
              question: 'Do candidates need an account?',
              answer:
                'No. Candidates open a link, complete the simulation or interview in the browser and get feedback afterwards.',
            },
          ],
        },
        {
          type: 'cta',
          title: 'See the platform on your own roles',
          text: 'Start a free trial or book a demo and we will set up your first assessment with you.',
        },
      ],
    },
  ],
  'path',
);

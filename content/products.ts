import { z } from 'zod';
import { defineContent } from './define';
import { nonEmpty } from './schema/common';
import { landingSectionSchema } from './schema/landing';

/**
 * The three product pages. Each is a list of landing sections (the same ones any landing page
 * uses) over content written for that module's buyer; what each module does follows the
 * product's own description and the figures are the registered claims (content/claims.ts).
 */
const productPageSchema = z.object({
  product: z.enum(['sourcing', 'assessment', 'interview']),
  /** One sentence for structured data and the pricing teaser. */
  summary: nonEmpty,
  sections: z.array(landingSectionSchema).min(4),
});
export type ProductPageContent = z.output<typeof productPageSchema>;

export const sourcingProduct = defineContent('content/products.ts (sourcing)', productPageSchema, {
  product: 'sourcing',
  summary:
    'AI candidate sourcing: describe a role, get ranked profiles of the top 10% and personalised outreach to the people most likely to join.',
  sections: [
    {
      type: 'hero',
      eyebrow: 'AI candidate sourcing · early access',
      title: 'Find the top 10% of candidates before your competitors message them',
      lead: 'Describe the role in plain words. Quotient Source searches professional profiles, ranks every match against the job and writes outreach each candidate will actually read.',
      proof: '550 candidates sourced and 213 assessed in 50 days for one customer',
      illustration: 'sourcing',
      screen: {
        employer: 'Halden Freight',
        role: 'Senior Backend Engineer',
        task: 'Fix a failing shipment-tracking API and explain why',
        questions: [
          'Tell us about a service you made faster, and how.',
          'How would you roll back a bad deploy at 2 a.m.?',
          'Which alert would you delete first, and why?',
        ],
        stage: 'Send outreach',
        skills: [
          { name: 'Python services', score: 93 },
          { name: 'PostgreSQL at scale', score: 90 },
          { name: 'Kafka event streams', score: 87 },
          { name: 'API design', score: 84 },
          { name: 'On-call judgement', score: 71 },
        ],
        candidates: [
          { person: 'Ifeoma Chukwu', detail: 'Backend Engineer · Parcelry', score: 96 },
          { person: 'Elena Petrova', detail: 'Staff Engineer · Routewise', score: 93 },
          { person: 'Marcus Hale', detail: 'Backend Lead · Dockside Labs', score: 89 },
          { person: 'Sana Qureshi', detail: 'Platform Engineer · Tidewater', score: 86 },
        ],
      },
      primary: { label: 'Join early access', href: '/sourcing-early-access/' },
      secondary: { label: 'See sourcing plans', href: '/pricing/sourcing/' },
    },
    { type: 'logos' },
    {
      type: 'problems',
      eyebrow: 'Why sourcing stalls',
      title: 'Boolean strings and cold InMails are not a sourcing strategy',
      items: [
        {
          title: 'The same small talent pool',
          text: 'Every recruiter searches the same boards with the same keywords, so the same profiles get every message.',
        },
        {
          title: 'Hours lost before the first reply',
          text: 'Building searches, reading profiles and writing messages eats the week before a single conversation starts.',
        },
        {
          title: 'Outreach nobody answers',
          text: 'Templated messages to people who were never going to move produce reply rates in single digits.',
        },
      ],
    },
    {
      type: 'features',
      eyebrow: 'What it does',
      title: 'From job description to interested candidates',
      items: [
        {
          title: 'Unlimited profile search',
          text: 'Search across professional profiles with filters for skills, seniority, location, industry and past employers. No search credits to ration.',
        },
        {
          title: 'Top 10% candidate insights',
          text: 'Every profile is scored against the role, with the reasons, so you open the strongest matches first.',
        },
        {
          title: 'Most likely to join',
          text: 'Tenure, career moves and company changes flag the people open to a conversation right now.',
        },
        {
          title: 'Personalised engagement',
          text: 'Multi-step email sequences written for each candidate from their own experience, with unlimited sends.',
        },
        {
          title: 'Automated workflows',
          text: 'Move replies into a pipeline, send interested candidates an assessment and book the first call without copy and paste.',
        },
        {
          title: 'A dashboard for the whole funnel',
          text: 'Sourced, contacted, replied, assessed: see where each role stands and which messages work.',
        },
      ],
    },
    {
      type: 'steps',
      title: 'How a role gets sourced',
      lead: 'The same four steps behind every Quotient decision, applied to finding people.',
      items: [
        {
          title: 'Analysis',
          text: 'The job description becomes the skills, experience and signals that predict success in the role.',
        },
        {
          title: 'Structuring',
          text: 'Those signals become a search across profiles, with filters you can see and adjust.',
        },
        {
          title: 'Judgement',
          text: 'Every match is scored the same way, so the ranking does not depend on who ran the search.',
        },
        {
          title: 'Synthesis',
          text: 'You get a shortlist of the top 10% with the people most likely to join marked, ready for outreach.',
        },
      ],
    },
    {
      type: 'stats',
      eyebrow: 'Results',
      title: 'What customers sourced with Quotient',
      items: [
        { value: '550', label: 'candidates sourced, 213 of them assessed, in 50 days' },
        { value: '2+', label: 'fit candidates in under 20 hours' },
        { value: '48 hours', label: 'to hire consultants' },
        { value: '25', label: 'diverse positions closed by one staffing firm' },
      ],
    },
    {
      type: 'testimonial',
      quote:
        'We used to spend the first week of every search building lists. Now the shortlist is there on day one and our recruiters spend their time talking to people.',
      name: 'Dana Whitfield',
      role: 'Head of Talent',
      company: 'Atlas Staffing',
      result: '25 diverse positions closed for one client',
    },
    {
      type: 'faq',
      title: 'Questions about AI sourcing',
      items: [
        {
          question: 'Where do the profiles come from?',
          answer:
            'From publicly available professional profiles. Candidates are contacted about a specific role, and anyone can ask not to be contacted again.',
        },
        {
          question: 'Does it replace our applicant tracking system?',
          answer:
            'No. Quotient Source finds and engages candidates; interested people move on to your assessments, interviews and ATS as usual.',
        },
        {
          question: 'What does early access mean?',
          answer:
            'The sourcing tool is live with a group of customers. We are adding teams in small groups so each has a dedicated account manager; join the list and we will contact you with a start date.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Keep exploring',
      items: [
        {
          title: 'Sourcing plans',
          text: 'Standard, Professional and Enterprise, billed annually per user.',
          href: '/pricing/sourcing/',
        },
        {
          title: 'Skill assessments',
          text: 'Send sourced candidates a job simulation and see who can do the work.',
          href: '/products/assessment/',
        },
        {
          title: 'How sourcing tools compare',
          text: 'Side-by-side comparisons with other sourcing tools, dated and sourced.',
          href: '/compare/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Start sourcing the top 10%',
      text: 'Start a free trial of the platform, or book a demo to see the sourcing tool on one of your open roles.',
    },
  ],
});

export const assessmentProduct = defineContent('content/products.ts (assessment)', productPageSchema, {
  product: 'assessment',
  summary:
    'Skill assessments built from competency-based job simulations, auto-graded, with detailed skills reports and suggested questions for the next round.',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Skill assessments',
      title: 'See who can do the job before the first interview',
      lead: 'Quotient Assess gives candidates the work of the role itself, from a sales call to a data model, grades every answer against the same rubric and hands you a skills report with the questions to ask next.',
      proof: '90%+ prediction accuracy · Candidate score 4.7/5 · 410% cost saving from avoided mis-hires',
      illustration: 'report',
      screen: {
        employer: 'Brookline Software',
        role: 'Account Executive',
        task: 'Run a recorded discovery call with a skeptical buyer',
        questions: [
          'Tell us about a deal you won back after a no.',
          'How do you qualify out a prospect who loves the demo?',
          'Which forecast call did you get wrong, and why?',
        ],
        stage: 'Advance',
        skills: [
          { name: 'Discovery questioning', score: 92 },
          { name: 'Objection handling', score: 89 },
          { name: 'Written follow-up', score: 85 },
          { name: 'Pipeline forecasting', score: 78 },
          { name: 'Negotiation', score: 64 },
        ],
        candidates: [
          { person: 'Daniel Osei', detail: 'SDR Team Lead · Corvana', score: 87 },
          { person: 'Lucía Romero', detail: 'Account Executive · Paylo', score: 82 },
          { person: 'Ben Achterberg', detail: 'Account Manager · Fieldly', score: 77 },
          { person: 'Grace Liu', detail: 'Sales Consultant · Nimbly', score: 71 },
        ],
      },
      secondary: { label: 'See test packs', href: '/pricing/assessment/' },
    },
    { type: 'logos' },
    {
      type: 'problems',
      eyebrow: 'Why resumes fail you',
      title: 'Resumes and gut feel are a poor guide to performance',
      items: [
        {
          title: 'High variability',
          text: 'Two interviewers score the same candidate differently, so quality depends on who was on the panel.',
        },
        {
          title: 'Hours spent evaluating',
          text: 'Recruiters spend hours on every hire reading resumes and running screens that reveal little.',
        },
        {
          title: 'Costly mis-hires',
          text: 'A hire who cannot do the work costs a replacement search, onboarding and months of lost output.',
        },
      ],
    },
    {
      type: 'features',
      eyebrow: 'What it does',
      title: 'Assess actual job skills, not keywords',
      items: [
        {
          title: 'Competency-based job simulations',
          text: 'Realistic tasks from the role: handle an objection, prioritise a backlog, fix a query, write the email.',
        },
        {
          title: 'Auto-grading',
          text: 'Every response is scored against a rubric, the same way for every candidate, so reviewers start from evidence.',
        },
        {
          title: 'Detailed skills reports',
          text: 'Strengths and gaps per competency, with suggested questions for the next round to probe each gap.',
        },
        {
          title: 'Role-customisable tests',
          text: 'Start from a library of roles and adjust skills, difficulty, time limits and questions in minutes.',
        },
        {
          title: 'Short for candidates',
          text: 'Screening assessments are short and work on any phone, so strong candidates finish instead of dropping out.',
        },
        {
          title: 'Feedback candidates value',
          text: 'Every candidate can receive custom feedback on their results, which builds your employer brand.',
        },
      ],
    },
    {
      type: 'steps',
      title: 'How an assessment judges a candidate',
      lead: 'Four steps turn a role into a fair, explainable decision.',
      items: [
        {
          title: 'Analysis',
          text: 'We break the role into the competencies that predict success in it.',
        },
        {
          title: 'Structuring',
          text: 'Each competency becomes a realistic job simulation with a consistent scoring rubric.',
        },
        {
          title: 'Judgement',
          text: 'AI grades every response against the rubric, the same way for every candidate.',
        },
        {
          title: 'Synthesis',
          text: 'Scores roll up into a skills report with strengths, gaps and next-round questions.',
        },
      ],
    },
    {
      type: 'stats',
      eyebrow: 'Results',
      title: 'What customers measure after switching to simulations',
      items: [
        { value: '90%+', label: 'accuracy predicting on-the-job performance' },
        { value: '500 → 50', label: 'minutes of interview time per hire' },
        { value: '410%', label: 'cost saving from avoiding mis-hires' },
        { value: '4.7/5', label: 'average candidate score of the experience' },
      ],
    },
    {
      type: 'testimonial',
      quote:
        'The skills report tells our hiring managers exactly what to ask in the final round. Interviews got shorter and our offers go to people who have already shown they can do the work.',
      name: 'Ravi Menon',
      role: 'Talent Acquisition Lead',
      company: 'Lumen Capital',
      result: 'Consultants hired within 48 hours',
    },
    {
      type: 'faq',
      title: 'Questions about skill assessments',
      items: [
        {
          question: 'Which roles can we assess?',
          answer:
            'Sales and marketing, product and project management, strategy, customer success, operations, finance and technical roles. If a role is not in the library, we build its simulation with you.',
        },
        {
          question: 'How is a simulation graded?',
          answer:
            'Each task has a rubric written for the competency it tests. The AI scores every answer against it and shows the reasoning, and your team can review or override any score.',
        },
        {
          question: 'Do candidates need to install anything?',
          answer: 'No. Assessments run in the browser on a laptop or phone.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Keep exploring',
      items: [
        {
          title: 'Test pack pricing',
          text: 'Emerging, Growth and Rocketship: pay for the candidates you assess.',
          href: '/pricing/assessment/',
        },
        {
          title: 'Estimate your saving',
          text: 'Put your own hiring numbers into the ROI calculator.',
          href: '/roi-calculator/',
        },
        {
          title: 'How assessment tools compare',
          text: 'Dated comparisons with test libraries, games-based and enterprise assessment vendors.',
          href: '/compare/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Assess your next candidate on the real work',
      text: 'Start a free trial with your work email, or book a demo and we will build a simulation for one of your open roles.',
    },
  ],
});

export const interviewProduct = defineContent('content/products.ts (interview)', productPageSchema, {
  product: 'interview',
  summary:
    'One-way asynchronous video interviews with automated scheduling: candidates answer on their own time, your team reviews structured answers side by side.',
  sections: [
    {
      type: 'hero',
      eyebrow: 'One-way video interviews',
      title: 'Interview every shortlisted candidate without a single calendar invite',
      lead: 'Quotient Interview sends candidates your questions; they record answers when it suits them, and your team reviews them side by side. Live rounds that follow are booked automatically.',
      proof: 'Candidate drop-off under 10%, against 40%+ for other video tools',
      illustration: 'reviewer',
      screen: {
        employer: 'Larkspur Health',
        role: 'Customer Support Lead',
        task: 'Answer three escalated tickets in a live inbox',
        questions: [
          'Tell us about calming an angry customer on a call.',
          'How do you coach an agent whose scores are slipping?',
          'Which support metric would you stop reporting, and why?',
        ],
        stage: 'Move to final round',
        skills: [
          { name: 'Structure (STAR)', score: 96 },
          { name: 'Empathy under pressure', score: 88 },
          { name: 'Use of evidence', score: 82 },
          { name: 'Clarity', score: 94 },
        ],
        candidates: [
          { person: 'Jonah Reyes', detail: 'Support Team Lead · Kindred', score: 88 },
          { person: 'Mei Takahashi', detail: 'CX Specialist · Orbitly', score: 82 },
          { person: 'Tomás Ferreira', detail: 'Support Agent · Quayside', score: 72 },
          { person: 'Aisha Bello', detail: 'Service Manager · Marlow', score: 69 },
        ],
      },
      secondary: { label: 'See interview plans', href: '/pricing/interview/' },
    },
    { type: 'logos' },
    {
      type: 'problems',
      eyebrow: 'Why first rounds drag',
      title: 'First-round interviews eat the calendar and lose candidates',
      items: [
        {
          title: 'Scheduling ping-pong',
          text: 'Finding a 30-minute slot across time zones takes days of email for every candidate.',
        },
        {
          title: 'Inconsistent questions',
          text: 'Each interviewer asks something different, so candidates cannot be compared fairly.',
        },
        {
          title: 'Clunky candidate experience',
          text: 'Apps to install and confusing links make good candidates give up halfway.',
        },
      ],
    },
    {
      type: 'features',
      eyebrow: 'What it does',
      title: 'Structured interviews on the candidate’s schedule',
      items: [
        {
          title: 'One-way asynchronous interviews',
          text: 'Candidates answer your recorded or written questions from any phone or laptop, with no app to install.',
        },
        {
          title: 'Question banks',
          text: 'Reuse proven questions per role, set thinking time and retakes, and keep every candidate on the same script.',
        },
        {
          title: 'Side-by-side review',
          text: 'Hiring managers watch, rate and comment on answers in one place, whenever they have ten minutes.',
        },
        {
          title: 'Automated interview scheduling',
          text: 'Candidates who pass pick a live slot from the panel’s real availability; reminders go out automatically.',
        },
        {
          title: 'Candidate-led experience',
          text: 'Clear instructions, a practice question and mobile recording keep drop-off under 10%.',
        },
        {
          title: 'Works with assessments',
          text: 'Add video questions to a skill assessment, or send the interview to the candidates who scored highest.',
        },
      ],
    },
    {
      type: 'stats',
      eyebrow: 'Results',
      title: 'What changes when first rounds go asynchronous',
      items: [
        { value: '<10%', label: 'candidate drop-off, against 40%+ elsewhere' },
        { value: '60%', label: 'shorter time to hire for one customer' },
        { value: '<14 days', label: 'from application to hire' },
        { value: '4.7/5', label: 'average candidate score of the experience' },
      ],
    },
    {
      type: 'testimonial',
      quote:
        'Our store managers review interviews between shifts instead of blocking out afternoons. Seasonal roles no longer wait for someone’s free afternoon.',
      name: 'Carla Jensen',
      role: 'Recruiting Manager',
      company: 'Harbor Retail',
      result: 'Every new store opened with a full leadership team',
    },
    {
      type: 'faq',
      title: 'Questions about video interviews',
      items: [
        {
          question: 'Can candidates re-record an answer?',
          answer:
            'You decide per question: allow retakes, limit them, or allow none. Candidates always get a practice question first.',
        },
        {
          question: 'Who can see the recordings?',
          answer:
            'Only people you invite to the role. Share a single candidate with a hiring manager without giving access to the rest.',
        },
        {
          question: 'Does it schedule the live rounds too?',
          answer:
            'Yes. Automated interview scheduling offers candidates slots from your panel’s calendars and sends reminders to both sides.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Keep exploring',
      items: [
        {
          title: 'Interview plans',
          text: 'Lightning and Power, plus a free trial edition.',
          href: '/pricing/interview/',
        },
        {
          title: 'Add skill assessments',
          text: 'Test the work before you spend time on interviews.',
          href: '/products/assessment/',
        },
        {
          title: 'How video interview tools compare',
          text: 'Dated, sourced comparisons with other video interview vendors.',
          href: '/compare/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Run your next first round asynchronously',
      text: 'Start a free trial and send your first interview today, or book a demo with our team.',
    },
  ],
});

export const productPages = {
  sourcing: sourcingProduct,
  assessment: assessmentProduct,
  interview: interviewProduct,
} as const;

import type { LandingPageInput } from '../../schema/landing';

export const candidateScreening: LandingPageInput = {
  path: '/solutions/candidate-screening/',
  title: 'Candidate Screening Software: Skills Tests, Not Resume Triage',
  description:
    'Screen every applicant with a short, auto-graded job simulation set up in under five minutes, and send only proven candidates to interview.',
  share: 'default',
  section: 'Solutions',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Candidate screening',
      title: 'Stop reading hundreds of resumes to find five people worth a call',
      lead: 'Resumes tell you where someone worked, not whether they can do the job. Quotient screens every applicant with knock-out questions and a short job simulation, grades it automatically and hands you a ranked shortlist with the reasons.',
      proof: '90%+ prediction accuracy · Assessments set up in under 5 minutes',
      illustration: 'scorecard',
    },
    {
      type: 'beforeAfter',
      eyebrow: 'Screening, compared',
      title: 'Resume triage against skills screening',
      beforeLabel: 'Resume triage',
      afterLabel: 'Skills screening',
      rows: [
        {
          label: 'First filter',
          before: 'Keywords and job titles, read in seconds.',
          after: 'Must-have knock-out questions, answered by the candidate.',
        },
        {
          label: 'Evidence of ability',
          before: 'Claims on a page.',
          after: 'A job simulation of the real tasks, graded automatically.',
        },
        {
          label: 'Recruiter time',
          before: 'Hours of reading plus a phone screen for each candidate.',
          after: 'Minutes reviewing a ranked list with scores and reports.',
        },
        {
          label: 'Consistency',
          before: 'Depends on who screens and how tired they are.',
          after: 'One rubric for every applicant to the role.',
        },
      ],
    },
    {
      type: 'problems',
      title: 'What resume screening really costs',
      tone: 'muted',
      items: [
        {
          title: 'Hours lost per opening',
          text: 'Recruiters read hundreds of resumes and run phone screens that mostly confirm what the page already said.',
        },
        {
          title: 'Good people filtered out',
          text: 'Strong candidates with unusual backgrounds fall at the keyword filter and never get a chance.',
        },
        {
          title: 'Weak people let through',
          text: 'Polished resumes and confident phone calls carry people into interviews they can’t pass.',
        },
        {
          title: 'Subjective shortlists',
          text: 'Two recruiters screening the same pile choose different candidates.',
        },
      ],
    },
    {
      type: 'steps',
      title: 'Screening in four steps',
      items: [
        {
          title: 'Analysis',
          text: 'Pick the role; the skills that predict success in it are laid out for you to confirm.',
        },
        {
          title: 'Structuring',
          text: 'Knock-out questions and a job simulation are set up around those skills in under five minutes.',
        },
        {
          title: 'Judgement',
          text: 'Every answer is auto-graded against the rubric as candidates finish.',
        },
        {
          title: 'Synthesis',
          text: 'A ranked shortlist with skills reports and next-round questions is ready to review.',
        },
      ],
    },
    {
      type: 'features',
      tone: 'muted',
      title: 'Everything screening needs',
      items: [
        {
          title: 'Pre-screening questions',
          text: 'Work authorisation, location, salary range and certifications handled before any test.',
        },
        {
          title: 'Role-customisable simulations',
          text: 'Start from the library and change skills, difficulty and time limits for your role.',
        },
        {
          title: 'Auto-grading',
          text: 'Consistent scores against a rubric, ready the moment a candidate submits.',
        },
        {
          title: 'Reports with next-round questions',
          text: 'Strengths, gaps and suggested questions, so the interviewer starts where the test ended.',
        },
        {
          title: 'Job description drafts',
          text: 'Write the posting from the same skills profile, so applicants know what will be tested.',
        },
      ],
    },
    {
      type: 'stats',
      title: 'Screening results customers measure',
      items: [
        { value: '90%+', label: 'accuracy predicting on-the-job performance' },
        { value: '<5 min', label: 'to set up a screening assessment' },
        { value: '50%', label: 'shorter hiring cycle once screening moves to skills' },
      ],
    },
    {
      type: 'faq',
      title: 'Questions about candidate screening',
      items: [
        {
          question: 'Will a test put off good applicants?',
          answer:
            'Not a well-made one. Simulations use the tasks of the job, come with clear instructions and practice questions, and every candidate gets feedback afterwards.',
        },
        {
          question: 'Which roles can be screened this way?',
          answer:
            'Almost any: sales, customer support, marketing, engineering, finance, operations and more. The library covers common roles and you can customise any of them.',
        },
        {
          question: 'Do we still need phone screens?',
          answer:
            'Most teams drop them for first rounds. The simulation and knock-out questions answer what the phone screen used to, and the first live conversation becomes a real interview.',
        },
        {
          question: 'How is the shortlist ranked?',
          answer:
            'Knock-out answers are applied first, then candidates are ranked by simulation score against the role’s rubric. Reports show why each candidate scored as they did.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Related solutions',
      items: [
        {
          title: 'One-way video interviews',
          text: 'The natural next step after a screening simulation.',
          href: '/solutions/video-interview/',
        },
        {
          title: 'Talent discovery',
          text: 'Find the candidates a keyword filter would have discarded.',
          href: '/solutions/talent-discovery/',
        },
        {
          title: 'All platform features',
          text: 'Sourcing, simulations, auto-grading, video and scheduling.',
          href: '/features/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Screen your next opening on skills',
      text: 'Set up your first assessment in under five minutes with a free trial, or book a demo to see a sample report.',
    },
  ],
};

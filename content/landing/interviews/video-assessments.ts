import type { LandingPageInput } from '../../schema/landing';

export const videoAssessments: LandingPageInput = {
  path: '/video-assessments/',
  title: 'Video Assessments: One-Way Video Interviews Scored on Skills',
  description:
    'Replace first-round phone screens with one-way video assessments: candidates record when it suits them, reviewers score every answer against the same rubric.',
  share: 'default',
  section: 'Video assessments',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Video assessments',
      title: 'Hear from every candidate without booking a single phone screen',
      lead: 'Candidates answer your questions on video, on their own time, from any phone or laptop. Your team reviews the answers side by side, scores them against one rubric and moves the best people forward the same day.',
      proof: 'Candidate drop-off under 10% · Candidates rate the experience 4.7/5',
      illustration: 'recorder',
    },
    {
      type: 'problems',
      eyebrow: 'Why first rounds stall',
      title: 'Phone screens eat the week and still leave you guessing',
      items: [
        {
          title: 'Thirty calls to find three finalists',
          text: 'A first-round phone screen takes 30 minutes plus the scheduling around it. Multiply by every applicant worth a look and the week is gone.',
        },
        {
          title: 'Every screen is a different interview',
          text: 'Questions drift from call to call, notes are uneven, and the candidate you spoke to on Friday afternoon gets a tougher hearing than Monday’s.',
        },
        {
          title: 'Hiring managers join too late',
          text: 'Managers only meet candidates in round two, so a mismatch that a two-minute answer would have shown costs everyone an hour.',
        },
        {
          title: 'Candidates in other time zones wait',
          text: 'Shift workers, people in full-time jobs and candidates abroad cannot take a call at 10 a.m., so they drop out or accept someone else’s offer.',
        },
      ],
    },
    {
      type: 'features',
      eyebrow: 'What you get',
      title: 'A structured first round that runs while you work',
      lead: 'Quotient Interview turns your screening questions into a short, branded video assessment that every candidate takes the same way.',
      tone: 'muted',
      items: [
        {
          title: 'Question sets per role',
          text: 'Mix video answers, written answers and short skill questions. Set thinking time, answer length and the number of retakes for each question.',
        },
        {
          title: 'Rubric scoring',
          text: 'Attach what a strong, acceptable and weak answer looks like, so every reviewer rates against the same bar and scores can be compared.',
        },
        {
          title: 'Side-by-side review',
          text: 'Watch answers to the same question back to back at up to 2x speed, with transcripts, and share a shortlist link with the hiring manager.',
        },
        {
          title: 'Candidate-friendly by design',
          text: 'No download and no account: a practice question, clear instructions and a progress bar, on mobile or desktop, in your colours and logo.',
        },
        {
          title: 'Combine with job simulations',
          text: 'Add a Quotient Assess simulation to the same invite, so one link shows you how candidates communicate and how they actually do the work.',
        },
        {
          title: 'Automatic next steps',
          text: 'Move shortlisted candidates straight to live-interview booking and send a personal, respectful update to everyone else.',
        },
      ],
    },
    {
      type: 'steps',
      title: 'How a video assessment runs',
      lead: 'Most teams publish their first one in an afternoon.',
      items: [
        {
          title: 'Write or pick questions',
          text: 'Start from the question library for the role or write your own, with a scoring guide for each.',
        },
        {
          title: 'Invite candidates',
          text: 'Send one link by email or text, or add it to the job ad so applicants go straight to the assessment.',
        },
        {
          title: 'Candidates record',
          text: 'They practise, then answer on their own schedule within the deadline you set.',
        },
        {
          title: 'Review and decide',
          text: 'Score answers against the rubric, compare candidates and book live interviews with the best.',
        },
      ],
    },
    {
      type: 'table',
      eyebrow: 'Compare formats',
      title: 'Where a video assessment fits in your first round',
      caption: 'Typical effort for one first-round conversation, by format.',
      columns: ['Format', 'Recruiter time per candidate', 'Consistency', 'Best used for'],
      rows: [
        [
          'Phone screen',
          '30 minutes plus scheduling',
          'Depends on the interviewer and the day',
          'Senior roles with a small, known shortlist',
        ],
        [
          'Live video call',
          '30–45 minutes plus scheduling',
          'Better with a script, still varies',
          'Final rounds and selling the role',
        ],
        [
          'One-way video assessment',
          'A few minutes to watch the answers',
          'Same questions, same rubric for everyone',
          'High-volume roles, graduate intakes, remote and shift-based hiring',
        ],
      ],
    },
    {
      type: 'stats',
      eyebrow: 'Candidate experience',
      title: 'Candidates finish it, and they like it',
      items: [
        { value: '<10%', label: 'candidate drop-off, against 40%+ on other tools' },
        { value: '4.7/5', label: 'average candidate rating of the experience' },
        { value: '50%', label: 'shorter hiring cycle when first rounds go async' },
      ],
    },
    {
      type: 'faq',
      title: 'Video assessment questions hiring teams ask',
      items: [
        {
          question: 'Will candidates feel awkward talking to a camera?',
          answer:
            'Some do at first, which is why every assessment starts with an unscored practice question and lets you allow retakes. Clear instructions and a realistic time limit matter more than anything else: drop-off on Quotient stays under 10%.',
        },
        {
          question: 'How many questions should a first-round video assessment have?',
          answer:
            'Three to five. One motivation question, two or three questions about the core of the job and, if useful, one short scenario. Keep the whole assessment under 15 minutes for the candidate.',
        },
        {
          question: 'Is one-way video fair to candidates?',
          answer:
            'It is fairer than an unstructured call when every candidate gets the same questions and reviewers score against a written rubric. Offer captions and extra time on request, and tell candidates who will watch their answers and how long you keep them.',
        },
        {
          question: 'What does it cost?',
          answer:
            'The Lightning plan is $20 and includes unlimited interviews and questions, 10 job roles at a time and 5 GB of storage. The Power plan is $99 a month with 50 job roles at a time, 20 GB of storage and free premium onboarding.',
        },
        {
          question: 'Can hiring managers review without a licence?',
          answer:
            'Yes. Share a shortlist link and managers can watch answers and leave ratings without creating an account.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Pair it with the rest of your first round',
      items: [
        {
          title: 'Automated interview scheduling',
          text: 'Shortlisted candidates book their live interview from your team’s real availability.',
          href: '/automated-interview-scheduling-software/',
        },
        {
          title: 'Text recruiting',
          text: 'Send the assessment link by SMS for hourly and shift-based roles.',
          href: '/text-recruiting-software/',
        },
        {
          title: 'All platform features',
          text: 'Sourcing, job simulations, video interviews and reporting in one place.',
          href: '/features/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Run your next first round on video',
      text: 'Start a free trial and send your first video assessment today, or book a demo and we will build the question set with you.',
    },
  ],
};

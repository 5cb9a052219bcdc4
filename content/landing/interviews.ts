import { defineEntries } from '../define';
import { landingPageSchema } from '../schema/landing';

/**
 * Landing pages for the interview modules: one-way video assessments and automated scheduling.
 * Claims come from the product spec §9 (copied 2026-11-22): drop-off under 10% against 40%+ for
 * other tools, candidate score 4.7/5, hiring cycle cut by 50%, recruiter time per hire from over
 * 500 minutes to under 50, hires in under 14 days; plan prices from the same section.
 */
export const interviewPages = defineEntries(
  'content/landing/interviews.ts',
  landingPageSchema,
  [
    {
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
          illustration: 'video',
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
    },
    {
      path: '/automated-interview-scheduling-software/',
      title: 'Automated Interview Scheduling Software for Busy Hiring Teams',
      description:
        'Let candidates book interviews from your panel’s real availability, with time zones, reminders and rescheduling handled for you. No more calendar ping-pong.',
      share: 'default',
      section: 'Interview scheduling',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Automated interview scheduling',
          title: 'Stop spending your mornings on calendar ping-pong',
          lead: 'Quotient reads your interviewers’ calendars, offers candidates only the slots that really work, books the room or video link and sends every reminder. Coordinators get their day back; candidates book in under a minute.',
          proof: 'Recruiter time per hire from over 500 minutes to under 50',
          illustration: 'dashboard',
        },
        {
          type: 'stats',
          eyebrow: 'Time back',
          title: 'What scheduling on autopilot frees up',
          items: [
            { value: '500 → 50', label: 'minutes of recruiter time per hire' },
            { value: '<14 days', label: 'from application to signed offer' },
            { value: '4.7/5', label: 'candidate rating of the process' },
          ],
        },
        {
          type: 'problems',
          eyebrow: 'The coordination tax',
          title: 'Every interview costs six emails before it happens',
          items: [
            {
              title: 'Back-and-forth for one slot',
              text: '“Does Tuesday at 3 work?” “Can we do 4?” A single panel interview can take days of email before it is on anyone’s calendar.',
            },
            {
              title: 'Panels that never line up',
              text: 'Finding a free hour for a hiring manager, a peer and a director at once is a puzzle someone solves by hand for every candidate.',
            },
            {
              title: 'Time-zone mistakes',
              text: 'A candidate in Lisbon and an interviewer in Denver: one wrong conversion and somebody is waiting on an empty video call.',
            },
            {
              title: 'No-shows and late cancellations',
              text: 'Without reminders, a share of candidates and interviewers simply forget, and the slot is lost for everyone.',
            },
          ],
          tone: 'muted',
        },
        {
          type: 'process',
          eyebrow: 'How it works',
          title: 'From shortlist to booked interview in six automatic steps',
          items: [
            {
              title: 'Connect calendars',
              text: 'Interviewers connect Google or Microsoft 365 calendars once. Quotient reads free and busy times only, never event details.',
            },
            {
              title: 'Define the interview',
              text: 'Set the length, the panel or a pool of interviewers to rotate through, buffers between meetings and the earliest notice you need.',
              points: [
                'Round-robin pools spread the load fairly across interviewers',
                'Daily caps stop one person doing five interviews in a day',
              ],
            },
            {
              title: 'Send one booking link',
              text: 'The candidate sees only slots when the whole panel is free, shown in their own time zone, and picks one.',
            },
            {
              title: 'Everything is booked at once',
              text: 'Calendar invites go to every panellist with the video link, the candidate’s assessment results and the interview plan attached.',
            },
            {
              title: 'Reminders go out',
              text: 'Candidates get an email and a text reminder the day before and an hour before; interviewers get the scorecard to fill in.',
            },
            {
              title: 'Changes fix themselves',
              text: 'If anyone reschedules, the candidate gets a new link with fresh availability, and the old invites are cancelled for everyone.',
            },
          ],
        },
        {
          type: 'features',
          title: 'Built for the interviews recruiters actually run',
          items: [
            {
              title: 'Panel and sequential interviews',
              text: 'Book back-to-back conversations with different interviewers as one block, with breaks where you want them.',
            },
            {
              title: 'Interviewer load balancing',
              text: 'Rotate interviews across trained interviewers and see who has done how many this week.',
            },
            {
              title: 'Candidate self-rescheduling',
              text: 'Candidates move their own slot up to a cut-off you choose, without writing to anyone.',
            },
            {
              title: 'Works with video assessments',
              text: 'Candidates who pass a one-way video assessment can be sent a booking link automatically.',
              href: '/video-assessments/',
            },
          ],
        },
        {
          type: 'checklist',
          title: 'A scheduling policy worth writing down',
          lead: 'Automation works best on top of a few clear rules. These are the ones our customers settle first.',
          items: [
            'Offer candidates at least five slots across three different days',
            'Keep 15 minutes between interviews so panellists can write notes',
            'Send the interview plan and the names of the panel with the invite',
            'Confirm within one business day of a candidate passing the previous stage',
            'Cap interviews per interviewer per day, and rotate them fairly',
            'Give candidates a way to reschedule once without asking',
          ],
        },
        {
          type: 'faq',
          title: 'Interview scheduling, answered',
          items: [
            {
              question: 'Which calendars does it work with?',
              answer:
                'Google Calendar and Microsoft 365 (Outlook). Interviewers connect once; Quotient only reads whether a time is free or busy and writes the interview invites it creates.',
            },
            {
              question: 'Can a candidate see my other meetings?',
              answer:
                'No. Candidates only see open slots. Event titles, attendees and descriptions never leave your calendar.',
            },
            {
              question: 'How are time zones handled?',
              answer:
                'Each person sees times in their own time zone, detected from the browser and shown next to every slot, and invites carry the time zone so calendars convert correctly.',
            },
            {
              question: 'What if nobody on the panel is free this week?',
              answer:
                'The booking page shows the next available slots, and the recruiter is told when fewer than the minimum number of slots you set are available, so they can widen the pool.',
            },
          ],
        },
        {
          type: 'links',
          title: 'Keep the rest of the process moving',
          tone: 'muted',
          items: [
            {
              title: 'Recruiting software',
              text: 'How sourcing, assessments, interviews and scheduling fit together.',
              href: '/recruiting-software/',
            },
            {
              title: 'How to hire, step by step',
              text: 'A practical guide to a fast, fair hiring process.',
              href: '/how-to-hire/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Give your coordinators their mornings back',
          text: 'Connect a calendar in the free trial and send your first booking link in minutes.',
        },
      ],
    },
  ],
  'path',
);

import type { LandingPageInput } from '../../schema/landing';

export const automatedInterviewSchedulingSoftware: LandingPageInput = {
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
      proof: 'Interview time per hire from over 500 minutes to under 50',
      illustration: 'scheduling',
    },
    {
      type: 'stats',
      eyebrow: 'Time back',
      title: 'What scheduling on autopilot frees up',
      items: [
        { value: '500 → 50', label: 'minutes of interview time per hire' },
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
};

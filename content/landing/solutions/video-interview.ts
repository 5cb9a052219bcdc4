import type { LandingPageInput } from '../../schema/landing';
import { customerBusinesses } from '../../customer-count';

export const videoInterview: LandingPageInput = {
  path: '/solutions/video-interview/',
  title: 'One-Way Video Interview Software for First-Round Interviews',
  description:
    'Candidates record answers when it suits them, reviewers compare them side by side and live rounds book themselves. No more calendar ping-pong.',
  share: 'default',
  section: 'Solutions',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Video interviews',
      title: 'First-round interviews without a single calendar invite',
      lead: 'Phone screens take a week to schedule and half an hour each to run. With Quotient Interview candidates record answers to your questions when it suits them, your team reviews them side by side, and the next round is booked automatically.',
      proof: 'Interview time per hire from 500+ minutes to under 50 · Candidate score 4.7/5',
      illustration: 'video',
    },
    { type: 'logos', label: `Interview teams at ${customerBusinesses} use Quotient` },
    {
      type: 'problems',
      title: 'The cost of live first rounds',
      tone: 'muted',
      items: [
        {
          title: 'Calendar ping-pong',
          text: 'Three emails to find a slot, a reschedule, a no-show, and a week is gone.',
        },
        {
          title: 'Time zones and shifts',
          text: 'Candidates who work during your office hours can’t take a call without taking time off.',
        },
        {
          title: 'Interviewers repeating themselves',
          text: 'Asking the same ten questions thirty times a week is exhausting, and consistency slips.',
        },
        {
          title: 'Hard to compare',
          text: 'Notes from calls on different days by different people don’t line up.',
        },
      ],
    },
    {
      type: 'features',
      eyebrow: 'Quotient Interview',
      title: 'Everything a first round needs, none of the scheduling',
      items: [
        {
          title: 'One-way video interviews',
          text: 'Candidates answer your questions on video, from a browser, on their own schedule.',
        },
        {
          title: 'Your questions or ours',
          text: 'Start from role templates or write your own questions as text or recorded video.',
        },
        {
          title: 'Time limits and retakes you set',
          text: 'Control thinking time, answer length and the number of retakes for each role.',
        },
        {
          title: 'Side-by-side review',
          text: 'Reviewers watch, rate and comment on the same question across candidates.',
        },
        {
          title: 'Automated scheduling',
          text: 'Shortlisted candidates pick a live slot from your team’s availability and get reminders.',
        },
        {
          title: 'A candidate-led experience',
          text: 'Practice questions and clear instructions put candidates at ease before they record.',
        },
      ],
    },
    {
      type: 'caseStudy',
      tone: 'muted',
      company: 'Meridian Care Group',
      title: 'Carers apply between shifts, and recruiters got their weeks back',
      challenge:
        'Meridian’s recruiters held a live 30-minute screening call with every applicant who passed the resume check. Across dozens of calls per hire, and with applicants working shifts in care homes, each hire cost recruiters days on the phone.',
      approach:
        'The team replaced live screens with a five-question one-way video interview. Recruiters review the answers in a few minutes each, and only shortlisted candidates are booked for a live interview through automated scheduling.',
      outcome:
        'Recruiters now spend a few minutes on each candidate instead of a 30-minute call, and carers working night shifts could apply without taking time off.',
      metrics: [
        { value: '0', label: 'live screening calls before the shortlist' },
        { value: '5', label: 'recorded questions replacing a 30-minute call' },
      ],
      quote: {
        text: 'Our recruiters got their weeks back. They spend their time with the candidates we want, not on the phone with everyone.',
        name: 'Grace Adeyemi',
        role: 'Talent Acquisition Manager',
      },
    },
    {
      type: 'stats',
      eyebrow: 'Candidate experience',
      title: 'Candidates finish it, and they like it',
      items: [
        { value: '4.7/5', label: 'average candidate score of the interview experience' },
        { value: '<10%', label: 'drop-off, against 50%+ on other video tools' },
      ],
    },
    {
      type: 'faq',
      title: 'Questions about one-way video interviews',
      items: [
        {
          question: 'Do candidates need to download anything?',
          answer:
            'No. Candidates open the link in a browser on a phone or computer, check their camera and microphone, and start.',
        },
        {
          question: 'Can candidates practise first?',
          answer:
            'Yes. A practice question that is never shared with you lets them check their set-up and settle in before the real questions.',
        },
        {
          question: 'How many interviews can we run?',
          answer:
            'The Lightning plan at $20 and the Power plan at $99 a month both include unlimited interviews and questions. They differ in job roles at a time (10 or 50) and storage (5 GB or 20 GB).',
        },
        {
          question: 'Is one-way video fair to candidates?',
          answer:
            'Every candidate gets the same questions, time and rules, and reviewers score against the same criteria, which is fairer than an unstructured phone screen.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Related solutions',
      items: [
        {
          title: 'Candidate screening',
          text: 'Pair video with a job simulation to test skills before anyone watches.',
          href: '/solutions/candidate-screening/',
        },
        {
          title: 'Retail recruitment',
          text: 'Phone-first video interviews for seasonal store hiring.',
          href: '/industry/retail-recruitment-software/',
        },
        {
          title: 'Real estate recruitment',
          text: 'Listing-pitch role plays on video for agent hiring.',
          href: '/real-estate-recruitment/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Review your first video interviews this week',
      text: 'Start a free trial and send your first one-way interview today, or book a demo with our team.',
    },
  ],
};

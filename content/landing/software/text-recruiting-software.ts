import type { LandingPageInput } from '../../schema/landing';

export const textRecruitingSoftware: LandingPageInput = {
  path: '/text-recruiting-software/',
  title: 'Text Recruiting Software: Reach Hourly Candidates by SMS',
  description:
    'Text recruiting software for high-volume and hourly hiring: two-way SMS, assessment and interview links by text, automatic reminders and opt-outs handled for you.',
  share: 'default',
  section: 'Text recruiting',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Text recruiting',
      title: 'Text candidates where they actually reply',
      lead: 'Hourly and shift workers do not sit at a desk reading email. Quotient lets recruiters text candidates from the platform: invite them to apply, send assessment and interview links, and confirm shifts, with every reply in one shared inbox.',
      proof: 'Candidate drop-off under 10% · Hires in under 14 days',
      illustration: 'video',
    },
    {
      type: 'problems',
      title: 'Email loses hourly candidates',
      items: [
        {
          title: 'Messages go unread',
          text: 'An interview invite sitting in a rarely-checked inbox is a hire lost to the employer who texted.',
        },
        {
          title: 'Speed wins shift work',
          text: 'Hourly candidates often accept the first reasonable offer, usually within days of applying.',
        },
        {
          title: 'Phone tag',
          text: 'Calling candidates during their current shift rarely works, and voicemails are seldom returned.',
        },
      ],
      tone: 'muted',
    },
    {
      type: 'features',
      title: 'Texting built into the hiring workflow',
      items: [
        {
          title: 'Two-way SMS inbox',
          text: 'Recruiters send and receive texts from a business number, with every conversation on the candidate record.',
        },
        {
          title: 'Links that do the work',
          text: 'Send a pre-screening form, a video assessment or a booking link by text; candidates complete it on their phone.',
          href: '/video-assessments/',
        },
        {
          title: 'Templates with personal details',
          text: 'Saved messages fill in the candidate’s name, role and location, and stay under one SMS segment where possible.',
        },
        {
          title: 'Automatic reminders',
          text: 'Interview and start-date reminders go out by text the day before and an hour before.',
          href: '/automated-interview-scheduling-software/',
        },
        {
          title: 'Bulk invites for hiring events',
          text: 'Invite every qualified applicant in a location to an open day, and track who confirms.',
        },
        {
          title: 'Opt-out and quiet hours',
          text: 'STOP replies are honoured across all messages, and texts wait until the candidate’s local morning.',
        },
      ],
    },
    {
      type: 'table',
      eyebrow: 'Message playbook',
      title: 'What to text, and when',
      caption: 'Example messages for each stage of an hourly hiring process.',
      columns: ['Moment', 'Example message', 'Why it works'],
      rows: [
        [
          'Right after applying',
          '“Hi Sam, thanks for applying to the warehouse associate role in Reno. Two quick questions here: (link). Reply STOP to opt out.”',
          'Arrives while interest is highest and screens in under two minutes',
        ],
        [
          'Passed screening',
          '“Good news, Sam. Next step is a 10-minute video interview, any time before Friday: (link)”',
          'Lets the candidate fit it around their current shift',
        ],
        [
          'Interview booked',
          '“See you Thursday 9:30 at 140 Industrial Way, door B. Reply C to confirm or R to reschedule.”',
          'One-letter replies cut no-shows',
        ],
        [
          'Offer',
          '“We’d love to offer you the role at $19.50/hr starting Monday. Your offer letter is here: (link)”',
          'Fast, clear and easy to accept from a phone',
        ],
      ],
    },
    {
      type: 'checklist',
      title: 'Texting candidates responsibly',
      lead: 'Good practice that also keeps you on the right side of messaging rules. Check local requirements with your counsel.',
      tone: 'muted',
      items: [
        'Get consent to text, for example a checkbox on the application form',
        'Say who you are and which role you are writing about in the first message',
        'Include opt-out instructions and honour STOP immediately',
        'Text only between 8 a.m. and 8 p.m. in the candidate’s time zone',
        'Never send sensitive data such as pay slips or ID numbers by SMS',
        'Keep each message to one clear next step',
      ],
    },
    {
      type: 'faq',
      title: 'Text recruiting FAQ',
      items: [
        {
          question: 'Do recruiters use their personal phones?',
          answer:
            'No. Texts go out from a business number attached to your account, so conversations stay with the team when people change roles.',
        },
        {
          question: 'Can candidates reply by text?',
          answer:
            'Yes. Replies land in the shared inbox and on the candidate record, and the assigned recruiter is notified.',
        },
        {
          question: 'Which roles is text recruiting best for?',
          answer:
            'Hourly, shift-based and frontline roles: retail, hospitality, warehousing and logistics, care and customer service, anywhere candidates are away from a desk during the day.',
        },
        {
          question: 'What about candidates who prefer email?',
          answer:
            'Each candidate’s preferred channel is stored, and sequences use email for those who choose it.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Send your first recruiting text today',
      text: 'Start a free trial to text your next applicants, or book a demo for a high-volume hiring walkthrough.',
    },
  ],
};

import type { LandingPageInput } from '../../schema/landing';

export const leadGenerationSoftware: LandingPageInput = {
  path: '/lead-generation-software/',
  title: 'B2B Lead Generation Software: Find and Reach Decision-Makers',
  description:
    'B2B lead generation software for sales teams: find decision-makers by role, seniority and industry, score fit, and run personalised outreach sequences.',
  share: 'default',
  section: 'Lead generation software',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Lead generation software',
      title: 'Build pipeline from people who fit, not from bought lists',
      lead: 'The search engine recruiters use to find hard-to-reach people works just as well for sales. Quotient Source finds the decision-makers in your ideal accounts, ranks them by fit, flags who is likely to engage and runs personal outreach for your reps.',
      proof: 'Unlimited profile search · personalised multi-step sequences · free browser extension',
      illustration: 'sourcing',
    },
    {
      type: 'problems',
      eyebrow: 'Why pipeline dries up',
      title: 'The lead generation traps sales teams fall into',
      items: [
        {
          title: 'Stale bought lists',
          text: 'People change jobs all the time. A list bought last year is full of bounced emails and the wrong contacts.',
        },
        {
          title: 'Volume over fit',
          text: 'Reps blast thousands of contacts to hit activity targets, and reply rates sink with the sender reputation.',
        },
        {
          title: 'Research eats selling time',
          text: 'Finding the right person, checking their role and writing a relevant first line takes longer than the call.',
        },
        {
          title: 'Too many tools',
          text: 'One tool to find contacts, another to enrich them, a third to sequence them, and data copied between all three.',
        },
      ],
    },
    {
      type: 'features',
      eyebrow: 'Quotient Source for sales',
      title: 'From ideal customer profile to booked meeting',
      tone: 'muted',
      items: [
        {
          title: 'Search by role and account',
          text: 'Filter by title, seniority, function, industry, company size and location, or describe your buyer in plain words.',
        },
        {
          title: 'Fit scoring',
          text: 'Each person is scored against your ideal customer profile with the reasons shown, so reps start with the best fits.',
        },
        {
          title: 'Likely-to-engage signals',
          text: 'New in role, recently promoted or growing a team: the moments when people look for new solutions.',
        },
        {
          title: 'Personalised sequences',
          text: 'Multi-step email sequences with a relevant first line for each person, paused automatically on reply.',
        },
        {
          title: 'Save from any profile',
          text: 'The free browser extension adds the person you are viewing to a list or a sequence in one click.',
          href: '/linkedin-people-directory/',
        },
        {
          title: 'Export to your CRM',
          text: 'Send qualified contacts and replies to your CRM as CSV, so the pipeline stays in one system of record.',
        },
      ],
    },
    {
      type: 'steps',
      title: 'How teams generate leads with Quotient Source',
      items: [
        {
          title: 'Define the buyer',
          text: 'Describe the accounts and roles that buy from you, and the ones that never do.',
        },
        {
          title: 'Build the list',
          text: 'Search, review the top fits and save them to a list per campaign.',
        },
        {
          title: 'Personalise and send',
          text: 'Launch a short sequence with a relevant first line for every person.',
        },
        {
          title: 'Hand over replies',
          text: 'Interested replies go to the right rep and to your CRM, with the context attached.',
        },
      ],
    },
    {
      type: 'checklist',
      title: 'Lead generation that respects the people you contact',
      lead: 'Good practice that also keeps your domain off block lists. Rules differ by country; check with counsel where you sell.',
      items: [
        'Contact people in their professional role about something relevant to it',
        'Say who you are and why you are writing in the first line',
        'Include an easy way to opt out, and honour it across all campaigns',
        'Include your company’s postal address in commercial email, as US law requires',
        'For contacts in the EU and UK, document your legitimate interest and offer an opt-out',
        'Keep sequences short: three to four touches, not ten',
      ],
    },
    {
      type: 'faq',
      title: 'Lead generation software FAQ',
      items: [
        {
          question: 'Is this the same product recruiters use?',
          answer:
            'Yes. Quotient Source was built to find people who are hard to reach and start conversations they want to have, which is the same job in sales. Sales teams use the same search, scoring and sequences with their own lists.',
        },
        {
          question: 'Where does the contact data come from?',
          answer:
            'From publicly available professional profiles and pages you save with the browser extension. We do not sell lists, and anyone can ask to be removed.',
        },
        {
          question: 'Does it replace our CRM?',
          answer:
            'No. It finds and engages new contacts; qualified leads and replies go to your CRM, where your pipeline lives.',
        },
        {
          question: 'How many contacts should a rep sequence each week?',
          answer:
            'Fewer than you think. A well-researched list of 50 to 100 good fits a week usually outperforms thousands of loosely targeted contacts, and protects your sending reputation.',
        },
      ],
    },
    {
      type: 'links',
      title: 'More for sales teams',
      items: [
        {
          title: 'Prospecting playbook',
          text: 'A step-by-step prospecting process with templates to copy.',
          href: '/prospecting/',
        },
        {
          title: 'Finding people on LinkedIn',
          text: 'Search strings and the free extension.',
          href: '/linkedin-people-directory/',
        },
        {
          title: 'Recruiting affiliates and partners',
          text: 'Use the same search to build a partner programme.',
          href: '/affiliate-marketing/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Fill next quarter’s pipeline with better-fit leads',
      text: 'Start a free trial with your ideal customer profile, or book a demo for your sales team.',
    },
  ],
};

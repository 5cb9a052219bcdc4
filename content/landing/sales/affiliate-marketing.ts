import type { LandingPageInput } from '../../schema/landing';

export const affiliateMarketing: LandingPageInput = {
  path: '/affiliate-marketing/',
  title: 'Affiliate Marketing: Find and Recruit the Right Partners',
  description:
    'Recruit affiliates who actually sell: find creators, newsletters and consultants whose audience matches yours, vet them and run partner outreach at scale.',
  share: 'default',
  section: 'Affiliate marketing',
  updated: '2026-11-22',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Affiliate and partner recruitment',
      title: 'Recruit affiliates whose audience already trusts them',
      lead: 'Most affiliate programmes are full of coupon sites and inactive sign-ups. The partners who sell are creators, writers and consultants your buyers already follow. Quotient Source helps you find them, vet them and start the conversation.',
      proof: 'Partner search · personalised outreach · one list for every partner conversation',
      illustration: 'sourcing',
    },
    {
      type: 'problems',
      title: 'Why affiliate programmes stall',
      tone: 'muted',
      items: [
        {
          title: 'Sign-ups that never promote',
          text: 'Open applications bring volume, but most affiliates never send a single click.',
        },
        {
          title: 'The best partners are busy',
          text: 'Creators with an engaged audience receive many partnership pitches and ignore generic ones.',
        },
        {
          title: 'Manual research',
          text: 'Finding niche newsletters and consultants one search at a time does not scale past a handful.',
        },
      ],
    },
    {
      type: 'table',
      eyebrow: 'Who to recruit',
      title: 'Five kinds of affiliate partner, and how to approach each',
      caption: 'Common affiliate partner types, what they bring and how to start the conversation.',
      columns: ['Partner type', 'What they bring', 'How to approach them'],
      rows: [
        [
          'Content creators',
          'Trust and reach in a niche',
          'Reference a specific piece of their content; offer a free account first',
        ],
        [
          'Newsletter writers',
          'An engaged, opted-in audience',
          'Propose a tested placement, then a long-term affiliate deal',
        ],
        [
          'Review and comparison sites',
          'Buyers close to a decision',
          'Give accurate product data and a dedicated contact',
        ],
        [
          'Consultants and agencies',
          'Recommendations to clients',
          'Offer training, a partner discount and co-selling support',
        ],
        ['Customers', 'Credible word of mouth', 'Invite your happiest users with a simple referral link'],
      ],
    },
    {
      type: 'process',
      title: 'Recruiting affiliates in six steps',
      items: [
        {
          title: 'Describe your ideal partner',
          text: 'Whose audience matches your buyers? Define the niche, audience size range, format and the tone you want to be associated with.',
        },
        {
          title: 'Build a partner list',
          text: 'Search for creators, writers and consultants by topic, role and region, and save the best fits to one list.',
        },
        {
          title: 'Vet before you pitch',
          text: 'Check recent content, real engagement, audience location and whether they already promote a competitor.',
        },
        {
          title: 'Pitch personally',
          text: 'Say why them, what their audience gets and what the deal is. Lead with value to their audience, not your commission.',
        },
        {
          title: 'Onboard properly',
          text: 'A kick-off call, a free account, ready-made assets and a single contact. Activation is where most programmes fail.',
        },
        {
          title: 'Review monthly',
          text: 'Look at clicks, sign-ups and revenue per partner; invest in the top fifth and re-engage the quiet ones.',
        },
      ],
    },
    {
      type: 'prompts',
      eyebrow: 'Templates',
      title: 'Partner outreach messages to copy',
      tone: 'muted',
      items: [
        {
          title: 'To a creator',
          useFor: 'First message to a content creator',
          prompt:
            'Hi [NAME],\n\nYour [PIECE OF CONTENT] on [TOPIC] is the clearest explanation I have seen. A lot of your audience [AUDIENCE PROBLEM], which is what [PRODUCT] solves.\n\nWe run an affiliate programme: [COMMISSION] on every paid sign-up, with a [COOKIE WINDOW]-day window. Happy to set you up with a free account first so you can judge it yourself. Interested?\n\n[YOUR NAME]',
        },
        {
          title: 'To a newsletter writer',
          useFor: 'Starting with a paid test placement',
          prompt:
            'Hi [NAME],\n\nI read [NEWSLETTER] every week; the issue on [TOPIC] was excellent. Would you consider a test placement for [PRODUCT]? If it works for your readers, we would like to move to an ongoing affiliate deal at [COMMISSION].\n\nHappy to share our numbers from similar newsletters.\n\n[YOUR NAME]',
        },
        {
          title: 'To a consultant',
          useFor: 'Partners who advise your buyers',
          prompt:
            'Hi [NAME],\n\nYou advise [TYPE OF CLIENT] on [AREA], and several of our customers came to us on a consultant’s recommendation. Our partner programme gives you [COMMISSION OR DISCOUNT], a free account for your work and a direct line to our team for client questions.\n\nWorth a 20-minute call?\n\n[YOUR NAME]',
        },
      ],
    },
    {
      type: 'checklist',
      title: 'What a good affiliate offer includes',
      items: [
        'A commission that is clear and competitive for your category',
        'A cookie or attribution window stated in days',
        'Payout terms: when, how and the minimum threshold',
        'Ready-made assets: screenshots, copy, a demo account',
        'Disclosure rules: partners must clearly disclose that they earn a commission',
        'One named contact for partner questions',
      ],
    },
    {
      type: 'faq',
      title: 'Affiliate recruitment questions',
      items: [
        {
          question: 'Is Quotient Source an affiliate tracking platform?',
          answer:
            'No. It helps you find and recruit partners. Track clicks, conversions and payouts in your affiliate platform or partner network.',
        },
        {
          question: 'How many partners should we recruit?',
          answer:
            'Start with 20 to 30 well-matched partners you can onboard properly. A small group of active partners usually beats hundreds of inactive sign-ups.',
        },
        {
          question: 'Do affiliates have to disclose that they are paid?',
          answer:
            'In many countries, yes. In the US, the FTC expects a clear and conspicuous disclosure of material connections such as commissions. Put the requirement in your partner terms.',
        },
      ],
    },
    {
      type: 'links',
      title: 'More ways to use Quotient Source',
      items: [
        {
          title: 'Lead generation software',
          text: 'Find and reach buyers, not just partners.',
          href: '/lead-generation-software/',
        },
        {
          title: 'Prospecting playbook',
          text: 'A weekly outreach routine with templates.',
          href: '/prospecting/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Find partners who will actually promote you',
      text: 'Start a free trial and build your first partner list today, or book a demo to plan your programme with us.',
    },
  ],
};

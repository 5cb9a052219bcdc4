import type { LandingPageInput } from '../../schema/landing';

export const prospecting: LandingPageInput = {
  path: '/prospecting/',
  title: 'Sales Prospecting: A Step-by-Step Playbook With Templates',
  description:
    'A sales prospecting playbook: define your ideal customer, build focused lists, research triggers, write outreach that gets replies and follow up without nagging.',
  share: 'default',
  section: 'Prospecting',
  updated: '2026-11-22',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Prospecting playbook',
      title: 'Prospecting that books meetings, not just activity',
      lead: 'Good prospecting is mostly choosing who not to contact. This playbook walks through a process reps can run every week, with templates to copy, and shows where Quotient Source takes the research off their hands.',
      proof: 'Six steps · channel guide · five email templates',
      illustration: 'dashboard',
    },
    {
      type: 'process',
      title: 'A weekly prospecting process in six steps',
      items: [
        {
          title: 'Define your ideal customer profile',
          text: 'Write down the accounts that buy fastest and stay longest: industry, size, tech, geography, and the trigger that made them buy.',
        },
        {
          title: 'Map the buying group',
          text: 'For each account, name the economic buyer, the champion and the user. Different people need different messages.',
        },
        {
          title: 'Build a focused list',
          text: 'Fifty to a hundred well-chosen people a week beats thousands of loosely targeted ones.',
          points: [
            'Prioritise accounts with a recent trigger',
            'Remove anyone contacted in the last 90 days',
          ],
        },
        {
          title: 'Research one relevant detail',
          text: 'A new role, a job ad that hints at a problem, a product launch, a post they wrote. One real detail beats three generic compliments.',
        },
        {
          title: 'Reach out on two channels',
          text: 'Email plus a social touch or a call, over two to three weeks. Each touch adds something new.',
        },
        {
          title: 'Review and adjust every Friday',
          text: 'Which segments replied? Which first lines worked? Drop what did not, and double down on what did.',
        },
      ],
    },
    {
      type: 'table',
      eyebrow: 'Channels',
      title: 'Which prospecting channel for which job',
      caption: 'Strengths and good practice for the main outbound prospecting channels.',
      columns: ['Channel', 'Best for', 'Good practice'],
      rows: [
        ['Email', 'Scale with personalisation; clear asks', 'Short, plain text, one question, easy opt-out'],
        [
          'LinkedIn',
          'Warming up senior buyers; context',
          'Connect with a note; engage with their posts first',
        ],
        ['Phone', 'Fast qualification; high-value accounts', 'Call after an email, with a 30-second reason'],
        ['Referrals', 'Highest conversion', 'Ask happy customers for one specific introduction'],
        ['Events', 'Meeting a whole buying group', 'Book meetings before the event, not during it'],
      ],
    },
    {
      type: 'prompts',
      eyebrow: 'Templates',
      title: 'Email templates to copy',
      lead: 'Replace the text in square brackets. Keep each message under 100 words.',
      tone: 'muted',
      items: [
        {
          title: 'First touch with a trigger',
          useFor: 'Day 1, when you have a relevant event',
          prompt:
            'Subject: [TRIGGER] at [COMPANY]\n\nHi [FIRST NAME],\n\nSaw that [COMPANY] [TRIGGER, e.g. is hiring five SDRs in Austin]. Teams at that stage usually find [PROBLEM YOU SOLVE] gets harder before it gets easier.\n\nWe help [SIMILAR COMPANIES] [OUTCOME]. Worth a 15-minute call to see if it applies to you?\n\n[YOUR NAME]',
        },
        {
          title: 'Follow-up with something new',
          useFor: 'Day 4',
          prompt:
            'Hi [FIRST NAME],\n\nOne thing I should have included: [SHORT PROOF, e.g. how a similar team cut onboarding from six weeks to three]. Here is the two-minute version: [LINK].\n\nIf [PROBLEM] is not on your list this quarter, just say so and I will not chase.\n\n[YOUR NAME]',
        },
        {
          title: 'A question, not a pitch',
          useFor: 'Day 9',
          prompt:
            'Hi [FIRST NAME],\n\nQuick question: how is your team handling [SPECIFIC TASK] today? Most [ROLE]s I speak to [COMMON APPROACH], which works until [LIMIT].\n\nCurious how you do it.\n\n[YOUR NAME]',
        },
        {
          title: 'The polite break-up',
          useFor: 'Day 16, last touch',
          prompt:
            'Hi [FIRST NAME],\n\nI have not heard back, so I will assume the timing is not right and close the loop. If [PROBLEM] becomes a priority, my door is open.\n\nThanks,\n[YOUR NAME]',
        },
        {
          title: 'Referral from a customer',
          useFor: 'Asking a happy customer for an introduction',
          prompt:
            'Hi [CUSTOMER NAME],\n\nGlad [OUTCOME THEY GOT] is working well. Is there one person in your network, perhaps at [TYPE OF COMPANY], who is dealing with [PROBLEM]? If so, would you be comfortable introducing us? Happy to send a short note you can forward.\n\n[YOUR NAME]',
        },
      ],
    },
    {
      type: 'features',
      title: 'Where Quotient Source fits in your prospecting',
      items: [
        {
          title: 'Lists in minutes',
          text: 'Describe your ideal customer profile in plain words and get ranked contacts at matching accounts.',
          href: '/lead-generation-software/',
        },
        {
          title: 'Triggers surfaced',
          text: 'Role changes, promotions and team growth are flagged, so reps know who to contact this week.',
        },
        {
          title: 'Sequences that stop on reply',
          text: 'Send these templates as personalised sequences; follow-ups pause the moment someone answers.',
        },
      ],
    },
    {
      type: 'faq',
      title: 'Prospecting questions from sales teams',
      items: [
        {
          question: 'How many touches should a prospecting sequence have?',
          answer:
            'Three to five over two to three weeks, each adding something new. Longer sequences rarely add meetings and often add complaints.',
        },
        {
          question: 'What is a good reply rate for cold email?',
          answer:
            'It varies widely by market and list quality. Rather than a benchmark, track your own by segment and first line, and improve the worst-performing segment each week.',
        },
        {
          question: 'Should SDRs or account executives prospect?',
          answer:
            'Both, for different accounts. SDRs cover the wider list; account executives prospect into their strategic accounts, where seniority and context matter most.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Related pages',
      tone: 'muted',
      items: [
        {
          title: 'Lead generation software',
          text: 'Find and reach decision-makers with Quotient Source.',
          href: '/lead-generation-software/',
        },
        {
          title: 'LinkedIn search strings',
          text: 'Boolean and X-ray searches to copy.',
          href: '/linkedin-people-directory/',
        },
        {
          title: 'AI prompt cheat sheet',
          text: 'Prompts for outreach and follow-ups, written for recruiters.',
          href: '/ai-prompt-cheat-sheet/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Give your reps their research time back',
      text: 'Start a free trial of Quotient Source, or book a demo for your sales team.',
    },
  ],
};

import { defineEntries } from '../define';
import { landingPageSchema } from '../schema/landing';
import { site } from '../site';

/**
 * The sourcing tool (Quotient Source) used outside recruiting: sales prospecting, lead generation
 * and finding partners. These pages make no hiring claims; the spec's figures are about hiring.
 * Messaging-law summaries checked 2026-11-22 and framed as good practice, not legal advice.
 */
export const salesPages = defineEntries(
  'content/landing/sales.ts',
  landingPageSchema,
  [
    {
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
    },
    {
      path: '/linkedin-people-directory/',
      title: 'LinkedIn People Directory: How to Find Anyone on LinkedIn',
      description:
        'How to find the right people on LinkedIn: the member directory, search filters, Boolean strings and X-ray searches to copy, plus a free extension to save profiles.',
      share: 'default',
      section: 'LinkedIn people search',
      updated: '2026-11-22',
      sections: [
        {
          type: 'hero',
          eyebrow: 'People search guide',
          title: 'Find the right people on LinkedIn, faster',
          lead: 'Whether you are sourcing a candidate, a prospect or a partner, most of the people you need have a LinkedIn profile. This guide shows the search methods that work, with strings you can copy, and a free extension that saves profiles to your lists.',
          proof: 'Search strings to copy · works with a free LinkedIn account',
          illustration: 'sourcing',
          primary: { label: 'Add the free extension', href: site.extensionUrl },
          secondary: { label: 'Copy search strings', href: '#search-strings' },
        },
        {
          type: 'document',
          eyebrow: 'Four ways to search',
          title: 'How to find people on LinkedIn',
          lead: 'LinkedIn is a trademark of LinkedIn Corporation. Quotient is not affiliated with or endorsed by LinkedIn; follow LinkedIn’s User Agreement whenever you search or contact members.',
          parts: [
            {
              heading: 'The public member directory',
              blocks: [
                'LinkedIn publishes a directory of public profiles, browsable by the first letter of a person’s name. It is handy when you know someone’s name but not their company, and it works without signing in. For anything broader, use search.',
              ],
            },
            {
              heading: 'Search filters',
              blocks: [
                'Run a keyword search, choose **People**, then narrow the results with the filters: connections, locations, current and past companies, industry, school and more. The free account offers the basic filters; paid plans add more, such as seniority and years in role.',
                {
                  list: [
                    'Start broad, then add one filter at a time and watch the result count',
                    'Use current company for accounts you are targeting, past company for alumni of a great team',
                    'Save searches you repeat, so new matches come to you',
                  ],
                },
              ],
            },
            {
              heading: 'Boolean keyword search',
              blocks: [
                'The keyword box understands Boolean operators. Combine them to describe a person precisely:',
                {
                  list: [
                    '**Quotes** for exact phrases: `"product marketing manager"`',
                    '**OR** for alternatives: `(CFO OR "chief financial officer")`',
                    '**AND** for requirements that must all appear (spaces work too)',
                    '**NOT** to exclude: `NOT (intern OR assistant)`',
                    '**Parentheses** to group: `("sales director" OR "head of sales") AND SaaS`',
                  ],
                },
                'Operators must be written in capitals. Wildcards such as `*` are not supported.',
              ],
            },
            {
              heading: 'X-ray search through a search engine',
              blocks: [
                'A search engine can search public profiles directly with the `site:` operator. It is useful when you have hit a search limit or want to combine terms in ways the built-in search does not allow. Results include only public profiles and may be out of date, so always check the profile itself.',
              ],
            },
          ],
        },
        {
          type: 'prompts',
          anchor: 'search-strings',
          eyebrow: 'Copy and adapt',
          title: 'Search strings that work',
          lead: 'Paste into the search box indicated, then change the titles, skills and places to yours.',
          items: [
            {
              title: 'Finance leaders at SaaS companies',
              useFor: 'LinkedIn keyword search, for sales prospecting',
              prompt:
                '(CFO OR "chief financial officer" OR "VP finance" OR "head of finance") AND (SaaS OR software) NOT (interim OR fractional)',
            },
            {
              title: 'Backend engineers who know Go',
              useFor: 'LinkedIn keyword search, for recruiting',
              prompt:
                '("backend engineer" OR "software engineer" OR "platform engineer") AND (Go OR Golang) AND (Kubernetes OR microservices) NOT (intern OR recruiter)',
            },
            {
              title: 'HR leaders in retail',
              useFor: 'LinkedIn keyword search, for prospecting or partnerships',
              prompt:
                '("head of people" OR "HR director" OR "chief people officer" OR "VP people") AND (retail OR ecommerce)',
            },
            {
              title: 'X-ray: data analysts in Toronto',
              useFor: 'A web search engine',
              prompt:
                'site:linkedin.com/in ("data analyst" OR "business intelligence analyst") (SQL AND Tableau) "Toronto" -jobs -recruiter',
            },
            {
              title: 'X-ray: marketing creators in fintech',
              useFor: 'A web search engine, for affiliate and partner programmes',
              prompt:
                'site:linkedin.com/in ("content creator" OR newsletter OR podcast) (fintech OR "personal finance") -jobs',
            },
          ],
          tone: 'muted',
        },
        {
          type: 'features',
          eyebrow: 'Free browser extension',
          title: 'Save people to Quotient Source from the profile you’re viewing',
          items: [
            {
              title: 'One-click save',
              text: 'Add the person on the page to a candidate pipeline, a prospect list or a partner list.',
            },
            {
              title: 'Match score',
              text: 'See how well the person fits the role or buyer profile you are working on, with the reasons.',
            },
            {
              title: 'Start a sequence',
              text: 'Add them to a personalised email sequence without leaving the tab.',
              href: '/lead-generation-software/',
            },
            {
              title: 'Only when you click',
              text: 'The extension reads a page only when you ask it to save it; it does not track your browsing.',
              href: '/sourcing/privacy-policy/',
            },
          ],
        },
        {
          type: 'checklist',
          title: 'Contacting people you found on LinkedIn',
          items: [
            'Send a note with a connection request: who you are and why them, in two sentences',
            'Reference something specific from their profile or recent work',
            'Ask for one small thing, such as a short call, not a commitment',
            'Do not automate connection requests or messages on LinkedIn itself',
            'If someone says no, thank them and stop',
          ],
        },
        {
          type: 'faq',
          title: 'Finding people on LinkedIn: FAQ',
          items: [
            {
              question: 'Can I search LinkedIn without an account?',
              answer:
                'You can browse the public member directory and use X-ray searches through a search engine. Full search, filters and messaging need an account.',
            },
            {
              question: 'Why do I see “LinkedIn Member” instead of a name?',
              answer:
                'The person is outside your network and their visibility settings hide their name from you. Try a shared connection, or an X-ray search if their public profile is visible.',
            },
            {
              question: 'Is the extension free?',
              answer:
                'Yes, the browser extension is free to install. Saving to lists and sequences uses your Quotient Source account.',
            },
            {
              question: 'Does the extension scrape LinkedIn?',
              answer:
                'No. It saves only the page you choose, when you click, for your own use. It does not crawl profiles in the background or send messages on LinkedIn for you.',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Turn profile searches into conversations',
          text: 'Start a free trial of Quotient Source, or book a demo to see the extension with your own searches.',
        },
      ],
    },
    {
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
            [
              'Email',
              'Scale with personalisation; clear asks',
              'Short, plain text, one question, easy opt-out',
            ],
            [
              'LinkedIn',
              'Warming up senior buyers; context',
              'Connect with a note; engage with their posts first',
            ],
            [
              'Phone',
              'Fast qualification; high-value accounts',
              'Call after an email, with a 30-second reason',
            ],
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
    },
    {
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
    },
  ],
  'path',
);

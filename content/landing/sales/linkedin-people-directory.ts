import type { LandingPageInput } from '../../schema/landing';
import { site } from '../../site';

export const linkedinPeopleDirectory: LandingPageInput = {
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
};

import { toolCards, toolLink } from '../career-tools';
import { medianAnnual } from '../facts';
import { guideCards, HELP, JOBS_UPDATED, type JobPageInput } from './shared';

export const digitalMarketingJobs: JobPageInput = {
  path: '/jobs/digital-marketing-jobs/',
  title: 'Digital Marketing Jobs: Specialties, Pay and How to Get Hired',
  description:
    'Digital marketing jobs explained: SEO, paid media, email, content and analytics roles, BLS pay, free certifications, portfolio projects and the interview tasks to expect.',
  share: 'default',
  section: 'Digital marketing jobs',
  updated: JOBS_UPDATED,
  sections: [
    {
      type: 'hero',
      eyebrow: 'Job search guide',
      title: 'Digital marketing jobs: pick a specialty, prove it, get hired',
      lead: 'Digital marketing is a field of specialties, each with its own tools and numbers. This guide maps the main ones, shows what the jobs pay, and explains how to build proof of skill, from free certifications to a live project, when you do not yet have the experience postings ask for.',
      proof: 'Pay for 6 roles · 8 specialties mapped · free certifications · interview tasks to expect',
      illustration: 'dashboard',
      primary: { label: 'See what the jobs pay', href: '#pay' },
      secondary: { label: 'Prove your skills', href: '#proving-skills-before-you-have-experience' },
    },
    {
      type: 'text',
      eyebrow: 'The field',
      title: 'What digital marketers do',
      paragraphs: [
        'Digital marketers attract, convert and keep customers online, and measure every step. At a small company one generalist may run the website, email, social media and ads. Larger companies and agencies hire specialists: an SEO manager, a paid-search specialist, a lifecycle marketer, a marketing analyst.',
        `BLS has no separate “digital marketing” occupation. Most digital marketers are counted as market research analysts and marketing specialists (median ${medianAnnual('13-1161')} a year) or, once they lead a team or a budget, as marketing managers (median ${medianAnnual('11-2021')}).`,
      ],
    },
    {
      type: 'table',
      eyebrow: 'Specialties',
      title: 'The main digital marketing specialties',
      lead: 'Choose one or two to go deep in; employers hire for the tools and numbers you can already handle.',
      caption:
        'Digital marketing specialties, what each involves, the tools employers ask about and the numbers each role owns.',
      columns: ['Specialty', 'What you do', 'Tools you will be asked about', 'Numbers you own'],
      rows: [
        [
          'SEO',
          'Help pages rank in search results',
          'Google Search Console, an SEO suite, web analytics',
          'Organic traffic, rankings, conversions from search',
        ],
        [
          'Paid search (PPC)',
          'Run ads on search engines',
          'Google Ads, Microsoft Advertising',
          'Cost per click, cost per acquisition, return on ad spend',
        ],
        [
          'Paid social',
          'Run ads on social platforms',
          'Meta Ads Manager, LinkedIn and TikTok ads',
          'Cost per thousand impressions, click-through rate, cost per acquisition',
        ],
        [
          'Email and lifecycle',
          'Send campaigns and build automated journeys',
          'An email platform such as HubSpot, Klaviyo, Braze or Marketo',
          'Click and conversion rates, retention, unsubscribes',
        ],
        [
          'Content marketing',
          'Plan and produce articles, guides and video',
          'A content management system, SEO tools',
          'Traffic, leads, engagement',
        ],
        [
          'Marketing analytics',
          'Measure what works and report it',
          'GA4, Google Tag Manager, Looker Studio, spreadsheets or SQL',
          'Conversion rates, attribution, dashboards',
        ],
        [
          'Marketing operations',
          'Run the systems and data behind campaigns',
          'Marketing automation and a CRM such as Salesforce or HubSpot',
          'Lead flow, data quality, campaign setup time',
        ],
        [
          'Conversion rate optimization',
          'Test and improve pages and sign-up flows',
          'A/B testing tools, web analytics, heatmaps',
          'Conversion rate, revenue per visitor',
        ],
      ],
    },
    {
      type: 'wageTable',
      anchor: 'pay',
      eyebrow: 'Pay',
      title: 'What digital marketing roles pay',
      lead: 'Specialists sit mostly in the first row; managers, design and web roles are listed separately by BLS.',
      caption: 'National wages for six occupations that cover most digital marketing jobs.',
      rows: [
        {
          soc: '13-1161',
          titles: 'Digital marketing specialist, SEO or PPC specialist, email marketer, marketing analyst',
        },
        { soc: '11-2021', titles: 'Digital marketing manager, growth marketing manager' },
        { soc: '11-2011', titles: 'Advertising and promotions manager, paid media director' },
        { soc: '15-1255', titles: 'UX or UI designer, digital designer' },
        { soc: '15-1254', titles: 'Web developer, marketing web developer' },
        { soc: '41-3011', titles: 'Digital ad sales representative, media sales executive' },
      ],
      tone: 'muted',
    },
    {
      type: 'document',
      title: 'Breaking into digital marketing',
      contents: true,
      parts: [
        {
          heading: 'Proving skills before you have experience',
          blocks: [
            {
              list: [
                '**Free certifications.** Google Skillshop offers free Google Ads and Google Analytics certifications; HubSpot Academy offers free courses and certifications in inbound, email and content marketing. Meta’s certifications have paid exams. Employers treat them as a baseline, not as proof.',
                '**A live project.** Run a small campaign for a local business, club or nonprofit and record the before and after. Eligible nonprofits can get up to $10,000 a month of Google search ads through Google Ad Grants, a good way to manage a real budget.',
                '**Your own site.** A blog or small niche site you grow through SEO shows keyword research, writing, analytics and patience.',
                '**A portfolio page** with two or three short case studies: goal, what you did, result, and what you would do next.',
              ],
            },
          ],
        },
        {
          heading: 'Where digital marketing jobs are posted',
          blocks: [
            {
              list: [
                '**Agencies** hire more junior digital marketers than in-house teams and train them across clients.',
                '**E-commerce and software companies** hire in-house specialists; check their careers pages directly.',
                '**LinkedIn and Indeed**, with alerts for specialty titles (“PPC specialist”, “SEO specialist”, “lifecycle marketing”) as well as “digital marketing”.',
                '**Professional association job boards**, such as the American Marketing Association’s, and local marketing groups.',
              ],
            },
            'Search operators that find specialist roles:',
            {
              list: [
                '`"marketing coordinator" OR "digital marketing coordinator" site:boards.greenhouse.io`',
                '`"PPC specialist" OR "paid search specialist" "hybrid"`',
                '`intitle:"SEO specialist" "entry level"`',
              ],
            },
          ],
        },
        {
          heading: 'Interview tasks to expect',
          blocks: [
            'Digital marketing interviews test the work directly. Common tasks: audit a landing page, outline a campaign with a budget, analyze a small data set or dashboard, write ad copy within character limits, or explain a drop in traffic. Answer in the same order every time: goal, audience, channel, message, measurement.',
            `Search ad copy has hard limits (Google responsive search ad headlines allow 30 characters and descriptions 90), so practice writing inside them; a ${toolLink('character-counter', 'character counter')} helps. Many employers also use a one-way video round; explain one campaign result in under two minutes.`,
          ],
        },
        {
          heading: 'Your resume and application',
          blocks: [
            {
              list: [
                '**Lead with results:** “cut cost per lead 32% in four months by restructuring campaigns” beats “managed Google Ads”.',
                '**Name the tools** exactly as postings do, so applicant tracking systems match them.',
                `**Keep it to one page** with a link to your portfolio; the ${toolLink('resume-builder', 'resume builder')} and ${toolLink('cover-letter-generator', 'cover letter generator')} give you a clean first draft to sharpen.`,
              ],
            },
          ],
        },
        {
          heading: 'Courses, internships and offers to question',
          blocks: [
            {
              list: [
                'Bootcamps that “guarantee” a job: ask for audited placement figures and read the refund terms',
                'Internships you must pay for',
                '“Affiliate marketing” or “social media manager” programs where you pay for training and earn by recruiting others',
                'Recruiters offering agency jobs through chat apps, with an offer and no interview',
              ],
            },
            `Check any offer against the company’s own careers page, and report scams at [ReportFraud.ftc.gov](${HELP.reportFraud}).`,
          ],
        },
      ],
    },
    {
      type: 'faq',
      title: 'Questions about digital marketing jobs',
      items: [
        {
          question: 'Do I need a degree to work in digital marketing?',
          answer:
            'Many postings ask for a bachelor’s degree in marketing, business or communications, but agencies and smaller companies often hire on skills and a portfolio. A live project with measured results can outweigh a degree for specialist roles.',
        },
        {
          question: 'Which digital marketing certification should I get first?',
          answer:
            'The one that matches the specialty you want: Google Ads for paid search, Google Analytics for analytics, HubSpot for email and content. Start with the free ones, then spend your time on a live project.',
        },
        {
          question: 'What is the difference between a marketing specialist and a marketing manager?',
          answer:
            'A specialist runs the work in one or more channels; a manager owns a budget, a plan and usually people, and answers for results across channels. BLS counts them as separate occupations, with a large pay gap between them.',
        },
        {
          question: 'Will AI replace digital marketing jobs?',
          answer:
            'AI tools already draft copy, build reports and suggest bids, and using them well is becoming an expected skill. Employers still need people who set goals, judge quality, run experiments and answer for the results.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Related guides and tools',
      items: [
        ...guideCards(['remote-marketing-jobs', 'marketing-jobs-near-me', 'sales-and-retail-jobs']),
        ...toolCards(['resume-builder', 'character-counter', 'cover-letter-generator']),
      ],
    },
    {
      type: 'cta',
      title: 'Hiring digital marketers?',
      text: 'Quotient tests candidates on real channel work, such as auditing a landing page or planning a paid campaign, and scores it against your rubric. Start free or book a demo.',
    },
  ],
};

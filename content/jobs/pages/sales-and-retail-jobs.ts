import { toolCards, toolLink } from '../career-tools';
import { medianAnnual, medianHourly } from '../facts';
import { guideCards, HELP, JOBS_UPDATED, type JobPageInput } from './shared';

const FTC_MLM = 'https://consumer.ftc.gov/articles/multi-level-marketing-businesses-and-pyramid-schemes';

export const salesAndRetailJobs: JobPageInput = {
  path: '/jobs/sales-and-retail-jobs/',
  title: 'Sales and Retail Jobs: Pay Plans, Career Steps and How to Apply',
  description:
    'Sales and retail jobs from cashier to account executive: BLS pay with commission, how base, OTE and draw pay plans work, the career ladder and sales schemes to avoid.',
  share: 'default',
  section: 'Sales and retail jobs',
  updated: JOBS_UPDATED,
  sections: [
    {
      type: 'hero',
      eyebrow: 'Job search guide',
      title: 'Sales and retail jobs: how the pay works and how to move up',
      lead: 'Sales and retail hire more people than almost any other field, and they are among the few where pay can climb quickly without a degree. Here are the roles from cashier to account executive, what they pay including commission, how to read a pay plan, and the “sales opportunities” that are really schemes.',
      proof:
        'Pay for 8 sales roles · a pay-plan decoder · the retail and business-sales ladders · scheme warning signs',
      illustration: 'scorecard',
      primary: { label: 'See what sales jobs pay', href: '#pay' },
      secondary: { label: 'Decode a pay plan', href: '#how-to-read-a-sales-offer' },
    },
    {
      type: 'text',
      eyebrow: 'Two kinds of selling',
      title: 'Retail and business sales are different jobs',
      paragraphs: [
        'Retail jobs sell to shoppers in a store: mostly hourly pay, sometimes with a small commission in electronics, furniture, appliances, cars or cosmetics. Stores hire all year and add seasonal staff before the winter holidays. The ladder runs from sales associate or cashier to shift lead or keyholder, department or assistant manager and store manager.',
        'Business and service sales sell to companies or sell services to consumers: sales development representatives book meetings, account executives close deals, account managers grow existing customers, and outside reps cover a territory. Pay is a base salary plus commission. Some sales need a state license first, notably insurance and real estate.',
        `The gap is wide. Retail salespersons earn a median of ${medianHourly('41-2031')} an hour; sales managers a median of ${medianAnnual('11-2022')} a year. Many people cross from the sales floor into business sales after a year or two of results they can show.`,
      ],
    },
    {
      type: 'wageTable',
      anchor: 'pay',
      eyebrow: 'Pay',
      title: 'What sales and retail jobs pay',
      lead: 'BLS counts commissions as pay, so these figures include them; the wide ranges in business sales are mostly commission. Self-employed agents are not counted.',
      caption:
        'National wages for eight retail and sales occupations, from the sales floor to sales management.',
      rows: [
        { soc: '41-2031', titles: 'Sales associate, sales floor associate' },
        { soc: '41-2011', titles: 'Cashier, checkout associate' },
        { soc: '41-1011', titles: 'Shift lead, department manager, assistant store manager' },
        { soc: '41-2022', titles: 'Parts counter sales, auto parts specialist' },
        { soc: '41-4012', titles: 'Outside sales representative, territory manager' },
        { soc: '41-3091', titles: 'Account executive, business development representative' },
        { soc: '41-3021', titles: 'Insurance agent (state license required)' },
        { soc: '11-2022', titles: 'Sales manager, regional sales manager' },
      ],
      tone: 'muted',
    },
    {
      type: 'document',
      title: 'Getting into sales and retail, and moving up',
      contents: true,
      parts: [
        {
          heading: 'How to read a sales offer',
          blocks: [
            {
              list: [
                '**Hourly:** a wage for every hour, sometimes with small bonuses. Overtime applies after 40 hours in a week for most retail staff.',
                '**Hourly plus commission:** a base wage plus a percentage of what you sell. Ask how returns are charged back.',
                '**Base plus commission (OTE):** on-target earnings are the base salary plus the commission you earn at 100% of quota. Ask what share of the team actually hit quota last year; OTE means little if few do.',
                '**Draw against commission:** an advance each pay period, subtracted from commission you earn later. Ask whether it is recoverable, meaning you owe it back if you fall short.',
                '**Commission only:** pay only when you sell, usually as an independent contractor. Legitimate in some fields; any fee to start is a red flag.',
              ],
            },
            {
              note: 'Ask for the compensation plan in writing before you accept: quota, commission rates, caps, payout timing and what happens to deals that close after you leave.',
              title: 'Get the plan on paper',
            },
          ],
        },
        {
          heading: 'Where sales and retail jobs are posted',
          blocks: [
            {
              list: [
                '**Retailers’ careers pages** list openings store by store; apply to several nearby locations of the same chain.',
                '**Seasonal hiring** for the holidays starts in early fall, and many seasonal hires are kept on.',
                '**LinkedIn and the big job boards** for business sales; set alerts for “sales development representative”, “account executive” or “territory sales”.',
                '**RepVue**, where sales reps rate employers, including how many reps hit quota, is worth checking before you accept.',
                '**Insurance agencies and carriers** often sponsor licensing for new agents.',
              ],
            },
            'Search operators that find sales roles on company hiring systems:',
            {
              list: [
                '`site:jobs.lever.co "sales development representative" "Austin"`',
                '`"account executive" "OTE" "Chicago" -"commission only"`',
                '`"assistant store manager" site:myworkdayjobs.com "Denver"`',
              ],
            },
          ],
        },
        {
          heading: 'How to stand out in a sales interview',
          blocks: [
            {
              list: [
                `**Put numbers on your resume:** sales per hour, items per transaction, conversion, attachment rates, percent of quota, rank on the team. Even cashier jobs have numbers, such as card sign-ups. The ${toolLink('resume-builder', 'resume builder')} makes them easy to scan.`,
                '**Expect a role-play.** Business-sales interviews usually include a mock discovery or cold call. Ask questions before pitching, and close by agreeing a next step.',
                '**Sell yourself in a recorded interview.** Many sales employers use one-way video to judge presence and clarity. Smile, keep to the point, and end each answer with a result.',
                '**Follow up like a seller:** a short, specific thank-you within a day. Interviewers notice.',
              ],
            },
          ],
        },
        {
          heading: 'Moving up',
          blocks: [
            'In retail, ask about the path to keyholder or shift lead after six months of reliable work; many chains promote managers from within and offer training. In business sales, the usual path is from development rep to account executive, often within one to two years, then to senior, enterprise or management roles. Keep a record of your numbers as you go: they are your next interview.',
          ],
        },
        {
          heading: 'Sales “opportunities” that are schemes',
          blocks: [
            {
              list: [
                'You must buy inventory, a starter kit or training before you can sell',
                'Income depends mostly on recruiting other people rather than selling to customers',
                'The “job” is presented as being your own boss, with earnings claims but no pay plan',
                'A “marketing director” title for door-to-door selling on commission only',
                'A sales job offered by text or chat app that has you deposit a check, buy gift cards or pass on payments: that is a job scam, not a pay plan',
              ],
            },
            `The FTC explains how to tell a [multi-level marketing business from a pyramid scheme](${FTC_MLM}); its [job scam guide](${HELP.ftcJobScams}) covers the rest. Report deceptive offers at [ReportFraud.ftc.gov](${HELP.reportFraud}).`,
          ],
        },
      ],
    },
    {
      type: 'faq',
      title: 'Questions about sales and retail jobs',
      items: [
        {
          question: 'What does OTE mean in a sales job posting?',
          answer:
            'On-target earnings: the base salary plus the commission you would earn by hitting 100% of your quota. A posting of “$60,000 base, $110,000 OTE” means $50,000 in commission at quota. Ask how many reps reach it.',
        },
        {
          question: 'Do commissioned salespeople get minimum wage and overtime?',
          answer:
            'Most inside salespeople who are employees do: commission can count toward the minimum, but total pay must reach it. There are federal exemptions, notably for outside salespeople who sell away from the employer’s premises, and an overtime exemption for some commissioned retail staff. State law may give more.',
        },
        {
          question: 'When do stores hire for the holidays?',
          answer:
            'Many retailers and delivery companies start seasonal hiring in September and October and finish by mid-November. Apply early, say you are open to staying after the season, and ask about the chance of a permanent role.',
        },
        {
          question: 'Do I need a license to sell insurance or real estate?',
          answer:
            'Yes. Each state licenses insurance and real estate agents, usually after a pre-licensing course and an exam, plus a background check. Many insurance agencies pay for licensing for new hires.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Related guides and tools',
      items: [
        ...guideCards(['jobs-hiring-near-me', 'digital-marketing-jobs', 'part-time-jobs']),
        ...toolCards(['resume-builder', 'cover-letter-generator', 'paycheck-calculator']),
      ],
    },
    {
      type: 'cta',
      title: 'Hiring salespeople?',
      text: 'Quotient puts candidates through a realistic sales simulation and a recorded pitch, so you see how they sell before they sell for you. Start free or book a demo.',
    },
  ],
};

import { toolCards, toolLink } from '../career-tools';
import { medianHourly } from '../facts';
import { guideCards, HELP, JOBS_UPDATED, type JobPageInput } from './shared';

export const jobsHiringNearMe: JobPageInput = {
  path: '/jobs/jobs-hiring-near-me/',
  title: 'Jobs Hiring Near Me: Find Employers With Open Roles Right Now',
  description:
    'How to find local employers that are hiring now: signs a posting is live, hiring events and walk-ins, pay for high-turnover jobs (BLS data) and fast-hire scams.',
  share: 'default',
  section: 'Jobs hiring near me',
  updated: JOBS_UPDATED,
  sections: [
    {
      type: 'hero',
      eyebrow: 'Job search guide',
      title: 'Get in front of employers that are hiring this week',
      lead: 'Plenty of postings stay up long after the job is filled. This guide shows how to tell a live opening from a stale one, where employers that need people now look for them, and which local jobs hire all year round.',
      proof: 'Live vs stale postings · walk-in and hiring-event tips · pay for 8 always-hiring jobs',
      illustration: 'scorecard',
      primary: { label: 'See what these jobs pay', href: '#pay' },
      secondary: { label: 'Find hiring events', href: '#hiring-events-and-open-interviews' },
    },
    {
      type: 'text',
      eyebrow: 'Why some employers are always hiring',
      title: 'Turnover creates openings every week',
      paragraphs: [
        'Restaurants, stores, cleaning and security firms, delivery services, warehouses and nursing homes lose and replace staff all year, so they hire continuously rather than once. They also hire for seasons: stores and warehouses for the winter holidays, pools, camps and tourism businesses for the summer, and tax preparers in the first months of the year.',
        'For you this means two things. Speed matters more than polish, because the first suitable applicant often gets the shift. And the best openings are not always on job boards: a sign in the window, a hiring event or a call to the manager can get you an interview the same week.',
      ],
    },
    {
      type: 'table',
      eyebrow: 'Live or stale?',
      title: 'How to tell an employer is hiring now',
      lead: 'Check these before spending time on an application.',
      caption: 'Signs that a posting is an open job today, and signs it may not be.',
      columns: ['Check', 'Hiring now', 'Probably stale'],
      rows: [
        [
          'Date',
          'Posted or updated in the last 7 days',
          'Posted 30 or more days ago, or “reposted” again and again',
        ],
        [
          'Employer’s own site',
          'The same job is on the employer’s careers page',
          'Only on aggregators; gone from the employer’s site',
        ],
        [
          'Details',
          'Pay, shifts, start date and location are specific',
          'Vague duties, no pay, “various locations”',
        ],
        [
          'Number of openings',
          'Several openings for the same role, or a hiring event date',
          'One generic posting that never changes',
        ],
        [
          '“Always hiring”',
          'Evergreen postings are real pools for high-turnover roles: apply, then call',
          'Silence after two weeks means the pool is not being worked; move on',
        ],
      ],
    },
    {
      type: 'wageTable',
      anchor: 'pay',
      eyebrow: 'Pay',
      title: 'What always-hiring local jobs pay',
      lead: `Most of these jobs train you on the job. Two need a short course first: nursing assistants (a state-approved program and exam) and, in most states, security guards (a license or registration).`,
      caption: 'National wages for eight high-turnover occupations that hire in most towns all year.',
      rows: [
        { soc: '35-3031', titles: 'Server, waiter, waitress (pay includes tips)' },
        { soc: '35-2014', titles: 'Line cook, prep cook' },
        { soc: '37-2011', titles: 'Janitor, custodian, cleaner' },
        { soc: '33-9032', titles: 'Security officer, unarmed guard' },
        { soc: '53-3033', titles: 'Delivery driver, route driver (no CDL for most vans)' },
        { soc: '31-1131', titles: 'Certified nursing assistant (CNA)' },
        { soc: '53-7065', titles: 'Stocker, order picker, overnight stock associate' },
        { soc: '41-2011', titles: 'Cashier, front-end associate' },
      ],
      tone: 'muted',
    },
    {
      type: 'process',
      eyebrow: 'Fast track',
      title: 'From first search to first shift',
      lead: 'Employers that need people now can move in days. Be ready to move as fast.',
      items: [
        {
          title: 'Pick two or three kinds of job',
          text: 'Choose work you can start without new training, plus one that needs a short course if you are willing to take it.',
        },
        {
          title: 'Search postings from the last week only',
          text: 'Filter job boards to the past 7 days (or 3 in busy cities) and within your commute. Save the search.',
          points: [
            'Check the careers pages of the biggest local employers in those fields',
            'Ask your American Job Center which employers have hiring events this month',
          ],
        },
        {
          title: 'Apply the same day, on the employer’s site',
          text: `Short applications for hourly jobs take ten minutes. Attach a one-page resume if the form allows it; ${toolLink('resume-builder', 'our resume builder')} makes one quickly.`,
        },
        {
          title: 'Call or visit within three working days',
          text: 'Ask for the hiring manager, give your name and the job you applied for, and say when you can start and which shifts you can work.',
        },
        {
          title: 'Interview, often on the spot',
          text: 'At hiring events and walk-ins, expect a short interview right away. Bring a photo ID, your resume and your weekly availability written down.',
        },
        {
          title: 'Get the offer in writing',
          text: 'Before you quit anything or turn down other work, get the pay rate, schedule, start date and any conditions (background check, drug test) in a message or letter.',
        },
        {
          title: 'Finish the paperwork early',
          text: 'Bring your identity and work-authorization documents on day one and set up direct deposit so your first paycheck is not delayed.',
        },
      ],
    },
    {
      type: 'document',
      title: 'Walk-ins, hiring events and staying safe',
      contents: true,
      parts: [
        {
          heading: 'Walking in still works',
          blocks: [
            'For restaurants, shops, hotels and cleaning companies, a visit can beat an online application. Go between the lunch and dinner rush (roughly 2 to 4 pm on a weekday), dressed one step above the job’s uniform, and ask for the manager by title.',
            {
              list: [
                'Say which job you want and that you have applied online, or ask how they prefer applications',
                'Have your availability ready: days, hours and how soon you can start',
                'Leave a resume with your phone number at the top and ask when they decide',
              ],
            },
          ],
        },
        {
          heading: 'Hiring events and open interviews',
          blocks: [
            `Employers with many openings run open interview days, and American Job Centers, community colleges and chambers of commerce hold job fairs. Events are listed on employers’ sites, on job boards (search “hiring event” with your town) and by your local center, which you can find through [CareerOneStop](${HELP.jobCenters}).`,
            'Arrive early, bring several copies of your resume and a photo ID, and be ready to fill in a short form and interview the same day. Some employers make conditional offers at the event.',
          ],
        },
        {
          heading: 'Search for openings posted this week',
          blocks: [
            'Search engines can do the filtering for you. Set the date filter to the past week (on Google, under Tools), then try:',
            {
              list: [
                '`"hiring event" OR "open interviews" "Tulsa"`: events announced by employers and job centers.',
                '`"now hiring" cook OR dishwasher "Tulsa" -remote`: kitchen jobs in one city, with remote postings dropped.',
                '`site:myworkdayjobs.com "Tulsa" "shift"`: hourly openings on large employers’ own career sites.',
              ],
            },
          ],
        },
        {
          heading: 'Standing out when everyone is in a hurry',
          blocks: [
            {
              list: [
                '**Availability beats experience** in high-turnover jobs. Weekends, early mornings or closing shifts make you easy to schedule.',
                '**Reliability is the skill managers screen for.** Mention a record of showing up: no missed shifts, a job kept for a year, a team you covered for.',
                '**Short assessments are common.** Many chains send a 15 to 30 minute online test of judgment and customer handling. Answer as the employer’s handbook would, not as you might on a bad day.',
                '**Recorded video answers** are increasingly used for first rounds. Keep answers to about a minute, with one real example each.',
              ],
            },
          ],
        },
        {
          heading: 'Fast-hire scams',
          blocks: [
            'Urgency is what scammers copy. Walk away from any “employer” that:',
            {
              list: [
                'Offers you a job without an interview, by text message, from a number you do not know',
                'Interviews you only in a chat app and asks you to move to another app',
                'Sends a check and asks you to buy equipment, gift cards or crypto and send back the difference',
                'Asks you to pay to “unlock” tasks or training',
                'Wants your Social Security or bank details before a written offer from a company you have verified',
              ],
            },
            `A check can bounce days after your bank shows the money as available, and you will owe the full amount. Read the FTC’s [job scam guide](${HELP.ftcJobScams}) and report attempts at [ReportFraud.ftc.gov](${HELP.reportFraud}).`,
          ],
        },
      ],
    },
    {
      type: 'faq',
      title: 'Questions about employers hiring near you',
      items: [
        {
          question: 'What does “always hiring” or “evergreen” mean on a posting?',
          answer:
            'The employer keeps a posting open all year to build a pool of applicants for a role it fills often, such as cashier or warehouse associate. It is usually real, but applications are reviewed when a shift opens, so apply and then call the location to say you are available.',
        },
        {
          question: 'Is walking in to ask about jobs still acceptable?',
          answer:
            'Yes, for restaurants, shops, hotels and many service businesses. Go at a quiet time, ask for the manager, and be ready for a short interview. Large chains may still ask you to apply online afterwards; do it the same day.',
        },
        {
          question: 'How soon should I hear back after applying for an hourly job?',
          answer:
            'Often within a week when the employer is actively hiring. If you hear nothing after three to five working days, call once. After two weeks of silence, assume the position is filled or on hold and put your time elsewhere.',
        },
        {
          question: 'Which local jobs hire people with no experience?',
          answer: `Most of the jobs in the table above train on the job: cashiers (median ${medianHourly('41-2011')} an hour), stockers, cleaners, cooks and servers. Delivery driving needs a clean driving record, and nursing assistant and security jobs need a short state-approved course first.`,
        },
      ],
    },
    {
      type: 'links',
      title: 'More help with your search',
      items: [
        ...guideCards(['jobs-hiring-immediately', 'jobs-near-me', 'sales-and-retail-jobs']),
        ...toolCards(['resume-builder', 'paycheck-calculator']),
      ],
    },
    {
      type: 'cta',
      title: 'Always hiring for the same roles?',
      text: 'Quotient screens every applicant with a short job simulation and a recorded interview, so store and site managers see the best people first instead of the first people. Start free or book a demo.',
    },
  ],
};

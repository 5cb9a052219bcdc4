import { toolCards, toolLink } from '../career-tools';
import { jobCount } from '../facts';
import { guideCards, HELP, JOBS_UPDATED, type JobPageInput } from './shared';

export const remoteCustomerServiceJobs: JobPageInput = {
  path: '/jobs/remote-customer-service-jobs/',
  title: 'Remote Customer Service Jobs: Pay, Setup and Fake-Offer Checks',
  description:
    'Remote customer service jobs explained: the kinds of support roles, BLS pay, the home setup employers require, where real openings are posted and how to spot fake offers.',
  share: 'default',
  section: 'Remote customer service jobs',
  updated: JOBS_UPDATED,
  sections: [
    {
      type: 'hero',
      eyebrow: 'Job search guide',
      title: 'Work-from-home customer service jobs that are real',
      lead: 'Customer support is one of the jobs most often done from home, and one of the most copied by scammers. Here are the kinds of remote support work, the setup employers require, what the jobs pay, where they are posted and how to tell a real offer from a fake.',
      proof: 'Pay for 6 support roles · a home-office checklist · employee vs contractor · scam signs',
      illustration: 'video',
      primary: { label: 'See what the jobs pay', href: '#pay' },
      secondary: { label: 'Spot a fake offer', href: '#red-flags-and-scams' },
    },
    {
      type: 'text',
      eyebrow: 'The work',
      title: 'What remote customer service involves',
      paragraphs: [
        `Customer service representatives answer calls, chats, emails and messages for a company, either directly or through an outsourcer that runs support for many brands. It is a large occupation, with ${jobCount('43-4051')} jobs nationally, and a big share of employers now hire some of those agents to work from home.`,
        'The work ranges from general support and order questions to technical help desks, billing and collections, insurance claims, travel reservations and retention or sales. Chat and email roles lean on fast, accurate writing; phone roles on a calm voice and good notes. Almost all are measured on a handful of numbers: how long each contact takes, whether it was solved the first time, customer satisfaction scores and whether you are online when your schedule says you are.',
        'Remote does not mean flexible. Most jobs have fixed shifts, often including evenings and weekends, a full-time training period with strict attendance, and rules about where and how you work.',
      ],
    },
    {
      type: 'wageTable',
      anchor: 'pay',
      eyebrow: 'Pay',
      title: 'What remote support roles pay',
      lead: 'BLS does not publish separate figures for remote and on-site workers; these are national figures for each occupation. Technical support and specialist roles such as claims and collections pay more than general support.',
      caption: 'National wages for six occupations commonly hired to work from home.',
      rows: [
        { soc: '43-4051', titles: 'Customer support representative, chat agent, call center agent' },
        { soc: '15-1232', titles: 'Help desk technician, tier 1 technical support' },
        { soc: '43-3011', titles: 'Collections specialist, accounts receivable representative' },
        { soc: '43-9041', titles: 'Claims processor, policy service representative' },
        { soc: '43-4181', titles: 'Reservations agent, travel booking agent' },
        { soc: '41-9041', titles: 'Outbound call agent, appointment setter' },
      ],
      tone: 'muted',
    },
    {
      type: 'checklist',
      title: 'The home setup most employers require',
      lead: 'Check these against the posting before you apply: failing the technical check after training starts is a common way to lose the job.',
      items: [
        'A quiet room you can close off, with no background noise during calls',
        'A wired Ethernet connection to your router; many employers do not allow Wi-Fi',
        'Internet speed at or above the posting’s minimum, checked with a speed test at the hours you would work',
        'A USB headset with a noise-cancelling microphone, if the employer does not supply one',
        'A computer that meets the stated system requirements, if no laptop is provided',
        'A home address in one of the states the employer hires in',
        'Full availability for the training schedule, often several weeks of full-time days',
      ],
    },
    {
      type: 'table',
      eyebrow: 'Read the contract',
      title: 'Employee or independent contractor?',
      lead: 'Some support platforms hire agents as independent businesses. That can suit some people, but it is a different deal from a job.',
      caption: 'How employee (W-2) support jobs usually differ from contractor platforms.',
      columns: ['What differs', 'Employee (W-2)', 'Contractor (1099)'],
      rows: [
        [
          'Pay',
          'An hourly wage, with minimum wage and overtime protection',
          'Per minute, per call or per task; no minimum wage or overtime',
        ],
        ['Training', 'Paid as working time', 'Often unpaid, and some platforms charge for courses'],
        ['Equipment', 'Often supplied: laptop, headset, software', 'Usually your own cost'],
        [
          'Taxes',
          'Withheld from each paycheck',
          'You pay income tax and self-employment tax yourself, usually quarterly',
        ],
        ['Schedule', 'Set by the employer', 'You book time slots, sometimes competing for them'],
      ],
    },
    {
      type: 'document',
      title: 'Finding and landing a remote support job',
      contents: true,
      parts: [
        {
          heading: 'Where real remote support jobs are posted',
          blocks: [
            {
              list: [
                '**Employers’ own careers pages.** Banks, insurers, airlines, retailers, utilities and software companies hire support staff directly; filter their job search by “remote” or “work from home”.',
                '**Outsourcers’ careers pages.** Large customer-experience outsourcers such as Concentrix, TTEC, Teleperformance, Alorica and Foundever run work-at-home programs and hire in volume.',
                '**Remote job boards** such as We Work Remotely, Remote OK and Remotive list support roles at software companies. FlexJobs charges a subscription; many of its listings can also be found free on employers’ sites.',
                '**Big boards with a remote filter:** Indeed, LinkedIn and ZipRecruiter. Check the location line of each posting, not just the filter.',
              ],
            },
            'Search operators find postings on companies’ own hiring systems:',
            {
              list: [
                '`site:jobs.lever.co "customer support" remote`',
                '`site:boards.greenhouse.io "support specialist" "remote"`',
                '`site:myworkdayjobs.com "work from home" "customer service"`',
              ],
            },
          ],
        },
        {
          heading: 'Read the location line',
          blocks: [
            '“Remote” in a posting can mean several things. “Remote (US)” may still exclude some states, because an employer must register for payroll tax and follow employment law in each state where it has staff. Look for a list of eligible states, required hours in a given time zone, and whether training or the first weeks are on site. Apply only where you qualify; location checks are usually automatic.',
          ],
        },
        {
          heading: 'Passing the tests and interviews',
          blocks: [
            {
              list: [
                '**Typing and writing tests.** Chat and email roles test speed and accuracy, then ask you to answer a mock customer. Write short, warm, specific replies and proofread them.',
                `**A tidy application.** Keep your resume to one page with your support metrics, such as “resolved 60 chats a day at 94% satisfaction”. A ${toolLink('grammar-checker', 'grammar checker')} and a ${toolLink('word-counter', 'word counter')} help with written answers that have limits.`,
                '**A voice or phone screen** checks clarity and tone. Take it on the headset you would use, in your quiet room.',
                '**One-way video interviews** are common for high-volume support hiring: recorded answers to set questions. Use a real example for each (an angry customer, a problem you could not solve at once) and keep to about a minute.',
                '**A systems check** may test your connection, speed and computer before an offer.',
              ],
            },
          ],
        },
        {
          heading: 'Red flags and scams',
          blocks: [
            'Fake remote customer service jobs often impersonate well-known companies. Treat these as stop signs:',
            {
              list: [
                'The interview happens only in a chat app such as Telegram, WhatsApp or Signal, with no voice or video call',
                'The “recruiter” writes from a free email address or a domain that is close to, but not, the company’s own',
                'An offer arrives within hours, without any skills test',
                'They send a check to buy your equipment from their “approved vendor”',
                'You must pay for software, training or a background check',
                'They want your Social Security number or bank details before a written offer you have verified',
              ],
            },
            `To check an offer, find the job on the company’s official careers page yourself (not through a link you were sent) or call its main number. The FTC’s [job scam page](${HELP.ftcJobScams}) lists more tricks; report scams at [ReportFraud.ftc.gov](${HELP.reportFraud}).`,
          ],
        },
      ],
    },
    {
      type: 'faq',
      title: 'Questions about remote customer service jobs',
      items: [
        {
          question: 'Do remote customer service employers provide the computer?',
          answer:
            'Many larger employers ship a laptop and headset and take them back when you leave; others require your own computer that meets a specification. The posting normally says which. An employer that asks you to buy equipment from a vendor with money it sends you is running a scam.',
        },
        {
          question: 'Why does a remote job say I must live in certain states?',
          answer:
            'Employing someone in a state means registering for that state’s payroll taxes and following its employment laws, so many employers hire only in states where they are already set up. The restriction applies to where you work, not where you were born or your citizenship.',
        },
        {
          question: 'Is training for remote call center jobs paid?',
          answer:
            'For employees, yes: required training is working time and is paid at least the minimum wage. Contractor platforms are different; some charge for their certification courses and pay nothing for the time, so read the terms before you sign.',
        },
        {
          question: 'How fast do I need to type for chat support?',
          answer:
            'Postings that give a figure commonly ask for roughly 35 to 50 words per minute. Accuracy and clear, friendly writing matter more than raw speed, and chat tests usually score both.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Related guides and tools',
      items: [
        ...guideCards(['data-entry-jobs', 'remote-marketing-jobs', 'part-time-jobs']),
        ...toolCards(['resume-builder', 'grammar-checker', 'word-counter']),
      ],
    },
    {
      type: 'cta',
      title: 'Hiring a remote support team?',
      text: 'Quotient tests applicants on realistic chat and email replies and records their answers to your questions, so you judge support skills before the first call. Start free or book a demo.',
    },
  ],
};

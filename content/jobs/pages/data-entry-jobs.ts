import { toolCards, toolLink } from '../career-tools';
import { jobCount, medianHourly } from '../facts';
import { guideCards, HELP, JOBS_UPDATED, type JobPageInput } from './shared';

export const dataEntryJobs: JobPageInput = {
  path: '/jobs/data-entry-jobs/',
  title: 'Data Entry Jobs: Real Roles, Real Pay and the Scams to Avoid',
  description:
    'Where real data entry work is today: office, billing, claims and records roles with BLS pay, the typing and 10-key tests you will take, and how to spot data entry scams.',
  share: 'default',
  section: 'Data entry jobs',
  updated: JOBS_UPDATED,
  sections: [
    {
      type: 'hero',
      eyebrow: 'Job search guide',
      title: 'Data entry jobs: where the real ones are',
      lead: '“Data entry from home, no experience, $35 an hour” is one of the most common job scams. Real data entry work exists, but it mostly sits inside office, billing, claims and records jobs. Here is where to find it, what it pays, the tests you will take and how to spot a fake.',
      proof: 'Pay for 7 data-heavy jobs · 5 job titles decoded · typing and 10-key tests · scam signs',
      illustration: 'scorecard',
      primary: { label: 'See what the jobs pay', href: '#pay' },
      secondary: { label: 'Spot a data entry scam', href: '#data-entry-scams' },
    },
    {
      type: 'text',
      eyebrow: 'The work today',
      title: 'What data entry looks like now',
      paragraphs: [
        `Pure keying is shrinking. Software now reads many forms, invoices and scans automatically, and BLS counts ${jobCount('43-9021')} data entry keyers nationally, against ${jobCount('43-9061')} general office clerks. Most typing-heavy jobs today mix entry with checking, correcting and following up: entering orders, posting payments, processing insurance claims, coding medical records and updating payroll.`,
        'That is good news for job seekers who are accurate and careful, because those mixed roles pay more than keying alone and are harder to automate. Hospitals and clinics, insurers, banks, logistics companies, government agencies and accounting firms hire for them, and staffing agencies fill temporary data projects such as converting paper files.',
      ],
    },
    {
      type: 'wageTable',
      anchor: 'pay',
      eyebrow: 'Pay',
      title: 'What data-heavy office jobs pay',
      lead: `Data entry keyers earn a median of ${medianHourly('43-9021')} an hour. Jobs that add judgment, such as billing, payroll and medical records, pay more.`,
      caption: 'National wages for seven occupations where entering and checking data is a core duty.',
      rows: [
        { soc: '43-9021', titles: 'Data entry clerk, data entry specialist' },
        { soc: '43-9022', titles: 'Typist, word processor' },
        { soc: '43-9061', titles: 'Office clerk, office assistant' },
        { soc: '43-3031', titles: 'Bookkeeping clerk, accounts payable clerk' },
        { soc: '43-3021', titles: 'Billing specialist, payment posting clerk' },
        { soc: '43-3051', titles: 'Payroll clerk, timekeeper' },
        { soc: '29-2072', titles: 'Medical records specialist, medical coder' },
      ],
      tone: 'muted',
    },
    {
      type: 'table',
      eyebrow: 'Titles decoded',
      title: 'Data entry job titles and what they involve',
      caption: 'Common titles for data entry work, what the job is day to day and the skills employers test.',
      columns: ['Title', 'What you do', 'Skills employers look for'],
      rows: [
        [
          'Data entry clerk or keyer',
          'Type information from forms, scans or recordings into a system and check it for errors',
          'Typing speed and accuracy, 10-key, focus over long stretches',
        ],
        [
          'Order entry clerk',
          'Enter customer orders, check prices and stock, fix mismatches',
          'Attention to detail, an order or ERP system, phone and email manners',
        ],
        [
          'Billing or posting clerk',
          'Post payments, prepare invoices, reconcile accounts',
          'Excel, accounting software, 10-key',
        ],
        [
          'Claims processor',
          'Check insurance claims against the policy, enter them and route exceptions',
          'Accuracy, reading policy rules, confidentiality',
        ],
        [
          'Medical records specialist',
          'Code diagnoses and procedures and keep health records complete',
          'A coding credential such as AAPC’s CPC or AHIMA’s CCA, privacy rules (HIPAA)',
        ],
      ],
    },
    {
      type: 'document',
      title: 'Finding real data entry work and getting hired',
      contents: true,
      parts: [
        {
          heading: 'Where to find real data entry work',
          blocks: [
            {
              list: [
                '**Staffing agencies’ office divisions.** Robert Half, Kelly, Adecco and Randstad fill temporary and temp-to-hire data, billing and records jobs, often within days.',
                '**Employers’ careers pages.** Search hospitals, insurers, banks, distribution companies and accounting firms for the titles above, not just “data entry”.',
                `**Government.** State, county and city agencies hire clerks through civil-service postings, and federal agencies through [USAJOBS](${HELP.usajobs}).`,
                `**Your American Job Center** can tell you which local employers hire clerical staff and may offer free Excel or typing training; find it on [CareerOneStop](${HELP.jobCenters}).`,
              ],
            },
            'Search operators help you skip the scam-heavy results for “data entry from home”:',
            {
              list: [
                '`"order entry" OR "data entry" site:myworkdayjobs.com "Charlotte"`',
                '`"claims processor" OR "billing specialist" "Kansas City" -commission`',
                '`"medical records" "data entry" hospital "Albany"`',
              ],
            },
            'Remote data entry exists but is a small share and mostly comes through established employers or agencies, with a background check and strict data-security rules. It is never offered to everyone who replies to a message.',
          ],
        },
        {
          heading: 'The tests you will take',
          blocks: [
            {
              list: [
                '**Typing test:** words per minute with an accuracy score. Postings commonly ask for 40 to 60 words per minute; errors usually count against you more than speed helps.',
                '**10-key test:** speed on the numeric keypad in keystrokes per hour (KPH), often with a stated minimum such as 8,000. Practice on a keyboard with a number pad.',
                '**Excel test:** sorting and filtering, simple formulas, lookups and sometimes pivot tables.',
                '**Accuracy or comparison test:** spot the differences between two lists of names, numbers or addresses.',
              ],
            },
            'Free online typing and 10-key tests let you measure yourself first. Put your real numbers on your resume: “55 WPM, 98% accuracy; 9,500 KPH”.',
          ],
        },
        {
          heading: 'How to stand out',
          blocks: [
            {
              list: [
                `**A resume with proof of accuracy:** volume handled, error rates, audits passed, systems used (Excel, Salesforce, SAP, an electronic health record). The ${toolLink('resume-builder', 'resume builder')} keeps it to one clean page.`,
                '**A recognized credential** where it pays: Microsoft Office Specialist for Excel, or a coding credential for medical records.',
                '**Discretion:** say you have handled confidential data, and how.',
                '**A calm recorded interview:** many office employers screen with one-way video questions. Give one example of catching an error others missed.',
              ],
            },
          ],
        },
        {
          heading: 'Data entry scams',
          blocks: [
            'Data entry is the job title scammers use most, because it sounds easy and remote. Warning signs:',
            {
              list: [
                'Pay far above the table above for work that needs no experience',
                'An “interview” held only by chat or text, followed by an instant offer',
                'A check to buy a computer or software from their vendor, with the rest to send back',
                'Fees for training, software, certification or a “starter kit”',
                '“Payment processing” work that moves money through your bank account: that is money laundering, and you can be held responsible',
                'Receiving and reshipping packages from home',
              ],
            },
            'Legitimate micro-task websites do exist, but they pay per task as contractors, often well below the minimum wage once you count unpaid time. They are side income, not a data entry job.',
            `Read the FTC’s [job scam guide](${HELP.ftcJobScams}), and report scams at [ReportFraud.ftc.gov](${HELP.reportFraud}) or, for online fraud, the FBI’s [IC3](${HELP.ic3}).`,
          ],
        },
      ],
    },
    {
      type: 'faq',
      title: 'Questions about data entry jobs',
      items: [
        {
          question: 'Are work-from-home data entry jobs real?',
          answer:
            'Some are, usually at established employers or through staffing agencies, with a proper interview, a background check and security rules for handling data. An offer that reaches you unprompted, skips the interview or asks you to pay or receive money is a scam.',
        },
        {
          question: 'What do 10-key and KPH mean?',
          answer:
            '10-key is typing numbers on the numeric keypad without looking. KPH, keystrokes per hour, is how it is measured. Billing, payroll and accounting clerk jobs often test it, because those jobs enter long columns of figures.',
        },
        {
          question: 'Is data entry a dying job?',
          answer:
            'Pure keying is declining as software captures data automatically, and BLS expects fewer data entry keyer jobs over the coming decade. The skills carry over, though: billing, claims, payroll and medical records work still needs careful people who can enter, check and correct data.',
        },
        {
          question: 'What is the best first data entry job with no experience?',
          answer:
            'A temporary assignment through a staffing agency’s office division, or an office clerk or order entry role at a local employer. Both build a track record and references for better-paid billing, payroll or records jobs.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Related guides and tools',
      items: [
        ...guideCards(['remote-customer-service-jobs', 'jobs-near-me', 'part-time-jobs']),
        ...toolCards(['resume-builder', 'word-counter']),
      ],
    },
    {
      type: 'cta',
      title: 'Hiring for accuracy?',
      text: 'Quotient tests applicants on a realistic data task, such as checking and entering records, so you hire for accuracy rather than a claimed typing speed. Start free or book a demo.',
    },
  ],
};

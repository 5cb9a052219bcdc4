import { toolCards, toolLink } from '../career-tools';
import { medianHourly } from '../facts';
import { guideCards, HELP, JOBS_UPDATED, type JobPageInput } from './shared';

export const jobsHiringImmediately: JobPageInput = {
  path: '/jobs/jobs-hiring-immediately/',
  title: 'Jobs Hiring Immediately: Start Within Days, Avoid the Scams',
  description:
    'Jobs you can start within days: warehouse, kitchen, cleaning and production roles with BLS pay, the documents to bring, what delays a start date and start-today scams.',
  share: 'default',
  section: 'Jobs hiring immediately',
  updated: JOBS_UPDATED,
  sections: [
    {
      type: 'hero',
      eyebrow: 'Job search guide',
      title: 'Jobs you can start within days, and how to start sooner',
      lead: 'When you need a paycheck soon, the kind of employer matters more than the job title. Warehouses, staffing agencies, cleaning firms and kitchens can hire in days if you are ready. Here is what they pay, what slows a start date, and the “start today” scams aimed at people in a hurry.',
      proof: 'Pay for 8 fast-hire jobs · a day-one document list · what delays a start · scam warning signs',
      illustration: 'dashboard',
      primary: { label: 'See fast-hire jobs and pay', href: '#pay' },
      secondary: { label: 'Where fast hires happen', href: '#where-fast-hires-happen' },
    },
    {
      type: 'text',
      eyebrow: 'Read the label',
      title: 'What “hiring immediately” usually means',
      paragraphs: [
        'Postings marked “immediate start”, “urgently hiring” or “same-day interviews” usually come from employers with shifts they cannot cover: a new warehouse opening, a busy season, a contract a staffing agency must fill. The process is short, often one interview, and offers are made on the spot or within a day.',
        'Those offers are usually conditional. Before your first shift you may need to pass a background check or drug test and show documents proving you can work in the US. Most delays come from these steps, not from the interview, and most of them you can speed up yourself.',
      ],
    },
    {
      type: 'wageTable',
      anchor: 'pay',
      eyebrow: 'Pay',
      title: 'What jobs that hire fast pay',
      lead: `None of these needs a degree, and most employers train on the job. Warehouse and production jobs often add pay for night and weekend shifts, which the figures below leave out.`,
      caption: 'National wages for eight occupations where employers often hire within a week.',
      rows: [
        { soc: '53-7065', titles: 'Order picker, fulfillment associate' },
        { soc: '53-7064', titles: 'Packer, packaging associate' },
        { soc: '53-7062', titles: 'Warehouse associate, loader and unloader' },
        { soc: '53-7051', titles: 'Forklift operator, reach truck operator' },
        { soc: '51-2090', titles: 'Assembler, production associate' },
        { soc: '35-2021', titles: 'Prep cook, kitchen helper' },
        { soc: '35-9021', titles: 'Dishwasher, kitchen porter' },
        { soc: '37-2012', titles: 'Housekeeper, room attendant' },
      ],
    },
    {
      type: 'table',
      eyebrow: 'Start date',
      title: 'What slows a start date, and how to speed it up',
      caption:
        'The steps between an offer and a first shift, how long they usually take and what you control.',
      columns: ['Step', 'Usually takes', 'What you can do'],
      rows: [
        [
          'Interview',
          'Same day to a week',
          'Go to open interviews and hiring events; answer calls from the employer’s number promptly',
        ],
        [
          'Background check',
          'A few working days; longer with many past addresses or name changes',
          'Give your full address history and every legal name; answer any question from the screening company the same day',
        ],
        [
          'Drug test',
          'Results often in one to three working days',
          'Go to the collection site the day you are sent, with photo ID',
        ],
        [
          'Form I-9 (right to work)',
          'Your part by the first day; the employer checks documents within three business days of your start',
          'Bring original documents on day one (see the list below)',
        ],
        [
          'First paycheck',
          'Your employer’s pay cycle: often one to two weeks after the period ends',
          'Set up direct deposit on day one and ask when the first payday is',
        ],
      ],
      tone: 'muted',
    },
    {
      type: 'checklist',
      title: 'What to bring on your first day',
      lead: 'For Form I-9 you choose which documents to show from the government’s lists; the employer may not insist on particular ones.',
      items: [
        'One List A document: an unexpired US passport or passport card, permanent resident card or employment authorization document',
        'Or one List B document (a driver’s license or state ID card) plus one List C document (a Social Security card or a birth certificate)',
        'Your Social Security number for the W-4 and state tax forms',
        'Bank routing and account numbers for direct deposit, now that you are hired',
        'Safety shoes or work clothes if the offer names them',
        'An emergency contact’s name and phone number',
      ],
    },
    {
      type: 'document',
      title: 'Getting hired fast without getting burned',
      contents: true,
      parts: [
        {
          heading: 'Where fast hires happen',
          blocks: [
            {
              list: [
                '**Staffing agencies.** Register in person at a local branch of an agency such as Adecco, Randstad, Kelly, ManpowerGroup or Express Employment Professionals, with your ID and work history. Agencies fill warehouse, production and cleaning jobs that start within days, often temporary-to-hire. The employer pays the agency, never you.',
                '**Warehouses and distribution centers.** Large ones hire in rolling waves with an online application, a short assessment and a same-week orientation. Search the employer’s own careers page for your town.',
                '**Hotels, cleaning companies and kitchens.** Turnover is high and managers often hire after one conversation. Call or walk in during a quiet time of day.',
                '**Seasonal peaks.** Retail and delivery from early fall, tax preparation in winter, tourism and recreation in spring and summer.',
                `**American Job Centers** know which employers are hiring in volume and run hiring events; find yours on [CareerOneStop](${HELP.jobCenters}).`,
              ],
            },
            'To find fresh postings with search operators, set the date filter to the past week and try:',
            {
              list: [
                '`"immediate start" OR "start this week" warehouse "Memphis"`',
                '`site:myworkdayjobs.com "Memphis" "material handler"`: openings on large employers’ own career sites',
                '`"hiring event" "Phoenix" -remote`',
              ],
            },
          ],
        },
        {
          heading: 'Getting hired in one visit',
          blocks: [
            {
              list: [
                '**Say when you can start.** “Tomorrow, any shift” is the best answer you can give in these jobs, if it is true.',
                `**Have a one-page resume on your phone and on paper.** List your last two or three jobs, any certificates, and your availability. A ${toolLink('resume-builder', 'resume builder')} produces one in minutes.`,
                '**Expect a short test.** Warehouses and production sites may give a basic math, reading or safety quiz, or a few situational questions; some ask you to lift a set weight.',
                '**Ask about training.** Forklift operators must be trained and evaluated by the employer under federal safety rules, so a paid “forklift license” course is rarely needed to get hired.',
              ],
            },
          ],
        },
        {
          heading: 'Getting paid sooner',
          blocks: [
            'State law sets how often you must be paid; weekly and every two weeks are most common, and your first check may cover only part of a period. Some employers offer earned-wage access, which lets you draw part of the pay you have already earned before payday. Check whether it carries a fee before using it, and never pay a stranger to “release” wages.',
          ],
        },
        {
          heading: 'Start-today scams',
          blocks: [
            'People who need work quickly are exactly who scammers target. Stop if an “employer”:',
            {
              list: [
                'Texts you a job offer for work you never applied for, with high daily pay and no interview',
                'Sends a check for equipment or supplies and asks you to send part of it back, buy gift cards or pay a “vendor”',
                'Asks you to deposit money to unlock tasks, training or your first earnings',
                'Wants you to receive and reship packages from home',
                'Asks for a fee of any kind: for the application, a background check, a uniform or a kit',
              ],
            },
            `A fake check can bounce a week or more after your bank shows the money, and you repay all of it. The FTC’s [job scam advice](${HELP.ftcJobScams}) has more examples; report scams at [ReportFraud.ftc.gov](${HELP.reportFraud}) and online crime at the FBI’s [IC3](${HELP.ic3}).`,
          ],
        },
      ],
    },
    {
      type: 'faq',
      title: 'Questions about jobs that start right away',
      items: [
        {
          question: 'Can I really start a job the same day I apply?',
          answer:
            'Sometimes, mostly through staffing agencies and day-labor offices or at small employers. Most jobs need a few days for the background check, drug test and paperwork. Being ready with documents and answering calls quickly is what shortens the wait.',
        },
        {
          question: 'Will a criminal record stop me from starting quickly?',
          answer:
            'Not automatically. Many states and cities have fair-chance laws that delay questions about records until after a conditional offer. If an employer wants to reject you because of a background report, federal law requires it to give you a copy of the report and a chance to respond first, which lets you correct mistakes.',
        },
        {
          question: 'When will I get my first paycheck?',
          answer:
            'On the first regular payday after your first pay period ends. With pay every two weeks that can be two to three weeks after you start. Ask at the offer stage and plan for it.',
        },
        {
          question: `Is ${medianHourly('53-7065')} an hour typical for warehouse picking jobs?`,
          answer:
            'It is the national median for stockers and order fillers. Large distribution centers often pay more, and night, weekend and peak-season shifts usually add a premium on top of the base rate.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Related guides and tools',
      items: [
        ...guideCards(['jobs-hiring-near-me', 'jobs-near-me', 'part-time-jobs']),
        ...toolCards(['paycheck-calculator', 'resume-builder']),
      ],
    },
    {
      type: 'cta',
      title: 'Need people on shift next week?',
      text: 'Quotient sends every applicant a short job simulation and a recorded interview the moment they apply, so you can make same-week offers to the right people. Start free or book a demo.',
    },
  ],
};

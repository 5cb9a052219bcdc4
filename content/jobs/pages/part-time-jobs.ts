import { toolCards, toolLink } from '../career-tools';
import { federalMinimum, federalMinimumSince, medianHourly, wageReference, yearlyAtHours } from '../facts';
import { wageFor } from '../wages';
import { guideCards, HELP, JOBS_UPDATED, type JobPageInput } from './shared';

/** Occupations for the "what part-time hours earn" table: name, then the yearly pay at each weekly hours. */
const EARNINGS_ROWS = ['41-2011', '35-9031', '43-4171', '39-9032', '25-3041'];
const WEEKLY_HOURS = [15, 20, 25] as const;

function earningsRow(soc: string): string[] {
  return [
    wageFor(soc)?.title ?? soc,
    medianHourly(soc),
    ...WEEKLY_HOURS.map((hours) => yearlyAtHours(soc, hours)),
  ];
}

export const partTimeJobs: JobPageInput = {
  path: '/jobs/part-time-jobs/',
  title: 'Part-Time Jobs: Where to Find Them, What They Pay, Your Rights',
  description:
    'A guide to part-time jobs: common roles with BLS pay, what 15 to 25 hours a week earns in a year, scheduling and overtime rules, teen work limits and scams.',
  share: 'default',
  section: 'Part-time jobs',
  updated: JOBS_UPDATED,
  sections: [
    {
      type: 'hero',
      eyebrow: 'Job search guide',
      title: 'Part-time work that fits around the rest of your life',
      lead: 'Whether you are a student, a parent, semi-retired or adding a second income, part-time work is easiest to find when you know which employers schedule around you, what the hours add up to over a year and which rules protect you.',
      proof: 'Pay for 8 part-time roles · yearly earnings at 15, 20 and 25 hours · rights and teen rules',
      illustration: 'dashboard',
      primary: { label: 'Compare pay', href: '#pay' },
      secondary: { label: 'Know your rights', href: '#hours-schedules-and-your-rights' },
    },
    {
      type: 'text',
      eyebrow: 'Definitions',
      title: 'What counts as part-time',
      paragraphs: [
        'There is no single legal definition. Federal wage law does not define part-time at all; the Bureau of Labor Statistics counts anyone usually working fewer than 35 hours a week as part-time; and many employers draw their own line, often below 30 hours, because the Affordable Care Act requires larger employers to offer health coverage to people who average 30 hours or more.',
        `What does not change with hours: you are owed at least the minimum wage for every hour (the federal rate is ${federalMinimum} an hour and has been since ${federalMinimumSince}; many states and cities set a higher one), and overtime pay for hours over 40 in a workweek if your job is non-exempt.`,
        'Part-time jobs cluster where demand comes in peaks: evenings and weekends in restaurants and shops, after-school hours in child care and recreation, mornings in schools and clinics, and seasons in tourism, tax preparation and retail.',
      ],
    },
    {
      type: 'wageTable',
      anchor: 'pay',
      eyebrow: 'Pay',
      title: 'Hourly pay in common part-time jobs',
      lead: 'The hourly columns are what matter for part-time work. The annual figures assume full-time hours all year, so see the next table for what part-time hours really add up to.',
      caption: 'National wages for eight occupations with many part-time and flexible positions.',
      rows: [
        { soc: '41-2011', titles: 'Cashier, front-end associate' },
        { soc: '35-9031', titles: 'Host, hostess, greeter' },
        { soc: '39-9011', titles: 'Child care worker, daycare assistant, after-school aide' },
        { soc: '25-3041', titles: 'Tutor, online tutor, test-prep instructor' },
        { soc: '25-3031', titles: 'Substitute teacher (state permit rules vary)' },
        { soc: '33-9092', titles: 'Lifeguard (certification required)' },
        { soc: '39-9032', titles: 'Recreation aide, camp counselor, activity leader' },
        { soc: '43-4171', titles: 'Receptionist, front desk clerk' },
      ],
    },
    {
      type: 'table',
      eyebrow: 'Over a year',
      title: 'What part-time hours earn in a year',
      lead: 'The median hourly wage times the hours, for 52 weeks, before tax. Use it to see what a part-time job adds to a household budget, or to compare it with gig work.',
      caption: `Median hourly wage (BLS, ${wageReference}) × weekly hours × 52 weeks, before tax, rounded to the nearest $10.`,
      columns: ['Occupation', 'Median hourly', '15 hours a week', '20 hours a week', '25 hours a week'],
      rows: EARNINGS_ROWS.map(earningsRow),
      tone: 'muted',
    },
    {
      type: 'document',
      title: 'Finding part-time work and keeping it on your terms',
      contents: true,
      parts: [
        {
          heading: 'Where part-time jobs are posted',
          blocks: [
            {
              list: [
                '**Job boards with a part-time filter.** Indeed, LinkedIn and ZipRecruiter have a job-type filter; Snagajob specializes in hourly and shift work.',
                '**School districts and colleges** hire substitute teachers, tutors, bus aides, lunchroom staff and after-school leaders. Students should start with their own college: campus jobs and Federal Work-Study positions fit around classes, and Handshake lists many of them.',
                '**City parks and recreation departments and YMCAs** hire lifeguards, camp counselors and activity leaders, with most summer hiring done in late winter and early spring.',
                '**Retail and restaurant chains** hire part-time all year and add seasonal staff from early fall for the holidays.',
                `**American Job Centers** list local part-time and seasonal openings and run hiring events; find one on [CareerOneStop](${HELP.jobCenters}).`,
                '**Search operators** help too: `"part-time" "after school" tutor "Raleigh"` or `"part time" "weekends" site:myworkdayjobs.com "Tucson"`.',
              ],
            },
          ],
        },
        {
          heading: 'Hours, schedules and your rights',
          blocks: [
            {
              list: [
                '**Minimum wage and overtime** apply to part-time employees exactly as to full-time ones. A few states, such as California, also require overtime after a set number of hours in one day.',
                '**Predictable schedules.** Oregon and cities including New York City, Chicago, Philadelphia, Seattle, San Francisco and Los Angeles have fair-workweek laws requiring covered employers, mostly large retail and food chains, to post schedules in advance (usually two weeks) and pay extra for last-minute changes.',
                '**Benefits.** Employers with 50 or more full-time staff must offer health coverage to people averaging 30 hours a week or more; below that, coverage is up to the employer. Ask about paid sick leave, which many states and cities require for part-time employees too.',
                '**Employee or contractor?** A gig or “1099” arrangement is not a part-time job: contractors get no minimum wage or overtime protection and pay both halves of Social Security and Medicare tax.',
              ],
            },
            `The Department of Labor’s [Wage and Hour Division](${HELP.wageAndHour}) explains the federal rules and takes complaints.`,
          ],
        },
        {
          heading: 'Teen jobs: the federal limits',
          blocks: [
            'Under federal law most non-farm jobs start at 14. Until they turn 16, teens may work only outside school hours and no more than:',
            {
              list: [
                '3 hours on a school day and 18 hours in a school week',
                '8 hours on a non-school day and 40 hours in a non-school week',
                'Between 7 am and 7 pm, extended to 9 pm from June 1 through Labor Day',
              ],
            },
            `At 16 and 17 there is no federal limit on hours, but jobs the Department of Labor rates hazardous, such as most driving on public roads and running forklifts or meat slicers, stay off limits until 18. Many states add stricter rules or require a work permit; [YouthRules!](${HELP.youthRules}) covers both.`,
          ],
        },
        {
          heading: 'Standing out for part-time roles',
          blocks: [
            {
              list: [
                '**Lead with your availability.** A simple grid of the days and hours you can work, and how long you can commit (a semester, a summer, ongoing), is the first thing a scheduler reads.',
                `**Keep the resume to one page.** School, volunteer work, sports and caring for family show reliability; ${toolLink('resume-builder', 'a free resume builder')} keeps the layout simple.`,
                '**Get certified where it counts.** Lifeguard, CPR and first aid, food handler and child care certificates are short courses that move you to the top of the pile.',
                '**Answer one-way video questions with a real example.** Employers hiring many part-timers often use recorded interviews: one minute, one story, look at the camera.',
              ],
            },
          ],
        },
        {
          heading: 'Part-time scams',
          blocks: [
            'Flexible hours are the bait in many scams. Be suspicious of:',
            {
              list: [
                '“Mystery shopper” or “secret shopper” jobs that send a check and ask you to buy gift cards or wire money back',
                '“Package inspector” or “quality control” work at home that means receiving and reshipping parcels, often bought with stolen cards',
                'Paid “tasks” such as rating products or liking videos, where you must deposit money to unlock earnings',
                'Any job offered by text or chat app without an interview',
              ],
            },
            `If you have shared details or sent money, report it at [ReportFraud.ftc.gov](${HELP.reportFraud}) and tell your bank at once.`,
          ],
        },
      ],
    },
    {
      type: 'faq',
      title: 'Questions about part-time jobs',
      items: [
        {
          question: 'How many hours a week is part-time?',
          answer:
            'There is no federal definition. BLS counts fewer than 35 hours a week as part-time, and many employers use under 30 because of the health-coverage rules for larger employers. Check the hours in the offer, not the label.',
        },
        {
          question: 'Do part-time employees get overtime?',
          answer:
            'Yes, if they are non-exempt and work more than 40 hours in a workweek, which can happen with two shifts added at short notice. A few states also require daily overtime. Hours at a second, separate employer are not combined.',
        },
        {
          question: 'How young can you be to get a part-time job?',
          answer:
            'Fourteen for most non-farm jobs under federal law, with limits on hours and times until 16. Some work, such as babysitting, delivering newspapers and working in a parent’s business, has no minimum age. Your state may set stricter rules or require a work permit.',
        },
        {
          question: 'Will a second part-time job change my taxes?',
          answer:
            'Each employer withholds tax as if it were your only job, so with two jobs too little can be withheld. Use the multiple-jobs step on Form W-4 at one or both employers, and check your take-home pay from each.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Related guides and tools',
      items: [
        ...guideCards(['jobs-near-me', 'remote-customer-service-jobs', 'data-entry-jobs']),
        ...toolCards(['paycheck-calculator', 'resume-builder']),
        {
          title: 'Minimum wage by state',
          text: 'Check the hourly minimum where you work, including tipped rates.',
          href: '/minimum-wage/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Staffing part-time shifts?',
      text: 'Quotient lets applicants show what they can do in a short job simulation and a recorded interview they complete when it suits them, so you can fill evening and weekend shifts faster. Start free or book a demo.',
    },
  ],
};

import { toolCards, toolLink } from '../career-tools';
import { jobCount, medianHourly, wageReference } from '../facts';
import { guideCards, HELP, JOBS_UPDATED, type JobPageInput } from './shared';

export const jobsNearMe: JobPageInput = {
  path: '/jobs/jobs-near-me/',
  title: 'Jobs Near Me: How to Find Good Local Jobs and What They Pay',
  description:
    'Find a good job near you: what common local jobs pay (BLS figures), where openings are posted beyond the big job boards, a commute check and the scams to avoid.',
  share: 'default',
  section: 'Jobs near me',
  updated: JOBS_UPDATED,
  sections: [
    {
      type: 'hero',
      eyebrow: 'Job search guide',
      title: 'Find a good job near you, not just the nearest one',
      lead: 'Typing “jobs near me” returns thousands of postings sorted by an algorithm. This guide shows what local jobs actually pay, where the openings that never reach the big boards are posted, and how to judge an employer before you commute there.',
      proof: 'Pay for 8 common local jobs · 7 places to search · a commute check · scam warning signs',
      illustration: 'sourcing',
      primary: { label: 'See what local jobs pay', href: '#pay' },
      secondary: { label: 'Where to look', href: '#where-to-look' },
    },
    {
      type: 'text',
      eyebrow: 'Start here',
      title: 'What “jobs near me” actually searches',
      paragraphs: [
        'Job boards and search engines read your location from your device, your IP address or your profile and show postings within a radius of it, often 25 miles unless you change it. They rank the results by relevance and by what employers pay to promote, not by pay or by how good the employer is. The same opening usually appears on several sites, sometimes months after it was filled.',
        `Most work is still done in person, close to where people live. The three largest occupations in the country are home health and personal care aides (${jobCount('31-1120')} jobs), retail salespersons (${jobCount('41-2031')}) and fast food and counter workers (${jobCount('35-3023')}). Hospitals, schools, local government, warehouses, stores, restaurants and building services hire in almost every town, which is why a focused local search usually beats scrolling a national feed.`,
        'So decide two things before you search: the longest commute you will accept, and the kinds of work you want. Then search for those, in the places listed below, instead of the words “near me”.',
      ],
    },
    {
      type: 'wageTable',
      anchor: 'pay',
      eyebrow: 'Pay',
      title: 'What common local jobs pay',
      lead: 'The median is the middle: half of workers earn more, half less. The range runs from the 10th percentile, typical for new starters, to the 90th, typical for experienced workers or high-cost areas.',
      caption: 'National wages for eight occupations that hire in almost every US town or city.',
      rows: [
        { soc: '31-1120', titles: 'Caregiver, home health aide, personal care assistant' },
        { soc: '41-2031', titles: 'Sales associate, sales floor team member' },
        { soc: '35-3023', titles: 'Crew member, counter attendant, barista' },
        { soc: '53-7062', titles: 'Warehouse associate, material handler, mover' },
        { soc: '43-4051', titles: 'Customer service representative, call center agent' },
        { soc: '43-9061', titles: 'Office clerk, office assistant, front office clerk' },
        { soc: '49-9071', titles: 'Maintenance technician, building maintenance worker' },
        { soc: '29-1141', titles: 'Staff nurse, RN (state license required)' },
      ],
    },
    {
      type: 'document',
      eyebrow: 'The search',
      title: 'How to find local openings, step by step',
      lead: 'Use the big boards, but do not stop there: many local employers post first, or only, on their own sites and through public job services.',
      contents: true,
      parts: [
        {
          heading: 'Where to look',
          blocks: [
            {
              list: [
                '**Big job boards** such as Indeed, LinkedIn, ZipRecruiter and Glassdoor. Set the distance to your real commute, sort by date, and save the search so new postings reach you by email the day they appear.',
                '**Search engine job listings.** Searching for a job title plus your town on Google shows a jobs panel that gathers postings from many boards, with filters for date posted and job type.',
                '**Employer career pages.** Hospitals, school districts, universities, city and county governments and large retailers post every opening on their own sites, some of them only there. List the ten biggest employers within your commute and check their pages weekly.',
                `**Your state job bank and American Job Center.** Every state runs a free job bank (CalJOBS in California, WorkInTexas, Employ Florida, OhioMeansJobs) and federally funded American Job Centers give free help: resume reviews, workshops, hiring events and, for some people, paid training. Find the nearest one with the [CareerOneStop center finder](${HELP.jobCenters}) or call 1-877-872-5627.`,
                '**Staffing agencies.** Local branches of agencies such as Adecco, Randstad, Kelly, ManpowerGroup and Express Employment Professionals fill warehouse, production, office and call-center jobs, often temporary-to-hire. The employer pays the agency; you should never be asked for a fee.',
                `**Public-sector jobs.** City, county and school district jobs are posted on their own sites, federal jobs on [USAJOBS](${HELP.usajobs}). They often publish pay scales and take longer to hire, so apply early.`,
                '**People you know.** Tell friends, former coworkers and neighbors exactly what kind of work you want. Referred candidates are more likely to get an interview, and many small employers never post at all.',
              ],
            },
          ],
        },
        {
          heading: 'Search operators that cut the noise',
          blocks: [
            'A few search-engine operators find postings on employers’ own career sites, which are usually fresher than reposts on aggregators:',
            {
              list: [
                '`site:myworkdayjobs.com "Columbus, OH" warehouse`: openings at large employers that use Workday for hiring, in one city.',
                '`site:boards.greenhouse.io OR site:jobs.lever.co "Denver"`: companies hiring through Greenhouse and Lever.',
                '`"now hiring" "Spokane" maintenance -senior`: quotes match an exact phrase, a minus sign drops results with that word.',
                '`intitle:careers hospital "Fresno"`: career pages of hospitals in one city.',
              ],
            },
            'Replace the town and job words with your own, then add the search as a bookmark so you can re-run it each week.',
          ],
        },
        {
          heading: 'Check the commute before you apply',
          blocks: [
            'Count travel as unpaid hours. An extra 20 minutes each way adds more than three unpaid hours a week, and fuel, parking or transit fares come out of every paycheck. Before applying, look up the route at the time your shift would start and end, not at noon.',
            {
              note: 'A job paying $1 more an hour is worth $40 more a week before tax at 40 hours. If it adds half an hour of driving each way, the extra pay may not cover the fuel and the lost time.',
              title: 'Compare the real offer',
            },
          ],
        },
        {
          heading: 'How to stand out to local employers',
          blocks: [
            {
              list: [
                '**Apply in the first few days.** Busy local employers often interview the first suitable applicants and close the posting.',
                `**Keep one short, clean resume** and adjust its top three lines to each job: the job title, the shifts you can work and the skills the posting names. Our ${toolLink('resume-builder', 'free resume builder')} gives you a format applicant tracking systems can read.`,
                '**Put your availability and location up front.** For shift work, “available evenings and weekends, 10 minutes from the store” answers the manager’s first two questions.',
                '**Prepare for a skills test.** Warehouses, offices and call centers often send a short online assessment: a typing test, a situational judgment test or a few work-sample questions. Take it somewhere quiet and read every question twice.',
                '**Practice a one-way video interview.** Many employers now send recorded questions you answer on camera. Test your camera and sound, look at the lens, and answer in about a minute with one real example.',
                '**Follow up once.** A short call or message after three to five working days shows interest without pestering.',
              ],
            },
          ],
        },
        {
          heading: 'Red flags in local postings',
          blocks: [
            {
              list: [
                'No company name, or a name you cannot find at a real address',
                'An “interview” held only by text or a chat app, or in a hotel room',
                'A request for your Social Security number or bank details before any written offer',
                'Pay far above the ranges in the table above for the same work, with no experience needed',
                'Any fee: for training, a background check, equipment or a “starter kit”',
              ],
            },
            `A real employer asks for your Social Security number and bank details for payroll only after it has hired you, on the tax, direct-deposit and I-9 forms. The FTC keeps a plain guide to [job scams](${HELP.ftcJobScams}); report one at [ReportFraud.ftc.gov](${HELP.reportFraud}).`,
          ],
        },
      ],
    },
    {
      type: 'checklist',
      title: 'A first week of local job hunting',
      lead: 'An hour a day is enough if you spend it on the right things.',
      items: [
        'Set a commute limit and list the ten largest employers inside it',
        'Save searches on two job boards with the distance and job type set',
        'Update your resume’s top lines and availability for the kind of job you want',
        'Visit or call your nearest American Job Center and ask about hiring events this month',
        'Apply to three to five postings that are less than a week old',
        'Tell five people you know what work you are looking for',
        'Note every application in one list with the date and a follow-up day',
      ],
      tone: 'muted',
    },
    {
      type: 'faq',
      title: 'Questions about finding jobs near you',
      items: [
        {
          question: 'Why do I see the same job on several websites?',
          answer:
            'Job boards copy postings from each other and from employers’ career sites, and some keep them up long after the job is filled. When you find a job you like, apply on the employer’s own site if it has one: it is the current version, and your application goes straight to their system.',
        },
        {
          question: 'How far should I be willing to travel for work?',
          answer:
            'Set a limit in minutes, not miles, checked at the times your shifts would start and end. Add the weekly cost of fuel, parking or fares and the unpaid hours to the comparison when two offers differ in pay.',
        },
        {
          question: 'What is an American Job Center, and is it free?',
          answer:
            'American Job Centers are local offices funded by the US Department of Labor and run with state and local workforce boards. Their help is free: job listings, resume and interview help, hiring events and, if you qualify, paid training. Find one through CareerOneStop.',
        },
        {
          question: 'Are jobs posted on Craigslist or Facebook safe to apply for?',
          answer:
            'Some are real, especially from small local businesses, but scams are more common there. Check that the business exists at a real address, never pay anything, and do not share your Social Security number or bank details until you have a written offer from an employer you have verified.',
        },
        {
          question: `Is ${medianHourly('41-2031')} an hour normal for retail work near me?`,
          answer: `That is the national median for retail salespersons in ${wageReference}. Pay near you may be higher or lower: many states and cities have a minimum wage above the federal rate, and BLS publishes the same wage tables for every state and metro area.`,
        },
      ],
    },
    {
      type: 'links',
      title: 'Keep going',
      items: [
        ...guideCards(['jobs-hiring-near-me', 'part-time-jobs', 'jobs-hiring-immediately']),
        ...toolCards(['resume-builder', 'paycheck-calculator']),
        {
          title: 'Minimum wage by state',
          text: 'The lowest legal hourly rate where you work, state by state.',
          href: '/minimum-wage/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Hiring in your area?',
      text: 'Quotient helps local employers screen applicants on real job skills with short job simulations and one-way video interviews, so good people are not lost in the pile. Start free or book a demo.',
    },
  ],
};

import { toolCards, toolLink } from '../career-tools';
import { medianAnnual } from '../facts';
import { guideCards, HELP, JOBS_UPDATED, type JobPageInput } from './shared';

export const marketingJobsNearMe: JobPageInput = {
  path: '/jobs/marketing-jobs-near-me/',
  title: 'Marketing Jobs Near Me: Local Employers, Pay and Networking',
  description:
    'Find marketing jobs near you: the local employers most people miss, BLS pay for 8 marketing roles, a four-week networking plan and the fake “marketing” jobs to avoid.',
  share: 'default',
  section: 'Marketing jobs near me',
  updated: JOBS_UPDATED,
  sections: [
    {
      type: 'hero',
      eyebrow: 'Job search guide',
      title: 'Marketing jobs near you: the local employers most people miss',
      lead: 'Local marketing jobs are spread across hospitals, universities, banks, agencies, homebuilders, tourism bureaus and nonprofits, and many are filled through people who already know the team. Here is where local marketing roles are, what they pay, how to network into them and which “marketing” jobs are not marketing at all.',
      proof: 'Pay for 8 marketing roles · where local teams post jobs · a four-week networking plan',
      illustration: 'sourcing',
      primary: { label: 'See what the roles pay', href: '#pay' },
      secondary: { label: 'Where local roles are posted', href: '#where-local-marketing-jobs-are-posted' },
    },
    {
      type: 'text',
      eyebrow: 'The local market',
      title: 'Every organization near you markets something',
      paragraphs: [
        'Agencies are only part of the picture. Health systems, colleges, credit unions and banks, law and accounting firms, car dealerships, homebuilders and real estate brokerages, restaurant groups, venues, city tourism bureaus and nonprofits all employ marketers, often a small team that does a bit of everything.',
        `Typical local titles are marketing coordinator, communications specialist, social media coordinator, event coordinator, graphic designer and, with experience, marketing manager (median ${medianAnnual('11-2021')} a year nationally). Some work is in person by nature: events, trade shows, sponsorships, store promotions and community relations. Many local roles are hybrid.`,
      ],
    },
    {
      type: 'wageTable',
      anchor: 'pay',
      eyebrow: 'Pay',
      title: 'What marketing roles pay',
      lead: 'These are national figures. Pay in a large metro area is usually higher, and in a small town lower: BLS publishes the same tables for every state and metro area, linked under the table.',
      caption:
        'National wages for eight marketing, communications and promotion occupations found in most local job markets.',
      rows: [
        { soc: '13-1161', titles: 'Marketing coordinator, marketing specialist, social media coordinator' },
        { soc: '11-2021', titles: 'Marketing manager, marketing director' },
        { soc: '27-3031', titles: 'Communications specialist, PR coordinator' },
        { soc: '11-2032', titles: 'Communications director, PR manager' },
        { soc: '13-1121', titles: 'Event coordinator, event planner' },
        { soc: '27-1024', titles: 'Graphic designer, in-house designer' },
        { soc: '41-3011', titles: 'Advertising sales representative for radio, TV, print or digital media' },
        { soc: '41-9011', titles: 'Brand ambassador, product demonstrator, promoter' },
      ],
    },
    {
      type: 'process',
      eyebrow: 'Networking plan',
      title: 'Four weeks to get known in your local marketing scene',
      lead: 'Many local marketing hires come through someone on the team. Six steps make you that someone.',
      items: [
        {
          title: 'Map 20 local employers',
          text: 'List organizations within your commute that market actively: two or three from each kind of employer above. Note who leads marketing at each.',
        },
        {
          title: 'Join one professional group',
          text: 'Go to a meeting of a local chapter of the American Marketing Association, an American Advertising Federation ad club, a Public Relations Society of America chapter or your chamber of commerce’s young professionals group.',
        },
        {
          title: 'Ask for three informational interviews',
          text: 'Ask for 20 minutes to learn how their team works, not for a job. Come with three questions and leave with one introduction.',
          points: [
            'What does your team spend most of its time on?',
            'What would you look for in a coordinator or specialist?',
            'Who else should I talk to?',
          ],
        },
        {
          title: 'Volunteer a real project',
          text: 'A nonprofit event, a chamber newsletter or a small business’s social media gives you local work samples and local references.',
        },
        {
          title: 'Apply with a local angle',
          text: 'Show you know the audience, local media and events. Mention anyone you met from the organization, with their permission.',
        },
        {
          title: 'Follow up and stay visible',
          text: 'Thank everyone you met, share your project results, and keep going to the group’s meetings; openings often come up months later.',
        },
      ],
      tone: 'muted',
    },
    {
      type: 'document',
      title: 'Searching and applying locally',
      contents: true,
      parts: [
        {
          heading: 'Where local marketing jobs are posted',
          blocks: [
            {
              list: [
                '**Employers’ careers pages:** hospitals and health systems, universities and community colleges (HigherEdJobs lists many higher-education roles), banks and credit unions, and city or county governments.',
                '**Tourism and convention bureaus, venues and sports teams** hire marketing, communications and event staff.',
                '**Local agencies:** your regional business journal’s lists of the largest agencies and PR firms are a ready-made target list.',
                '**LinkedIn and Indeed** with your city and “on-site” or “hybrid” set, plus alerts for coordinator titles.',
                '**Professional groups’ job boards** and newsletters, where local teams post first.',
              ],
            },
            'Search operators for local roles:',
            {
              list: [
                '`"marketing coordinator" "Sacramento" -remote`',
                '`"communications specialist" hospital "Omaha"`',
                '`"event coordinator" OR "events manager" "Nashville" site:myworkdayjobs.com`',
              ],
            },
          ],
        },
        {
          heading: 'Your application',
          blocks: [
            {
              list: [
                '**Show local work first:** a campaign for a local business, a community event you promoted, a newsletter with its open rates.',
                `**One page, results up front.** The ${toolLink('resume-builder', 'resume builder')} gives you a clean layout, and the ${toolLink('cover-letter-generator', 'cover letter generator')} a first draft to make specific to the organization.`,
                '**Bring a portfolio to the interview**, on a tablet or printed, and be ready for a short task: a social post, a press release or an event plan.',
                '**Practice a recorded interview.** Larger local employers such as hospitals and universities increasingly screen with one-way video questions.',
              ],
            },
          ],
        },
        {
          heading: 'In-person roles: events, field marketing and promotions',
          blocks: [
            'Event coordinators and field marketers work evenings, weekends and on their feet; ask how overtime and travel are handled. Brand ambassador and product demonstration work is often booked per event through promotional staffing agencies, sometimes as a contractor: confirm the hourly rate, whether travel and parking are paid and when you will be paid.',
          ],
        },
        {
          heading: '“Marketing” jobs that are something else',
          blocks: [
            {
              list: [
                '“Entry-level marketing, no experience, rapid promotion to management” that turns out to be door-to-door or in-store sales on commission only',
                'Unpaid “marketing internships” at for-profit companies where you do the work of an employee',
                'A “marketing assistant” job offered by text that asks you to buy gift cards or handle payments',
              ],
            },
            `Federal rules allow unpaid internships at for-profit companies only when the intern, not the employer, is the main beneficiary; the Department of Labor’s [Wage and Hour Division](${HELP.wageAndHour}) explains the test. Report scams at [ReportFraud.ftc.gov](${HELP.reportFraud}).`,
          ],
        },
      ],
    },
    {
      type: 'faq',
      title: 'Questions about local marketing jobs',
      items: [
        {
          question: 'What does a marketing coordinator do?',
          answer:
            'A coordinator keeps campaigns moving: scheduling social posts and emails, updating the website, organizing events, briefing designers and printers, and reporting results. It is the most common first marketing job at local employers.',
        },
        {
          question: 'How do I find out what marketing jobs pay in my city?',
          answer: `Start with the BLS wage tables for your metro area (at bls.gov/oes), which use the same occupations as the table above. Then compare posted pay ranges, which a growing number of states require in job ads, and ask local professional groups about salary surveys.`,
        },
        {
          question: 'Why do some “entry-level marketing” jobs turn out to be sales?',
          answer:
            'Some direct-sales firms advertise commission-only selling, often door to door or in stores, as marketing, with promises of fast promotion. Ask in the first call what a typical day involves, how you are paid and whether there is a base wage.',
        },
        {
          question: 'Is it better to start at an agency or in-house?',
          answer:
            'Agencies teach breadth and speed across many clients; in-house teams teach depth in one business and often offer steadier hours. Locally, in-house roles at hospitals, colleges and banks are plentiful and often come with good benefits.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Related guides and tools',
      items: [
        ...guideCards(['digital-marketing-jobs', 'remote-marketing-jobs', 'jobs-near-me']),
        ...toolCards(['resume-builder', 'cover-letter-generator', 'profile-picture-maker']),
      ],
    },
    {
      type: 'cta',
      title: 'Hiring a marketer for your team?',
      text: 'Quotient lets candidates show their marketing skills in a short, realistic task and a recorded interview, so you can compare local applicants on the work. Start free or book a demo.',
    },
  ],
};

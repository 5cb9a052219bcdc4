import { toolCards, toolLink } from '../career-tools';
import { medianAnnual } from '../facts';
import { annualText } from '../wage-format';
import { guideCards, HELP, JOBS_UPDATED, type JobPageInput } from './shared';

export const remoteMarketingJobs: JobPageInput = {
  path: '/jobs/remote-marketing-jobs/',
  title: 'Remote Marketing Jobs: Where to Find Them and How to Stand Out',
  description:
    'Remote marketing jobs in content, SEO, PR, design and management: BLS pay, where remote roles are posted, a portfolio that wins interviews and fake offers to avoid.',
  share: 'default',
  section: 'Remote marketing jobs',
  updated: JOBS_UPDATED,
  sections: [
    {
      type: 'hero',
      eyebrow: 'Job search guide',
      title: 'Remote marketing jobs: compete with the whole country, and win',
      lead: 'A remote marketing role draws applicants from everywhere, so the bar is higher than for a local one. Here is which marketing work is most often remote, what it pays, where it is posted, how to prove your results and how to spot the fake “marketing” offers that target remote seekers.',
      proof:
        'Pay for 7 marketing roles · where remote roles are posted · a portfolio plan · take-home test limits',
      illustration: 'video',
      primary: { label: 'See what the roles pay', href: '#pay' },
      secondary: { label: 'Build a portfolio', href: '#build-a-portfolio-that-proves-results' },
    },
    {
      type: 'text',
      eyebrow: 'The work',
      title: 'Which marketing jobs are most often remote',
      paragraphs: [
        'Work done on a laptop and judged by its output travels best: content marketing and copywriting, SEO, email and lifecycle marketing, marketing operations, product marketing, public relations, design and paid media. Software, e-commerce and media companies and many agencies hire for these roles remotely. Field marketing, events and in-store promotion stay local.',
        'Remote teams rely on writing. Briefs, updates, feedback and decisions happen in documents and messages rather than in meetings, so clear written communication counts as much as marketing skill, and most postings ask for some overlap with a particular time zone.',
      ],
    },
    {
      type: 'wageTable',
      anchor: 'pay',
      eyebrow: 'Pay',
      title: 'What remote-friendly marketing roles pay',
      lead: `National figures, remote and on-site together. Marketing managers earn a median of ${medianAnnual('11-2021')}, and their 90th percentile is ${annualText('#')} a year: BLS publishes no higher figure.`,
      caption: 'National wages for seven marketing and communications occupations often hired remotely.',
      rows: [
        {
          soc: '13-1161',
          titles: 'Marketing specialist, content marketer, SEO specialist, marketing analyst',
        },
        { soc: '11-2021', titles: 'Marketing manager, product marketing manager, head of growth' },
        { soc: '27-3043', titles: 'Copywriter, content writer' },
        { soc: '27-3041', titles: 'Content editor, managing editor' },
        { soc: '27-3042', titles: 'Technical writer, documentation specialist' },
        { soc: '27-3031', titles: 'PR specialist, communications specialist' },
        { soc: '27-1024', titles: 'Graphic designer, brand designer' },
      ],
    },
    {
      type: 'document',
      title: 'Finding, winning and vetting remote marketing roles',
      contents: true,
      parts: [
        {
          heading: 'Where remote marketing jobs are posted',
          blocks: [
            {
              list: [
                '**LinkedIn** with the remote filter, plus alerts for the companies you most want to work for.',
                '**Remote job boards** such as We Work Remotely, Remote OK, Remotive and Working Nomads, which have marketing categories.',
                '**Company careers pages**, especially at software and e-commerce companies, which post on their own hiring systems first.',
                '**Agencies** hiring strategists, writers, designers and paid-media specialists, often fully remote.',
                '**Freelance marketplaces** such as Upwork and Contra for contract work that can turn into a role; read the terms and never pay to apply.',
                '**Professional communities and newsletters** in your specialty, where hiring managers post roles before they reach the boards.',
              ],
            },
            'Search operators reach postings on companies’ hiring systems directly:',
            {
              list: [
                '`site:jobs.lever.co "content marketing" remote`',
                '`site:jobs.ashbyhq.com "marketing manager" "remote"`',
                '`site:boards.greenhouse.io SEO "remote - US"`',
              ],
            },
          ],
        },
        {
          heading: 'Build a portfolio that proves results',
          blocks: [
            'Remote hiring managers cannot watch you work, so they look for evidence. Three to five short case studies beat a long list of duties:',
            {
              list: [
                '**The problem:** what the business needed, in one or two sentences',
                '**What you did:** your part, not the team’s, with the channel and tools',
                '**The result:** a number with a baseline, such as “organic sign-ups from 120 to 410 a month in nine months”',
                '**A sample:** the email, landing page, article or design itself, anonymized if it is under a confidentiality agreement',
              ],
              ordered: true,
            },
            'Put the portfolio link at the top of your resume and your LinkedIn profile. If you are early in your career, a real project for a local business or nonprofit counts more than a course certificate.',
          ],
        },
        {
          heading: 'Show you can work remotely',
          blocks: [
            {
              list: [
                '**Write the application like remote work.** A short, specific cover note is your first writing sample. Our ' +
                  toolLink('cover-letter-generator', 'cover letter generator') +
                  ' gives you a draft to rewrite, and the ' +
                  toolLink('word-counter', 'word counter') +
                  ' keeps answers within a form’s limits.',
                '**Name the remote habits you already have:** written updates, project boards, documentation, working across time zones.',
                '**State your hours and time zone** when a posting asks for overlap with a team.',
                '**Expect a recorded video round.** Many remote employers use one-way video interviews to screen; treat them as a chance to show you explain clearly on camera.',
              ],
            },
          ],
        },
        {
          heading: 'Take-home assignments: what is fair',
          blocks: [
            'Marketing interviews often include a take-home task: an article, a campaign plan, an audit of a landing page. A fair one is specific, takes two to four hours, and comes after at least one conversation. Ask whether it is paid when it is longer, and do not produce a full strategy for the company’s real launch for free; offer an outline and walk them through the rest in the interview.',
          ],
        },
        {
          heading: 'Fake remote marketing offers',
          blocks: [
            {
              list: [
                '“Social media evaluator” or “app reviewer” tasks where you must deposit money, often crypto, to unlock earnings',
                'A recruiter impersonating a well-known agency or brand, moving you to a chat app and offering the job without a call',
                'A check to buy “marketing software” or equipment from their vendor',
                '“Commission-only marketing” that turns out to be recruiting people into a paid program',
              ],
            },
            `Check the job on the company’s own careers page, and the recruiter’s email domain against the company’s website. Report job scams at [ReportFraud.ftc.gov](${HELP.reportFraud}).`,
          ],
        },
      ],
    },
    {
      type: 'faq',
      title: 'Questions about remote marketing jobs',
      items: [
        {
          question: 'Do remote marketing jobs pay less than office-based ones?',
          answer:
            'It depends on the employer. Some set pay by where you live, others pay one national range. More and more states, including California, Colorado, New York and Washington, require pay ranges in job postings, so compare the range with the table above before you apply.',
        },
        {
          question: 'Can I get a remote marketing job with no experience?',
          answer:
            'It is harder than for a local or hybrid role, because you compete with experienced applicants everywhere. A common route is an on-site or hybrid coordinator job, freelance projects or agency work first, then a remote role once you have results to show.',
        },
        {
          question: 'Is freelancing a good way into a full-time remote marketing job?',
          answer:
            'Often, yes: clients become references, and results become case studies. Keep each project’s numbers, ask permission to show the work, and treat contract-to-hire offers as an interview in both directions.',
        },
        {
          question: 'How long should a marketing take-home assignment take?',
          answer:
            'Two to four hours is a common and fair limit. If a task would take a day or more, or looks like real work the company will use, ask whether it is paid or propose a shorter version.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Related guides and tools',
      items: [
        ...guideCards(['digital-marketing-jobs', 'marketing-jobs-near-me', 'remote-customer-service-jobs']),
        ...toolCards(['resume-builder', 'cover-letter-generator', 'profile-picture-maker']),
      ],
    },
    {
      type: 'cta',
      title: 'Hiring marketers you have never met?',
      text: 'Quotient gives remote candidates a realistic marketing task and a recorded interview, scored against your rubric, so you judge the work instead of the resume. Start free or book a demo.',
    },
  ],
};

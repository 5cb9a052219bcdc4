import { defineEntries } from '../define';
import { landingPageSchema } from '../schema/landing';

/**
 * Landing pages for candidate sourcing: the sourcing software, managed sourcing partnerships and
 * sourcing for AI companies. Claims from the product spec §9 (copied 2026-11-22): 550 candidates
 * sourced and 213 assessed in 50 days, 2+ fit candidates in under 20 hours, 150+ candidates in a
 * year, hires in under 14 days; sourcing plan features from the same section.
 */
export const sourcingPages = defineEntries(
  'content/landing/sourcing.ts',
  landingPageSchema,
  [
    {
      path: '/candidate-sourcing-software/',
      title: 'Candidate Sourcing Software: AI Search and Personal Outreach',
      description:
        'Candidate sourcing software for recruiters: describe the role, get ranked profiles with top 10% insights, see who is likely to join and send outreach that gets replies.',
      share: 'default',
      section: 'Candidate sourcing',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Candidate sourcing software',
          title: 'Find the candidates who aren’t applying, and get them to reply',
          lead: 'The best people for most roles are not on job boards. Quotient Source searches professional profiles from a plain-language brief, ranks them against the role, shows who is most likely to move and writes outreach worth answering.',
          proof: '550 candidates sourced and 213 assessed in 50 days for one customer',
          illustration: 'sourcing',
        },
        {
          type: 'features',
          eyebrow: 'Quotient Source',
          title: 'Sourcing features recruiters asked for',
          items: [
            {
              title: 'Unlimited profile search',
              text: 'Search without credits or caps, with filters for skills, seniority, location, industry and company size.',
            },
            {
              title: 'Plain-language briefs',
              text: 'Paste the hiring manager’s notes; the search understands synonyms, adjacent titles and related skills.',
            },
            {
              title: 'Top 10% candidate insights',
              text: 'Each profile gets a match score with the reasons behind it, so you review the strongest first.',
            },
            {
              title: 'Most likely to join',
              text: 'Signals such as tenure, recent changes and career direction flag people open to a conversation.',
            },
            {
              title: 'Personalised engagement',
              text: 'Multi-step email sequences written for each person, with follow-ups that stop when they reply.',
            },
            {
              title: 'Free browser extension',
              text: 'Save a profile you are viewing, see its match score and add it to a sequence without switching tabs.',
            },
          ],
        },
        {
          type: 'process',
          eyebrow: 'Workflow',
          title: 'From intake call to booked interviews',
          tone: 'muted',
          items: [
            {
              title: 'Write the brief',
              text: 'Describe the role the way the hiring manager did, including must-haves and deal-breakers.',
            },
            {
              title: 'Review the ranked list',
              text: 'Start with the top 10% matches and refine with advanced filters if the pool is too wide or too narrow.',
            },
            {
              title: 'Calibrate with the hiring manager',
              text: 'Share ten profiles and ask for a yes, no or maybe on each. The search learns from the answers.',
            },
            {
              title: 'Launch outreach',
              text: 'Send a personalised sequence to the approved profiles, prioritising those most likely to join.',
            },
            {
              title: 'Assess the interested',
              text: 'Candidates who reply get a short job simulation, so interviews go to people who can do the work.',
            },
          ],
        },
        {
          type: 'table',
          title: 'Boolean strings or AI sourcing?',
          lead: 'Boolean search still has its place. AI sourcing removes the parts that waste a sourcer’s day.',
          caption: 'How Boolean search and AI sourcing compare on the everyday tasks of a sourcer.',
          columns: ['Task', 'Boolean search', 'AI sourcing in Quotient'],
          rows: [
            ['Building the search', 'Hand-written strings, title by title', 'A plain-language brief'],
            ['Synonyms and adjacent titles', 'Only the ones you think of', 'Included and explained'],
            ['Ordering results', 'By keyword match', 'By fit to the role, with reasons'],
            ['Who is open to move', 'Guesswork', '“Most likely to join” signals'],
            ['Outreach', 'Copy-paste templates', 'Personal sequences per candidate'],
          ],
        },
        {
          type: 'stats',
          title: 'Sourcing results customers report',
          items: [
            { value: '550', label: 'candidates sourced in 50 days for one customer' },
            { value: '2+', label: 'fit candidates in under 20 hours' },
            { value: 'Top 10%', label: 'of profiles surfaced first for each role' },
          ],
        },
        {
          type: 'faq',
          title: 'Sourcing software questions',
          items: [
            {
              question: 'Where do the profiles come from?',
              answer:
                'From publicly available professional profiles and the pages you choose to save with the browser extension. Quotient does not sell candidate data, and people can ask to be removed at any time.',
            },
            {
              question: 'How is this priced?',
              answer:
                'Sourcing plans are billed annually per user: Standard at $10.5k and Professional at $13.5k, each with 12 job roles a year, unlimited profile search and unlimited engagement. Professional adds advanced filters, automated workflows, top 10% insights and most-likely-to-join candidates. Enterprise has unlimited roles and is priced by quote.',
            },
            {
              question: 'Does it replace our sourcers?',
              answer:
                'No. It removes the repetitive searching and copy-pasting so sourcers spend their time on calibration and conversations, which is where placements are won.',
            },
            {
              question: 'Can we use it for hard-to-find roles?',
              answer:
                'Yes; that is where it helps most. For very niche searches, combine it with a managed sourcing partner who runs the search for you.',
            },
          ],
        },
        {
          type: 'links',
          title: 'More on sourcing',
          tone: 'muted',
          items: [
            {
              title: 'Talent sourcing partners',
              text: 'Let our sourcers run the search with you.',
              href: '/talent-sourcing-partners/',
            },
            {
              title: 'Sourcing for AI companies',
              text: 'Finding ML engineers and researchers in a tiny market.',
              href: '/sourcing-for-ai-companies/',
            },
            {
              title: 'Recruiting CRM',
              text: 'Keep sourced candidates warm until the right role opens.',
              href: '/recruiting-crm-software/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Run your next search with Quotient Source',
          text: 'Start a free trial with one open role, or book a demo and bring your hardest brief.',
        },
      ],
    },
    {
      path: '/talent-sourcing-partners/',
      title: 'Talent Sourcing Partners: Managed Sourcing With Assessed Slates',
      description:
        'A talent sourcing partner that runs your searches with AI and experienced sourcers, then delivers slates of interested, skills-assessed candidates each week.',
      share: 'default',
      section: 'Talent sourcing partners',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Managed sourcing',
          title: 'A sourcing partner that delivers interested, assessed candidates',
          lead: 'When your team lacks the hours for a hard search, our sourcers run it for you on Quotient. You get a weekly slate of people who said yes to a conversation and passed a skills assessment, not a list of names.',
          proof: '2+ fit candidates in under 20 hours · 150+ candidates delivered in a year for one client',
          illustration: 'sourcing',
        },
        {
          type: 'text',
          eyebrow: 'When it makes sense',
          title: 'For the roles your team can’t get to',
          paragraphs: [
            'Most in-house teams can fill their common roles. Trouble starts with the specialist engineer, the senior seller in a new market, or the twenty hires needed by next quarter. Those roles end up with agencies, at agency prices, with little visibility into how the search is going.',
            'A sourcing partnership gives you the extra capacity without handing over the process. You keep the relationship with candidates and the hiring decision; we add sourcers, technology and a transparent pipeline you can watch every day.',
          ],
        },
        {
          type: 'process',
          title: 'How a sourcing partnership runs',
          tone: 'muted',
          items: [
            {
              title: 'Kick-off and calibration',
              text: 'A 45-minute intake with the hiring manager. We agree must-haves, deal-breakers, target companies and the pitch.',
            },
            {
              title: 'First profiles within two days',
              text: 'Your sourcer shares a calibration batch; you mark each profile yes, no or maybe and say why.',
            },
            {
              title: 'Outreach in your name',
              text: 'Personalised sequences go out from your domain, so candidates meet your brand from the first message.',
            },
            {
              title: 'Assessment before handover',
              text: 'Interested candidates complete a short job simulation. You receive their skills report along with the profile.',
            },
            {
              title: 'Weekly slate and review',
              text: 'Every week: new interested, assessed candidates, pipeline numbers and what we are changing.',
            },
            {
              title: 'Handover to your process',
              text: 'Candidates move into your interview process; we stay on until the role is filled or the agreed volume is met.',
            },
          ],
        },
        {
          type: 'table',
          title: 'Agency, in-house sourcer or sourcing partner',
          caption: 'How three ways of adding sourcing capacity compare.',
          columns: ['Factor', 'Contingent agency', 'Hiring an in-house sourcer', 'Quotient sourcing partner'],
          rows: [
            [
              'Cost model',
              'A share of first-year salary per hire',
              'Salary, benefits and tools',
              'A fixed fee agreed up front',
            ],
            ['Time to start', 'Days', 'Two to three months to hire and ramp', 'Days'],
            ['Who candidates meet', 'The agency', 'Your company', 'Your company'],
            ['Visibility', 'Submissions only', 'Full', 'Full, in a live dashboard'],
            [
              'Skills evidence',
              'CV and agency notes',
              'Depends on your process',
              'Skills report for every candidate',
            ],
          ],
        },
        {
          type: 'stats',
          title: 'What partnerships deliver',
          items: [
            { value: '550 / 213', label: 'candidates sourced and assessed in 50 days' },
            { value: '<20 h', label: 'to the first 2+ fit candidates' },
            { value: '<14 days', label: 'from slate to signed offer' },
          ],
        },
        {
          type: 'faq',
          title: 'Before you choose a sourcing partner',
          items: [
            {
              question: 'What roles do you source for?',
              answer:
                'Professional roles in sales, marketing, customer success, product, engineering, data and finance, including senior and specialist positions, remote or on site.',
            },
            {
              question: 'How is it different from a recruitment agency?',
              answer:
                'We source and engage candidates for your process rather than placing them ourselves. Candidates deal with your company, you see the whole pipeline, and there is no percentage fee on hire.',
            },
            {
              question: 'Do we need a Quotient licence?',
              answer:
                'No. Managed sourcing includes the technology. If you later want to run searches yourself, your pipelines move to your own account.',
            },
            {
              question: 'How quickly do we see candidates?',
              answer:
                'A calibration batch within two working days of kick-off, and the first interested, assessed candidates usually within the first week.',
            },
          ],
        },
        {
          type: 'links',
          title: 'Prefer to source yourself?',
          items: [
            {
              title: 'Candidate sourcing software',
              text: 'The same AI search our sourcers use, for your team.',
              href: '/candidate-sourcing-software/',
            },
            {
              title: 'Best recruitment software for agencies',
              text: 'For agencies that want to source and assess at speed.',
              href: '/best-recruitment-software-for-agencies/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Tell us about the role you can’t fill',
          text: 'Book a demo and we will scope a sourcing plan, or start a free trial to try the tools first.',
        },
      ],
    },
    {
      path: '/sourcing-for-ai-companies/',
      title: 'Sourcing for AI Companies: Hire ML Engineers and Researchers',
      description:
        'How AI startups and labs source machine-learning engineers, researchers and AI product people: skills-based search, credible outreach and realistic work samples.',
      share: 'default',
      section: 'Sourcing for AI companies',
      sections: [
        {
          type: 'hero',
          eyebrow: 'For AI companies',
          title: 'Hire the people who build AI, not the ones who list it on their profile',
          lead: 'Every profile mentions AI now, while the engineers who have shipped models to production are few and heavily courted. Quotient helps AI companies find them by what they have built, reach them credibly and test real skills before the loop.',
          proof: 'Hires in under 14 days · 2+ fit candidates in under 20 hours',
          illustration: 'sourcing',
        },
        {
          type: 'problems',
          title: 'Why AI hiring is harder than other tech hiring',
          items: [
            {
              title: 'A small, contested pool',
              text: 'Engineers with production ML experience get messages from large labs, big tech and every funded startup each week.',
            },
            {
              title: 'Keyword inflation',
              text: '“LLM”, “GenAI” and “agents” appear on profiles after a weekend tutorial, so keyword search returns noise.',
            },
            {
              title: 'Interviews that miss the job',
              text: 'Puzzle questions test algorithms, not whether someone can design an evaluation or debug a training run.',
            },
            {
              title: 'Generic outreach is ignored',
              text: 'Researchers and senior engineers ignore messages that do not show what the team is building and why it matters.',
            },
          ],
          tone: 'muted',
        },
        {
          type: 'table',
          eyebrow: 'Role by role',
          title: 'What to search for and what to test',
          lead: 'Search on evidence of the work, then confirm it with a work sample that mirrors your team’s problems.',
          caption: 'Sourcing signals and assessment ideas for common AI roles.',
          columns: ['Role', 'Signals worth searching for', 'A realistic work sample'],
          rows: [
            [
              'Machine-learning engineer',
              'Models shipped to production, serving and monitoring experience, MLOps tooling',
              'Diagnose a drop in a deployed model’s accuracy from logs and metrics',
            ],
            [
              'Research scientist',
              'Publications or preprints in your area, reproduced results, open research code',
              'Critique a short paper and propose the next experiment',
            ],
            [
              'Applied AI or LLM engineer',
              'Retrieval, evaluation and guardrail work in products people use',
              'Design an evaluation set and metrics for a support assistant',
            ],
            [
              'Data engineer for ML',
              'Feature pipelines, data quality checks, large-scale batch and streaming',
              'Find the leakage in a training-data pipeline',
            ],
            [
              'AI product manager',
              'Shipped AI features with measured outcomes, worked with model teams',
              'Write a launch plan for a feature whose model is right 85% of the time',
            ],
          ],
        },
        {
          type: 'features',
          title: 'How Quotient helps AI teams hire',
          items: [
            {
              title: 'Search by what people built',
              text: 'Describe the systems and problems you need experience with, not just titles; matches come with the reasons they fit.',
            },
            {
              title: 'Most likely to join',
              text: 'Focus scarce outreach on people showing signs of openness, instead of messaging the whole market.',
            },
            {
              title: 'Outreach that reads like an engineer wrote it',
              text: 'Personalised sequences that reference the candidate’s work and explain your technical problem in concrete terms.',
            },
            {
              title: 'Work samples instead of puzzles',
              text: 'Job simulations built around ML tasks, auto-graded with a rubric your engineers agree, plus a skills report for the loop.',
            },
          ],
          tone: 'muted',
        },
        {
          type: 'checklist',
          title: 'Winning candidates who have five other offers',
          items: [
            'Lead with the problem, the data and the compute, not the perks',
            'Let an engineer or researcher send or co-sign the first message',
            'Share the interview plan up front and keep the loop under two weeks',
            'Replace one interview with a paid or short work sample, not an extra round',
            'Be clear about publication, open-source and conference policies',
            'Put salary and equity ranges on the table early',
          ],
        },
        {
          type: 'faq',
          title: 'AI hiring questions from founders and hiring managers',
          items: [
            {
              question: 'Should we hire researchers or engineers first?',
              answer:
                'Most product companies need engineers who can ship and evaluate models before they need researchers. Hire research talent when your roadmap depends on results that do not exist yet.',
            },
            {
              question: 'How long should an ML take-home be?',
              answer:
                'Keep it under two hours, or pay for longer work. Senior candidates with several offers skip open-ended take-homes; a focused simulation with a clear rubric gets done.',
            },
            {
              question: 'Can you find candidates outside the usual hubs?',
              answer:
                'Yes. Searching by skills and shipped work rather than employer names surfaces strong people at smaller companies and in other regions who never appear in the usual target lists.',
            },
          ],
        },
        {
          type: 'links',
          title: 'Related pages',
          items: [
            {
              title: 'AI recruitment software',
              text: 'How Quotient uses AI, and where people stay in charge.',
              href: '/ai-recruitment-software/',
            },
            {
              title: 'Candidate sourcing software',
              text: 'Every sourcing feature in one place.',
              href: '/candidate-sourcing-software/',
            },
            {
              title: 'How to hire top talent',
              text: 'Speed, evidence and closing, in practice.',
              href: '/how-to-hire-top-talent/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Find the engineers who have already built it',
          text: 'Try AI sourcing free on your hardest AI role, or book a demo with our sourcing team.',
        },
      ],
    },
  ],
  'path',
);

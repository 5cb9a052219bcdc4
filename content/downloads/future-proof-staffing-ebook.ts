import { em, strong, type Block } from '../../lib/downloads/document';
import { site } from '../site';
import { defineDocument } from './define';

const chapter = (title: string): Block[] => [
  { kind: 'pageBreak' },
  { kind: 'heading', level: 1, text: title },
];
const h2 = (text: string): Block => ({ kind: 'heading', level: 2, text });
const p = (text: Extract<Block, { kind: 'paragraph' }>['text']): Block => ({ kind: 'paragraph', text });
const bullets = (...items: Extract<Block, { kind: 'list' }>['items']): Block => ({
  kind: 'list',
  style: 'bullet',
  items,
});
const checklist = (...items: Extract<Block, { kind: 'list' }>['items']): Block => ({
  kind: 'list',
  style: 'checkbox',
  items,
});

/** The e-book behind `/api/future-proof-your-staffing-company`, for staffing and recruitment agency owners. */
export const futureProofStaffingEbook = defineDocument('content/downloads/future-proof-staffing-ebook.ts', {
  title: 'Future-proof your staffing company',
  subtitle:
    'A practical playbook for agency owners: protect your margin, submit faster and get more from every recruiter hour',
  author: site.brand,
  description:
    'An e-book for staffing and recruitment agency owners on margins, specialization, speed-to-submit, assessments and video screening, redeployment, pricing and contracts, metrics with formulas and a 90-day action plan.',
  keywords: [
    'staffing agency',
    'recruitment agency',
    'gross margin',
    'fill rate',
    'time-to-submit',
    'redeployment',
  ],
  updated: '2026-11-22',
  cover: {
    eyebrow: 'E-book for agency owners',
    blurb:
      'Eight short chapters with worked examples, the formulas behind the metrics that matter, and a 90-day plan to put it all into practice.',
  },
  blocks: [
    { kind: 'contents', title: 'Contents' },
    { kind: 'heading', level: 1, text: 'Introduction: the agencies that will thrive' },
    p(
      'Every staffing owner has heard that technology will squeeze agencies out: clients will source directly, job boards will get smarter, AI will screen candidates. Some of that is happening. But clients still pay agencies for the same three things they always have: finding people they cannot find themselves, finding them faster than they could, and taking on risk and administration they do not want.',
    ),
    p(
      'What is changing is how much it costs you to deliver those things, and how easily a client can compare you with the next agency on the vendor list. The firms that thrive will be the ones that know exactly where their margin comes from, specialize where they can win, submit strong candidates first, and spend recruiter hours only where a recruiter makes the difference.',
    ),
    p(
      'This guide takes those ideas one at a time; chapter 7 gives the formulas for every metric mentioned, and chapter 8 turns the rest into a 90-day plan. Worked examples use round, illustrative numbers to show the arithmetic, not industry benchmarks: replace them with your own.',
    ),

    ...chapter('1. Where staffing margins go'),
    p(
      'Gross margin is what remains of the bill rate after the cost of the worker: their pay plus everything the law and your benefits add on top, usually called burden. On a contract placement it is easiest to see per hour. The example below is illustrative: your burden depends on the state, the job classification and your benefits, and the tax rates shown are federal rates at the time of writing, so check current federal and state rules with your accountant.',
    ),
    {
      kind: 'table',
      header: ['Per hour (example)', 'Amount', 'Notes'],
      widths: [3, 1.4, 6],
      rows: [
        ['Bill rate', '$45.00', 'What the client pays'],
        ['Pay rate', '$30.00', 'What the worker earns'],
        [
          'Employer FICA',
          '$2.30',
          'Social Security 6.2% (up to the annual wage base) plus Medicare 1.45%: 7.65% of pay',
        ],
        [
          'Unemployment (FUTA and state)',
          '$0.90',
          'Example only: state rates depend on your experience rating and wage caps',
        ],
        [
          'Workers\u2019 compensation',
          '$0.75',
          'Example only: varies widely by job classification and state',
        ],
        ['Benefits, paid leave, other', '$1.05', 'Example only: depends on mandates and what you offer'],
        [strong('Gross margin'), strong('$10.00'), '22% of the bill rate in this example'],
      ],
    },
    p(
      'Ten dollars an hour looks healthy until you follow it through the rest of the business. Before it pays for recruiters, sales, rent and software, several leaks usually take a share:',
    ),
    bullets(
      [
        strong('Discounts and fees. '),
        'Vendor management system (VMS) and managed service provider (MSP) fees, volume rebates and early-payment discounts come off the invoice, often without appearing in the margin you quote.',
      ],
      [
        strong('Slow payment. '),
        'You pay contractors weekly; many clients pay in 45 to 90 days. The gap is financed by your cash or your credit line, and it has a cost.',
      ],
      [
        strong('Costs not passed through. '),
        'Minimum-wage increases, new paid-leave mandates and higher unemployment rates land mid-contract. Without a clause to pass them on, they come out of your margin.',
      ],
      [
        strong('Pay creep. '),
        'To attract workers in a tight market you raise the pay rate; the bill rate stays where it was.',
      ],
      [
        strong('Fall-offs. '),
        'A contractor who leaves in week one, or a permanent hire who leaves inside the guarantee period, costs the full recruiting effort and returns little or nothing.',
      ],
    ),
    h2('The biggest leak: hours on orders that never fill'),
    p(
      'Recruiter time is the largest cost most agencies never put on a placement. Take an example recruiter who works 25 open orders in a month and fills 6. If each order takes about 8 hours of sourcing, screening and coordination, that is 200 hours for 6 placements: more than 33 hours per placement, and 152 of the 200 hours went to orders that never filled.',
    ),
    p(
      'You improve that number in two ways: work fewer orders you are unlikely to fill (chapters 2 and 6), and spend fewer hours on each order you do work (chapters 3 and 4).',
    ),
    {
      kind: 'note',
      tone: 'tip',
      title: 'Do this now',
      text: 'Calculate gross margin per placement, after fees and discounts, for your ten largest clients. The ranking rarely matches the ranking by revenue.',
    },

    ...chapter('2. Specialize to win'),
    p(
      'Generalist agencies compete on price and speed for every order, because they bring nothing a client cannot get elsewhere. Specialists compete on knowledge: they know the roles, the pay levels and the people, and every placement makes the next one easier. A candidate you did not place for one client is a strong candidate for the next, similar order.',
    ),
    p('A good niche scores well on five questions:'),
    bullets(
      [
        strong('Demand: '),
        'do your own records show steady orders for these roles, from more than one or two clients?',
      ],
      [strong('Margin: '), 'after fees and burden, do these placements earn above your average?'],
      [strong('Repeatability: '), 'are the roles similar enough that one talent pool serves many orders?'],
      [
        strong('Reach: '),
        'can you find and engage the candidates, and do you have recruiters who understand the work?',
      ],
      [
        strong('Competition: '),
        'are you one of many generalists, or can you become the agency clients think of first?',
      ],
    ),
    p(
      'Start from your data, not your instincts. Pull 12 to 24 months of orders and placements, group them by role family and industry, and rank the groups by fill rate and gross margin per placement. The niche is usually already in your numbers: a cluster of roles you fill often and profitably, diluted by everything else.',
    ),
    p(
      'Specializing does not mean turning away every other order overnight. Set a target share of recruiter time for the niche, build a talent pool for it before the orders arrive, and publish what you know: pay guides, market updates and interview advice for those roles. Then raise the bar for orders outside the niche, so you accept them only when the margin and the odds of filling are good.',
    ),

    ...chapter('3. Win on speed-to-submit'),
    p(
      'On contingent and multi-vendor orders, clients tend to review the first credible candidates they receive, and they may stop looking once they have a shortlist they like. A strong candidate submitted on day four can lose to a good one submitted on day one. Speed-to-submit is not the only thing that matters, but it decides more placements than most agencies measure.',
    ),
    p(
      'Measure time-to-submit from the moment an order arrives to your first qualified submittal, and track the median by client and by recruiter. Then look at where the time goes. It is usually in five places:',
    ),
    bullets(
      [
        strong('Intake. '),
        'A vague order produces slow, scattered searching. A 15-minute intake call with a fixed checklist (must-haves versus nice-to-haves, pay range, deal-breakers, start date, why the role is open, and the hiring manager\u2019s interview availability) saves days later.',
      ],
      [
        strong('Sourcing. '),
        'Start with people you already know: your database, silver medalists from similar orders and contractors coming off assignment. Search externally in parallel, not afterward.',
      ],
      [
        strong('Screening. '),
        'Phone screens are usually the slowest step because they need two calendars. Chapter 4 shows how to replace most first screens with asynchronous steps.',
      ],
      [
        strong('Scheduling. '),
        'Ask for interview windows at intake, so a strong candidate can be offered a slot the day they are submitted.',
      ],
      [
        strong('The submittal itself. '),
        'Use one format every time: why this person fits each must-have, pay expectations, availability and, where you have them, assessment results and a short video.',
      ],
    ),
    p(
      'Speed without quality burns credibility quickly. Track submit-to-interview alongside time-to-submit, so nobody wins the first metric by sending weak candidates.',
    ),
    {
      kind: 'note',
      tone: 'tip',
      title: 'Do this now',
      text: 'Agree a submittal target with each key client, for example qualified candidates within two business days, and report against it monthly. A promise you keep is a reason to call you first.',
    },

    ...chapter('4. Cut recruiter hours per placement with assessments and video screening'),
    p(
      'The first screen is where recruiter hours disappear: reading every application, then phoning dozens of candidates to learn what a short assessment could show. Moving that step to candidates\u2019 own time, with a skills assessment and a one-way video interview, frees recruiters for the conversations that need them: closing candidates and advising clients.',
    ),
    p(
      'The illustrative comparison below follows one order with 120 applicants to the first submittal. Your numbers will differ with the role and volume; the point is where the hours go.',
    ),
    {
      kind: 'table',
      header: ['Stage (example order)', 'Phone screen first', 'Assessment and video first'],
      widths: [3, 3.5, 3.5],
      rows: [
        [
          'Review applications',
          '120 \u00d7 2 min = 4.0 h',
          '120 \u00d7 1 min, knockout answers pre-sorted = 2.0 h',
        ],
        ['Skills assessment', '\u2014', 'Automated; 60 candidates complete it; no recruiter time'],
        [
          'First-round screen',
          '25 phone screens \u00d7 25 min = 10.4 h',
          '15 video interviews reviewed \u00d7 6 min = 1.5 h',
        ],
        ['Scheduling and notes', '25 \u00d7 10 min = 4.2 h', '5 \u00d7 10 min = 0.8 h'],
        ['Recruiter call with finalists', 'Included in the phone screen', '5 \u00d7 20 min = 1.7 h'],
        [strong('Recruiter hours to first submittal'), strong('18.6 h'), strong('6.0 h')],
      ],
    },
    p(
      'The saving comes from two things: the assessment ranks candidates on evidence before anyone spends time on them, and a recruiter can review a five-minute recorded answer faster than they can book and hold a 25-minute call. Candidates benefit too: they can complete both steps in the evening, and everyone gets the same questions.',
    ),
    h2('Doing it well'),
    bullets(
      [
        strong('Test what the job needs. '),
        'Use short, job-related tasks (a realistic simulation beats a generic aptitude test) and check that the people who score well are the ones clients keep.',
      ],
      [
        strong('Keep it short and mobile-friendly. '),
        'Tell candidates how long each step takes and what happens next. Long assessments lose the candidates who have other options.',
      ],
      [
        strong('Treat everyone the same, and offer accommodations. '),
        'Same assessment and questions for every candidate on the order, and a clear way to ask for an adjustment.',
      ],
      [
        strong('Keep people in charge of decisions. '),
        'Scores inform; recruiters decide. Review outcomes by group: the Uniform Guidelines on Employee Selection Procedures (1978) treat a selection rate for any group below four-fifths of the highest group\u2019s rate as a sign of possible adverse impact.',
      ],
      [
        strong('Know the rules where you recruit. '),
        'New York City\u2019s Local Law 144 requires a bias audit and candidate notice before automated employment decision tools are used; Illinois\u2019s Artificial Intelligence Video Interview Act requires notice and consent before AI analyzes video interviews. Other states and cities are adding rules, so check before you launch.',
      ],
    ),
    p([
      'Then put the evidence in front of the client: a submittal with an assessment report and a two-minute video shows why a candidate fits in a way a resume cannot. ',
      `${site.products.assessment} provides job simulations graded against the same rubric for every candidate, and ${site.products.interview} provides one-way video interviews candidates can record from a phone.`,
    ]),

    ...chapter('5. Candidate experience and redeployment'),
    p(
      'For a staffing firm, candidates are both the product and the supply chain. Every candidate who has a good experience is one you can place again, and one who tells others; every contractor who finishes an assignment and moves straight to the next is a placement with almost no sourcing cost.',
    ),
    h2('Experience that keeps candidates coming back'),
    bullets(
      'Reply to every applicant, even with a short no, and tell everyone who interviewed the outcome within a few days.',
      'Keep profiles current after every conversation: skills, pay expectations, availability, location and the kind of work they want next.',
      'With the candidate\u2019s consent, reuse assessment results and recorded interviews for similar orders, so a good candidate is not tested twice.',
      'Check in during the first week and first month of every assignment, and get pay right: payroll errors lose good workers faster than almost anything else.',
      'Ask for feedback after placement and after rejection with a two-question survey, and read the answers.',
    ),
    h2('Make redeployment a routine'),
    p(
      'Track the end date of every assignment and start the conversation about the next one three to four weeks before it. Note what the contractor wants next, share them with recruiters working similar orders, and measure your redeployment rate (chapter 7). The runner-up candidates from each order, your silver medalists, deserve the same treatment: they are the first people to call when a similar order arrives.',
    ),

    ...chapter('6. Pricing and contracts that protect margin'),
    p(
      'Many margin problems are written into contracts before the first candidate is submitted. Three habits prevent most of them.',
    ),
    h2('Know markup from margin'),
    p([
      'Markup is the difference between bill and pay, as a share of pay: (bill rate \u2212 pay rate) \u00f7 pay rate. Gross margin is what is left after burden, as a share of the bill rate: (bill rate \u2212 pay rate \u2212 burden) \u00f7 bill rate. In the chapter 1 example, a 50% markup is a 22% gross margin. Quote and negotiate in markup if clients expect it, but ',
      em('decide'),
      ' in gross margin.',
    ]),
    h2('Price from a floor'),
    p(
      'Work out the lowest bill rate you will accept for each role: (pay rate + burden) \u00f7 (1 \u2212 target gross margin). With a $30.00 pay rate, $5.00 of burden and a 25% target, the floor is $35.00 \u00f7 0.75 = $46.67 an hour. Add VMS fees and early-payment discounts to the burden, or the floor is fiction.',
    ),
    h2('Write protection into the contract'),
    checklist(
      'A rate-adjustment clause that passes through statutory cost increases (minimum wage, payroll taxes, mandated leave) automatically.',
      'An annual rate review, and a right to reprice when the client asks for a higher pay rate.',
      'Overtime and holiday billing multiples that match what you pay.',
      'Conversion fees for temp-to-perm hires, on a schedule that declines with hours worked, plus a non-solicitation clause.',
      'For permanent placements: the fee basis, a replacement guarantee rather than a refund, and conditions such as payment on time.',
      'Payment terms you can finance (aim for net 30), weekly invoicing and late-payment charges.',
      'For hard-to-fill search: exclusivity or an engagement fee that commits the client as much as you.',
    ),
    p(
      'Finally, sell outcomes rather than rates. A client who sees your time-to-submit, submit-to-interview and retention numbers is buying results; a client who only sees a markup is buying a commodity.',
    ),

    ...chapter('7. The metrics that matter'),
    p(
      'You cannot manage what you only sense. The metrics below fit on one dashboard. Review them weekly by recruiter, client and niche, and watch the trend over several weeks rather than any single week.',
    ),
    {
      kind: 'table',
      header: ['Metric', 'Formula', 'What it tells you'],
      widths: [2.4, 4.2, 3.6],
      rows: [
        [
          'Fill rate',
          'Orders filled \u00f7 orders received in the period \u00d7 100',
          'How much of the demand you win; low rates flag orders you should not take',
        ],
        [
          'Time-to-submit',
          'Time from order received to first qualified submittal (use the median)',
          'Speed where it counts most on contingent orders',
        ],
        [
          'Submit-to-interview ratio',
          'Submittals \u00f7 client interviews (3:1 means three submittals per interview)',
          'Shortlist quality; rising ratios mean clients are rejecting more of what you send',
        ],
        [
          'Interview-to-offer ratio',
          'Client interviews \u00f7 offers made',
          'Whether your shortlist matches the client\u2019s real bar',
        ],
        [
          'Offer acceptance rate',
          'Offers accepted \u00f7 offers made \u00d7 100',
          'Pay alignment and how well candidates are prepared and engaged',
        ],
        [
          'Gross margin per placement',
          'Contract: (bill rate \u2212 pay rate \u2212 burden) \u00d7 hours billed. Permanent: fee \u2212 direct costs',
          'What each placement actually earns',
        ],
        [
          'Gross margin %',
          'Gross margin \u00f7 revenue \u00d7 100',
          'Pricing discipline across clients and niches',
        ],
        [
          'Recruiter hours per placement',
          'Recruiter hours logged \u00f7 placements',
          'The cost side of productivity',
        ],
        [
          'Redeployment rate',
          'Contractors placed again within 30 days of an assignment ending \u00f7 assignments ended \u00d7 100',
          'How well you keep your supply working',
        ],
        [
          'Fall-off rate',
          'Placements that end in the first 30 days, or offers reneged \u00f7 placements \u00d7 100',
          'Candidate commitment and fit',
        ],
        [
          'Days sales outstanding (DSO)',
          'Accounts receivable \u00f7 revenue in the period \u00d7 days in the period',
          'How long you are financing your clients',
        ],
      ],
    },
    p(
      'Read the metrics in pairs so one cannot be improved at the expense of another: time-to-submit with submit-to-interview, fill rate with gross margin per placement, recruiter hours per placement with fall-off rate.',
    ),

    ...chapter('8. Your 90-day action plan'),
    p(
      'Work through one block a month. Tick items off as you go, and keep the first month\u2019s numbers as the baseline you measure everything else against.',
    ),
    h2('Days 1 to 30: measure'),
    checklist(
      'Pull 12 months of orders, submittals, client interviews, offers, placements and gross margin, by client and role family.',
      'Calculate a baseline for every metric in chapter 7.',
      'Rank clients by gross margin per placement after fees and discounts.',
      'Choose one or two niches where your fill rate and margin are already strongest.',
      'Write an intake checklist and use it on every new order.',
    ),
    h2('Days 31 to 60: rebuild the process'),
    checklist(
      'Set a time-to-submit target for niche orders and report it weekly.',
      'Pilot a skills assessment and a one-way video interview on one high-volume role family.',
      'Standardize the submittal package: fit against must-haves, pay, availability, assessment results, video.',
      'Track every assignment end date and start redeployment conversations four weeks out.',
      'Review your contract templates against the checklist in chapter 6.',
    ),
    h2('Days 61 to 90: scale what worked'),
    checklist(
      'Compare the pilot with the baseline: recruiter hours per placement, time-to-submit, submit-to-interview ratio and candidate completion rate.',
      'Extend what worked to the next role family.',
      'Reprice or renegotiate your lowest-margin accounts, or plan your exit from them.',
      'Publish something useful for your niche: a pay guide, a market update or interview advice.',
      'Set quarterly targets for each metric and review them monthly with your team.',
    ),
    h2(`How ${site.brand} can help`),
    p([
      `${site.products.sourcing} finds and engages candidates for your niche, ${site.products.assessment} ranks applicants with job simulations before a recruiter spends time on them, and ${site.products.interview} replaces first-round phone screens with one-way video interviews. Together they cover the steps in chapters 3 and 4. `,
      'Start a free trial or book a demo at the ',
      `${site.brand} website.`,
    ]),
  ],
});

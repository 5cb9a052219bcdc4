import { fill, strong, type Block } from '../../lib/downloads/document';
import { site } from '../site';
import { defineDocument } from './define';

const guidance = (text: Extract<Block, { kind: 'note' }>['text']): Block => ({
  kind: 'note',
  tone: 'guidance',
  text,
});

/** The job description template behind `/api/jd-template`: a posting skeleton with writing guidance. */
export const jdTemplate = defineDocument('content/downloads/jd-template.ts', {
  title: 'Job description template',
  subtitle: 'A fill-in template for clear, inclusive and compliant job postings',
  author: site.brand,
  description:
    'A job description template with guidance for every section: company, role summary, responsibilities, must-have and nice-to-have requirements, pay and benefits, hiring process and EEO statement.',
  keywords: ['job description template', 'job posting', 'pay transparency', 'hiring'],
  updated: '2026-11-22',
  blocks: [
    {
      kind: 'note',
      tone: 'tip',
      title: 'How to use this template',
      text: [
        'Replace every highlighted ',
        fill('placeholder'),
        ', including the brackets. The shaded guidance notes tell you what belongs in each section: delete them before you publish. Aim for 400 to 700 words in the finished posting, enough to answer a candidate\u2019s real questions and short enough to read on a phone.',
      ],
    },

    { kind: 'heading', level: 1, text: fill('Job title') },
    guidance(
      'Use the title candidates search for, not an internal level or code: \u201cSenior Accountant\u201d rather than \u201cFinance Associate II\u201d or \u201cNumbers Ninja\u201d. Add the seniority if it matters, and keep the title the same everywhere the job is posted.',
    ),
    {
      kind: 'fields',
      items: [
        {
          label: 'Location',
          value: [fill('City, State'), ' \u00b7 ', fill('On-site / Hybrid, X days in office / Remote (US)')],
        },
        { label: 'Employment type', value: fill('Full-time / Part-time / Contract, X months') },
        { label: 'Team', value: fill('Department or team') },
        { label: 'Reports to', value: fill('Manager\u2019s job title') },
        {
          label: 'Pay range',
          value: [fill('$minimum'), ' to ', fill('$maximum'), ' ', fill('per year / per hour')],
        },
        {
          label: 'Work authorization',
          value: fill('e.g., We can / cannot sponsor employment visas for this role'),
        },
      ],
    },

    { kind: 'heading', level: 2, text: ['About ', fill('Company name')] },
    guidance(
      'Two to four sentences: what the company does, for whom, and one concrete fact that makes it real (customers served, stage, a recent milestone). Skip phrases every company uses, such as \u201cfast-paced, dynamic environment\u201d: they tell a candidate nothing.',
    ),
    {
      kind: 'paragraph',
      text: [
        fill('Company name'),
        ' ',
        fill(
          'what you do, in one sentence: e.g., makes scheduling software for independent veterinary clinics',
        ),
        '. ',
        fill('One proof point: e.g., More than 1,200 clinics in 30 states run their day on our product.'),
        ' ',
        fill('What it is like to work here, in one sentence, ideally with a specific example.'),
      ],
    },

    { kind: 'heading', level: 2, text: 'The role' },
    guidance(
      'Say why the role exists and what success looks like after six to twelve months. Candidates decide whether to read on here, so lead with the impact of the work rather than a list of duties.',
    ),
    {
      kind: 'paragraph',
      text: [
        'As our ',
        fill('Job title'),
        ', you will ',
        fill('the core purpose of the role, in one sentence'),
        '. You\u2019ll join a team of ',
        fill('number'),
        ' ',
        fill('team name'),
        ' and work closely with ',
        fill('the people or teams this role works with most'),
        '. In your first year, success looks like ',
        fill('one or two measurable outcomes: e.g., cutting month-end close from ten days to six'),
        '.',
      ],
    },

    { kind: 'heading', level: 2, text: 'What you\u2019ll do' },
    guidance(
      'Five to eight bullets, most important first. Start each with a verb and describe an outcome, not just a task: \u201cOwn the quarterly forecast for the East region and present it to the leadership team\u201d says more than \u201cResponsible for forecasting\u201d.',
    ),
    {
      kind: 'list',
      style: 'bullet',
      items: [
        [fill('Verb + responsibility + outcome: the most important part of the job')],
        [fill('Verb + responsibility + outcome')],
        [fill('Verb + responsibility + outcome')],
        [fill('Verb + responsibility + outcome')],
        [fill('Verb + responsibility + outcome: the part of the job that is routine but matters')],
      ],
    },

    { kind: 'heading', level: 2, text: 'What you\u2019ll bring' },
    { kind: 'heading', level: 3, text: 'Must-have' },
    guidance(
      'Only what someone needs on day one, and only what you will actually assess in the hiring process; three to five items. Every must-have screens people out, so describe skills rather than proxies: \u201cbuilds a three-statement financial model from raw data\u201d instead of \u201c5+ years in finance\u201d. If a degree is not truly required, write \u201cor equivalent experience\u201d.',
    ),
    {
      kind: 'list',
      style: 'bullet',
      items: [
        [
          fill(
            'Skill or experience you will assess: e.g., Two or more years managing payroll for 100+ employees',
          ),
        ],
        [fill('Skill or experience you will assess')],
        [fill('Skill or experience you will assess')],
        [fill('Any license, certification or legal requirement, e.g., Valid CPA license')],
      ],
    },
    { kind: 'heading', level: 3, text: 'Nice-to-have' },
    guidance(
      'Two to four things that would help but that someone can learn on the job. Label them clearly as optional so they do not read as hidden requirements.',
    ),
    {
      kind: 'list',
      style: 'bullet',
      items: [
        [fill('Helpful skill or experience')],
        [fill('Helpful skill or experience')],
        [fill('Tool or domain knowledge')],
      ],
    },
    {
      kind: 'paragraph',
      text: 'You don\u2019t need to tick every box to apply. If the role excites you and you meet most of the must-haves, we\u2019d like to hear from you.',
    },

    { kind: 'heading', level: 2, text: 'Pay and benefits' },
    {
      kind: 'paragraph',
      text: [
        'The pay range for this role is ',
        fill('$minimum'),
        ' to ',
        fill('$maximum'),
        ' ',
        fill('per year / per hour'),
        ', plus ',
        fill('bonus, commission or equity, if any, and how it is earned'),
        '. Where an offer falls in the range depends on ',
        fill(
          'the factors you actually use: e.g., skills and experience shown during the hiring process, and work location',
        ),
        '.',
      ],
    },
    {
      kind: 'note',
      tone: 'important',
      title: 'Pay transparency laws',
      text: [
        'A growing number of US states and cities require a good-faith pay range in job postings. At the time of writing they include California, Colorado, Hawaii, Illinois, Maryland, Massachusetts, Minnesota, New Jersey, New York, Vermont, Washington and Washington, D.C., plus cities such as New York City and Jersey City. The rules differ on which employers are covered, whether remote roles that could be filled from that state count, and whether benefits must be described (Colorado and Washington, for example, require a general description of benefits). ',
        strong(
          'Check the current rules for every location where the role could be filled, with your legal counsel; this template is not legal advice.',
        ),
        ' Use the range you genuinely expect to pay, not the widest possible one.',
      ],
    },
    guidance(
      'Be specific about benefits. \u201c401(k) with a 4% match\u201d and \u201c20 days of paid time off plus 10 holidays\u201d are more persuasive than \u201ccompetitive benefits\u201d, and the specifics are what pay-transparency rules that cover benefits ask for.',
    ),
    {
      kind: 'list',
      style: 'bullet',
      items: [
        [
          'Health, dental and vision insurance: ',
          fill('what the company pays, e.g., 90% of employee premiums'),
        ],
        ['Retirement: ', fill('e.g., 401(k) with a 4% match, vesting immediately')],
        ['Paid time off: ', fill('X days per year, plus X holidays and sick leave')],
        ['Parental leave: ', fill('X weeks paid, for all parents')],
        ['Flexibility: ', fill('remote or hybrid policy, core hours, equipment or home-office stipend')],
        ['Growth: ', fill('learning budget, mentoring, internal mobility')],
      ],
    },

    { kind: 'heading', level: 2, text: 'Our hiring process' },
    guidance(
      'List every step and roughly how long it takes, so candidates can plan and nobody drops out wondering what happens next. Remove any step you do not use, and say how long the whole process usually takes.',
    ),
    {
      kind: 'list',
      style: 'numbered',
      items: [
        [
          strong('Apply'),
          ' (about ',
          fill('10'),
          ' minutes): ',
          fill('send your resume and answer three short questions'),
        ],
        [
          strong('Skills assessment'),
          ' (',
          fill('30'),
          ' minutes, online): ',
          fill('a short, job-related test of the must-have skills'),
        ],
        [
          strong('One-way video interview'),
          ' (',
          fill('15'),
          ' minutes): ',
          fill('record answers to four questions whenever suits you'),
        ],
        [
          strong('Interview with the hiring manager'),
          ' (',
          fill('45'),
          ' minutes, ',
          fill('video / on-site'),
          ')',
        ],
        [
          strong('Final interviews'),
          ' (',
          fill('2 hours'),
          '): ',
          fill('with the team, including a work-sample exercise'),
        ],
        [strong('Offer'), ': ', fill('we aim to decide within X business days of your final interview')],
      ],
    },
    {
      kind: 'paragraph',
      text: [
        'The process usually takes ',
        fill('X weeks'),
        ' from application to offer, and we reply to every applicant within ',
        fill('X business days'),
        '. To apply, ',
        fill('use the Apply button on this page / email your resume to address'),
        ' ',
        fill('by closing date, if any'),
        '. If you need an accommodation at any stage, email ',
        fill('contact email'),
        ' and we\u2019ll work with you.',
      ],
    },

    { kind: 'heading', level: 2, text: 'Equal employment opportunity' },
    guidance(
      'Use the wording your legal or HR team has approved. Federal contractors and employers in some states and cities have additional notice or wording requirements, including fair-chance rules on criminal-history questions in some jurisdictions. The statement below is a common starting point.',
    ),
    {
      kind: 'paragraph',
      text: [
        fill('Company name'),
        ' is an equal opportunity employer. We do not discriminate on the basis of race, color, religion, sex (including pregnancy), sexual orientation, gender identity, national origin, age, disability, genetic information, veteran status, or any other characteristic protected by law. We provide reasonable accommodations to qualified individuals with disabilities throughout the hiring process; to request one, contact ',
        fill('contact email'),
        '.',
      ],
    },

    { kind: 'pageBreak' },
    { kind: 'heading', level: 1, text: 'Before you publish' },
    {
      kind: 'list',
      style: 'checkbox',
      items: [
        'Every bracketed placeholder is replaced and every guidance note deleted.',
        'The title is one a candidate would type into a job board.',
        'The pay range is included, is the range you genuinely expect to pay, and meets the rules for every location where the role could be filled.',
        'Each must-have is something you will assess; anything else has moved to nice-to-have or been cut.',
        'Location, remote policy, schedule and travel are stated.',
        'The wording is inclusive: no age-coded phrases (\u201cdigital native\u201d, \u201crecent graduate\u201d for a non-entry role), no gendered terms, no unnecessary physical requirements.',
        'You have read it on a phone, and the hiring manager has approved it.',
      ],
    },
    {
      kind: 'paragraph',
      text: [
        'When applications arrive, screen them against the must-haves you wrote here. ',
        `${site.products.assessment} turns them into a short skills test and ${site.products.interview} adds a one-way video step, so every candidate is judged on the same job-related evidence.`,
      ],
    },
  ],
});

import type { LandingPageInput } from '../../schema/landing';

export const aiScreeningCriteriaBestPractices: LandingPageInput = {
  path: '/ai-screening-criteria-best-practices/',
  title: 'AI Screening Criteria: Best Practices for Fair, Accurate Hiring',
  description:
    'How to set AI screening criteria that are job-related, fair and defensible: remove proxies, calibrate against people, monitor adverse impact and tell candidates.',
  share: 'default',
  section: 'AI screening best practices',
  updated: '2026-11-22',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Best practices',
      title: 'AI screening criteria that are accurate, fair and defensible',
      lead: 'AI screening is only as good as the criteria you give it. This guide shows how to write criteria that measure the job, test them against human judgement, watch for adverse impact and explain them to candidates.',
      proof: 'Ten practices · rewritten criteria examples · a worked adverse-impact check',
      illustration: 'scorecard',
      secondary: { label: 'How Quotient uses AI', href: '/ai-recruitment-software/' },
    },
    {
      type: 'checklist',
      title: 'The short version',
      lead: 'If you read nothing else, check your screening against these ten points.',
      items: [
        'Every criterion comes from the job, not from the profile of past hires',
        'Knock-out criteria are separate from ranking criteria, and few',
        'Each criterion describes observable evidence',
        'No criterion is a proxy for age, sex, race, disability or other protected traits',
        'Weights and pass marks are set on purpose and written down',
        'Results were compared with human reviewers before going live',
        'Pass rates are monitored by group for adverse impact',
        'A person reviews every rejection the AI recommends, or a sample of them',
        'Candidates are told AI is used and can ask for a human review',
        'Criteria are versioned and reviewed at least every quarter',
      ],
    },
    {
      type: 'document',
      title: 'The ten practices in detail',
      lead: 'This guide explains good practice; it is not legal advice. Rules on automated hiring tools differ by country and city, so check with counsel where you hire.',
      contents: true,
      parts: [
        {
          heading: '1. Start from the job, not from past hires',
          blocks: [
            'Criteria learned from “people we hired before” copy whatever bias shaped those hires. A widely reported example is the experimental recruiting model a large retailer abandoned after it learned to downgrade resumes mentioning women’s organisations, because most past hires had been men.',
            'Derive criteria from a job analysis instead: the outcomes the role must deliver and the skills that produce them.',
          ],
        },
        {
          heading: '2. Separate knock-out criteria from ranking criteria',
          blocks: [
            'Knock-out criteria remove candidates outright, so keep them to genuine requirements: the legal right to work, a licence the job requires by law, availability for the shifts the job needs.',
            'Everything else should rank candidates rather than reject them. A candidate with four years of experience instead of five may be your best applicant.',
          ],
        },
        {
          heading: '3. Write criteria as observable evidence',
          blocks: [
            'An AI model, like a person, applies vague criteria inconsistently. “Strong communicator” means something different to everyone; “wrote a clear, accurate reply to the customer email in the work sample” does not.',
            {
              list: [
                'Name the evidence: a work-sample answer, a described result, a certification',
                'Describe what strong, acceptable and weak evidence looks like',
                'Avoid adjectives without a standard: “excellent”, “dynamic”, “rockstar”',
              ],
            },
          ],
        },
        {
          heading: '4. Remove proxies for protected characteristics',
          blocks: [
            'Some criteria look neutral but track protected characteristics closely. Remove them from screening or review them carefully:',
            {
              list: [
                'Names, photos and pronouns',
                'Graduation years and total years of experience caps (age)',
                'Home address or postcode (race and income)',
                'Gaps in employment (caregiving, disability, health)',
                'School prestige (family income)',
                '“Native speaker” instead of the language level the job needs',
                '“Culture fit” without defined values',
              ],
            },
          ],
        },
        {
          heading: '5. Set weights and thresholds on purpose',
          blocks: [
            'Decide how much each criterion counts before you see results, and write down why. A pass mark chosen after seeing who passes is a pass mark chosen to produce a result.',
            'Prefer ranking with a human review of the borderline band over a hard cut-off at one score.',
          ],
        },
        {
          heading: '6. Calibrate against human judgement',
          blocks: [
            'Before going live, have two experienced reviewers score a sample of around 50 candidates independently, using the same criteria, and compare them with the AI.',
            {
              list: [
                'Where the two reviewers disagree with each other, the criterion is unclear: rewrite it',
                'Where the reviewers agree but the AI differs, look at why before trusting either',
                'Repeat after any change to the role or the criteria',
              ],
            },
          ],
        },
        {
          heading: '7. Monitor adverse impact',
          blocks: [
            'Track pass rates at each screening stage by group, where candidates have voluntarily provided the data. In the United States, a common rule of thumb from the federal Uniform Guidelines is the four-fifths rule: if one group’s selection rate is below 80% of the rate of the group with the highest rate, that is generally treated as evidence of adverse impact worth investigating.',
            'A low ratio is a signal to look closer, not proof of discrimination, and a ratio above 0.8 is not proof that all is well, especially with small numbers. See the worked example below.',
          ],
        },
        {
          heading: '8. Keep a person in the loop',
          blocks: [
            'Let the AI sort and recommend; let people decide. Either review every recommended rejection or, at high volume, a meaningful random sample each week. In the EU, the GDPR gives people rights around decisions based solely on automated processing that significantly affect them, which hiring decisions do.',
          ],
        },
        {
          heading: '9. Tell candidates',
          blocks: [
            'Say in the job ad or the invitation that an automated tool helps assess applications, what it assesses and how to ask for a human review or an accommodation.',
            'Some places require this. New York City’s law on automated employment decision tools requires a bias audit within the year before use and advance notice to candidates. The EU AI Act classes AI used to screen and evaluate job candidates as high-risk, with duties on transparency, human oversight and record-keeping.',
          ],
        },
        {
          heading: '10. Document and review',
          blocks: [
            'Keep a record of each version of your criteria: what changed, who approved it and why. Review quarterly, and whenever pass rates, hiring manager feedback or the role itself change.',
          ],
        },
      ],
    },
    {
      type: 'table',
      eyebrow: 'Examples',
      title: 'Rewriting weak screening criteria',
      caption: 'Common weak criteria, the problem with each and a job-related alternative.',
      columns: ['Weak criterion', 'Problem', 'Better criterion'],
      rows: [
        [
          '5+ years of experience',
          'Excludes fast learners; weak predictor',
          'Has independently managed a book of 30+ accounts',
        ],
        [
          'Degree from a top university',
          'Proxy for family income',
          'Scores 3 or more on the analysis work sample',
        ],
        [
          'Excellent communication skills',
          'No standard; applied inconsistently',
          'Written reply to the sample complaint is accurate, clear and polite',
        ],
        ['No gaps in employment', 'Penalises caregivers and illness', 'Remove: not job-related'],
        [
          'Native English speaker',
          'Proxy for national origin',
          'Professional working proficiency in English',
        ],
      ],
    },
    {
      type: 'table',
      eyebrow: 'Worked example',
      title: 'Checking a screening stage with the four-fifths rule',
      lead: 'Divide each group’s selection rate by the highest group’s rate. A ratio under 0.8 means look closer.',
      caption: 'Illustrative numbers for one screening stage; not customer data.',
      columns: ['Group', 'Applicants', 'Passed screening', 'Selection rate', 'Ratio to highest'],
      rows: [
        ['Group A', '200', '80', '40%', '1.00'],
        ['Group B', '150', '45', '30%', '0.75: investigate'],
        ['Group C', '90', '34', '38%', '0.94'],
      ],
      tone: 'muted',
    },
    {
      type: 'prompts',
      title: 'Prompts to draft and audit your criteria',
      lead: 'Paste into the AI assistant your company has approved. Replace the text in square brackets, and never include candidates’ personal data.',
      items: [
        {
          title: 'Turn a job description into screening criteria',
          useFor: 'Drafting criteria from a job analysis',
          prompt:
            'You are an industrial-organisational psychologist. From the job description below, list:\n1. At most three knock-out criteria that are genuine legal or practical requirements.\n2. Five ranking criteria, each written as observable evidence, with what strong, acceptable and weak evidence looks like.\nDo not use years of experience, education level, school names or employment gaps as criteria.\n\nJob description:\n[PASTE JOB DESCRIPTION]',
        },
        {
          title: 'Audit criteria for proxies',
          useFor: 'Reviewing criteria before launch',
          prompt:
            'Review these screening criteria for a [ROLE] role. For each one, say whether it could act as a proxy for age, sex, race, national origin, disability or family status, explain why in one sentence, and suggest a job-related alternative. Answer as a table.\n\nCriteria:\n[PASTE CRITERIA]',
        },
        {
          title: 'Write rubric anchors',
          useFor: 'Making a criterion score consistently',
          prompt:
            'For the criterion "[CRITERION]" in a [ROLE] role, write a 1–4 rating scale. For each level give a one-sentence description and a short example of a candidate answer at that level. Keep the examples realistic and free of names or demographic details.',
        },
      ],
    },
    {
      type: 'faq',
      title: 'AI screening FAQ',
      items: [
        {
          question: 'Is it legal to use AI to screen candidates?',
          answer:
            'Generally yes, but it is increasingly regulated. Anti-discrimination law applies to automated tools as it does to people, and some places add specific duties, such as bias audits and notices in New York City and high-risk obligations under the EU AI Act. Take advice for the places you hire.',
        },
        {
          question: 'How often should we check for adverse impact?',
          answer:
            'Monthly for high-volume roles, quarterly otherwise, and after any change to the criteria. With small numbers, look at trends over several months rather than one period.',
        },
        {
          question: 'Should AI screen resumes or work samples?',
          answer:
            'Work samples where you can. They measure the skill directly, are harder to game with AI-written resumes and carry fewer proxies for background than resume data.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Related reading',
      items: [
        {
          title: 'AI recruitment software',
          text: 'How Quotient applies these practices in the product.',
          href: '/ai-recruitment-software/',
        },
        {
          title: 'DEI solutions',
          text: 'Widen the pool and measure fairness stage by stage.',
          href: '/dei-solutions/',
        },
        {
          title: 'AI prompt cheat sheet',
          text: 'More prompts for every stage of recruiting.',
          href: '/ai-prompt-cheat-sheet/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Screen on skills, with the evidence to show it',
      text: 'Quotient scores job simulations against your rubric and reports pass rates by stage. Start free or book a demo.',
    },
  ],
};

import type { LandingPageInput } from '../../schema/landing';

export const consultantHiring: LandingPageInput = {
  path: '/solutions/consultant-hiring/',
  title: 'Consultant Hiring: Case Simulations for Analysts and Laterals',
  description:
    'Replace partner-run first-round case interviews with auto-graded case simulations that predict client work, for analyst, associate and lateral hires.',
  share: 'default',
  section: 'Solutions',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Consultant hiring',
      title: 'Find the consultants who can do the casework, not just talk it',
      lead: 'Polished resumes and rehearsed case answers look the same on paper. Quotient gives analyst, associate and lateral candidates the work a consultant really does (a client brief, a messy dataset, a storyline) and grades it consistently, so partners only interview the best.',
      proof: '90%+ prediction accuracy · Consultants hired in 48 hours',
      illustration: 'scorecard',
    },
    {
      type: 'problems',
      title: 'Why consultant hiring eats partner time',
      items: [
        {
          title: 'Rehearsed case interviews',
          text: 'Candidates practise the same market-sizing cases for months. You learn who prepared, not who thinks clearly on a new problem.',
        },
        {
          title: 'Partner hours on first rounds',
          text: 'Each first-round case is an hour of a partner’s time, repeated across hundreds of applicants every cycle.',
        },
        {
          title: 'Scores nobody can compare',
          text: 'Two interviewers grade the same case differently, and the write-ups are too thin to compare candidates fairly.',
        },
        {
          title: 'Laterals who falter with clients',
          text: 'Experienced hires bring strong resumes but sometimes can’t structure a client email or defend a recommendation.',
        },
      ],
    },
    {
      type: 'beforeAfter',
      eyebrow: 'The first round',
      title: 'The first round, with and without case simulations',
      beforeLabel: 'Partner-led case interview',
      afterLabel: 'Quotient case simulation',
      tone: 'muted',
      rows: [
        {
          label: 'Who runs it',
          before: 'A partner or manager, for an hour, for every candidate.',
          after: 'Nobody: candidates complete it online and it is graded automatically.',
        },
        {
          label: 'What it tests',
          before: 'A well-known case the candidate has probably rehearsed.',
          after:
            'A fresh client brief with data to analyse, a recommendation to write and a storyline to build.',
        },
        {
          label: 'How it is scored',
          before: 'Notes and instinct, different for each interviewer.',
          after: 'One rubric for structure, analysis, judgement and communication.',
        },
        {
          label: 'What the next round gets',
          before: 'A thumbs-up and a few lines of notes.',
          after: 'A skills report with gaps to probe and suggested questions.',
        },
      ],
    },
    {
      type: 'features',
      title: 'What a consultant simulation includes',
      items: [
        {
          title: 'Client brief analysis',
          text: 'Candidates read a realistic brief and dataset and pick out what matters, just as in the first week of a project.',
        },
        {
          title: 'Quantitative reasoning',
          text: 'Market sizing, unit economics and spreadsheet tasks, graded on method as well as on the answer.',
        },
        {
          title: 'Written recommendation',
          text: 'A short client email or executive summary, scored for structure and clarity.',
        },
        {
          title: 'Video defence',
          text: 'A one-way video in which the candidate defends the recommendation, as they would to a client.',
        },
      ],
    },
    {
      type: 'testimonial',
      quote:
        'Lateral hiring used to drag on for months because every candidate needed three partner interviews. Now partners meet people who have already shown us how they work, and we make offers in weeks, not months.',
      name: 'Sofia Marchetti',
      role: 'Head of Recruiting',
      company: 'Fairhaven Consulting',
      result: 'Partners interview only proven candidates',
    },
    {
      type: 'audiences',
      title: 'One method for every level you hire',
      items: [
        {
          role: 'Campus analysts',
          quote: 'We get two thousand applications for forty analyst seats.',
          need: 'An online case that screens everyone the same way, so you interview the top scorers, not the top schools.',
        },
        {
          role: 'Experienced associates',
          quote: 'Every MBA resume looks the same to me.',
          need: 'A simulation pitched at associate level that shows who can own a workstream.',
        },
        {
          role: 'Lateral managers and experts',
          quote: 'I can’t tell whether their expertise will transfer to our clients.',
          need: 'A domain case built around your practice, reviewed alongside a video defence.',
        },
      ],
    },
    {
      type: 'faq',
      title: 'Questions recruiting teams at consulting firms ask',
      items: [
        {
          question: 'Does this replace case interviews entirely?',
          answer:
            'No, it replaces the first round. Final-round cases with partners stay, and they go better because the partner has a skills report to probe.',
        },
        {
          question: 'How well does a simulation predict performance?',
          answer:
            'Our job simulations predict on-the-job performance with 90%+ accuracy, because candidates do the tasks of the job rather than answer questions about them.',
        },
        {
          question: 'Can candidates prepare for it?',
          answer:
            'They can practise the skills but not the answer: each cycle can use a fresh brief and dataset, and the rubric rewards reasoning over memorised frameworks.',
        },
        {
          question: 'Can we build a case around our own practice area?',
          answer:
            'Yes. Start from a library simulation and change the industry, data and deliverable, or have us build one with your partners.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Related solutions',
      items: [
        {
          title: 'Consulting staffing',
          text: 'Consultants hired within 48 hours of a signed engagement.',
          href: '/solutions/consulting/',
        },
        {
          title: 'University recruitment',
          text: 'Campus hiring at volume, decided on potential rather than pedigree.',
          href: '/solutions/university-recruitment/',
        },
        {
          title: 'Talent acquisition',
          text: 'One standard and one scorecard across every team that hires.',
          href: '/solutions/talent-acquisition/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Give your partners their evenings back',
      text: 'Start a free trial and send your first case simulation, or book a demo to walk through a sample skills report.',
    },
  ],
};

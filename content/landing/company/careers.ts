import type { LandingPageInput } from '../../schema/landing';

export const careers: LandingPageInput = {
  path: '/company/careers/',
  title: 'Careers at Quotient: Open Roles, Benefits and How We Work',
  description:
    'Work at Quotient on AI hiring that judges skills, not pedigree: our mission, how we work, benefits, our hiring process and open roles with pay ranges.',
  share: 'default',
  section: 'Careers',
  updated: '2026-11-22',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Careers',
      title: 'Help every hiring team judge people on what they can do',
      lead: 'Quotient builds AI sourcing, job-simulation assessments and one-way video interviews for teams that want to hire fairly and fast. We hire the same way: on skills, with a rubric you can see and an answer at every stage.',
      proof: 'Remote across the US or hybrid in New York · a pay range on every role',
      illustration: 'team',
      primary: { label: 'See open roles', href: '#open-roles' },
      secondary: { label: 'How we hire', href: '/company/hiring/' },
    },
    {
      type: 'text',
      eyebrow: 'Our mission',
      title: 'Why Quotient exists',
      paragraphs: [
        'Most hiring still rests on resumes and unstructured interviews, which say more about where someone studied and how they talk about themselves than about whether they can do the work. Good candidates are filtered out for the wrong reasons, and teams hire people who interview well.',
        'Our mission is to make the evidence of skill the first thing every hiring team sees. Job simulations show what a candidate can do; structured video interviews let every candidate answer the same questions; AI sourcing widens the pool beyond the usual profiles. People make the decisions, with better evidence in front of them.',
      ],
    },
    {
      type: 'features',
      eyebrow: 'Culture',
      title: 'How we work',
      lead: 'Small teams, written decisions and customers in the room.',
      tone: 'muted',
      items: [
        {
          title: 'Write it down',
          text: 'Proposals, decisions and their reasons live in short written documents, so people in any time zone can take part without another meeting.',
        },
        {
          title: 'Remote first, together on purpose',
          text: 'Most of us work remotely across US time zones. Teams meet in person twice a year, and our New York office is open to anyone nearby.',
        },
        {
          title: 'Science before features',
          text: 'A new assessment or scoring change ships only after our assessment scientists have checked that it measures the skill it claims to and treats groups of candidates fairly.',
        },
        {
          title: 'Talk to customers every week',
          text: 'Engineers, designers and scientists join customer calls and watch candidates use the product, not only the people in sales and success.',
        },
        {
          title: 'Small, owned releases',
          text: 'Teams own a module end to end and ship small changes often, behind flags, with the person who built a change watching it go out.',
        },
        {
          title: 'Protected focus time',
          text: 'No internal meetings on Wednesdays, and core collaboration hours from 11:00 to 15:00 Eastern; the rest of the day is yours to arrange.',
        },
      ],
    },
    {
      type: 'checklist',
      title: 'Benefits',
      lead: 'The same benefits for every full-time employee in the US, from the first day.',
      items: [
        'Medical, dental and vision insurance: we pay 100% of premiums for you and 80% for your dependents',
        'Equity in Quotient for every full-time role',
        '401(k) with a 4% company match',
        '16 weeks of fully paid parental leave for every parent, however your family grows',
        'At least 20 days of paid time off a year, plus US public holidays and a company-wide week off at the end of December',
        '$1,500 a year for learning: courses, books, conferences and certifications',
        '$1,000 to set up your home office, and the laptop and equipment you choose',
        'A monthly stipend for internet and phone, and a coworking membership if you prefer not to work from home',
      ],
    },
    {
      type: 'steps',
      title: 'How we hire, using our own product',
      lead: 'We hire with Quotient Assess and Quotient Interview, so every candidate gets the experience we promise our customers: a job simulation instead of a resume screen, the same questions for everyone and an answer within two working days of each interview.',
      items: [
        {
          title: 'Apply',
          text: 'A short form with your resume or LinkedIn profile. A person reads every application.',
        },
        {
          title: 'Skills test',
          text: 'A job simulation in Quotient Assess, 45 to 60 minutes, taken when it suits you within five days.',
        },
        {
          title: 'Interviews',
          text: 'A one-way video interview in Quotient Interview, then a conversation with the team about your work.',
        },
        {
          title: 'Decision',
          text: 'Final conversations, references and an offer, usually three to four weeks after you apply.',
        },
      ],
    },
    {
      type: 'roles',
      anchor: 'open-roles',
      eyebrow: 'Join us',
      title: 'Open roles',
      lead: 'Apply by email: the link opens a message with the role in the subject line. Don’t see your role? Write to careers@quotient.example and tell us what you would work on.',
    },
    {
      type: 'faq',
      title: 'Questions about working at Quotient',
      items: [
        {
          question: 'Where can I work from?',
          answer:
            'Remote roles are open to people living and allowed to work in the United States. Hybrid roles are based in our New York office two days a week. Each role lists where it can be done.',
        },
        {
          question: 'Do you sponsor work visas?',
          answer:
            'We can transfer existing H-1B visas and support TN and E-3 applications for most roles. We cannot currently sponsor new H-1B petitions; if a role is an exception, its listing says so.',
        },
        {
          question: 'Why do you list pay ranges?',
          answer:
            'Because candidates should not have to ask, and because several US states require it. The range is what we expect to pay for the role across the US; where you sit in it depends on what the hiring process shows about your skills, not on your previous salary, which we never ask for.',
        },
        {
          question: 'Can I apply for more than one role?',
          answer:
            'Yes, but pick the one that fits you best and tell us about the others in your application. You take one skills test, and we consider you for every role it is relevant to.',
        },
        {
          question: 'Do I need a degree?',
          answer:
            'No role at Quotient requires a degree. We assess the skills the job needs; how you learned them is up to you.',
        },
      ],
    },
    {
      type: 'action',
      title: 'Want to build fairer hiring with us?',
      text: 'Read how our process works before you apply, or write to the recruiting team with any question about a role, the skills test or adjustments you need.',
      primary: { label: 'How we hire', href: '/company/hiring/' },
      secondary: { label: 'Email the recruiting team', href: 'mailto:careers@quotient.example' },
    },
  ],
};

import type { LandingPageInput } from '../../schema/landing';

export const saas: LandingPageInput = {
  path: '/solutions/saas/',
  title: 'Hiring for SaaS: Scale Engineering and Go-To-Market Teams Fast',
  description:
    'Funded and doubling headcount? Test engineers, AEs and CSMs on real work, keep your engineers building and make offers in under 14 days.',
  share: 'default',
  section: 'Solutions',
  sections: [
    {
      type: 'hero',
      eyebrow: 'For SaaS companies',
      title: 'Double the team without lowering the bar',
      lead: 'A new round or a strong quarter turns into a headcount plan overnight: engineers, account executives and customer success, all at once. Quotient tests every candidate on the work of the role, so you scale fast and still hire people who can ship, sell and retain.',
      proof: 'Hires in under 14 days · Hiring cycle cut by 50%',
      illustration: 'dashboard',
    },
    {
      type: 'audiences',
      eyebrow: 'Who feels it',
      title: 'Three leaders, one headcount plan',
      items: [
        {
          role: 'VP Engineering',
          quote: 'My senior engineers spend more time in interview loops than on the roadmap.',
          need: 'A realistic coding simulation graded automatically, so engineers only meet candidates who already passed it.',
        },
        {
          role: 'Head of Sales',
          quote: 'Every AE interviews well. Half of them can’t run a discovery call.',
          need: 'A recorded discovery-call role play and a written follow-up, scored against your sales process.',
        },
        {
          role: 'Talent lead',
          quote: 'I have thirty open roles, two recruiters and a board asking for start dates.',
          need: 'One pipeline from sourcing to scheduling, with reports that show where each role is stuck.',
        },
      ],
    },
    {
      type: 'problems',
      title: 'Why SaaS hiring breaks at scale',
      tone: 'muted',
      items: [
        {
          title: 'Interview loops tax the builders',
          text: 'Five-round loops pull senior engineers off the product exactly when the product matters most.',
        },
        {
          title: 'Go-to-market hires judged on charisma',
          text: 'Sales and success candidates are hired on how they interview, not on how they sell, demo or save a renewal.',
        },
        {
          title: 'Offers lost to faster companies',
          text: 'Strong engineers have three processes running. A three-week loop means they sign somewhere else.',
        },
        {
          title: 'Mis-hires are slow to unwind',
          text: 'A mis-hired AE costs a territory for two quarters; a mis-hired engineer costs the team that reviews their code.',
        },
      ],
    },
    {
      type: 'features',
      eyebrow: 'What you use',
      title: 'Role-specific simulations for every team on the plan',
      items: [
        {
          title: 'Engineering simulations',
          text: 'Debug a failing service, extend an API or review a pull request in a realistic codebase, graded against a rubric.',
        },
        {
          title: 'Sales and success role plays',
          text: 'One-way video prompts for discovery, demo and renewal conversations, plus a written follow-up email.',
        },
        {
          title: 'Auto-grading and skills reports',
          text: 'Every answer scored the same way, with strengths, gaps and suggested questions for the final round.',
        },
        {
          title: 'Automated scheduling',
          text: 'Final rounds booked from interviewers’ calendars, so a strong candidate never waits a week for a slot.',
        },
      ],
    },
    {
      type: 'timeline',
      tone: 'muted',
      eyebrow: 'One role, start to finish',
      title: 'From opened role to signed offer in under 14 days',
      items: [
        {
          when: 'Day 1',
          title: 'Role goes live',
          text: 'Pick a simulation from the library, adjust skills and difficulty, and share one link in your job posts.',
        },
        {
          when: 'Days 2–5',
          title: 'Candidates take the test',
          text: 'Applicants complete the simulation in the browser; scores and reports arrive as they finish.',
        },
        {
          when: 'Days 6–8',
          title: 'Shortlist meets the team',
          text: 'Only top scorers reach interviews, booked automatically around the panel’s calendars.',
        },
        {
          when: 'Days 9–13',
          title: 'Decision and offer',
          text: 'The panel decides with skills reports in hand, and the offer goes out before competitors finish round two.',
        },
      ],
    },
    {
      type: 'testimonial',
      quote:
        'After our Series B we had to hire across engineering and sales at the same time. Quotient took first rounds off our engineers’ plates, and we were signing offers while competitors were still booking second rounds.',
      name: 'Anika Shah',
      role: 'Head of Talent',
      company: 'Kestrel Analytics',
      result: 'First rounds off engineers’ calendars',
    },
    {
      type: 'faq',
      title: 'Questions SaaS hiring teams ask',
      items: [
        {
          question: 'Will senior engineers agree to a test?',
          answer:
            'They will take one that respects their time: simulations are short, realistic and done when the candidate chooses. For senior hires many teams send the simulation after a first call, so it feels like part of the conversation rather than a gate.',
        },
        {
          question: 'Can we test on our own stack?',
          answer:
            'Yes. Start from the role library and adjust languages, frameworks, skills and difficulty, or ask us to build a custom simulation around your product.',
        },
        {
          question: 'Can one account cover engineering and go-to-market hiring?',
          answer:
            'Yes. Each team has its own roles, simulations and reviewers in the same workspace, and talent leads see the whole pipeline in one report.',
        },
        {
          question: 'What does it cost while we scale?',
          answer:
            'Candidate-test packs start at $200 for 10 candidates, and video-assessment plans start at $20. Growing teams often move to the Power plan at $99 a month for 50 job roles at a time.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Keep exploring',
      items: [
        {
          title: 'Candidate screening',
          text: 'Replace resume triage with a short, auto-graded job simulation.',
          href: '/solutions/candidate-screening/',
        },
        {
          title: 'One-way video interviews',
          text: 'First rounds without a single calendar invite.',
          href: '/solutions/video-interview/',
        },
        {
          title: 'Martech recruitment',
          text: 'Simulations for growth, marketing ops and revenue roles.',
          href: '/industry/martech-recruitment/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Hire your next ten people on evidence',
      text: 'Start a free trial and send your first simulation today, or book a demo to map your headcount plan with us.',
    },
  ],
};

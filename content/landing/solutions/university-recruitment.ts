import type { LandingPageInput } from '../../schema/landing';

export const universityRecruitment: LandingPageInput = {
  path: '/solutions/university-recruitment/',
  title: 'University Recruitment Software for Campus and Graduate Hiring',
  description:
    'Thousands of applicants with no work history? Assess graduates on potential with short simulations and one-way video, and keep drop-off under 10%.',
  share: 'default',
  section: 'Solutions',
  sections: [
    {
      type: 'hero',
      eyebrow: 'University recruitment',
      title: 'Thousands of graduates, no work history, one hiring season',
      lead: 'Every graduate resume lists a degree, a grade and a society or two. Quotient shows you how students think, write and solve problems through short job simulations and one-way video, so campus hiring is decided on potential, not on which university printed the degree.',
      proof: 'Candidate drop-off under 10% · Students rate the experience 4.7/5',
      illustration: 'video',
    },
    {
      type: 'problems',
      title: 'Why campus hiring is hard to get right',
      items: [
        {
          title: 'Volume with no signal',
          text: 'Thousands of applications arrive in a few weeks, and resumes without work history barely differ.',
        },
        {
          title: 'Pedigree bias',
          text: 'When everything else looks the same, screeners fall back on university names and grades.',
        },
        {
          title: 'A compressed season',
          text: 'Career fairs, first rounds and offers land in the same months, against every other graduate employer.',
        },
        {
          title: 'Students who vanish',
          text: 'Long application forms and weeks of silence lose students to the employer that replied first.',
        },
      ],
    },
    {
      type: 'timeline',
      eyebrow: 'A campus season on Quotient',
      title: 'From career fair to accepted offers',
      tone: 'muted',
      items: [
        {
          when: 'Career fair week',
          title: 'One link for every student',
          text: 'A short link at your stand and in job posts opens a simulation students can take on a phone.',
        },
        {
          when: 'Weeks 1–3',
          title: 'Applicants take the simulation',
          text: 'Tasks test reasoning, writing and problem solving, auto-graded as students submit.',
        },
        {
          when: 'Weeks 3–5',
          title: 'One-way video round',
          text: 'Top scorers record answers on their own time, between lectures and exams.',
        },
        {
          when: 'Weeks 5–7',
          title: 'Assessment day and offers',
          text: 'Final interviews book themselves, and offers go out while other employers are still screening.',
        },
      ],
    },
    {
      type: 'features',
      title: 'Designed for graduates and interns',
      items: [
        {
          title: 'Potential-based simulations',
          text: 'Tasks that test reasoning, communication and learning speed, with no experience required.',
        },
        {
          title: 'Phone-friendly one-way video',
          text: 'Students record answers from a phone, on their own schedule, after a practice question.',
        },
        {
          title: 'Auto-grading at volume',
          text: 'Thousands of submissions scored on one rubric and ranked the moment they arrive.',
        },
        {
          title: 'Feedback for every student',
          text: 'Custom feedback after each stage keeps your name strong on campus, even with the students you don’t hire.',
        },
      ],
    },
    {
      type: 'testimonial',
      quote:
        'We used to shortlist graduates by university. Now we shortlist by how they did on the simulation, and our intern class is the most varied we have ever hired.',
      name: 'Amara Osei',
      role: 'Early Careers Lead',
      company: 'Halden Group',
    },
    {
      type: 'stats',
      eyebrow: 'Candidate experience',
      title: 'A process students actually finish',
      items: [
        { value: '<10%', label: 'candidate drop-off, against 40%+ on other tools' },
        { value: '4.7/5', label: 'average candidate rating of the experience' },
      ],
    },
    {
      type: 'faq',
      title: 'Questions from early-careers teams',
      items: [
        {
          question: 'How can we assess students with no work experience?',
          answer:
            'By testing how they think and how quickly they learn: simulations built around reasoning, written communication and problem solving, pitched at graduate level.',
        },
        {
          question: 'Can students complete everything on a phone?',
          answer:
            'Yes. Simulations and one-way video interviews run in a mobile browser, without an app or an account.',
        },
        {
          question: 'How do we handle thousands of applicants?',
          answer:
            'Auto-grading scores every submission the same way as it arrives, so volume costs you no extra reviewer time.',
        },
        {
          question: 'Does this work for internships too?',
          answer:
            'Yes. Many teams run one simulation for interns and graduates and set a different pass mark for each.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Related solutions',
      items: [
        {
          title: 'Diversity hiring',
          text: 'Skills-first screening that opens doors beyond the usual schools.',
          href: '/solutions/diversity-hiring/',
        },
        {
          title: 'One-way video interviews',
          text: 'Interviews students record between lectures, reviewed side by side.',
          href: '/solutions/video-interview/',
        },
        {
          title: 'Consultant hiring',
          text: 'Case simulations for analyst intakes at consulting firms.',
          href: '/solutions/consultant-hiring/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Make this your best campus season yet',
      text: 'Start a free trial and build your graduate simulation, or book a demo before your next career fair.',
    },
  ],
};

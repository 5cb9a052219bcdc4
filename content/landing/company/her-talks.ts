import type { LandingPageInput } from '../../schema/landing';

export const herTalks: LandingPageInput = {
  path: '/her-talks/',
  title: 'HerTalks: Women Leaders in HR and Talent Acquisition',
  description:
    'HerTalks is a free monthly series of live talks with women who lead HR and talent acquisition: upcoming and past sessions, speakers, topics and how to take part.',
  share: 'default',
  section: 'HerTalks',
  updated: '2026-11-22',
  sections: [
    {
      type: 'hero',
      eyebrow: 'HerTalks · free live sessions',
      title: 'HerTalks: women who lead hiring, on what actually works',
      lead: 'A monthly series of live conversations with women leading HR and talent acquisition teams: how they built fair hiring processes, grew their teams and their careers, and what they would do differently.',
      proof: 'Live online · 45 to 60 minutes · free · live captions in every session',
      illustration: 'video',
      primary: { label: 'Register for a session', href: '#contactUs' },
      secondary: { label: 'See the sessions', href: '#sessions' },
    },
    {
      type: 'text',
      eyebrow: 'About HerTalks',
      title: 'What HerTalks is',
      paragraphs: [
        'HerTalks gives the stage to women who lead talent acquisition, people operations and HR, so others can learn from their practice and their careers.',
        'Each session is a live conversation with one or more speakers and a host, followed by questions from the audience. Speakers talk about their own work, not about vendors: HerTalks is hosted by Quotient, but sessions are not product demos, and speakers do not need to be Quotient customers.',
        'Anyone can attend. Sessions run at 12:00 Eastern on a Thursday each month, with live captions, and everyone who registers receives a written summary afterwards.',
      ],
    },
    {
      type: 'episodes',
      anchor: 'sessions',
      eyebrow: 'Sessions',
      title: 'Sessions and speakers',
      lead: 'Newest first. To join a session, register with the contact form and name the session in your message.',
      items: [
        {
          date: '2027-01-21',
          title: 'Planning a hiring year when the budget is not set',
          format: 'Live conversation · 45 min',
          summary:
            'How to build a hiring plan that survives a mid-year freeze or a sudden growth target: scenario plans, a bench of silver medalists and agreeing priorities with finance early.',
          topics: ['Workforce planning', 'Budgets', 'Talent pipeline'],
          speakers: [
            { name: 'Olivia Grant', role: 'VP Talent Acquisition, Alderbrook Health' },
            { name: 'Beatrice Owusu', role: 'Head of People, Quotient (host)' },
          ],
        },
        {
          date: '2026-12-10',
          title: 'Structured interviews that hiring managers actually use',
          format: 'Workshop · 60 min',
          summary:
            'A practical workshop on scorecards, question banks and calibration sessions, and on winning over the managers who prefer to “just have a chat”.',
          topics: ['Structured interviews', 'Hiring managers', 'Scorecards'],
          speakers: [
            { name: 'Nasrin Haidari', role: 'Director of Talent, Coastline Logistics' },
            { name: 'Renata Kovač', role: 'Head of Recruiting Operations, Tessellate Software' },
          ],
        },
        {
          date: '2026-11-12',
          title: 'From recruiter to chief people officer',
          format: 'Live conversation · 45 min',
          summary:
            'A career conversation on moving from running requisitions to running the people function: the skills that got harder, the ones that mattered less, and the sponsors who made the difference.',
          topics: ['Careers', 'Leadership'],
          speakers: [
            { name: 'Danielle Ashford', role: 'Chief People Officer, Brookvale Foods' },
            { name: 'Helena Brooks', role: 'Co-founder and CEO, Quotient (host)' },
          ],
        },
        {
          date: '2026-10-15',
          title: 'Auditing AI in hiring before the regulators do',
          format: 'Panel · 60 min',
          summary:
            'What a bias audit of an AI hiring tool involves, what to ask vendors for, and how to run the four-fifths check on your own funnel data every quarter.',
          topics: ['AI in hiring', 'Bias audits', 'Compliance'],
          speakers: [
            { name: 'Joanna Whitlock', role: 'Employment counsel, Harlow & Pine LLP' },
            { name: 'Mei Tanabe', role: 'Head of People Analytics, Northgate Insurance' },
            { name: 'Adaeze Nwosu', role: 'VP of Assessment Science, Quotient' },
          ],
        },
        {
          date: '2026-09-17',
          title: 'Hiring 400 seasonal staff without losing the candidate experience',
          format: 'Live conversation · 45 min',
          summary:
            'How one retail talent team screened thousands of applicants in six weeks with short skills tests and text updates, and kept drop-off low.',
          topics: ['High-volume hiring', 'Candidate experience', 'Retail'],
          speakers: [{ name: 'Lorena Castillo', role: 'Talent Acquisition Manager, Ridgeline Outfitters' }],
        },
        {
          date: '2026-06-18',
          title: 'Returnships: bringing experienced people back to work',
          format: 'Panel · 60 min',
          summary:
            'Designing a paid returnship for people who stepped away to care for family: who to hire, how to assess skills that are rusty rather than missing, and how to convert returners to permanent roles.',
          topics: ['Returnships', 'Diversity hiring', 'Assessment'],
          speakers: [
            { name: 'Sunita Rao', role: 'Head of Early and Returning Talent, Calder Bank' },
            { name: 'Maeve Donnelly', role: 'Founder, Second Act Careers' },
          ],
        },
      ],
    },
    {
      type: 'steps',
      title: 'How to take part',
      lead: 'Attend a session, or suggest a speaker for the next ones, through the same short form.',
      items: [
        {
          title: 'Register',
          text: 'Open the contact form and name the session in your message, or write “all sessions” to be invited to each one.',
        },
        {
          title: 'Get your invitation',
          text: 'We email a calendar invitation with the link to join, and a reminder on the day.',
        },
        {
          title: 'Join live',
          text: 'Watch, ask questions in the chat or on camera, and follow the live captions.',
        },
        {
          title: 'Read the summary',
          text: 'A few days later, we send a written summary of the session with the resources speakers mentioned.',
        },
      ],
    },
    {
      type: 'faq',
      title: 'Questions about HerTalks',
      items: [
        {
          question: 'Is HerTalks only for women?',
          answer:
            'No. The speakers are women leaders in HR and talent acquisition, and everyone who wants to learn from them is welcome to attend.',
        },
        {
          question: 'Does it cost anything?',
          answer: 'No. Every session is free, and you do not need to be a Quotient customer to attend.',
        },
        {
          question: 'Are sessions recorded?',
          answer:
            'We do not publish recordings, so speakers can talk openly about their work. Everyone who registers receives a written summary, approved by the speakers, a few days after the session.',
        },
        {
          question: 'How do I suggest a speaker, or speak myself?',
          answer:
            'Use the contact form and tell us who the speaker is, what she leads and what she could talk about. We look for practitioners with a specific story to tell; nominating yourself is welcome.',
        },
        {
          question: 'Will I be contacted about Quotient products?',
          answer:
            'Only about HerTalks sessions, unless you ask us about the product. Every email has an unsubscribe link.',
        },
      ],
    },
    {
      type: 'action',
      title: 'Take part in HerTalks',
      text: 'Register for a session or nominate a speaker: send the contact form and tell us which in your message.',
      primary: { label: 'Register or nominate a speaker', href: '#contactUs' },
      secondary: { label: 'Email the HerTalks team', href: 'mailto:hertalks@quotient.example' },
    },
  ],
};

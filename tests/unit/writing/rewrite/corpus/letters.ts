import type { CorpusParagraph } from './types';

/** Cover letters and personal statements. */
export const LETTERS: readonly CorpusParagraph[] = [
  {
    id: 'letter-1',
    kind: 'cover letter',
    text: "I'm writing to apply for the Marketing Coordinator position at Bright Path. For the past three years, I have managed social media accounts for a regional chain of fitness studios, where I grew our Instagram following from 2,000 to 18,000. I'm excited about the chance to bring that experience to a company whose mission I truly believe in.",
  },
  {
    id: 'letter-2',
    kind: 'cover letter',
    text: 'In my current role as a shift supervisor, I lead a team of 12 people and am responsible for training every new hire. I have reduced our error rate by almost half by creating a simple checklist for each station. I believe I can bring the same focus on quality and teamwork to your distribution center.',
  },
  {
    id: 'letter-3',
    kind: 'cover letter',
    text: "Although I don't have a degree in computer science, I taught myself to code over the past two years and have built several small projects, including a budgeting app that now has 500 users. I learn quickly, I ask a lot of questions, and I'm not afraid to admit when I don't know something. I would love the opportunity to grow as a junior developer on your team.",
  },
  {
    id: 'letter-4',
    kind: 'cover letter',
    text: 'During my eight years as a classroom teacher, I developed strong skills in planning, communication and managing difficult conversations with parents. I am now looking to move into corporate training, where I can use those skills to help adults learn. Your company’s focus on practical, hands-on learning is exactly what drew me to this role.',
  },
  {
    id: 'letter-5',
    kind: 'cover letter',
    text: 'I was very excited to see the opening for a Project Manager at Greenfield Construction. I have managed residential projects with budgets of up to $4 million, and I have always delivered them on time. I am used to working with architects, subcontractors and city inspectors, and I know how important clear communication is when plans change at the last minute.',
  },
  {
    id: 'letter-6',
    kind: 'cover letter',
    text: "After six years in retail management, I'm ready for a new challenge in human resources. I've hired and trained more than 60 employees, handled scheduling for three stores, and dealt with every kind of workplace conflict you can imagine. I recently completed a certificate in HR management, and I'm eager to put what I learned into practice.",
  },
  {
    id: 'letter-7',
    kind: 'cover letter',
    text: 'I am a recent graduate with a degree in nursing from the University of Michigan. During my clinical placements in the emergency department and the pediatric ward, I learned to stay calm under pressure and to communicate clearly with patients and their families. I am eager to begin my career at a hospital that values teamwork and patient care as much as yours does.',
  },
  {
    id: 'letter-8',
    kind: 'cover letter',
    text: "Thank you for considering my application. I've attached my resume and a few writing samples, including a white paper I wrote for a software client and two recent blog posts. I'd welcome the chance to discuss how I can help your content team grow its audience. I'm available for a call at any time next week.",
  },
  {
    id: 'letter-9',
    kind: 'cover letter',
    text: 'My experience in customer service has taught me that most problems can be solved with patience and a clear explanation. At my last job, I answered about 80 calls a day and kept a satisfaction score above 95 percent for two years in a row. I also helped create a new training guide for the team, which is still used today.',
  },
  {
    id: 'letter-10',
    kind: 'cover letter',
    text: "I've been a loyal customer of your bakery for years, so when I saw the sign in the window, I knew I had to apply. I have two years of experience working in a busy coffee shop, and I'm comfortable with opening and closing shifts. I'm reliable, I love working with people, and I'd be happy to learn how to bake, too.",
  },
  {
    id: 'letter-11',
    kind: 'cover letter',
    text: 'As a financial analyst at a mid-sized manufacturer, I built the models that our leadership team uses to plan capital spending. I also introduced a monthly variance report that helped managers spot problems earlier. I am now looking for a role with a broader scope, and I am particularly interested in your company’s expansion into Latin America.',
  },
  {
    id: 'letter-12',
    kind: 'cover letter',
    text: "I'm applying for the volunteer coordinator role because I've seen firsthand how much a well-run volunteer program can do. For four years, I organized weekend food drives at my church, recruiting and scheduling over 100 volunteers. I know how to keep people motivated, how to say thank you, and how to handle a last-minute cancellation without panic.",
  },
  {
    id: 'letter-13',
    kind: 'cover letter',
    text: 'Over the last decade, I have worked as an electrician on commercial and industrial projects across the state. I hold a master electrician license and an OSHA 30 certification. I take safety seriously, and I have not had a single lost-time incident in my career. I would welcome the chance to join a company with your reputation for quality work.',
  },
  {
    id: 'letter-14',
    kind: 'cover letter',
    text: 'I believe that good design should be simple, useful and accessible to everyone. In my last role, I redesigned the checkout flow for an online store, which increased completed orders by 12 percent. I work closely with developers and enjoy testing ideas with real users. I would be thrilled to help your team create products people love to use.',
  },
  {
    id: 'letter-15',
    kind: 'cover letter',
    text: "I'm returning to work after five years at home raising my children, and I'm looking for a part-time administrative role. Before that, I worked as an office manager for a dental practice, where I handled billing, scheduling and insurance claims. I'm organized, I'm good with people, and I've kept my computer skills up to date through online courses.",
  },
];

import type { CorpusParagraph } from '../types';

/** Held-out cover letters and personal statements: never used to tune. */
export const LETTERS: readonly CorpusParagraph[] = [
  {
    id: 'held-letter-1',
    kind: 'cover letter',
    text: 'I am writing to apply for the position of Office Manager, which I saw advertised on your website. For the past six years I have managed the office of a busy law firm, where I was responsible for everything from ordering supplies and managing contracts to organising the move to a new building. I am confident that I could bring the same organisation to your team.',
  },
  {
    id: 'held-letter-2',
    kind: 'cover letter',
    text: 'Having just completed my degree in Environmental Science, I am keen to start my career in sustainability, and your graduate scheme is exactly the kind of opportunity I have been looking for. During my final year, I carried out a study of energy use in student housing, which gave me practical experience of collecting data, analysing it and presenting my findings to the university.',
  },
  {
    id: 'held-letter-3',
    kind: 'cover letter',
    text: 'After twelve years in the army, I am now looking to use my leadership and logistics experience in a civilian role. In my last post, I was responsible for moving equipment and supplies for a unit of 600 people, often at short notice and in difficult conditions. I believe these skills would transfer well to the role of Operations Manager at your company.',
  },
  {
    id: 'held-letter-4',
    kind: 'cover letter',
    text: "I'd love to join your team as a Barista. I've worked in two busy coffee shops over the past three years, and I really enjoy the rush of the morning queue and getting to know the regulars. I'm quick, I keep my station clean, and I'm always happy to help out with whatever needs doing, whether that's washing up or restocking the fridges.",
  },
  {
    id: 'held-letter-5',
    kind: 'cover letter',
    text: 'Please accept this letter as my application for the role of Senior Nurse on your children’s ward. I qualified as a children’s nurse nine years ago and have spent the last four years as a band six on a busy paediatric surgical ward. I take particular pride in supporting newly qualified nurses and have led our ward’s preceptorship programme for the past two years.',
  },
  {
    id: 'held-letter-6',
    kind: 'cover letter',
    text: 'I am very interested in the Software Developer position at your company. I have been building web applications with React and Node for four years, most recently at an online retailer, where I rebuilt the checkout and reduced the number of abandoned orders. I enjoy working closely with designers and users, and I care about writing code that others can understand and change.',
  },
  {
    id: 'held-letter-7',
    kind: 'cover letter',
    text: 'I am returning to work after five years at home raising my children, and I am excited to apply for the part-time Administrator role at your school. Before my break, I worked for eight years as a personal assistant to a company director. During my time at home I have volunteered as treasurer of the school parents’ association, which has kept my skills up to date.',
  },
  {
    id: 'held-letter-8',
    kind: 'cover letter',
    text: 'I was delighted to see your advertisement for a Sales Executive, as I have long admired your company’s products. In my current role selling office equipment, I have exceeded my annual target in each of the last three years and built a client base of more than 150 businesses. I am now looking for a new challenge with a company whose products I believe in.',
  },
  {
    id: 'held-letter-9',
    kind: 'cover letter',
    text: 'I am applying for the Warehouse Team Leader position. I have worked at a large distribution centre for five years, first as a picker and for the last two years as a shift supervisor. I know how important it is to keep a team motivated during peak season, and I always make sure people know what is expected of them and get the credit they deserve.',
  },
  {
    id: 'held-letter-10',
    kind: 'cover letter',
    text: 'Although my background is in teaching, I believe I have many of the skills needed for the role of Learning and Development Coordinator. For ten years I planned lessons, assessed progress and adapted my teaching to suit very different learners. Last year I led training for the other teachers in my school on using new technology in the classroom, which I enjoyed enormously.',
  },
  {
    id: 'held-letter-11',
    kind: 'cover letter',
    text: 'I would like to be considered for the role of Chef de Partie at your restaurant. I trained at catering college and have worked in two award-winning kitchens, most recently on the fish section. I am used to working under pressure during busy services, and I take great care over the quality and presentation of every plate that leaves my section.',
  },
  {
    id: 'held-letter-12',
    kind: 'cover letter',
    text: 'As a qualified accountant with a particular interest in the charity sector, I am writing to apply for the role of Finance Manager. In my current role I prepare the annual accounts for three charities and advise their trustees on budgets and reserves. I understand the challenges that come with restricted funding, and I enjoy explaining financial information to people without a finance background.',
  },
  {
    id: 'held-letter-13',
    kind: 'cover letter',
    text: 'I am excited to apply for an apprenticeship as an electrician with your firm. I have always enjoyed working with my hands and have helped my uncle, who is a builder, on many of his jobs over the last few summers. I am currently finishing a college course in electrical installation, and I am keen to learn from experienced people while I work.',
  },
  {
    id: 'held-letter-14',
    kind: 'cover letter',
    text: 'Thank you for considering my application for the role of Customer Success Manager. For the last three years I have looked after a portfolio of 60 business customers at a software company, helping them get the most from the product and renewing their contracts each year. I am proud that our renewal rate was the highest in the team for two years running.',
  },
  {
    id: 'held-letter-15',
    kind: 'cover letter',
    text: 'I am writing to express my interest in the Research Assistant position in your psychology department. I recently completed a master’s degree in which my dissertation examined sleep and memory in older adults. This gave me experience of recruiting participants, running experiments and analysing data in R. I would be thrilled to contribute to your group’s work on ageing.',
  },
];

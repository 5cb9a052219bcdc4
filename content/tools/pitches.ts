/**
 * The one quiet line about the product under each tool, matched to who uses that kind of tool.
 * Families give each group one of these (content/tools/<family>/family.ts); a group without one
 * gets the default.
 */
export type Pitch = { title: string; text: string };

export const PITCHES = {
  team: {
    title: 'Measuring your team? Hire the next one faster.',
    text: 'Quotient screens applicants with job-simulation tests and one-way video interviews, so you meet the top 10% of candidates in half the time.',
  },
  cost: {
    title: 'Every mis-hire costs more than the numbers above.',
    text: 'Quotient tests candidates on the real work of the role before you interview them. Customers report hiring cycles cut in half.',
  },
  offer: {
    title: 'Sending the offer? Be sure it goes to the right person.',
    text: 'Quotient tests candidates on the real work of the role and interviews them on video before you decide, so the letter you write goes to the hire you meant to make.',
  },
  listening: {
    title: 'Listening to your people? Start with who you hire.',
    text: 'Quotient tests candidates on the real work of the role and interviews them on video, so the team you survey next year is the one you meant to build.',
  },
  interviews: {
    title: 'Questions ready? Let candidates answer them on video.',
    text: 'Quotient sends your interview questions as one-way video interviews and a job simulation, so you review the top 10% of applicants on your own schedule.',
  },
  skills: {
    title: 'Hiring as well? Judge applicants on the work, not the resume.',
    text: 'Quotient replaces resume screening with short job simulations and one-way video interviews, so recruiters meet the top 10% of applicants in half the time.',
  },
  default: {
    title: 'Made by Quotient, the skills-first hiring platform.',
    text: 'Besides these free tools, Quotient helps recruiters find, test and interview candidates on the skills a job really needs.',
  },
} as const satisfies Record<string, Pitch>;

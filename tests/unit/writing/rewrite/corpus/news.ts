import type { CorpusParagraph } from './types';

/** News-like paragraphs about work and business. */
export const NEWS: readonly CorpusParagraph[] = [
  {
    id: 'news-1',
    kind: 'news',
    text: 'Employers added 175,000 jobs in April, fewer than economists had expected, according to the Labor Department. The unemployment rate rose slightly to 3.9 percent. Wage growth slowed to 3.9 percent over the past year, which may ease some pressure on prices. Health care, social assistance and transportation led the gains, while retail lost jobs.',
  },
  {
    id: 'news-2',
    kind: 'news',
    text: 'A growing number of companies are dropping degree requirements for roles that once required a college diploma. Supporters say the change opens doors for skilled workers who learned on the job. Critics point out that many employers still prefer graduates in practice, even when the posting says a degree is optional. Researchers found that fewer than one in 700 hires were affected.',
  },
  {
    id: 'news-3',
    kind: 'news',
    text: 'The city council voted 7 to 2 on Tuesday to raise the minimum wage to $17 an hour by 2027. Small business owners warned that the increase could force them to cut hours or raise prices. "We support our workers, but the timeline is too short," said Linda Park, who owns two cafes downtown. The first increase takes effect in January.',
  },
  {
    id: 'news-4',
    kind: 'news',
    text: 'Four-day workweek trials have spread from the United Kingdom to Spain, Japan and several US states. In most trials, employees worked 32 hours for the same pay, and the majority of companies chose to keep the schedule afterward. Managers reported fewer sick days and lower turnover. However, the results are harder to reproduce in hospitals, schools and factories.',
  },
  {
    id: 'news-5',
    kind: 'news',
    text: "Remote job postings have fallen for the third year in a row, but they still make up about 8 percent of all listings, double the share before the pandemic. Hybrid roles are now the most common arrangement for office workers. Many employees say they'd accept a lower salary in exchange for working from home two or three days a week.",
  },
  {
    id: 'news-6',
    kind: 'news',
    text: 'Hospitals across the region are struggling to fill nursing positions as older nurses retire and fewer students enter the profession. Some hospitals now offer signing bonuses of $20,000 or more, along with help paying off student loans. State officials have proposed a new training program that would add 500 nursing school places over the next three years.',
  },
  {
    id: 'news-7',
    kind: 'news',
    text: 'The company announced on Monday that it will cut about 6 percent of its workforce, or roughly 1,200 jobs, as it shifts its focus to cloud services. Affected employees will receive at least 16 weeks of severance pay. The chief executive said the decision was painful but necessary to keep the business competitive. Shares rose 4 percent after the news.',
  },
  {
    id: 'news-8',
    kind: 'news',
    text: 'A new survey of 2,000 job seekers found that salary is still the most important factor when choosing a job, followed by flexible hours and job security. Nearly half of respondents said they had left an application unfinished because the process was too long. Applicants under 30 were more likely than older workers to research a company on social media first.',
  },
  {
    id: 'news-9',
    kind: 'news',
    text: 'Colorado became the first state to require salary ranges in job postings in 2021, and several states have followed. Early research suggests that posted salaries rose slightly after the law took effect, while the number of postings stayed about the same. Some employers responded by posting very wide ranges, which critics say defeats the purpose of the law.',
  },
  {
    id: 'news-10',
    kind: 'news',
    text: "Teachers in the district will receive a 5 percent raise next year under a contract approved by the school board on Thursday night. The agreement also limits class sizes to 28 students in elementary schools and adds two planning days to the calendar. Union leaders called it a fair deal, though they said it doesn't fully make up for years of rising costs.",
  },
  {
    id: 'news-11',
    kind: 'news',
    text: 'More workers are using artificial intelligence tools at work, but most say their employer has not given them any guidance. In a recent poll, 42 percent of office workers said they used a chatbot at least once a week to draft emails or summarize documents. Only a quarter said their company had a written policy about which tools were allowed.',
  },
  {
    id: 'news-12',
    kind: 'news',
    text: 'The local manufacturing plant, which has been open since 1968, will close at the end of the year. About 340 employees will lose their jobs, although the company said some will be offered positions at its facility in Ohio. The mayor said the city will work with the state to set up a job center and retraining classes for affected workers.',
  },
  {
    id: 'news-13',
    kind: 'news',
    text: 'Summer job openings for teenagers are up this year, especially at restaurants, pools and amusement parks. Many employers have raised starting pay to attract young workers, with some offering $16 or $17 an hour. Experts say a first job teaches skills that last, like showing up on time and dealing with difficult customers. It also looks good on a college application.',
  },
  {
    id: 'news-14',
    kind: 'news',
    text: 'The airline reached a tentative agreement with its pilots late on Sunday, ending months of tense negotiations. The four-year deal includes raises of 34 percent over its term, improved retirement benefits and better scheduling rules. Pilots will vote on the agreement over the next three weeks. Travelers should not expect any flight disruptions during the vote.',
  },
  {
    id: 'news-15',
    kind: 'news',
    text: 'Job seekers who follow up after an interview are more likely to get an offer, according to a study by a staffing firm. The researchers analyzed 10,000 interviews and found that a short thank-you email sent within 24 hours improved the odds by about 10 percent. A handwritten note had a similar effect, but it was much less common.',
  },
];

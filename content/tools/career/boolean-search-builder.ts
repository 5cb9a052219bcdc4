import type { BooleanSearchTool } from '../types';

export const booleanSearchBuilder: BooleanSearchTool = {
  slug: 'boolean-search-builder',
  kind: 'boolean-search',
  family: 'career',
  group: 'hiring',
  name: 'Boolean search builder',
  title: 'Boolean Search String Builder for Recruiters: LinkedIn, Google',
  description:
    'Build boolean search strings for LinkedIn Recruiter, Google X-ray, GitHub and Indeed from titles, skills and exclusions, and check any string for syntax mistakes.',
  lead: 'Turn the titles, skills and exclusions you are sourcing for into search strings for LinkedIn, Google X-ray, GitHub and Indeed, and check any string for mistakes.',
  summary: 'Boolean strings for LinkedIn, Google X-ray, GitHub and Indeed.',
  keywords: [
    'boolean search',
    'boolean string',
    'x-ray search',
    'linkedin recruiter search',
    'sourcing',
    'candidate search',
    'recruiter boolean',
  ],
  method: [
    'Job titles are quoted when they are phrases and joined with OR, so any of them matches; must-have skills are joined with AND; nice-to-have skills form one OR group, so at least one must appear; exclusions are removed with NOT (or a minus sign on Google). Seniority adds a group of level words such as Senior OR Sr. Everything is built in your browser as you type.',
    'Each platform gets its own syntax. LinkedIn and Indeed read AND, OR and NOT in capitals with straight quotes and parentheses; Indeed’s anytitle: operator searches every title on a resume. Google has no NOT and ignores words beyond the 32nd, so the X-ray string uses site:linkedin.com/in, intitle: for titles, a minus sign for exclusions and a word count. GitHub user search has no titles, so it uses a language: qualifier for the first programming language among the must-haves (GitHub’s own language names, such as tsql for T-SQL; plain SQL stays a keyword because GitHub does not count .sql files as a repository language), location: and keywords.',
    'The checker reads a string the way LinkedIn and most applicant tracking systems do: it finds quotes and parentheses that are never closed, closing parentheses without an opening one, curly quotes pasted from a word processor, lowercase and/or/not that would be searched as words, and operators with nothing on one side. Each problem gives its character position and shows the string around it.',
  ],
  faq: [
    {
      question: 'Why does my LinkedIn boolean search return nothing or too much?',
      answer:
        'The usual causes are curly quotes pasted from Word or Google Docs, lowercase and/or/not (read as search words), and a missing closing parenthesis that makes LinkedIn ignore the structure. Paste the string into the checker to find them. Also check that the location is set in the Location filter rather than typed into the keywords.',
    },
    {
      question: 'What is a Google X-ray search?',
      answer:
        'A Google search limited to one site with site:, such as site:linkedin.com/in for public LinkedIn profiles. It finds profiles beyond your network without a LinkedIn Recruiter seat, but only what people made public and Google indexed, and Google reads only the first 32 words of a query, so keep the OR lists short.',
    },
    {
      question: 'Does LinkedIn limit boolean searches on a free account?',
      answer:
        'Boolean operators work in the keyword box on every account, but free accounts hit a monthly commercial use limit on people searches when they search a lot, after which results are capped. LinkedIn Recruiter and Sales Navigator have no such limit and also accept boolean strings in the Title and Company filters.',
    },
    {
      question: 'Should I put skills in the title or the keywords?',
      answer:
        'Keep titles to the roles people actually hold and put skills in keywords: profiles list skills in their summaries and experience, not their titles. Use the nice-to-have group for interchangeable tools (AWS, GCP, Azure) rather than requiring each, or the search gets too narrow.',
    },
  ],
  related: ['resume-builder', 'email-lookup', 'phone-number-lookup', 'excel-formula-generator'],
  updated: '2026-11-22',
};

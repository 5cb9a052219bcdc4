import type { CareerTool } from '../types';

export const jobDescriptionGenerator: CareerTool = {
  slug: 'job-description-generator',
  kind: 'job-description',
  family: 'career',
  group: 'hiring',
  name: 'Job description generator',
  title: 'Free Job Description Generator with Inclusive Language Check',
  description:
    'Write a complete, inclusive job description in minutes: 60 roles, seniority, pay range and benefits, a biased-language check, and Word, PDF or Markdown downloads.',
  lead: 'Pick a role, fill in the details and get a complete job description with responsibilities, must-have and nice-to-have skills, pay, benefits and an EEO statement, checked for biased wording.',
  summary: 'A complete, inclusive job posting for 60 common roles, checked for biased words.',
  keywords: [
    'job description template',
    'jd generator',
    'job posting',
    'job ad',
    'inclusive job description',
    'gender neutral job description',
    'job requirements',
    'eeo statement',
  ],
  method: [
    'The description is written in your browser from a library of 60 common roles in 12 role families. Each family contributes responsibilities, must-have skills, nice-to-have skills and an education line; a curated role adds its own purpose, responsibilities and skills; the seniority adds years of experience and leadership duties. The same answers always give the same text, and every section can be edited.',
    'Requirements are split into must-haves and nice-to-haves, education is written as “or equivalent experience” where the work allows it, and a short note invites people who meet most requirements to apply: research by LinkedIn and others finds women and people from under-represented groups are less likely to apply unless they meet every listed requirement.',
    'The inclusive language check flags gendered words (he, she, salesman, manpower), age-coded words (young, digital native, recent graduate), jargon that narrows the pool (rockstar, ninja, guru), masculine-coded words (aggressive, dominant) and exclusionary requirements (native English speaker, able-bodied, culture fit), each with neutral alternatives. It is a word list, not a legal review: it cannot judge context, so read each flag and decide.',
    'A pay range is optional but recommended: a growing number of US states and cities require a good-faith range in postings. The equal opportunity statement lists the characteristics protected under federal law; add any your state protects. Word and PDF files are made on your device.',
  ],
  faq: [
    {
      question: 'What should a job description include?',
      answer:
        'A short introduction to the company, a summary of the role and where it is done, 5 to 8 responsibilities written as outcomes, must-have requirements kept to what the job truly needs, nice-to-haves listed separately, the pay range and benefits, and an equal opportunity statement with how to ask for an accommodation.',
    },
    {
      question: 'Do I have to include a salary range?',
      answer:
        'In a growing number of places, yes: California, Colorado, Hawaii, Illinois, Maryland, Massachusetts, Minnesota, New Jersey, New York, Vermont, Washington and Washington, DC, plus cities such as New York City and Jersey City, require a good-faith pay range in postings for roles there, and some apply it to remote roles that could be filled there. Outside them a range is still good practice: postings with pay get more and better-matched applicants.',
    },
    {
      question: 'Why avoid words like “rockstar” or “digital native”?',
      answer:
        'Jargon like rockstar and ninja signals a narrow, often young and male culture and says nothing about the skills needed. Age-coded words such as young, digital native or recent graduate can be used as evidence of age discrimination under the Age Discrimination in Employment Act, which protects workers 40 and over.',
    },
    {
      question: 'How many requirements should I list?',
      answer:
        'Keep must-haves to the few that predict success in the job, usually 4 to 6, and move the rest to nice-to-have. Long lists of requirements discourage qualified people, especially those who apply only when they meet every one.',
    },
    {
      question: 'Is this job description legal advice?',
      answer:
        'No. It follows common US practice and federal law, but state and local rules (pay transparency, salary-history bans, background-check timing) vary. Have HR or counsel review postings for regulated roles or new locations.',
    },
  ],
  related: [
    'mock-interview',
    'resume-parser',
    'offer-letter-generator',
    'salary-finder',
    'boolean-search-builder',
  ],
  updated: '2026-11-22',
};

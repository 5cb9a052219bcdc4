import type { NameGeneratorTool } from '../types';
import { select, text, updated } from './fields';

export const linkedinHeadlineGenerator: NameGeneratorTool = {
  slug: 'linkedin-headline-generator',
  kind: 'name-generator',
  generator: 'linkedin-headline',
  family: 'generator',
  group: 'marketing',
  name: 'LinkedIn headline generator',
  title: 'LinkedIn Headline Generator: Headlines Within 220 Characters',
  description:
    'Write LinkedIn headlines from your role, skills, achievement and who you help, in a professional, creative or job-seeking style, each within the 220-character limit.',
  lead: 'Enter your role, skills, an achievement and who you help to get LinkedIn headlines that fit the 220-character limit and lead with what recruiters search.',
  summary: 'LinkedIn headlines from your role, skills and results.',
  keywords: [
    'linkedin headline examples',
    'linkedin tagline',
    'profile headline',
    'recruiter headline',
    'job seeker headline',
  ],
  method: [
    'Headlines follow the patterns that work on LinkedIn: role and top skills separated by bars or dots, role plus a measurable result, or the value statement “Role helping [audience] [goal]”. Your role is put in Title Case and placed first, because the start of the headline is what shows beside your name in search results, comments and invitations.',
    'LinkedIn allows 220 characters in a headline; anything longer is dropped and each card shows its count. Only the words you give are used: add a real achievement with a number if you have one, since the tool never invents figures.',
  ],
  faq: [
    {
      question: 'How long can a LinkedIn headline be?',
      answer:
        'Up to 220 characters. Only about the first 60 show beside your name in search results and comments, so put your role and strongest skill first.',
    },
    {
      question: 'Should I write “open to work” in my headline?',
      answer:
        'If you are actively looking and comfortable that your current employer may see it, a clear line such as “Open to new opportunities” helps recruiters. LinkedIn’s Open to Work setting can also show your interest to recruiters only.',
    },
    {
      question: 'What keywords should a LinkedIn headline include?',
      answer:
        'The job title you want and the skills recruiters filter by for it: check three job postings you would apply to and use the words they share. Avoid vague labels such as guru or ninja that nobody searches for.',
    },
  ],
  related: ['username-generator', 'slogan-generator', 'title-generator', 'business-name-generator'],
  updated,
  fields: [
    text('role', 'Your role', 'talent acquisition partner', {
      placeholder: 'e.g. talent acquisition partner',
      required: true,
      maxLength: 60,
    }),
    text('skills', 'Skills', 'technical recruiting, employer branding, sourcing', {
      placeholder: 'e.g. technical recruiting, sourcing',
      maxLength: 120,
      help: 'Up to five, separated by commas.',
    }),
    text('achievement', 'Achievement', 'Hired 120+ engineers in 2 years', {
      placeholder: 'e.g. Hired 120+ engineers in 2 years',
      maxLength: 80,
      help: 'Optional: a real result with a number.',
    }),
    text('audience', 'Who you help', 'startups', {
      placeholder: 'e.g. startups',
      maxLength: 40,
      help: 'Optional.',
    }),
    text('goal', 'To do what', 'build great engineering teams', {
      placeholder: 'e.g. build great engineering teams',
      maxLength: 60,
      help: 'Optional.',
    }),
    select('style', 'Style', 'professional', [
      { value: 'professional', label: 'Professional' },
      { value: 'creative', label: 'Creative' },
      { value: 'seeking', label: 'Job seeking' },
    ]),
  ],
  layout: 'cards',
  resultTitle: 'Headline ideas',
  defaultSeed: 'quotient',
};

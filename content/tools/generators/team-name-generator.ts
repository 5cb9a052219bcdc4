import type { NameGeneratorTool } from '../types';
import { select, text, updated } from './fields';

export const teamNameGenerator: NameGeneratorTool = {
  slug: 'team-name-generator',
  kind: 'name-generator',
  generator: 'team-name',
  family: 'generator',
  group: 'names',
  name: 'Team name generator',
  title: 'Team Name Generator for Work, Sales, Trivia and Sports Teams',
  description:
    'Get team names by theme (work, sales, trivia, tech, fitness, sports, volunteering, gaming) and style, with your company word worked in. Family-friendly and free.',
  lead: 'Pick a theme and a style, add a word such as your company or mascot, and get team names ready for a kickoff, a quiz night or a step challenge.',
  summary: 'Team names for work, sales, trivia and sports, by theme.',
  keywords: [
    'work team names',
    'sales team names',
    'trivia team names',
    'fantasy team names',
    'office team name',
    'funny team names',
  ],
  method: [
    'Each theme has its own word lists: descriptive words in three styles (fun, bold, professional), plural team nouns (Closers, Innovators, Steppers) and, for the fun style, ready-made wordplay such as Quota Crushers or Sole Mates. Names that alliterate (Relentless Rainmakers) score higher because they stick.',
    'Your own word, such as a company, product or mascot, is paired with the team nouns. Every name passes a blocklist so nothing offensive reaches an all-hands slide, and repeats are removed. The order comes from a seed: Generate repeats it, More ideas draws another.',
  ],
  faq: [
    {
      question: 'What makes a good work team name?',
      answer:
        'One everyone on the team is happy to hear announced in front of leadership: inclusive, short enough for a slide or a chat channel, and tied to what the team does. Avoid jokes at anyone’s expense, including competitors.',
    },
    {
      question: 'How do I pick a team name together?',
      answer:
        'Save five to eight favourites here, export them as a list, and let the team vote in a quick poll. Ranked voting avoids a name that only a third of the team likes.',
    },
    {
      question: 'Are the puns safe for work?',
      answer:
        'Yes. The lists are curated for the workplace, and a blocklist also checks every generated name, including words formed where two parts join.',
    },
  ],
  related: ['business-name-generator', 'username-generator', 'slogan-generator', 'random-word-generator'],
  updated,
  fields: [
    select('theme', 'Theme', 'sales', [
      { value: 'work', label: 'Work and office' },
      { value: 'sales', label: 'Sales' },
      { value: 'trivia', label: 'Trivia and quiz' },
      { value: 'tech', label: 'Tech and engineering' },
      { value: 'fitness', label: 'Fitness challenge' },
      { value: 'sports', label: 'Sports' },
      { value: 'volunteering', label: 'Volunteering' },
      { value: 'gaming', label: 'Gaming' },
    ]),
    select('style', 'Style', 'fun', [
      { value: 'fun', label: 'Fun and punny' },
      { value: 'bold', label: 'Bold' },
      { value: 'professional', label: 'Professional' },
    ]),
    text('word', 'Your word', 'Acme', {
      placeholder: 'e.g. your company or mascot',
      maxLength: 24,
      help: 'Optional: a company, product or mascot.',
    }),
  ],
  layout: 'cards',
  resultTitle: 'Team name ideas',
  defaultSeed: 'quotient',
};

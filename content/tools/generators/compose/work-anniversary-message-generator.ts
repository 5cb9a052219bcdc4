import type { ComposerTool } from '../../types';

export const workAnniversaryMessageGenerator: ComposerTool = {
  slug: 'work-anniversary-message-generator',
  kind: 'composer',
  composer: 'anniversary',
  family: 'generator',
  group: 'messages',
  name: 'Work anniversary message generator',
  title: 'Work Anniversary Message Generator: Wishes for 1, 5, 10+ Years',
  description:
    'Write work anniversary wishes from a manager, a colleague, HR or the whole company: milestone-aware, warm, formal or fun, with character counts for Slack and LinkedIn.',
  lead: 'Add the name, the years and one highlight, choose who it is from, and pick from several ready-to-post anniversary messages.',
  summary:
    'Anniversary wishes for any milestone, from a manager, a peer, HR or the company, sized for Slack and LinkedIn.',
  keywords: [
    'work anniversary wishes',
    'happy work anniversary',
    'work anniversary quotes',
    '5 year work anniversary',
    '10 year work anniversary',
    'employee recognition message',
    'anniversary card message',
  ],
  method: [
    'The messages are written in your browser from templates for each sender and tone. A manager, a colleague and a card speak to the employee; a company-wide announcement speaks about them, by name, to everyone.',
    'The years decide the wording: the first year and every fifth are milestones, with a sentence of their own (“half a decade”, “a decade”, “two decades”), and the ordinal is written out up to the tenth. Each option combines a different opening, a line of appreciation, your highlight and a closing, so the options differ in more than one phrase.',
    'Your highlight is written in as you typed it; nothing is added about the person that you did not say. Under each option is its length in characters: LinkedIn allows 1,250 characters in a comment, and Slack recommends keeping a message under 4,000.',
    'Where the AI service is switched on, More ideas with AI asks it for further options from the same details, shown separately and labelled as written by AI.',
  ],
  faq: [
    {
      question: 'What should a work anniversary message say?',
      answer:
        'Name the milestone, thank the person for something specific they did, and look ahead. One concrete example (“leading the move to our new support platform”) is worth more than any number of adjectives, which is why the generator asks for a highlight.',
    },
    {
      question: 'Which anniversaries are milestones?',
      answer:
        'Most recognition programs mark the first year and every fifth year (5, 10, 15, 20, 25 and beyond), often with a gift or a public announcement. The generator gives those years a milestone sentence; other years get a simpler congratulation.',
    },
    {
      question: 'Should the company post anniversaries publicly?',
      answer:
        'Ask first. Some people love a shout-out in the company channel or on LinkedIn; others prefer a private note. A company-wide message should mention only what the person is happy to share.',
    },
    {
      question: 'How long should the message be?',
      answer:
        'Two to four sentences: long enough to be personal, short enough to read in a Slack thread or on a card. Every option shows its character count so you can see at a glance that it fits.',
    },
  ],
  related: [
    'ai-email-generator',
    'ai-letter-generator',
    'promotion-letter-generator',
    'experience-letter-generator',
  ],
  updated: '2026-11-22',
};

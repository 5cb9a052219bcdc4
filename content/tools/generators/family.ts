import { composerTools } from './compose';
import { defineFamily } from '../family';
import { nameGeneratorTools } from './index';
import { generatorSchema as schema } from './kinds';

export type * from './kinds';

export const generatorFamily = defineFamily({
  schema,
  title: 'Name and text generators',
  lead: 'Names, slogans, titles, tags, headlines, emails and messages, generated in your browser and refined with AI where it is switched on.',
  groups: [
    { id: 'names', title: 'Names and usernames' },
    { id: 'marketing', title: 'Titles, tags and headlines' },
    { id: 'messages', title: 'Emails, letters and messages' },
    { id: 'words', title: 'Words and sentences' },
  ],
  tools: [...composerTools, ...nameGeneratorTools],
});

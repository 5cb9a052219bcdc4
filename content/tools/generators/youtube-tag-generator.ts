import type { NameGeneratorTool } from '../types';
import { text, updated } from './fields';

export const youtubeTagGenerator: NameGeneratorTool = {
  slug: 'youtube-tag-generator',
  kind: 'name-generator',
  generator: 'youtube-tags',
  family: 'generator',
  group: 'marketing',
  name: 'YouTube tag generator',
  title: 'YouTube Tag Generator: Tags Within the 500-Character Limit',
  description:
    'Turn a video title and keywords into de-duplicated YouTube tags, counted the way YouTube counts them against its 500-character limit, and copy them as one list.',
  lead: 'Paste your video title and keywords to get tags without repeats, counted against YouTube’s 500-character limit and ready to paste as a comma list.',
  summary: 'Video tags within YouTube’s 500 characters, one copy.',
  keywords: ['youtube tags', 'video tags', 'tag generator', 'youtube seo', 'video keywords'],
  method: [
    'Tags come from your title (the whole title, then the phrases between small words such as “a” and “that”), your keywords, each keyword with a search modifier (tutorial, tips, for beginners) and your channel name. Repeats are removed whatever their capitals or spacing.',
    'YouTube allows 500 characters of tags. It counts each tag’s characters, two more for the quotes it adds around a tag with a space, and one for each comma between tags; the tool counts the same way and stops adding tags before the limit. Copy all tags puts them on the clipboard as one comma list for the Tags box in YouTube Studio.',
    'Tags matter less than the title, thumbnail and description, which YouTube weighs far more; they help most with common misspellings and alternative names for your topic.',
  ],
  faq: [
    {
      question: 'How many tags should a YouTube video have?',
      answer:
        'There is no set number: YouTube allows 500 characters in all. Five to fifteen relevant tags are usually plenty; the first few, matching your main keyword, matter most.',
    },
    {
      question: 'Do YouTube tags still help?',
      answer:
        'A little. YouTube says tags play a minimal role in discovery and are mainly useful when your topic is commonly misspelled. Spend more effort on the title, thumbnail and first lines of the description.',
    },
    {
      question: 'Why does my tag count differ from the characters I see?',
      answer:
        'YouTube counts a tag with a space as if it had quotes around it, two extra characters, and counts the commas between tags. The tool uses the same count so the list pastes without hitting the limit.',
    },
  ],
  related: [
    'youtube-name-generator',
    'title-generator',
    'meta-title-description-generator',
    'podcast-name-generator',
  ],
  updated,
  fields: [
    text('title', 'Video title', 'How to Write a Job Description That Attracts Top Talent', {
      placeholder: 'e.g. How to write a job description',
      required: true,
      maxLength: 100,
    }),
    text('keywords', 'Keywords', 'job description, recruiting, hiring tips', {
      placeholder: 'e.g. job description, recruiting',
      maxLength: 200,
      help: 'Optional, separated by commas.',
    }),
    text('channel', 'Channel name', 'Quotient', {
      placeholder: 'e.g. Acme Careers',
      maxLength: 40,
      help: 'Optional.',
    }),
  ],
  layout: 'tags',
  resultTitle: 'Tags',
  defaultSeed: 'quotient',
};

import type { NameGeneratorTool } from '../types';
import { updated } from './fields';
import { mediaNameFields } from './media-name-fields';

export const podcastNameGenerator: NameGeneratorTool = {
  slug: 'podcast-name-generator',
  kind: 'name-generator',
  generator: 'podcast-name',
  family: 'generator',
  group: 'names',
  name: 'Podcast name generator',
  title: 'Podcast Name Generator: Show Names From Your Topic and Host',
  description:
    'Generate podcast names from your topic keywords and host name: show, talk and hour patterns, topic words and coinages, checked for length and family-friendliness.',
  lead: 'Get podcast names built from your topic and, if you like, the host’s name, in the style of show you are making.',
  summary: 'Podcast show names from your topic and host.',
  keywords: [
    'podcast title ideas',
    'show name',
    'company podcast name',
    'hr podcast name',
    'radio show name',
  ],
  method: [
    'Your keywords fill the patterns podcasts use (The … Show, … Talk, Inside …, … Unfiltered, Host on …), pair with a descriptive word in your style or a word from your topic (Huddle for careers, Locker Room for sports), and form coinages such as Hiringcast.',
    'Each name must fit your length limit, be sayable and pass a blocklist, including rude words formed where two parts join. The list is de-duplicated and ordered by a seed: Generate repeats it, More ideas draws another. It all runs in your browser.',
  ],
  faq: [
    {
      question: 'What makes a good podcast name?',
      answer:
        'One that tells a listener in a podcast app what the show is about, is easy to say aloud (people recommend podcasts by voice), and is short enough not to be cut off on a phone screen: about 30 characters or fewer.',
    },
    {
      question: 'Should I put my name in the podcast name?',
      answer:
        'If you are the draw, as with an expert or executive, yes: “Maya on Talent”. For a company or team show, lead with the topic so the name survives a change of host.',
    },
    {
      question: 'Are these podcast names taken?',
      answer:
        'The tool does not check. Search Apple Podcasts, Spotify and the trademark register for each shortlisted name before you design cover art.',
    },
  ],
  related: ['youtube-name-generator', 'blog-name-generator', 'business-name-generator', 'title-generator'],
  updated,
  fields: mediaNameFields({
    keywords: 'hiring, talent',
    placeholder: 'e.g. leadership, growth',
    topicLabel: 'Topic',
    topic: 'career',
    topics: [
      { value: 'business', label: 'Business' },
      { value: 'career', label: 'Careers and HR' },
      { value: 'tech', label: 'Technology' },
      { value: 'comedy', label: 'Comedy' },
      { value: 'education', label: 'Education' },
      { value: 'health', label: 'Health' },
      { value: 'sports', label: 'Sports' },
      { value: 'culture', label: 'Culture' },
      { value: 'stories', label: 'Storytelling' },
    ],
    host: { label: 'Host’s first name', placeholder: 'e.g. Maya' },
  }),
  layout: 'cards',
  resultTitle: 'Podcast name ideas',
  defaultSeed: 'quotient',
};

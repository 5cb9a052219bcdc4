import type { NameGeneratorTool } from '../types';
import { updated } from './fields';
import { mediaNameFields } from './media-name-fields';

export const youtubeNameGenerator: NameGeneratorTool = {
  slug: 'youtube-name-generator',
  kind: 'name-generator',
  generator: 'youtube-name',
  family: 'generator',
  group: 'names',
  name: 'YouTube channel name generator',
  title: 'YouTube Channel Name Generator: Names From Your Niche',
  description:
    'Get YouTube channel name ideas from your niche keywords and creator name: TV, Daily, Lab and Explained patterns plus coinages, each within your length limit.',
  lead: 'Enter your niche and, optionally, your name to get channel names that say what viewers will find, within the length you set.',
  summary: 'YouTube channel names from your niche and name.',
  keywords: ['channel name ideas', 'youtube name ideas', 'gaming channel name', 'employer brand channel'],
  method: [
    'Your keywords fill patterns channels use (… TV, … Daily, … Explained, … with Maya), pair with a descriptive word in your style or a niche word (Plays for gaming, Kitchen for cooking), and form one-word coinages such as Talentify.',
    'Names over your limit (YouTube allows channel names up to 50 characters, but short ones read better on phones), hard to say, or forming rude words at a join are dropped. The rest are de-duplicated and ordered by a seed, in your browser.',
  ],
  faq: [
    {
      question: 'How long can a YouTube channel name be?',
      answer:
        'YouTube allows up to 50 characters for a channel name, and the handle (@name) has its own rules: 3 to 30 characters of letters, numbers, periods, underscores and hyphens. Aim for under 20 characters so it is not cut off beside a video.',
    },
    {
      question: 'Can I change my channel name later?',
      answer:
        'Yes, in YouTube Studio, though frequent changes confuse subscribers and a new handle changes your channel URL. Pick a name that leaves room for new kinds of videos.',
    },
    {
      question: 'Does the tool check that a channel name is free?',
      answer:
        'No. Search YouTube and the handle before you decide; the username generator shows which platforms’ rules a handle fits.',
    },
  ],
  related: ['youtube-tag-generator', 'username-generator', 'podcast-name-generator', 'title-generator'],
  updated,
  fields: mediaNameFields({
    keywords: 'hiring, talent',
    placeholder: 'e.g. careers, interview',
    topicLabel: 'Niche',
    topic: 'business',
    topics: [
      { value: 'gaming', label: 'Gaming' },
      { value: 'education', label: 'Education' },
      { value: 'vlog', label: 'Vlog' },
      { value: 'cooking', label: 'Cooking' },
      { value: 'tech', label: 'Technology' },
      { value: 'fitness', label: 'Fitness' },
      { value: 'business', label: 'Business and careers' },
      { value: 'music', label: 'Music' },
      { value: 'diy', label: 'DIY and making' },
    ],
    host: { label: 'Your first name', placeholder: 'e.g. Maya' },
  }),
  layout: 'cards',
  resultTitle: 'Channel name ideas',
  defaultSeed: 'quotient',
};

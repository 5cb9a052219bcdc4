import type { NameGeneratorTool } from '../types';
import { select, text, updated } from './fields';

export const usernameGenerator: NameGeneratorTool = {
  slug: 'username-generator',
  kind: 'name-generator',
  generator: 'username',
  family: 'generator',
  group: 'names',
  name: 'Username generator',
  title: 'Username Generator: Handles for Instagram, X, TikTok and GitHub',
  description:
    'Get usernames from your name and interests that follow each platform’s rules: Instagram 30, X 15, TikTok 24, Twitch 25, GitHub 39, Reddit 20 characters.',
  lead: 'Get usernames from your name and interests, each marked with the platforms whose length and character rules it fits.',
  summary: 'Handles that fit Instagram, X, TikTok, Twitch, GitHub, Reddit.',
  keywords: [
    'handle generator',
    'instagram username',
    'gamertag',
    'twitch name',
    'github username',
    'social media handle',
  ],
  method: [
    'Your name and interests are combined the ways handles usually are: first and last name, an initial and a surname, a name with an interest (mayachess), a verb between them (mayaplayschess), or a short prefix or suffix in your style (its-, real-, -hq, -studio), with numbers only if you allow them.',
    'Each handle is checked against the rules the platforms publish: Instagram 1–30 characters of letters, numbers, periods and underscores (no period first, last or twice in a row); X 5–15 of letters, numbers and underscores for new accounts; TikTok 2–24, letters, numbers, underscores and periods, no period last; Twitch 4–25, letters, numbers and underscores, no underscore first; GitHub 1–39, letters, numbers and single hyphens, not first or last; Reddit 3–20, letters, numbers, underscores and hyphens. The badges show every platform a handle fits.',
    'Availability is never checked: the tool cannot see who has registered what. Search each handle on the platform before you settle on it.',
  ],
  faq: [
    {
      question: 'Does the tool check if a username is available?',
      answer:
        'No. It checks each platform’s length and character rules only. Search the handle on each platform, or try to sign up with it, to see whether someone already has it.',
    },
    {
      question: 'How do I get the same username on every platform?',
      answer:
        'Choose one that fits the strictest rules: X allows only 15 characters of letters, numbers and underscores, and GitHub allows no underscores. A handle of 5 to 15 letters and numbers fits all six, which is what the “Fits all six” line shows.',
    },
    {
      question: 'Should a professional username use my real name?',
      answer:
        'For LinkedIn, GitHub and anything a recruiter may look up, yes: firstname-lastname or an initial and surname is easiest to find and remember. Save playful handles for gaming and personal accounts.',
    },
  ],
  related: [
    'youtube-name-generator',
    'business-name-generator',
    'team-name-generator',
    'linkedin-headline-generator',
  ],
  updated,
  fields: [
    text('name', 'Your name or a word', 'Maya Rivera', {
      placeholder: 'e.g. Maya Rivera',
      required: true,
      maxLength: 40,
    }),
    text('interests', 'Interests', 'chess, design', {
      placeholder: 'e.g. chess, design',
      maxLength: 60,
      help: 'Optional. Up to three, separated by commas.',
    }),
    select('platform', 'Platform', 'any', [
      { value: 'any', label: 'Any platform' },
      { value: 'instagram', label: 'Instagram (30)' },
      { value: 'x', label: 'X (15)' },
      { value: 'tiktok', label: 'TikTok (24)' },
      { value: 'twitch', label: 'Twitch (4–25)' },
      { value: 'github', label: 'GitHub (39)' },
      { value: 'reddit', label: 'Reddit (3–20)' },
    ]),
    select('style', 'Style', 'clean', [
      { value: 'clean', label: 'Clean' },
      { value: 'playful', label: 'Playful' },
      { value: 'pro', label: 'Professional' },
    ]),
    select('numbers', 'Numbers', 'no', [
      { value: 'no', label: 'No numbers' },
      { value: 'yes', label: 'Add numbers' },
    ]),
  ],
  layout: 'cards',
  resultTitle: 'Username ideas',
  defaultSeed: 'quotient',
};

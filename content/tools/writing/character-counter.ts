import type { TextTool } from '../types';
import {
  BLUESKY_POST,
  INSTAGRAM_CAPTION,
  LINKEDIN_ABOUT,
  LINKEDIN_HEADLINE,
  LINKEDIN_POST,
  META_DESCRIPTION,
  THREADS_POST,
  TITLE_TAG,
  X_POST,
  YOUTUBE_TITLE,
} from './limits';

export const characterCounter: TextTool = {
  slug: 'character-counter',
  kind: 'text',
  family: 'writing',
  group: 'counting',
  name: 'Character counter',
  title: 'Character Counter: With and Without Spaces, Bytes and Limits',
  description:
    'Count characters with and without spaces, letters, digits, lines and UTF-8 bytes, and check your text against X, LinkedIn, Instagram and SMS limits.',
  lead: 'Paste your text to count its characters every way that matters, and see at a glance which platform limits it fits.',
  summary: 'Characters with and without spaces, bytes, and platform limits.',
  keywords: [
    'letter count',
    'count characters',
    'characters without spaces',
    'tweet length',
    'linkedin headline',
    'sms length',
    'utf-8 bytes',
    'meta description length',
  ],
  view: {
    label: 'Your text',
    placeholder: 'Type or paste your text here: a post, a headline, a text message…',
    counts: [
      'characters',
      'charactersNoSpaces',
      'words',
      'lines',
      'letters',
      'digits',
      'punctuation',
      'symbols',
      'emoji',
      'spaces',
      'lineBreaks',
      'sentences',
      'paragraphs',
      'bytes',
      'codeUnits',
    ],
    headline: 4,
    announce: ['characters', 'charactersNoSpaces', 'words'],
    panels: ['platforms', 'sms'],
    limits: [
      X_POST,
      LINKEDIN_POST,
      LINKEDIN_HEADLINE,
      LINKEDIN_ABOUT,
      INSTAGRAM_CAPTION,
      THREADS_POST,
      BLUESKY_POST,
      YOUTUBE_TITLE,
      META_DESCRIPTION,
      TITLE_TAG,
    ],
  },
  method: [
    'A character is what a reader sees as one: a letter, a digit, a space, a line break, an emoji. An emoji with a skin tone (👍🏽), a family emoji (👨‍👩‍👧) or an accented letter typed as a letter plus an accent are each one character, though they are stored as several code points. The count comes from your browser’s Unicode segmenter (Intl.Segmenter), with a fallback for browsers without it.',
    '“Without spaces” leaves out every space, tab and line break. Letters are letters of any alphabet, digits are 0 to 9 and other numerals (² or ½), punctuation covers marks such as . , ! ? - and quotation marks, and symbols covers signs such as $ % + ©, all by the Unicode category of the character. Lines counts every line, blank ones included; paragraphs counts only lines with text.',
    'Bytes are the size in UTF-8, the encoding of the web and of most databases: 1 byte for each basic Latin character, 2 for most accented letters, 3 for Chinese, Japanese and Korean characters and 4 for most emoji. UTF-16 code units are what JavaScript and many form fields count: 1 for most characters, 2 for an emoji or a rare character, which is why a form can reject text that looks short enough.',
    'Platform limits are checked against each platform’s published maximum. X weighs characters: each link counts as 23, and most emoji and Chinese, Japanese or Korean characters count as 2, following its open-source twitter-text rules. The others count characters as shown here. Platforms change their limits from time to time, so check a borderline post in the app before you publish.',
    'A text message (SMS) in plain GSM-7 characters holds 160 characters, or 153 per part once it is split. One character outside GSM-7, such as an emoji or a curly quotation mark, switches the whole message to UCS-2, which holds 70 characters, or 67 per part. Nothing you type leaves your browser; it is kept only as a draft in this browser.',
  ],
  faq: [
    {
      question: 'Do spaces count as characters?',
      answer:
        'Yes, on every social platform and in most form limits, spaces and line breaks count. Some forms and style guides count characters without spaces instead, so both figures are shown.',
    },
    {
      question: 'Why does X say my post is longer than this count?',
      answer:
        'X counts every link as 23 characters, whatever its length, and most emoji and Chinese, Japanese or Korean characters as 2. The X row under Platform limits uses those rules, so it can differ from the plain character count.',
    },
    {
      question: 'How many characters fit in one text message?',
      answer:
        '160 if the message uses only GSM-7 characters (basic Latin letters, digits and common punctuation), or 70 if it contains anything else, such as an emoji, a curly quote or a Chinese character. Longer messages are split into parts of 153 or 67, and each part may be billed as one message.',
    },
    {
      question: 'What is the difference between characters and bytes?',
      answer:
        'Characters are what you see; bytes are how much space the text takes when stored. In UTF-8, an English letter takes 1 byte, an accented letter 2, a Chinese character 3 and most emoji 4. Byte limits matter for databases, file names and some APIs.',
    },
    {
      question: 'How long can a LinkedIn headline be?',
      answer:
        'LinkedIn allows 220 characters in a headline, 2,600 in the About section and 3,000 in a post. Search results and comments show only the start of a headline, so put the role and your key skill first.',
    },
  ],
  related: ['word-counter', 'grammar-checker', 'plagiarism-checker', 'ai-detector', 'paragraph-rewriter'],
  updated: '2026-11-22',
};

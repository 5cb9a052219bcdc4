import type { ComposeValues, ComposerId } from './types';

export type DraftAction = 'mail' | 'eml' | 'txt' | 'print' | 'docx';

/** How the island presents each composer's result: headings, actions, counts, file names. */
export type ComposerView = {
  resultTitle: string;
  /** Extra actions beside Copy, in order. */
  actions: readonly DraftAction[];
  /** Character counts against these limits under each draft (messages for Slack, LinkedIn). */
  limits?: readonly { label: string; max: number }[];
  /** File names: `stem(values)` then the value of `who`. */
  fileStem: (values: ComposeValues) => string;
  fileWho?: string;
  aiAction: string;
  /** Generators that do a neighbouring job better, linked under the form. */
  links?: readonly { href: string; label: string }[];
};

export const COMPOSER_VIEWS: Record<ComposerId, ComposerView> = {
  email: {
    resultTitle: 'Your email',
    actions: ['mail', 'eml', 'txt'],
    fileStem: (values) => values.purpose || 'email',
    fileWho: 'recipientName',
    aiAction: 'Write with AI',
  },
  letter: {
    resultTitle: 'Your letter',
    actions: ['print', 'docx', 'txt'],
    fileStem: (values) => `${values.letterType || 'letter'}-letter`,
    fileWho: 'senderName',
    aiAction: 'Write with AI',
    links: [
      { href: '/tools/resignation-letter-generator/', label: 'Resignation letter generator' },
      { href: '/tools/cover-letter-generator/', label: 'Cover letter generator' },
      { href: '/tools/recommendation-letter-generator/', label: 'Recommendation letter generator' },
    ],
  },
  anniversary: {
    resultTitle: 'Your messages',
    actions: [],
    // LinkedIn caps comments at 1,250 characters and posts at 3,000; Slack advises under 4,000.
    limits: [
      { label: 'a LinkedIn comment', max: 1250 },
      { label: 'a Slack message', max: 4000 },
    ],
    fileStem: () => 'work-anniversary-message',
    fileWho: 'employeeName',
    aiAction: 'More ideas with AI',
  },
  sentence: {
    resultTitle: 'Your sentences',
    actions: ['txt'],
    fileStem: (values) => (values.mode === 'topic' ? 'sentences' : 'example-sentences'),
    fileWho: 'word',
    aiAction: 'More sentences with AI',
  },
  answer: {
    resultTitle: 'Your answer',
    actions: ['txt'],
    fileStem: (values) => `${values.mode || 'interview'}-answer`,
    aiAction: 'Write with AI',
  },
};

import type { StarKey } from './machine';

/**
 * On-device feedback on a typed answer: length, STAR elements, filler words and numbers. Word lists
 * rather than understanding: it says what it found and why it matters, and never scores a person.
 */

/** Spoken English runs about 130 to 150 words a minute; the middle is used to estimate time. */
const WORDS_PER_MINUTE = 140;

const CUES: Readonly<Record<StarKey, RegExp>> = {
  situation:
    /\b(?:when i was|while i was|at my (?:last|previous|current) (?:job|company|role)|in my (?:last|previous|current) (?:job|role|position)|last (?:year|quarter|month)|we were|our team was|the company was|there was a|the situation|the context|back in (?:19|20)\d{2}|a few years ago)\b/i,
  task: /\b(?:my (?:goal|task|job|role|responsibility) was|i was (?:responsible|asked|tasked|expected|hired)|i needed to|i had to|we needed to|we had to|the goal was|the challenge was|my objective)\b/i,
  action:
    /\b(?:i (?:decided|built|created|led|organi[sz]ed|set up|started|wrote|designed|analy[sz]ed|spoke|met|called|proposed|introduced|implemented|changed|trained|negotiated|prioriti[sz]ed|reached out|worked with|scheduled|asked|suggested|automated|launched|coached|reviewed|researched|developed|fixed)|first,? i|then i|next,? i|so i)\b/i,
  result:
    /\b(?:as a result|which (?:led|resulted) (?:to|in)|resulting in|in the end|the outcome|the result was|we (?:increased|reduced|cut|saved|grew|improved|hit|exceeded|delivered|won|launched|finished)|(?:increased|reduced|cut|saved|grew|improved) (?:by|from)|on time|ahead of schedule|under budget|i learned)\b/i,
};

const FILLERS: readonly [string, RegExp][] = [
  ['um', /\bu+m+\b/gi],
  ['uh', /\bu+h+\b/gi],
  ['you know', /\byou know\b/gi],
  ['basically', /\bbasically\b/gi],
  ['actually', /\bactually\b/gi],
  ['literally', /\bliterally\b/gi],
  ['sort of', /\bsort of\b/gi],
  ['kind of', /\bkind of\b/gi],
  ['I mean', /\bi mean\b/gi],
  ['like', /(?:^|[,.]\s*)like,|\blike,\s/gi],
];

export interface AnswerFeedback {
  readonly words: number;
  /** About how long the answer takes to say, in seconds. */
  readonly spokenSeconds: number;
  readonly length: 'empty' | 'short' | 'good' | 'long';
  readonly star: Readonly<Record<StarKey, boolean>>;
  readonly fillers: readonly { word: string; count: number }[];
  readonly hasNumbers: boolean;
  readonly tips: readonly string[];
}

const STAR_TIPS: Readonly<Record<StarKey, string>> = {
  situation: 'Set the scene in a sentence: where you were and what was going on.',
  task: 'Say what you were responsible for or what had to be achieved.',
  action: 'Say what you did, with “I”: the steps you took, not only what the team did.',
  result: 'Finish with the outcome: what changed, ideally with a number, and what you learned.',
};

export function analyzeAnswer(text: string, behavioral = true): AnswerFeedback {
  const words = text.trim() ? text.trim().split(/\s+/).length : 0;
  const spokenSeconds = Math.round((words / WORDS_PER_MINUTE) * 60);
  const length = words === 0 ? 'empty' : words < 60 ? 'short' : words > 330 ? 'long' : 'good';
  const star = {
    situation: CUES.situation.test(text),
    task: CUES.task.test(text),
    action: CUES.action.test(text),
    result: CUES.result.test(text),
  };
  const fillers = FILLERS.map(([word, pattern]) => ({
    word,
    count: text.match(pattern)?.length ?? 0,
  })).filter((filler) => filler.count > 0);
  const hasNumbers = /\d|\b(?:percent|half|double|twice|tripled?|dozen)\b/i.test(text);
  const tips: string[] = [];
  if (length === 'empty')
    tips.push('No typed answer: type the key points you said, so you can review them later.');
  if (length === 'short')
    tips.push('Under about 60 words (30 seconds spoken): add the context and the result.');
  if (length === 'long')
    tips.push(
      'Over about 330 words (more than 2 minutes spoken): cut the background and lead with what you did.',
    );
  if (words > 0 && behavioral)
    for (const key of ['situation', 'task', 'action', 'result'] as const)
      if (!star[key]) tips.push(STAR_TIPS[key]);
  if (words > 0 && !hasNumbers)
    tips.push('Add a number if you can: how many, how much, how fast, or by what percentage.');
  const fillerTotal = fillers.reduce((sum, filler) => sum + filler.count, 0);
  if (fillerTotal >= 3)
    tips.push(`${fillerTotal} filler words: pause instead; a short silence sounds more confident.`);
  return { words, spokenSeconds, length, star, fillers, hasNumbers, tips };
}

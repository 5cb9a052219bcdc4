import type { StarKey } from './machine';

/**
 * Finds the STAR parts of a typed answer by reading it sentence by sentence: a sentence that sets
 * the scene, one that says what had to be done, first-person actions, and an outcome. Word patterns,
 * not understanding; tested against hand-labelled answers in tests/unit/career/interview-answers.ts.
 */

export interface StarReading {
  readonly star: Readonly<Record<StarKey, boolean>>;
  /** The result sentences carry a quantity: how many, how much, how fast. */
  readonly measurableResult: boolean;
  /** Any quantity anywhere, leaving out dates and "5 years ago" or "10 years of experience". */
  readonly hasNumbers: boolean;
}

/** Splits into sentences, and long run-on sentences into their clauses, keeping the order. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(
      /(?<=[.!?;])\s+(?=\S)|,\s+(?:and |so |but )?(?=(?:anyway|after that|then|in the end|as a result)\b)/i,
    )
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

const NUMBER_WORD =
  '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|a few|several|a couple of)';
const SPAN = '(?:minute|hour|day|week|month|quarter|year)s?';

const SITUATION: readonly RegExp[] = [
  /\b(?:in|at|during|from) (?:my|a|one of my) (?:last|previous|current|old|first|former)? ?(?:job|role|company|position|employer|team|internship|workplace)\b/i,
  /\b(?:in|at|during) (?:a|my) previous (?:employer|company|job|role)\b/i,
  /\bduring (?:the|a|an|my|our|that) \w+/i,
  /\b(?:during|in) (?:the|a|my|our) (?:internship|time|first|placement|pandemic|busy|peak|holiday|launch|merger|acquisition|reorgani[sz]ation|rollout|migration)\b/i,
  /\bin my (?:first|second|third|early) (?:year|month|week|job|role|days)\b/i,
  /\b(?:when|while) (?:i|we) (?:was|were|worked|joined|started|first|had)\b/i,
  /\b(?:when|while) (?:our|the|my|a|an) [\w -]{1,40}?\b(?:was|were|had|went|moved|lost|started|changed|came|asked|quit|left|grew)\b/i,
  /^(?:as an? |in my role as )\w+/i,
  /\blast (?:year|quarter|month|spring|summer|fall|autumn|winter|week)\b/i,
  new RegExp(`\\b(?:\\d+|${NUMBER_WORD}|a) ${SPAN} ago\\b`, 'i'),
  /\b(?:back )?in (?:19|20)\d{2}\b/i,
  /\bthe situation\b|\bthe context\b|\bthere was (?:a|this)\b/i,
  /\b(?:problem|issue|complain(?:ed|ts?)|threatened|struggling|a mess|bankrupt|backed up|refused|stalled|disconnected|clashing|furious|over budget|near-miss)/i,
  /\b(?:was|were|had been|kept) (?:losing|missing|slowing|falling|getting|spending|constantly|always|barely|never)\b/i,
  /\b(?:had|have) (?:no|the lowest|a list|climbed|dried up|grown)\b|\bnobody had\b|\bdid not (?:trust|have)\b/i,
  /\bI (?:inherited|joined|was new|noticed)\b/i,
];

const TASK: readonly RegExp[] = [
  /\bmy (?:goal|task|job|role|responsibility|objective|brief|mandate|aim|target|mission|priority)(?: as [\w -]+)? was\b/i,
  /\b(?:wanted|needed|asked|expected|told|hired) me to\b/i,
  /\bI was (?:responsible|asked|tasked|expected|hired|brought in|given|the one)\b/i,
  /\b(?:was|were) (?:asked|tasked|told|expected|charged|hired) (?:to|with)\b/i,
  /\b(?:i|we|our \w+|the \w+) (?:needed|had) to\b(?! redo)/i,
  /\bthe (?:goal|aim|objective|challenge|task|brief) was\b/i,
  /\basked me to\b|\bon me to\b|\bmy responsibility\b|\bresponsible for\b/i,
];

/** Past-tense verbs of doing, after "I" (adverbs such as "personally" allowed in between). */
const IRREGULAR =
  'built|wrote|rewrote|led|made|ran|set|met|took|gave|sat|drove|found|held|spoke|sent|got|brought|began|chose|drew|put|cut|kept|told|paid|taught|flew|won|did|dealt|fought|went through|stepped|sought';
const NOT_ACTIONS =
  'was|were|had|learned|learnt|enjoyed|liked|loved|wanted|hoped|believed|felt|noticed|realized|realised|joined|needed|used|rarely|always|never|think|thought|would|am|have|guess|mean|inherited|started working';
const ACTION = new RegExp(
  `\\bI (?:\\w+ly |then |also |first |quickly |kind of |sort of )*(?!(?:${NOT_ACTIONS})\\b)(?:\\w+ed|${IRREGULAR})\\b`,
  'i',
);
const ACTION_OPENERS =
  /\b(?:so|then|first|next|after that),? I (?!(?:was|had|think|learned|should|would|could|can|will|must|guess|mean|rarely|never|always|no|still)\b)\w+/i;

const RESULT_CONNECTOR =
  /\b(?:as a result|which (?:reduced|cut|saved|led|meant|resulted|brought|helped|increased|improved|halved|doubled)|resulting in|in the end|the (?:outcome|result) was|ended up|since then|eventually|is still|are still|were still|were happier|was happy|were happy|(?:it|this|that) worked)\b/i;
/** Time words that open an outcome ("Within a month she…"), though not inside a step ("I replied within a day"). */
const RESULT_TIME = /\b(?:after that|by the end of|within (?:a|\d+|one|two|three|six) \w+)\b/i;
const OUTCOME =
  /\b(?<!(?:to|had|would|could|was) )(?:dropped|fell|rose|went (?:up|down|from|live)|increased|decreased|reduced|cut|saved|grew|improved|doubled|tripled|halved|hit|exceeded|beat|delivered|shipped|hired|renewed|signed|won|booked|accepted|stopped|started (?:solving|using|logging|running)|finished|completed|adopted|achieved|landed|closed in|went the next|now (?:runs|uses|has)|are gone|were logging|were running|was running|trusted me|accepted return|(?:people|they|we|everyone) still (?:talk|use|ask|mention)s?)\b/i;
const SCENE_STATE = /\b(?:was|were|had|kept)\b/i;
/** Team actions: they order the story (what follows them is the outcome) but are not the candidate's own. */
const TEAM_ACTION = new RegExp(
  `(?:^|[,;:]\\s*|\\b(?:and|then|so|first|next) )we (?:\\w+ly |then |also |first )*(?!(?:were|had|needed|wanted|used)\\b)(?:\\w+ed|${IRREGULAR})\\b`,
  'i',
);
/** Background told after the first action: "The client had added features…", "I had not pushed back". */
const BACKSTORY = /\bhad (?:not |never |already |been |just )?\w+(?:ed|en|t)\b|\bhad (?:no|not|never)\b/i;
/** A quantity that measures a change, strong enough to make "I cut costs by 20%" a result as well as an action. */
const CHANGE = /\d\s*(?:%|percent)|[$£€]\s?\d|\bfrom [\w.,$%-]+ to [\w.,$%-]+|\bby (?:\d|half|a third)/i;

const QUANTITY = new RegExp(
  [
    '\\d+(?:[.,]\\d+)?\\s*(?:%|percent|k\\b|x\\b)',
    '[$£€]\\s?\\d',
    '\\b\\d+(?:[.,]\\d+)?\\b',
    `\\b${NUMBER_WORD} (?:${SPAN}|times|people|hires|of|percent)\\b`,
    '\\b(?:half|double[ds]?|doubled|twice|tripled?|halved|a third|a quarter of|dozens?)\\b',
    `\\b(?:within|after|in|under) (?:a|one|an) ${SPAN}\\b`,
    `\\ba ${SPAN} (?:later|early|ahead|sooner)\\b`,
    '\\bfrom [\\w.,$%-]+ to [\\w.,$%-]+',
  ].join('|'),
  'gi',
);
/** Numbers that date the story or size a career rather than measure an outcome. */
const NOT_QUANTITY = new RegExp(
  [
    '\\b(?:in|since|back in|of|from|until|early|late|mid|by) (?:19|20)\\d{2}\\b',
    '^(?:19|20)\\d{2}$',
    `\\b(?:\\d+|${NUMBER_WORD}|a) ${SPAN} ago\\b`,
    `\\b(?:\\d+|${NUMBER_WORD})\\+? ${SPAN} (?:of|in) (?:experience|the (?:industry|field))\\b`,
    `\\b(?:\\d+|${NUMBER_WORD}) ${SPAN} later\\b(?=,? (?:i|we) (?:was|were|joined|moved))`,
  ].join('|'),
  'gi',
);

function hasQuantity(sentence: string): boolean {
  const cleaned = sentence.replace(NOT_QUANTITY, ' ').replace(/\b(?:19|20)\d{2}\b/g, ' ');
  return new RegExp(QUANTITY.source, 'i').test(cleaned);
}

const isAction = (sentence: string) => ACTION.test(sentence) || ACTION_OPENERS.test(sentence);
const isTask = (sentence: string) => TASK.some((cue) => cue.test(sentence));

export function readStar(text: string): StarReading {
  const sentences = sentencesOf(text);
  const firstAction = sentences.findIndex(isAction);
  const firstDoing = sentences.findIndex((sentence) => isAction(sentence) || TEAM_ACTION.test(sentence));
  const isResult = (sentence: string, index: number) => {
    if (RESULT_CONNECTOR.test(sentence)) return true;
    // The candidate's own step is an action; it is also a result when it measures a change, or when
    // it closes the story with a count ("I booked 52 meetings that quarter").
    if (isAction(sentence))
      return (
        OUTCOME.test(sentence) &&
        (CHANGE.test(sentence) ||
          (index === sentences.length - 1 && index > firstAction && hasQuantity(sentence)))
      );
    if (RESULT_TIME.test(sentence)) return true;
    if (OUTCOME.test(sentence))
      // An outcome verb in the opening sentence is usually the scene ("the team closed the books in
      // 12 days, which was slowing…"), unless the answer leads with its headline result.
      return index > 0 || (!SCENE_STATE.test(sentence) && sentences.length > 1 && hasQuantity(sentence));
    // After the story's first step, a measured change, or a sentence that is neither a step, the
    // task, background nor a remark about oneself ("I always…", "I think…"), tells how it turned out.
    if (firstDoing === -1 || index <= firstDoing) return false;
    if (CHANGE.test(sentence)) return true;
    return (
      !TEAM_ACTION.test(sentence) &&
      !isTask(sentence) &&
      !BACKSTORY.test(sentence) &&
      !SITUATION.some((cue) => cue.test(sentence)) &&
      !/^I\b/.test(sentence)
    );
  };
  const results = sentences.filter(isResult);
  const situation = sentences.some(
    (sentence, index) =>
      SITUATION.some((cue) => cue.test(sentence)) ||
      // Before anyone acts, a sentence about how things were is the scene.
      ((firstAction === -1 || index < firstAction) &&
        !isTask(sentence) &&
        !isResult(sentence, index) &&
        /\b(?:was|were|had|kept)\b/i.test(sentence) &&
        !/^(?:I|well|so)\b/i.test(sentence)),
  );
  return {
    star: {
      situation,
      task: sentences.some(isTask),
      action: firstAction !== -1,
      result: results.length > 0,
    },
    measurableResult: results.some(hasQuantity),
    hasNumbers: sentences.some(hasQuantity),
  };
}

import { phraseRules } from '@/lib/writing/rewrite/phrases';
import type { PhraseLists } from '@/lib/writing/rewrite/words';

/**
 * The paraphraser's and rewriter's phrase lists: wordy phrases and their plain equivalents, register
 * swaps, contractions and fixed phrases. Each rule matches whole words, case-insensitively; an empty
 * replacement deletes the phrase.
 */

/** Wordy phrases with a shorter equivalent that means the same (every mode applies these). */
const WORDY = phraseRules('Wordy phrase made shorter', [
  ['in order to', 'to'],
  ['due to the fact that', 'because'],
  ['owing to the fact that', 'because'],
  ['in light of the fact that', 'because'],
  ['for the reason that', 'because'],
  ['in spite of the fact that', 'although'],
  ['despite the fact that', 'although'],
  ['at this point in time', 'now'],
  ['at the present time', 'now'],
  ['at this moment in time', 'now'],
  ['in the event that', 'if'],
  ['for the purpose of', 'for'],
  ['in the near future', 'soon'],
  ['a large number of', 'many'],
  ['a great number of', 'many'],
  ['the majority of', 'most'],
  ['a majority of', 'most'],
  ['has the ability to', 'can'],
  ['have the ability to', 'can'],
  ['is able to', 'can'],
  ['are able to', 'can'],
  ['has the capacity to', 'can'],
  ['in close proximity to', 'near'],
  ['with regard to', 'about'],
  ['with regards to', 'about'],
  ['in regard to', 'about'],
  ['with respect to', 'about'],
  ['in relation to', 'about'],
  ['prior to', 'before'],
  ['subsequent to', 'after'],
  ['as a matter of fact', 'in fact'],
  ['each and every', 'every'],
  ['first and foremost', 'first'],
  ['until such time as', 'until'],
  ['on a daily basis', 'daily'],
  ['on a weekly basis', 'weekly'],
  ['on a monthly basis', 'monthly'],
  ['on a regular basis', 'regularly'],
  ['in a timely manner', 'promptly'],
  ['make a decision', 'decide'],
  ['makes a decision', 'decides'],
  ['made a decision', 'decided'],
  ['making a decision', 'deciding'],
  ['take into consideration', 'consider'],
  ['takes into consideration', 'considers'],
  ['took into consideration', 'considered'],
  ['give consideration to', 'consider'],
  ['whether or not', 'whether'],
  ['absolutely essential', 'essential'],
  ['past history', 'history'],
  ['end result', 'result'],
  ['final outcome', 'outcome'],
  ['basic fundamentals', 'fundamentals'],
  ['advance planning', 'planning'],
  ['completely eliminate', 'eliminate'],
  ['at all times', 'always'],
  ['in most cases', 'usually'],
  ['by means of', 'by'],
  ['in the amount of', 'for'],
  ['it is important to note that', ''],
  ['it should be noted that', ''],
  ['please be advised that', ''],
]);

/** Everyday phrases with a formal equivalent (formal mode). */
const TO_FORMAL = phraseRules('Made more formal', [
  ['a lot of', 'many|much'],
  ['lots of', 'many|much'],
  ['get rid of', 'eliminate'],
  ['find out', 'determine'],
  ['found out', 'determined'],
  ['set up', 'arrange'],
  ['check out', 'examine'],
  ['thanks', 'thank you'],
  ['asap', 'as soon as possible'],
  ['gonna', 'going to'],
  ['wanna', 'want to'],
  ['kids', 'children'],
  ['okay', 'acceptable'],
]);

/** Stiff phrases with a friendlier equivalent (friendly goal of the rewriter). */
const TO_FRIENDLY = phraseRules('Made friendlier', [
  ['we regret to inform you that', 'unfortunately,'],
  ['please do not hesitate to', 'feel free to'],
  ['do not hesitate to', 'feel free to'],
  ['kindly', 'please'],
  ['in accordance with', 'in line with'],
  ['pursuant to', 'under'],
  ['we would like to', 'we’d like to'],
  ['at your earliest convenience', 'when you can'],
  ['we are pleased to inform you that', 'good news:'],
  ['as per', 'as in'],
]);

/** Contractions and what they stand for; expanded by the formal mode, made by the simple ones. */
const CONTRACTIONS: readonly (readonly [string, string])[] = [
  ["don't", 'do not'],
  ["doesn't", 'does not'],
  ["didn't", 'did not'],
  ["isn't", 'is not'],
  ["aren't", 'are not'],
  ["wasn't", 'was not'],
  ["weren't", 'were not'],
  ["can't", 'cannot'],
  ["couldn't", 'could not'],
  ["shouldn't", 'should not'],
  ["wouldn't", 'would not'],
  ["won't", 'will not'],
  ["haven't", 'have not'],
  ["hasn't", 'has not'],
  ["hadn't", 'had not'],
  ["I'm", 'I am'],
  ["we're", 'we are'],
  ["you're", 'you are'],
  ["they're", 'they are'],
  ["it's", 'it is'],
  ["that's", 'that is'],
  ["we've", 'we have'],
  ["you've", 'you have'],
  ["they've", 'they have'],
  ["I've", 'I have'],
  ["we'll", 'we will'],
  ["you'll", 'you will'],
  ["they'll", 'they will'],
  ["I'll", 'I will'],
  ["let's", 'let us'],
];

/** Expansions as rules ("don't" → "do not"). */
const EXPAND = phraseRules(
  'Contraction spelled out',
  CONTRACTIONS.map(([short, long]) => [short, long] as const),
);

/**
 * Contractions as rules ("do not" → "don't"). Only the negatives and "I am": "it is" at the end of a
 * clause ("that is where it is") cannot be contracted, and the rules see no clause ends.
 */
const CONTRACT = phraseRules(
  'Contracted',
  CONTRACTIONS.filter(([short]) => short.includes("n't") || short === "I'm").map(
    ([short, long]) => [long, short] as const,
  ),
);

/** The friendlier contractions of a pronoun and a verb, used only with a word after them. */
const CONTRACT_PRONOUNS = phraseRules(
  'Contracted',
  // Not "we have" → "we've": with "have" as the main verb ("we've questions") it reads as British.
  CONTRACTIONS.filter(([short]) => !/n't|'ve|^I'm$|^let's$/.test(short)).map(
    ([short, long]) => [long, short] as const,
  ),
  true,
);

/** Abbreviations the expand goal spells out. */
const ABBREVIATIONS = phraseRules('Abbreviation spelled out', [
  ['e.g.', 'for example'],
  ['i.e.', 'that is'],
  ['etc.', 'and so on'],
  ['w/', 'with'],
  ['&', 'and'],
  ['asap', 'as soon as possible'],
  ['fyi', 'for your information'],
]);

/** Filler adverbs that add little; the shorter mode removes them. */
const FILLERS: readonly string[] = [
  'very',
  'really',
  'actually',
  'basically',
  'literally',
  'totally',
  'truly',
  'definitely',
  'simply',
  'quite',
];

/** Everyday rewordings that keep the register (the standard and creative modes). */
const REWORD = [
  ...phraseRules('Reworded', [
    ['for example', 'for instance'],
    ['as soon as', 'once'],
    ['although', 'though'],
    ['such as', 'including'],
    ['in addition', 'also'],
    ['looking for', 'searching for'],
    ['look for', 'search for'],
    ['looks for', 'searches for'],
    ['as well as', 'along with'],
    ['because of', 'due to'],
    ['a lot of', 'plenty of'],
    ['lots of', 'plenty of'],
    ['right now', 'at the moment'],
    ['in the end', 'eventually'],
    ['need to', 'have to'],
    ['needs to', 'has to'],
    ['needed to', 'had to'],
    ['is responsible for', 'is in charge of'],
    ['are responsible for', 'are in charge of'],
    ['find out', 'learn'],
    ['found out', 'learned'],
    ['per hour', 'an hour'],
    ['per year', 'a year'],
    ['per month', 'a month'],
    ['per week', 'a week'],
    ['per day', 'a day'],
    ['want to', 'would like to'],
    ['wants to', 'would like to'],
    ['a lot', 'a great deal'],
  ]),
  ...phraseRules(
    'Reworded',
    [
      ['around', 'about'],
      ['over', 'more than'],
    ],
    { before: 'number', notAfter: ['of', 'from', 'to', 'and', 'or'] },
  ),
  ...phraseRules('Reworded', [['but', 'yet']], { afterComma: true, needsNext: true }),
  ...phraseRules('Reworded', [['because', 'since']], {
    notAfter: ['is', 'was', 'just', 'only', 'not', 'partly', 'simply'],
    needsNext: true,
  }),
  ...phraseRules('Reworded', [['each', 'every']], { before: 'singular' }),
  ...phraseRules('Reworded', [['that', 'which']], { afterNoun: true, before: 'finite' }),
  ...phraseRules('Reworded', [
    ['everyone', 'everybody'],
    ['someone', 'somebody'],
    ['anyone', 'anybody'],
    ['no one', 'nobody'],
  ]),
  ...phraseRules('Reworded', [['a little', 'slightly']], { before: 'adjective' }),
  ...phraseRules(
    'Reworded',
    [
      ['about', 'around'],
      ['approximately', 'about'],
      ['more than', 'over'],
    ],
    {
      before: 'number',
    },
  ),
  ...phraseRules('Reworded', [['every', 'each']], {
    before: 'singular',
    notAfter: ['almost', 'nearly', 'not'],
  }),
  ...phraseRules(
    'Reworded',
    [
      ['however', 'that said'],
      ['also', 'in addition'],
    ],
    { atStart: true, needsNext: true },
  ),
];

/** Rewordings that add a word or two: only when the visitor asks for more changes. */
const MORE_REWORD = [
  ...phraseRules(
    'Reworded',
    [
      ['several', 'a number of'],
      ['should not', 'ought not to'],
      ['should', 'ought to'],
      ['we can', 'we are able to'],
      ['you can', 'you are able to'],
      ['they can', 'they are able to'],
      ['i can', 'I am able to'],
    ],
    { needsNext: true },
  ),
];

/** Redundant pairs and roundabout phrasing: what reads smoother without it (the fluent mode). */
const SMOOTH = phraseRules('Smoother phrasing', [
  ['any and all', 'all'],
  ['full and complete', 'complete'],
  ['true and accurate', 'accurate'],
  ['various different', 'various'],
  ['future plans', 'plans'],
  ['close proximity', 'proximity'],
  ['join together', 'join'],
  ['still remains', 'remains'],
  ['repeat again', 'repeat'],
  ['plan ahead', 'plan'],
  ['free gift', 'gift'],
  ['unexpected surprise', 'surprise'],
  ['in spite of', 'despite'],
  ['a number of', 'several'],
  ['so as to', 'to'],
  ['with the exception of', 'except'],
  ['on the grounds that', 'because'],
  ['in the absence of', 'without'],
  ['for the most part', 'mostly'],
  ['as to whether', 'whether'],
  ['in the process of', ''],
  ['all of the', 'all the'],
  ['both of the', 'both the'],
  ['outside of', 'outside'],
  ['off of', 'off'],
  ['are going to', 'will'],
  ['is going to', 'will'],
  ['am going to', 'will'],
]);

/** Cuts that keep the meaning: "that" after verbs of saying, "as soon as" → "once" (the shorten mode). */
const TIGHTEN = [
  ...phraseRules('Wordy phrase made shorter', [
    ['as soon as', 'once'],
    ['in addition', 'also'],
    ['such as', 'like'],
    ['so that', 'so'],
    ['said that', 'said'],
    ['say that', 'say'],
    ['says that', 'says'],
    ['believe that', 'believe'],
    ['think that', 'think'],
    ['hope that', 'hope'],
    ['know that', 'know'],
    ['suggests that', 'suggests'],
    ['sure that', 'sure'],
    ['ensure that', 'ensure'],
    ['a lot of', 'many|much'],
    ['will be able to', 'can'],
    ['in the event of', 'in'],
    ['at the end of the day', 'ultimately'],
  ]),
  ...phraseRules('Wordy phrase made shorter', [['more than', 'over']], { before: 'number' }),
];

/** Plain words and connectives for the simple mode. */
const PLAIN = [
  ...phraseRules('Plain word', [
    ['approximately', 'about'],
    ['in addition', 'also'],
    ['such as', 'like'],
    ['regarding', 'about'],
    ['numerous', 'many'],
    ['prior to', 'before'],
    ['a number of', 'some'],
    ['in spite of', 'despite'],
    ['a sufficient number of', 'enough'],
  ]),
  ...phraseRules(
    'Plain word',
    [
      ['however', 'but'],
      ['therefore', 'so'],
      ['furthermore', 'also'],
    ],
    {
      atStart: true,
      needsNext: true,
    },
  ),
];

/** More formal phrasal verbs and openers (formal and academic modes, besides TO_FORMAL). */
const FORMAL_MORE = [
  ...phraseRules('Made more formal', [
    ['make sure', 'ensure'],
    ['makes sure', 'ensures'],
    ['making sure', 'ensuring'],
    ['made sure', 'ensured'],
    ['figure out', 'determine'],
    ['look into', 'investigate'],
    ['put off', 'postpone'],
    ['go over', 'review'],
    ['deal with', 'address'],
    ['dealt with', 'addressed'],
    ['dealing with', 'addressing'],
    ['let us know', 'inform us'],
    ['let me know', 'inform me'],
    ['a bit', 'somewhat'],
    ['lots of', 'many|much'],
    ['big', 'considerable'],
  ]),
  ...phraseRules('Made more formal', [['about', 'approximately']], { before: 'number' }),
  ...phraseRules(
    'Made more formal',
    [
      ['but', 'however,'],
      ['so', 'therefore,'],
      ['also', 'furthermore,'],
    ],
    {
      atStart: true,
      needsNext: true,
    },
  ),
  ...phraseRules(
    'Made more formal',
    [
      ['hi', 'hello'],
      ['hey', 'hello'],
    ],
    { atStart: true },
  ),
];

/** What academic writing adds to the formal register: hedged, impersonal connectives. */
const ACADEMIC = [
  ...phraseRules('Academic phrasing', [
    ['for example', 'for instance'],
    ['in addition', 'furthermore'],
    ['i think', 'I would argue'],
    ['we think', 'we would argue'],
    ['a lot of', 'a considerable number of'],
    ['such as', 'including'],
    ['shows that', 'indicates that'],
    ['show that', 'indicate that'],
    ['showed that', 'indicated that'],
  ]),
  ...phraseRules('Academic phrasing', [['however', 'nevertheless']], { atStart: true, needsNext: true }),
];

/** Friendlier everyday wording beyond TO_FRIENDLY (the friendly mode). */
const FRIENDLY_MORE = [
  ...phraseRules('Made friendlier', [
    ['thank you for', 'thanks for'],
    ['regarding', 'about'],
    ['approximately', 'about'],
    ['please note that', ''],
    ['we are pleased to', 'we’re happy to'],
    ['we are happy to', 'we’re happy to'],
    ['in addition', 'also'],
    ['therefore', 'so'],
    ['purchase', 'buy'],
  ]),
  ...phraseRules(
    'Made friendlier',
    [
      ['dear', 'hi'],
      ['hello', 'hi'],
      ['however', 'but'],
    ],
    {
      atStart: true,
      needsNext: true,
    },
  ),
];

/** Longer, fuller wording that says the same thing (the expand mode). */
const FULLER = [
  ...phraseRules(
    'Spelled out more fully',
    [
      ['we can', 'we are able to'],
      ['you can', 'you are able to'],
      ['they can', 'they are able to'],
      ['i can', 'I am able to'],
      ['it can', 'it is able to'],
      ['he can', 'he is able to'],
      ['she can', 'she is able to'],
    ],
    { needsNext: true },
  ),
  ...phraseRules('Spelled out more fully', [['should not', 'ought not to']], { needsNext: true }),
  ...phraseRules(
    'Spelled out more fully',
    [
      ['must', 'will need to'],
      ['should', 'ought to'],
    ],
    { before: 'verb' },
  ),
  ...phraseRules('Spelled out more fully', [['most', 'the majority of']], {
    before: 'plural',
    notAfter: ['the', 'at', 'of'],
  }),
  ...phraseRules('Spelled out more fully', [['many', 'a large number of']], {
    before: 'plural',
    notAfter: ['how', 'so', 'too', 'as', 'very', 'not', 'of', 'the', 'many'],
  }),
  ...phraseRules('Spelled out more fully', [['to', 'in order to']], { atStart: true, before: 'verb' }),
];

/**
 * Fixed phrases and collocations whose words are never swapped one by one: "fast-paced" is caught by
 * its hyphen, these by their words ("short notice" is not "brief notice").
 */
const IDIOMS: readonly string[] = [
  'at least',
  'at most',
  'at once',
  'in fact',
  'of course',
  'on time',
  'in time',
  'in charge',
  'in person',
  'right away',
  'so far',
  'as well',
  'as well as',
  'take place',
  'takes place',
  'took place',
  'keep in mind',
  'up to date',
  'real time',
  'short notice',
  'big difference',
  'long run',
  'good faith',
  'hard work',
  'first hand',
  'main street',
  'time and a half',
  'one and a half',
  'minimum wage',
  'health care',
  'no longer',
  'all the best',
  'the same',
  'by hand',
  'great deal',
  'clean driving record',
  'free of charge',
  'big advantage',
  'fair deal',
  'heads up',
  'at a glance',
  'on site',
  'make sure',
  'help desk',
  'job fair',
  'career fair',
  'great things',
  'great time',
  'general manager',
  'hiring manager',
  'project manager',
  'office manager',
  'account manager',
  'store manager',
  'shift supervisor',
  'do their jobs',
  'do their job',
  'do your job',
  'do the job',
  'on the job',
];

export const PHRASES: PhraseLists = {
  WORDY,
  TO_FORMAL,
  TO_FRIENDLY,
  CONTRACTIONS,
  EXPAND,
  CONTRACT,
  CONTRACT_PRONOUNS,
  ABBREVIATIONS,
  FILLERS,
  REWORD,
  MORE_REWORD,
  SMOOTH,
  TIGHTEN,
  PLAIN,
  FORMAL_MORE,
  ACADEMIC,
  FRIENDLY_MORE,
  FULLER,
  IDIOMS,
};

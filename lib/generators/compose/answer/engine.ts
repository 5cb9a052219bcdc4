import { asSentence, capitalize, greetingName, inline, lines } from '../grammar';
import { createRandom } from '@/lib/kit/random';
import { tidy } from '../template';
import type { ComposeContext, ComposeEngine, ComposeOutput, ComposeValues } from '../types';

/**
 * Structured answers built only from the visitor's notes. The engine adds structure (STAR labels,
 * the order of a support reply, "what it is / why it matters") and joining words, never facts: a
 * missing part is a [bracketed] prompt saying what belongs there.
 */

// Past-tense verbs that do not end in -ed, for turning "met the team" into "I met the team".
const IRREGULAR_PAST = new Set(
  'met led built wrote ran made set took gave brought spoke chose found kept sent told began drove held taught thought sought bought won cut put shut rebuilt rewrote redid did got went saw drew grew knew showed'.split(
    ' ',
  ),
);

/** "met each engineer" -> "I met each engineer"; a line that already has a subject is left alone. */
export function firstPerson(line: string): string {
  const clean = line.trim().replace(/[.;]+$/, '');
  const first = clean.split(/\s/)[0] ?? '';
  const lower = first.toLowerCase();
  const isVerb = /^[a-z]+ed$/.test(lower) || IRREGULAR_PAST.has(lower);
  return isVerb ? `I ${lower}${clean.slice(first.length)}` : clean;
}

const SEQUENCE = ['First,', 'Then', 'Next,', 'After that,'];

function sentencesOf(text: string): string[] {
  return lines(text).map(asSentence);
}

/** The visitor's action steps in order: "First, I …. Then I …. Finally, I …." */
function actionSentences(text: string): string[] {
  const steps = lines(text).map(firstPerson);
  return steps.map((step, index) => {
    const isI = /^I\b/.test(step);
    const sentence = asSentence(step);
    if (steps.length === 1 || !isI) return sentence;
    const lead = index === steps.length - 1 ? 'Finally,' : (SEQUENCE[index] ?? 'Then');
    return `${lead} ${sentence}`;
  });
}

/** About 150 spoken words a minute, as interview coaches time answers. */
export function speakingTime(text: string): string {
  const words = text.split(/\s+/).filter(Boolean).length;
  const seconds = Math.max(10, Math.round(((words / 150) * 60) / 5) * 5);
  if (seconds < 60) return `about ${seconds} seconds`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `about ${minutes} min${rest ? ` ${rest} s` : ''}`;
}

function interview(values: ComposeValues): ComposeOutput {
  const part = (label: string, sentences: string[], blank: string) =>
    `${label}: ${sentences.length ? sentences.join(' ') : `[${blank}]`}`;
  const situation = sentencesOf(values.situation ?? '');
  const task = sentencesOf(values.task ?? '');
  const action = actionSentences(values.action ?? '');
  const result = sentencesOf(values.result ?? '');
  const lesson = values.lesson?.trim() ? `Looking back, I learned ${inline(values.lesson)}.` : '';
  const full = tidy(
    [
      part('Situation', situation, 'Where you were, when, and what was at stake'),
      part('Task', task, 'What you were responsible for achieving'),
      part('Action', action, 'The steps you took yourself, in order'),
      `${part('Result', result, 'What changed because of what you did, with a number if you have one')}${lesson ? ` ${lesson}` : ''}`,
    ].join('\n\n'),
  );
  // The short version keeps the first point of each part: for a screening call or a tight panel.
  const short = tidy(
    [
      situation[0] ?? '[Situation]',
      task[0] ?? '[Task]',
      action[0] ?? '[Action]',
      result[0] ?? '[Result]',
    ].join(' '),
  );
  const question = values.question?.trim();
  const notes = [
    question ? `Answering: “${question}”` : '',
    result.length && !/\d/.test(values.result ?? '')
      ? 'Results land harder with a number: add one if you have it (time saved, a percentage, a customer score).'
      : '',
    action.length && !action.some((sentence) => /\bI\b/.test(sentence))
      ? 'Interviewers listen for what you did: write the actions with “I”, not “we”.'
      : '',
  ].filter(Boolean);
  const plain = (text: string) => text.replace(/^(Situation|Task|Action|Result): /gm, '');
  return {
    drafts: [
      { label: `Full answer, ${speakingTime(plain(full))} spoken`, body: full },
      { label: `Short version, ${speakingTime(short)} spoken`, body: short },
    ],
    notes,
  };
}

const ACKNOWLEDGE: Record<string, readonly string[]> = {
  friendly: ['Thanks for getting in touch about {issue}.', 'Thanks for your question about {issue}.'],
  formal: ['Thank you for contacting us about {issue}.', 'Thank you for your message regarding {issue}.'],
  apologetic: [
    'Thank you for letting us know about {issue}, and I am sorry for the trouble this has caused.',
    'I am sorry about the trouble with {issue}, and thank you for your patience.',
  ],
};
const ANSWER_LEAD: Record<string, string> = {
  friendly: 'Here is how to do it:',
  formal: 'Please follow these steps:',
  apologetic: 'Here is how to put it right:',
};
const CLOSE: Record<string, readonly string[]> = {
  friendly: [
    'Hope that helps! Just reply if you have any other questions.',
    'Let me know if anything else comes up.',
  ],
  formal: ['Please do not hesitate to contact us if you need further assistance.'],
  apologetic: ['Thank you again for your patience, and please reply if anything is still not right.'],
};

function support(values: ComposeValues, variant: number): ComposeOutput {
  const tone = ['friendly', 'formal', 'apologetic'].includes(values.supportTone ?? '')
    ? values.supportTone!
    : 'friendly';
  const random = createRandom(`answer:support:${tone}:${variant}`);
  const name = values.customerName?.trim() ? greetingName(values.customerName) : '';
  const issue = values.issue?.trim() ? inline(values.issue) : '[what the customer asked about]';
  const steps = lines(values.answer ?? '');
  const answer =
    steps.length === 0
      ? '[The answer or fix, in the customer’s terms]'
      : steps.length === 1
        ? asSentence(steps[0] ?? '')
        : `${ANSWER_LEAD[tone]}\n${steps.map((step, index) => `${index + 1}. ${asSentence(step)}`).join('\n')}`;
  const next = values.nextStep?.trim() ? asSentence(values.nextStep) : '[What happens next, and when]';
  const agent = values.agentName?.trim() || '[Your name]';
  const company = values.company?.trim();
  const body = tidy(
    [
      tone === 'formal' ? `Dear ${name || '[Customer name]'},` : `Hi ${name || '[Customer name]'},`,
      random.pick(ACKNOWLEDGE[tone] ?? []).replace('{issue}', issue),
      answer,
      next,
      random.pick(CLOSE[tone] ?? []),
      `${tone === 'formal' ? 'Kind regards,' : 'Best,'}\n${agent}${company ? `\n${company} Support` : ''}`,
    ].join('\n\n'),
  );
  return { drafts: [{ label: 'Support reply', body }], notes: [] };
}

// Written so they agree with any subject, singular or plural ("structured interviews").
const AUDIENCE_INTRO: Record<string, string> = {
  'hiring-manager': 'A quick guide to {concept}, written for hiring managers.',
  'new-hire': 'Welcome! Here is a quick guide to {concept}.',
  candidate: 'A short guide to {concept} for candidates, and what to expect.',
  executive: 'The short version on {concept}, with an example.',
  beginner: 'An introduction to {concept}, in plain words.',
};

function explain(values: ComposeValues): ComposeOutput {
  const concept = values.concept?.trim() ? fragmentOf(values.concept) : '[the subject]';
  const intro = capitalize(
    (AUDIENCE_INTRO[values.audience ?? ''] ?? AUDIENCE_INTRO.beginner ?? '').replace('{concept}', concept),
  );
  const section = (label: string, text: string, blank: string) => {
    const sentences = sentencesOf(text);
    return `${label}\n${sentences.length ? sentences.join(' ') : `[${blank}]`}`;
  };
  const body = tidy(
    [
      intro,
      section('What it is', values.whatItIs ?? '', 'What it is, in one or two plain sentences'),
      section('Why it matters', values.whyItMatters ?? '', 'Why it matters to this reader'),
      section('An example', values.example ?? '', 'A concrete example from their world'),
    ].join('\n\n'),
  );
  return { drafts: [{ label: 'Explanation', body }], notes: [] };
}

function fragmentOf(text: string): string {
  return text.trim().replace(/[.?!]+$/, '');
}

const engine: ComposeEngine = {
  compose(values: ComposeValues, { variant }: ComposeContext) {
    if (values.mode === 'support') return support(values, variant);
    if (values.mode === 'explain') return explain(values);
    return interview(values);
  },
};

export default engine;

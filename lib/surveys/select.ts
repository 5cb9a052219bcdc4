import { fill } from './fill';
import type { Item, QuestionSet, Section } from './model';
import { optionsFor } from './scales';
import { parseCount } from './validate';
import type {
  BankQuestion,
  InterviewChoices,
  InterviewLength,
  InterviewSpec,
  SurveyChoices,
  SurveySpec,
} from './spec';

/**
 * Turns a definition and the visitor's choices into a question set. Pure and deterministic: the
 * same choices give the same questions in the same order (topics in the definition's order, not
 * the order they were ticked), so the server-rendered default and the browser agree, and tests can
 * pin the result.
 */

/**
 * Takes questions from each pool in turn (one from every topic, then a second from every topic...)
 * so a short survey still touches every chosen topic, then returns them in pool order.
 */
export function roundRobin<T>(pools: readonly (readonly T[])[], target: number): T[][] {
  const taken = pools.map(() => 0);
  let total = 0;
  for (let round = 0; total < target; round += 1) {
    let progressed = false;
    for (let index = 0; index < pools.length && total < target; index += 1) {
      if ((pools[index]?.length ?? 0) > round) {
        taken[index] = round + 1;
        total += 1;
        progressed = true;
      }
    }
    if (!progressed) break;
  }
  return pools.map((pool, index) => pool.slice(0, taken[index]));
}

const appliesTo = (question: BankQuestion, variant: string) =>
  !question.variants || question.variants.includes(variant);

const MINUTES: Record<Item['format'], number> = {
  scale: 0.25,
  nps: 0.25,
  choice: 0.3,
  multi: 0.5,
  open: 1.5,
  question: 5,
};

/** Rough time to answer, rounded up, for the intro's promise; never below two minutes. */
export function minutesToAnswer(items: readonly Pick<Item, 'format'>[]): number {
  return Math.max(2, Math.ceil(items.reduce((sum, item) => sum + MINUTES[item.format], 0)));
}

export const FINAL_SECTION = 'final';
export const OVERALL_SECTION = 'overall';

export function buildSurvey(spec: SurveySpec, choices: SurveyChoices): QuestionSet {
  const company = choices.company.trim();
  const variant =
    spec.variant?.options.find((option) => option.value === choices.variant) ?? spec.variant?.options[0];
  const values = {
    company,
    audience: spec.audienceLabel ? choices.audience.trim() : '',
    subject: choices.subject.trim(),
    variant: variant?.label ?? '',
  };
  const toItem = (question: BankQuestion, section: string): Item => ({
    id: question.id,
    section,
    text: fill((variant && question.wording?.[variant.value]) ?? question.text, values),
    format: question.format,
    options: optionsFor(question.format, choices.scale, question.options),
    probes: [],
  });

  const variantId = variant?.value ?? '';
  const enps = spec.enps && choices.enps ? [spec.enps] : [];
  const final = spec.final.filter((question) => appliesTo(question, variantId));
  const count = parseCount(choices.count) ?? parseCount(spec.defaults.count) ?? spec.minCount;
  const target = Math.max(0, count - enps.length - final.length);

  const topics = spec.topics.filter((topic) => choices.topics.includes(topic.id));
  const pools = topics.map((topic) =>
    spec.questions.filter((question) => question.topic === topic.id && appliesTo(question, variantId)),
  );
  const picked = roundRobin(pools, target);
  const available = pools.reduce((sum, pool) => sum + pool.length, 0);

  const sections: Section[] = [
    ...topics.map((topic) => ({ id: topic.id, title: topic.label, blurb: topic.blurb })),
    { id: OVERALL_SECTION, title: 'Overall' },
    { id: FINAL_SECTION, title: 'Final thoughts' },
  ];
  const items: Item[] = [
    ...picked.flatMap((questions, index) => questions.map((q) => toItem(q, topics[index]?.id ?? ''))),
    ...enps.map((question) => toItem(question, OVERALL_SECTION)),
    ...final.map((question) => toItem(question, FINAL_SECTION)),
  ];

  const minutes = minutesToAnswer(items);
  const intro = [
    ...spec.intro.map((paragraph) => fill(paragraph, { ...values, minutes: String(minutes) })),
    ...(variant?.intro ? [fill(variant.intro, values)] : []),
  ];
  const note = choices.anonymous
    ? {
        title: 'Your answers are anonymous',
        text: `No names or email addresses are collected. Results are reported only for groups of ${spec.minGroup ?? 5} or more people, and written comments are shared without anything that could identify who wrote them.`,
      }
    : {
        title: 'Your answers are confidential, not anonymous',
        text: `Your name is recorded with your answers so that ${company}’s HR team can follow up if you ask it to. Only HR sees individual answers; everyone else sees summaries for groups of ${spec.minGroup ?? 5} or more people.`,
      };

  return {
    mode: 'survey',
    title: fill(spec.title, values),
    owner: company,
    audience: values.audience,
    intro,
    note,
    sections,
    items,
    closing: fill(spec.closing, values),
    notice:
      available < target
        ? `The topics you chose hold ${available} questions${variant ? ` that suit this ${spec.variant?.label.toLowerCase()}` : ''}, so the survey has ${items.length} questions rather than ${count}. Choose more topics for a longer survey.`
        : undefined,
  };
}

/** Competency questions that fit an interview of each length, after the opening and closing. */
export const QUESTION_SLOTS: Record<InterviewLength, number> = { '30': 4, '45': 6, '60': 8, '90': 12 };
const FRAME_QUESTIONS: Record<InterviewLength, number> = { '30': 1, '45': 2, '60': 2, '90': 2 };

export function buildInterview(spec: InterviewSpec, choices: InterviewChoices): QuestionSet {
  const role = choices.role.trim();
  const company = choices.company.trim();
  const values = { role, company };
  const fits = (question: BankQuestion) => !question.levels || question.levels.includes(choices.seniority);
  const toItem = (question: BankQuestion, section: string): Item => ({
    id: question.id,
    section,
    text: fill(question.text, values),
    format: 'question',
    options: [],
    probes: (question.probes ?? []).map((probe) => fill(probe, values)),
  });

  const competencies = spec.competencies.filter((c) => choices.competencies.includes(c.id));
  const pools = competencies.map((c) => spec.questions.filter((q) => q.topic === c.id && fits(q)));
  const slots = QUESTION_SLOTS[choices.length];
  const picked = roundRobin(pools, slots);
  const frame = FRAME_QUESTIONS[choices.length];
  const opening = spec.opening.filter(fits).slice(0, frame);
  const closing = spec.closing.filter(fits).slice(0, frame);

  const sections: Section[] = [
    {
      id: 'opening',
      title: 'Opening',
      blurb: 'Put the candidate at ease and hear their story in their words.',
    },
    ...competencies.map((c) => ({
      id: c.id,
      title: c.label,
      blurb: c.blurb,
      good: c.good,
      redFlags: c.redFlags,
      rubric: c.rubric,
    })),
    {
      id: 'closing',
      title: 'Closing',
      blurb: 'Leave at least five minutes for the candidate’s questions and explain the next steps.',
    },
  ];
  const items: Item[] = [
    ...opening.map((q) => toItem(q, 'opening')),
    ...picked.flatMap((questions, index) => questions.map((q) => toItem(q, competencies[index]?.id ?? ''))),
    ...closing.map((q) => toItem(q, 'closing')),
  ];

  const left = competencies.filter((_, index) => (picked[index]?.length ?? 0) === 0).map((c) => c.label);
  const asked = picked.reduce((sum, questions) => sum + questions.length, 0);
  const perQuestion = Math.round((Number(choices.length) - 10) / Math.max(1, asked));
  const notice = left.length
    ? `A ${choices.length}-minute interview fits ${slots} competency questions, so ${left.join(', ')} ${left.length === 1 ? 'has' : 'have'} none. Choose fewer competencies or a longer interview.`
    : asked < slots
      ? `The competencies you chose hold ${asked} questions at this level, fewer than the ${slots} a ${choices.length}-minute interview allows. Choose another competency or add your own questions.`
      : undefined;

  return {
    mode: 'interview',
    title: fill(spec.title, values),
    owner: company,
    audience: '',
    intro: [
      spec.approach,
      `Plan for ${choices.length} minutes: about 5 to open, roughly ${perQuestion} per competency question with its follow-up probes, and 5 for the candidate’s questions. Ask every candidate for this role the same main questions in the same order; probes may vary with the answers.`,
      'Take notes on what the candidate said and did, not on impressions. Score each competency from 1 to 5 against its anchors straight after the interview, before you compare notes with other interviewers.',
    ],
    note: {
      title: 'Fair, legal interviewing',
      text: 'Ask only about the candidate’s ability to do the job. Do not ask about age, date of birth, race, ethnicity, national origin or citizenship (beyond whether they are authorized to work), religion, sex, sexual orientation, gender identity, marital status, pregnancy, children or childcare, disability or health, genetic information, or salary history where your state or city bans it. If a candidate volunteers such information, do not note it or follow it up.',
    },
    sections,
    items,
    closing: `Thank the candidate, tell them when they will hear back from ${company}, and record your scores and evidence for the ${role} role before your next meeting.`,
    notice,
  };
}

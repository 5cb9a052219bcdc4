import {
  INTERVIEW_LENGTHS,
  SENIORITIES,
  type Choices,
  type InterviewChoices,
  type InterviewSpec,
  type QuestionSetSpec,
  type SurveyChoices,
  type SurveySpec,
} from './spec';

/** Field key -> the sentence shown beside that field. Empty when the choices can be built. */
export type ChoiceErrors = Partial<Record<string, string>>;

export const MAX_TEXT = 120;

function text(value: string, noun: string, errors: ChoiceErrors, key: string) {
  if (!value.trim()) errors[key] = `Enter ${noun}.`;
  else if (value.length > MAX_TEXT) errors[key] = `Keep it under ${MAX_TEXT} characters.`;
}

export function parseCount(value: string): number | null {
  const trimmed = value.trim();
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : null;
}

export function validateSurvey(spec: SurveySpec, choices: SurveyChoices): ChoiceErrors {
  const errors: ChoiceErrors = {};
  text(choices.company, 'the company name', errors, 'company');
  if (choices.audience.length > MAX_TEXT) errors.audience = `Keep it under ${MAX_TEXT} characters.`;
  if (spec.subjectLabel) text(choices.subject, 'the name of the person reviewed', errors, 'subject');
  const count = parseCount(choices.count);
  if (count === null || count < spec.minCount || count > spec.maxCount) {
    errors.count = `Enter a whole number from ${spec.minCount} to ${spec.maxCount}.`;
  }
  if (!choices.topics.some((id) => spec.topics.some((topic) => topic.id === id))) {
    errors.topics = 'Choose at least one topic.';
  }
  return errors;
}

export const MAX_COMPETENCIES = 6;

export function validateInterview(spec: InterviewSpec, choices: InterviewChoices): ChoiceErrors {
  const errors: ChoiceErrors = {};
  text(choices.role, 'the job title the guide is for', errors, 'role');
  text(choices.company, 'the company name', errors, 'company');
  const chosen = choices.competencies.filter((id) => spec.competencies.some((c) => c.id === id));
  if (chosen.length === 0)
    errors.competencies = `Choose at least one of the ${spec.topicsLabel.toLowerCase()}.`;
  else if (chosen.length > MAX_COMPETENCIES) {
    errors.competencies = `Choose at most ${MAX_COMPETENCIES}: a structured interview assesses a few things well.`;
  }
  return errors;
}

/**
 * Puts back the default for any choice a stored draft holds that this definition does not offer
 * (a scale, check-in, seniority or length), so an old draft can never select something unbuildable.
 */
export function sanitizeChoices(spec: QuestionSetSpec, choices: Choices): Choices {
  if (spec.mode === 'survey') {
    const survey = choices as SurveyChoices;
    const variants = spec.variant?.options.map((option) => option.value) ?? [];
    return {
      ...survey,
      scale: spec.scales.includes(survey.scale) ? survey.scale : spec.defaults.scale,
      variant: spec.variant && !variants.includes(survey.variant) ? spec.defaults.variant : survey.variant,
    };
  }
  const guide = choices as InterviewChoices;
  return {
    ...guide,
    seniority: SENIORITIES.includes(guide.seniority) ? guide.seniority : spec.defaults.seniority,
    length: INTERVIEW_LENGTHS.includes(guide.length) ? guide.length : spec.defaults.length,
  };
}

import { SCALES } from '@/lib/surveys/scales';
import {
  INTERVIEW_LENGTHS,
  SENIORITIES,
  type InterviewChoices,
  type InterviewSpec,
  type Seniority,
  type SurveyChoices,
  type SurveySpec,
} from '@/lib/surveys/spec';
import type { ChoiceErrors } from '@/lib/surveys/validate';
import { CheckList, SelectField, TextField, Toggle } from './ChoiceFields';

export const SENIORITY_LABELS: Record<Seniority, string> = {
  entry: 'Entry level or graduate',
  mid: 'Mid level',
  senior: 'Senior',
  lead: 'Lead or manager',
};

type Change<C> = <K extends keyof C>(key: K, value: C[K]) => void;

const toggled = (list: readonly string[], id: string) =>
  list.includes(id) ? list.filter((item) => item !== id) : [...list, id];

export function SurveyChoicesForm({
  spec,
  choices,
  errors,
  idPrefix,
  onChange,
}: {
  spec: SurveySpec;
  choices: SurveyChoices;
  errors: ChoiceErrors;
  idPrefix: string;
  onChange: Change<SurveyChoices>;
}) {
  const id = (key: string) => `${idPrefix}-${key}`;
  return (
    <>
      <TextField
        id={id('company')}
        label="Company name"
        value={choices.company}
        error={errors.company}
        onChange={(v) => onChange('company', v)}
      />
      {spec.subjectLabel ? (
        <TextField
          id={id('subject')}
          label={spec.subjectLabel}
          value={choices.subject}
          error={errors.subject}
          onChange={(v) => onChange('subject', v)}
        />
      ) : null}
      {spec.variant ? (
        <SelectField
          id={id('variant')}
          label={spec.variant.label}
          value={choices.variant}
          options={spec.variant.options}
          onChange={(v) => onChange('variant', v)}
        />
      ) : null}
      {spec.audienceLabel ? (
        <TextField
          id={id('audience')}
          label={spec.audienceLabel}
          value={choices.audience}
          error={errors.audience}
          onChange={(v) => onChange('audience', v)}
        />
      ) : null}
      <CheckList
        id={id('topics')}
        label="Topics"
        options={spec.topics}
        chosen={choices.topics}
        error={errors.topics}
        onToggle={(topic) => onChange('topics', toggled(choices.topics, topic))}
      />
      <TextField
        id={id('count')}
        label="Number of questions"
        numeric
        value={choices.count}
        error={errors.count}
        help={`From ${spec.minCount} to ${spec.maxCount}, counting the open questions at the end${spec.enps ? ' and eNPS' : ''}.`}
        onChange={(v) => onChange('count', v)}
      />
      {spec.scales.length > 1 ? (
        <SelectField
          id={id('scale')}
          label="Rating scale"
          value={choices.scale}
          options={spec.scales.map((scale) => ({ value: scale, label: SCALES[scale].label }))}
          onChange={(v) => onChange('scale', v as SurveyChoices['scale'])}
        />
      ) : null}
      {spec.enps ? (
        <Toggle
          id={id('enps')}
          label="Include the eNPS question (0-10 likelihood to recommend)"
          checked={choices.enps}
          onChange={(v) => onChange('enps', v)}
        />
      ) : null}
      <Toggle
        id={id('anonymous')}
        label="Anonymous (no names collected)"
        checked={choices.anonymous}
        onChange={(v) => onChange('anonymous', v)}
      />
    </>
  );
}

export function InterviewChoicesForm({
  spec,
  choices,
  errors,
  idPrefix,
  onChange,
}: {
  spec: InterviewSpec;
  choices: InterviewChoices;
  errors: ChoiceErrors;
  idPrefix: string;
  onChange: Change<InterviewChoices>;
}) {
  const id = (key: string) => `${idPrefix}-${key}`;
  return (
    <>
      <TextField
        id={id('role')}
        label="Job title"
        value={choices.role}
        error={errors.role}
        onChange={(v) => onChange('role', v)}
      />
      <TextField
        id={id('company')}
        label="Company name"
        value={choices.company}
        error={errors.company}
        onChange={(v) => onChange('company', v)}
      />
      <SelectField
        id={id('seniority')}
        label="Seniority"
        value={choices.seniority}
        options={SENIORITIES.map((level) => ({ value: level, label: SENIORITY_LABELS[level] }))}
        onChange={(v) => onChange('seniority', v as Seniority)}
      />
      <SelectField
        id={id('length')}
        label="Interview length"
        value={choices.length}
        options={INTERVIEW_LENGTHS.map((minutes) => ({ value: minutes, label: `${minutes} minutes` }))}
        onChange={(v) => onChange('length', v as InterviewChoices['length'])}
      />
      <CheckList
        id={id('competencies')}
        label={spec.topicsLabel}
        help="Choose the few that matter most for this role: two to five is typical."
        options={spec.competencies}
        chosen={choices.competencies}
        error={errors.competencies}
        onToggle={(competency) => onChange('competencies', toggled(choices.competencies, competency))}
      />
    </>
  );
}

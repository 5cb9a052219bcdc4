/**
 * The data a question-set tool is built from: a bank of questions typed by topic (a survey theme or
 * an interview competency) and answer format, and the choices the visitor starts from. Definitions
 * under content/tools/surveys/ are plain data of these types; lib/surveys/select.ts turns one
 * into a survey or an interview guide.
 */

/** Rating scales a survey can use for its scale questions (labels in ./scales). */
export const SCALE_IDS = ['agreement', 'frequency', 'satisfaction', 'effectiveness'] as const;
export type ScaleId = (typeof SCALE_IDS)[number];

/**
 * `scale`: the survey's rating scale; `nps`: 0-10 likelihood to recommend; `choice`: pick one of
 * `options`; `multi`: pick any; `open`: free text; `question`: an interview question (spoken).
 */
export const ANSWER_FORMATS = ['scale', 'nps', 'choice', 'multi', 'open', 'question'] as const;
export type AnswerFormat = (typeof ANSWER_FORMATS)[number];

export const SENIORITIES = ['entry', 'mid', 'senior', 'lead'] as const;
export type Seniority = (typeof SENIORITIES)[number];

export type BankQuestion = {
  /** Unique in its bank and stable: edits and drafts refer to questions by it. */
  readonly id: string;
  /** The topic or competency id it belongs to. */
  readonly topic: string;
  /** May hold {company}, {audience}, {subject} or {role}. */
  readonly text: string;
  readonly format: AnswerFormat;
  /** The choices of a `choice` or `multi` question. */
  readonly options?: readonly string[];
  /** Only for these variants (a check-in, a rater); every variant when omitted. */
  readonly variants?: readonly string[];
  /** Wording for a variant, e.g. a 360 self-review asks "I explain" where others read "{subject} explains". */
  readonly wording?: Readonly<Record<string, string>>;
  /** Interview follow-up probes. */
  readonly probes?: readonly string[];
  /** Interview only: the seniorities it suits; all when omitted. */
  readonly levels?: readonly Seniority[];
};

export type Topic = {
  readonly id: string;
  readonly label: string;
  /** What the topic covers, shown beside its checkbox and under its heading. */
  readonly blurb: string;
};

/** An interview competency: what a strong answer shows, what should worry you, and the 1/3/5 anchors. */
export type Competency = Topic & {
  readonly good: readonly string[];
  readonly redFlags: readonly string[];
  /** Anchors for scores 1, 3 and 5; 2 and 4 sit between them. */
  readonly rubric: readonly [string, string, string];
};

export type Option = { readonly value: string; readonly label: string };

export type SurveySpec = {
  readonly mode: 'survey';
  /** "engagement survey", "exit interview": used in sentences and headings. */
  readonly noun: string;
  /** The document's title; {company}, {audience}, {subject}. */
  readonly title: string;
  readonly fileStem: string;
  /** Label of the free-text audience box; its value shows under the title as "For: …". None: no box. */
  readonly audienceLabel?: string;
  /** A choice that changes which questions apply (the check-in of an onboarding survey, a 360 rater). */
  readonly variant?: {
    readonly label: string;
    readonly options: readonly (Option & { readonly intro?: string })[];
  };
  /** The person a 360 review is about; its value fills {subject}. */
  readonly subjectLabel?: string;
  readonly scales: readonly ScaleId[];
  readonly topics: readonly Topic[];
  readonly questions: readonly BankQuestion[];
  /** Asked when the visitor keeps the eNPS question on (format `nps`). */
  readonly enps?: BankQuestion;
  /** Open questions that close every survey, under "Final thoughts". */
  readonly final: readonly BankQuestion[];
  /** Paragraphs to respondents; {company}, {audience}, {subject}, {minutes}. */
  readonly intro: readonly string[];
  readonly closing: string;
  readonly minCount: number;
  readonly maxCount: number;
  /** The smallest group results are reported for when anonymous (5 unless set; 3 suits 360 raters). */
  readonly minGroup?: number;
  readonly defaults: SurveyChoices;
};

export type SurveyChoices = {
  readonly company: string;
  readonly audience: string;
  readonly variant: string;
  readonly subject: string;
  readonly topics: readonly string[];
  /** Typed by the visitor, so a string: it is checked, not trusted. */
  readonly count: string;
  readonly scale: ScaleId;
  readonly enps: boolean;
  readonly anonymous: boolean;
};

export const INTERVIEW_LENGTHS = ['30', '45', '60', '90'] as const;
export type InterviewLength = (typeof INTERVIEW_LENGTHS)[number];

export type InterviewSpec = {
  readonly mode: 'interview';
  /** "behavioral interview guide". */
  readonly noun: string;
  /** The document's title; {role}, {company}. */
  readonly title: string;
  readonly fileStem: string;
  /** How the questions are framed, said in the guide's notes to the interviewer. */
  readonly approach: string;
  /** What the competency checkboxes are called ("Competencies", "Areas to cover"). */
  readonly topicsLabel: string;
  readonly competencies: readonly Competency[];
  readonly questions: readonly BankQuestion[];
  readonly opening: readonly BankQuestion[];
  readonly closing: readonly BankQuestion[];
  readonly defaults: InterviewChoices;
};

export type InterviewChoices = {
  readonly role: string;
  readonly company: string;
  readonly seniority: Seniority;
  readonly competencies: readonly string[];
  readonly length: InterviewLength;
};

export type QuestionSetSpec = SurveySpec | InterviewSpec;
export type Choices = SurveyChoices | InterviewChoices;

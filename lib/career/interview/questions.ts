import { createRandom, shuffle } from '@/lib/kit/random';

/** The kinds of question the mock interview asks; their labels are in content/tools/career/interview-questions.ts. */
export type InterviewType = 'behavioral' | 'situational' | 'technical' | 'general';

/** The role families with questions of their own (role knowledge); `general` suits any role. */
export type InterviewRole =
  | 'general'
  | 'engineering'
  | 'data'
  | 'product'
  | 'sales'
  | 'customer'
  | 'people'
  | 'marketing'
  | 'operations';

export interface Question {
  readonly id: string;
  readonly text: string;
  /** What the interviewer listens for. */
  readonly listenFor: string;
}

/** The questions to pick from, by type, and for role knowledge by role (content/tools/career/interview-questions.ts). */
export type QuestionBank = {
  readonly behavioral: readonly Question[];
  readonly situational: readonly Question[];
  readonly general: readonly Question[];
  readonly technical: Readonly<Record<InterviewRole, readonly Question[]>>;
};

/**
 * Picks `count` questions of `type` for `role` from `bank`, in a varied order that `seed` fixes.
 * Role knowledge adds the general role questions to a role's own.
 */
export function pickQuestions(
  bank: QuestionBank,
  type: InterviewType,
  role: InterviewRole,
  count: number,
  seed: number,
): Question[] {
  const pool =
    type === 'behavioral'
      ? bank.behavioral
      : type === 'situational'
        ? bank.situational
        : type === 'general'
          ? bank.general
          : [...bank.technical[role], ...(role === 'general' ? [] : bank.technical.general)];
  const shuffled = shuffle(pool, createRandom(seed).next);
  return shuffled.slice(0, Math.max(1, Math.min(count, shuffled.length)));
}

export const MAX_QUESTIONS = 10;

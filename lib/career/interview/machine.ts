import type { Question } from './questions';

/**
 * The mock interview as a state machine, free of timers and the DOM so it can be tested tick by
 * tick: set-up, then for each question prep time, answer time and a review, then the summary.
 * The island sends one `tick` a second while a clock runs.
 */
export const STAR_KEYS = ['situation', 'task', 'action', 'result'] as const;
export type StarKey = (typeof STAR_KEYS)[number];
/** Self-rating per STAR element: 0 not rated, 1 missing, 2 partly, 3 clearly. */
export type StarRating = Readonly<Record<StarKey, 0 | 1 | 2 | 3>>;

export interface Answer {
  readonly text: string;
  readonly notes: string;
  readonly rating: StarRating;
  /** Seconds spent answering. */
  readonly seconds: number;
  /** The clock ran out rather than the visitor finishing. */
  readonly timedOut: boolean;
}

export type Phase = 'setup' | 'prep' | 'answer' | 'review' | 'summary';

export interface InterviewState {
  readonly phase: Phase;
  readonly questions: readonly Question[];
  readonly index: number;
  readonly prepSeconds: number;
  readonly answerSeconds: number;
  /** Seconds left on the running clock (prep or answer). */
  readonly remaining: number;
  readonly answers: readonly Answer[];
}

export type InterviewEvent =
  | { type: 'start'; questions: readonly Question[]; prepSeconds: number; answerSeconds: number }
  | { type: 'tick' }
  | { type: 'begin-answer' }
  | { type: 'stop-answer' }
  | { type: 'next' }
  | { type: 'type'; text: string }
  | { type: 'notes'; text: string }
  | { type: 'rate'; key: StarKey; value: 1 | 2 | 3 }
  | { type: 'restart' };

const UNRATED: StarRating = { situation: 0, task: 0, action: 0, result: 0 };
const blankAnswer = (): Answer => ({ text: '', notes: '', rating: UNRATED, seconds: 0, timedOut: false });

export const INITIAL_STATE: InterviewState = {
  phase: 'setup',
  questions: [],
  index: 0,
  prepSeconds: 30,
  answerSeconds: 120,
  remaining: 0,
  answers: [],
};

function updateAnswer(state: InterviewState, patch: Partial<Answer>): InterviewState {
  return {
    ...state,
    answers: state.answers.map((answer, index) => (index === state.index ? { ...answer, ...patch } : answer)),
  };
}

function toQuestion(state: InterviewState, index: number): InterviewState {
  return state.prepSeconds > 0
    ? { ...state, index, phase: 'prep', remaining: state.prepSeconds }
    : { ...state, index, phase: 'answer', remaining: state.answerSeconds };
}

function endAnswer(state: InterviewState, timedOut: boolean): InterviewState {
  return {
    ...updateAnswer(state, { seconds: state.answerSeconds - state.remaining, timedOut }),
    phase: 'review',
    remaining: 0,
  };
}

export function interviewReducer(state: InterviewState, event: InterviewEvent): InterviewState {
  switch (event.type) {
    case 'start':
      if (state.phase !== 'setup' || event.questions.length === 0) return state;
      return toQuestion(
        {
          ...state,
          questions: event.questions,
          prepSeconds: Math.max(0, event.prepSeconds),
          answerSeconds: Math.max(10, event.answerSeconds),
          answers: event.questions.map(blankAnswer),
        },
        0,
      );
    case 'tick':
      if (state.phase !== 'prep' && state.phase !== 'answer') return state;
      if (state.remaining > 1) return { ...state, remaining: state.remaining - 1 };
      return state.phase === 'prep'
        ? { ...state, phase: 'answer', remaining: state.answerSeconds }
        : endAnswer({ ...state, remaining: 0 }, true);
    case 'begin-answer':
      return state.phase === 'prep' ? { ...state, phase: 'answer', remaining: state.answerSeconds } : state;
    case 'stop-answer':
      return state.phase === 'answer' ? endAnswer(state, false) : state;
    case 'next':
      if (state.phase !== 'review') return state;
      return state.index + 1 < state.questions.length
        ? toQuestion(state, state.index + 1)
        : { ...state, phase: 'summary' };
    case 'type':
      return state.phase === 'answer' || state.phase === 'review'
        ? updateAnswer(state, { text: event.text })
        : state;
    case 'notes':
      return state.phase === 'setup' ? state : updateAnswer(state, { notes: event.text });
    case 'rate': {
      const current = state.answers[state.index];
      if (!current || state.phase !== 'review') return state;
      return updateAnswer(state, { rating: { ...current.rating, [event.key]: event.value } });
    }
    case 'restart':
      return { ...INITIAL_STATE, prepSeconds: state.prepSeconds, answerSeconds: state.answerSeconds };
  }
}

export function formatClock(seconds: number): string {
  const safe = Math.max(0, Math.round(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}

const spoken = (seconds: number) =>
  seconds >= 60 && seconds % 60 === 0
    ? `${seconds / 60} ${seconds === 60 ? 'minute' : 'minutes'}`
    : seconds > 60
      ? `${Math.floor(seconds / 60)} minute${seconds >= 120 ? 's' : ''} ${seconds % 60} seconds`
      : `${seconds} seconds`;

/**
 * What a screen reader hears about the clock: only at the start, halfway, 30 and 10 seconds left,
 * never every second. `undefined` means say nothing new.
 */
export function clockAnnouncement(
  phase: 'prep' | 'answer',
  remaining: number,
  total: number,
): string | undefined {
  const what = phase === 'prep' ? 'preparation' : 'answer';
  if (remaining === total)
    return `${phase === 'prep' ? 'Preparation' : 'Answer'} time started: ${spoken(total)}.`;
  const half = Math.floor(total / 2);
  if (remaining === half && half > 30) return `Half your ${what} time is left: ${spoken(half)}.`;
  if (remaining === 30 && total > 30) return `30 seconds of ${what} time left.`;
  if (remaining === 10 && total > 10) return `10 seconds of ${what} time left.`;
  return undefined;
}

/**
 * The clock's live-region text: the latest announcement due, so the region changes only at the
 * start, halfway, 30 and 10 seconds (a screen reader speaks a change, not a re-render).
 */
export function clockStatus(phase: 'prep' | 'answer', remaining: number, total: number): string {
  for (let second = remaining; second <= total; second += 1) {
    const said = clockAnnouncement(phase, second, total);
    if (said) return said;
  }
  return '';
}

import { describe, expect, it } from 'vitest';
import { analyzeAnswer } from '@/lib/career/interview/feedback';
import {
  clockAnnouncement,
  formatClock,
  INITIAL_STATE,
  interviewReducer,
  type InterviewEvent,
  type InterviewState,
} from '@/lib/career/interview/machine';
import { INTERVIEW_QUESTIONS } from '@/content/tools/career/interview-questions';
import {
  pickQuestions as pickFrom,
  type InterviewRole,
  type InterviewType,
} from '@/lib/career/interview/questions';

/** Picks from the site's own bank. */
const pickQuestions = (type: InterviewType, role: InterviewRole, count: number, seed: number) =>
  pickFrom(INTERVIEW_QUESTIONS, type, role, count, seed);

const run = (events: InterviewEvent[], from: InterviewState = INITIAL_STATE) =>
  events.reduce(interviewReducer, from);
const ticks = (n: number): InterviewEvent[] => Array.from({ length: n }, () => ({ type: 'tick' }));
const questions = pickQuestions('behavioral', 'general', 2, 7);
const start: InterviewEvent = { type: 'start', questions, prepSeconds: 5, answerSeconds: 20 };

describe('the question bank', () => {
  it('picks the asked number, without repeats, the same way for the same seed', () => {
    expect(questions).toHaveLength(2);
    expect(pickQuestions('behavioral', 'general', 2, 7)).toEqual(questions);
    const all = pickQuestions('technical', 'engineering', 10, 3);
    expect(new Set(all.map((q) => q.id)).size).toBe(10);
    expect(all.filter((q) => q.id.startsWith('t-eng'))).toHaveLength(5);
    expect(pickQuestions('general', 'sales', 99, 1)).toHaveLength(10);
  });
});

describe('the interview state machine', () => {
  it('runs prep, then answer time, then review, on the clock', () => {
    let state = run([start]);
    expect(state).toMatchObject({ phase: 'prep', index: 0, remaining: 5 });
    state = run(ticks(4), state);
    expect(state).toMatchObject({ phase: 'prep', remaining: 1 });
    state = run(ticks(1), state);
    expect(state).toMatchObject({ phase: 'answer', remaining: 20 });
    state = run([{ type: 'type', text: 'I led the migration.' }, ...ticks(20)], state);
    expect(state.phase).toBe('review');
    expect(state.answers[0]).toMatchObject({ text: 'I led the migration.', seconds: 20, timedOut: true });
  });

  it('lets the visitor skip prep, stop early, rate, take notes and move on to the summary', () => {
    let state = run([start, { type: 'begin-answer' }, ...ticks(8), { type: 'stop-answer' }]);
    expect(state.answers[0]).toMatchObject({ seconds: 8, timedOut: false });
    state = run(
      [{ type: 'rate', key: 'result', value: 3 }, { type: 'notes', text: 'Add numbers' }, { type: 'next' }],
      state,
    );
    expect(state.answers[0]!.rating).toEqual({ situation: 0, task: 0, action: 0, result: 3 });
    expect(state.answers[0]!.notes).toBe('Add numbers');
    expect(state).toMatchObject({ phase: 'prep', index: 1 });
    state = run([{ type: 'begin-answer' }, { type: 'stop-answer' }, { type: 'next' }], state);
    expect(state.phase).toBe('summary');
    expect(run([{ type: 'restart' }], state)).toMatchObject({ phase: 'setup', answers: [], prepSeconds: 5 });
  });

  it('ignores events that do not fit the phase', () => {
    expect(run([{ type: 'tick' }, { type: 'next' }, { type: 'stop-answer' }])).toEqual(INITIAL_STATE);
    const prep = run([start]);
    expect(run([{ type: 'rate', key: 'task', value: 2 }, { type: 'next' }], prep)).toEqual(prep);
    expect(run([{ ...start, prepSeconds: 0 }])).toMatchObject({ phase: 'answer', remaining: 20 });
  });
});

describe('the clock', () => {
  it('formats minutes and seconds', () => {
    expect(formatClock(125)).toBe('2:05');
    expect(formatClock(0)).toBe('0:00');
  });

  it('is announced at the start, halfway, 30 and 10 seconds, and not in between', () => {
    const said = Array.from({ length: 120 }, (_, i) => clockAnnouncement('answer', 120 - i, 120)).filter(
      Boolean,
    );
    expect(said).toEqual([
      'Answer time started: 2 minutes.',
      'Half your answer time is left: 1 minute.',
      '30 seconds of answer time left.',
      '10 seconds of answer time left.',
    ]);
    expect(clockAnnouncement('prep', 30, 30)).toBe('Preparation time started: 30 seconds.');
    expect(clockAnnouncement('prep', 29, 30)).toBeUndefined();
  });
});

describe('feedback on a typed answer', () => {
  it('finds all four STAR elements and numbers in a complete answer', () => {
    const answer =
      'At my last job our team was missing its hiring plan by a wide margin. My goal was to fill 12 engineering roles in one quarter. ' +
      'I built a referral program, then I trained 8 hiring managers on structured interviews and I reviewed every scorecard within 48 hours. ' +
      'As a result we hired 14 engineers, cut time to fill from 52 to 34 days, and I learned how much fast feedback matters to candidates. ' +
      'The program is still running and now produces a third of our hires across product, design and data teams every quarter.';
    const feedback = analyzeAnswer(answer);
    expect(feedback.star).toEqual({ situation: true, task: true, action: true, result: true });
    expect(feedback.hasNumbers).toBe(true);
    expect(feedback.length).toBe('good');
    expect(feedback.tips).toEqual([]);
    expect(feedback.spokenSeconds).toBe(Math.round((feedback.words / 140) * 60));
  });

  it('counts filler words and names what is missing', () => {
    const feedback = analyzeAnswer(
      'Um, so basically I, uh, helped the team, you know, with stuff. Um, it went well.',
    );
    expect(feedback.fillers).toEqual([
      { word: 'um', count: 2 },
      { word: 'uh', count: 1 },
      { word: 'you know', count: 1 },
      { word: 'basically', count: 1 },
    ]);
    expect(feedback.length).toBe('short');
    expect(feedback.star.result).toBe(false);
    expect(feedback.tips).toContain(
      'Add a number if you can: how many, how much, how fast, or by what percentage.',
    );
    expect(feedback.tips).toContain('5 filler words: pause instead; a short silence sounds more confident.');
    expect(analyzeAnswer('').tips[0]).toMatch(/^No typed answer/);
  });
});

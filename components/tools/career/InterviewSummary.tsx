'use client';

import { useState } from 'react';
import { isAiConfigured } from '@/lib/ai/configured';
import type { AiAnswerFeedback } from '@/lib/career/interview/ai';
import { analyzeAnswer, STAR_NAMES } from '@/lib/career/interview/feedback';
import { formatClock, STAR_KEYS, type Answer } from '@/lib/career/interview/machine';
import type { Question } from '@/lib/career/interview/questions';
import { AiEmulatedNote } from '../kit/AiEmulatedNote';
import { actionButton } from '../kit/buttons';
import type { Recordings } from './useRecorder';
import styles from './career.module.css';

export const RATING_NAMES = ['Not rated', 'Missing', 'Partly', 'Clearly'] as const;

type AiState =
  | { phase: 'pending' }
  | { phase: 'done'; feedback: AiAnswerFeedback; emulated: boolean }
  | { phase: 'failed'; message: string };

const extension = (type: string) => (type.includes('mp4') ? 'mp4' : type.includes('ogg') ? 'ogg' : 'webm');

/** The end of the interview: every answer with its on-device feedback, self-rating, notes and recording. */
export function InterviewSummary({
  questions,
  answers,
  recordings,
  behavioral,
  aiEnabled,
}: {
  questions: readonly Question[];
  answers: readonly Answer[];
  recordings: Recordings;
  behavioral: boolean;
  aiEnabled: boolean;
}) {
  const [ai, setAi] = useState<Record<number, AiState>>({});

  async function askFeedback(index: number) {
    setAi((current) => ({ ...current, [index]: { phase: 'pending' } }));
    try {
      const { answerFeedbackWithAi } = await import('@/lib/career/interview/ai');
      const result = await answerFeedbackWithAi(questions[index]!.text, answers[index]!.text);
      setAi((current) => ({
        ...current,
        [index]: result.ok
          ? { phase: 'done', feedback: result.data, emulated: result.emulated === true }
          : { phase: 'failed', message: result.message },
      }));
    } catch {
      setAi((current) => ({
        ...current,
        [index]: {
          phase: 'failed',
          message: 'The AI coach could not be loaded. Check your connection and try again.',
        },
      }));
    }
  }

  return (
    <ol className={styles.summaryList}>
      {questions.map((question, index) => {
        const answer = answers[index]!;
        const feedback = analyzeAnswer(answer.text, behavioral);
        const recording = recordings[index];
        const state = ai[index];
        return (
          <li key={question.id} className={styles.entry}>
            <h3 className={styles.subTitle}>
              Question {index + 1}: {question.text}
            </h3>
            <p className={styles.muted}>
              Answered in {formatClock(answer.seconds)}
              {answer.timedOut ? ' (time ran out)' : ''}. A strong answer shows: {question.listenFor}
            </p>
            {answer.text.trim() ? (
              <p className={`${styles.preview} ${styles.prewrap}`}>{answer.text}</p>
            ) : null}
            {recording ? (
              <div className={styles.field}>
                {recording.type.startsWith('audio') ? (
                  <audio controls src={recording.url} aria-label={`Recording of answer ${index + 1}`} />
                ) : (
                  <video
                    controls
                    playsInline
                    src={recording.url}
                    className={styles.video}
                    aria-label={`Recording of answer ${index + 1}`}
                  />
                )}
                <a
                  className={actionButton}
                  href={recording.url}
                  download={`mock-interview-answer-${index + 1}.${extension(recording.type)}`}
                >
                  Download recording {index + 1}
                </a>
              </div>
            ) : null}
            <h4 className={styles.subTitle}>Feedback from this browser</h4>
            <ul className={styles.flags}>
              {[...feedback.findings, ...feedback.tips].map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className={styles.muted}>
              Your STAR self-rating:{' '}
              {STAR_KEYS.map(
                (key) => `${STAR_NAMES[key]} ${RATING_NAMES[answer.rating[key]].toLowerCase()}`,
              ).join(' · ')}
            </p>
            {answer.notes.trim() ? (
              <p className={`${styles.muted} ${styles.prewrap}`}>Notes: {answer.notes}</p>
            ) : null}
            {aiEnabled && isAiConfigured() && answer.text.trim() ? (
              <div className={styles.field}>
                <p className={styles.actions}>
                  <button
                    type="button"
                    className={actionButton}
                    disabled={state?.phase === 'pending'}
                    onClick={() => void askFeedback(index)}
                  >
                    {state?.phase === 'pending'
                      ? 'Asking the AI coach…'
                      : `Feedback with AI on answer ${index + 1}`}
                  </button>
                </p>
                <div role="status" aria-live="polite">
                  {state?.phase === 'failed' ? <p className={styles.error}>{state.message}</p> : null}
                  {state?.phase === 'done' ? (
                    <div className={styles.preview}>
                      {state.emulated ? <AiEmulatedNote className={styles.muted} /> : null}
                      <h4>AI coach: what worked</h4>
                      <ul>
                        {state.feedback.strengths.map((item, i) => (
                          <li key={i}>{item}</li>
                        ))}
                      </ul>
                      <h4>AI coach: what to improve</h4>
                      <ul>
                        {state.feedback.improvements.map((item, i) => (
                          <li key={i}>{item}</li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                </div>
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

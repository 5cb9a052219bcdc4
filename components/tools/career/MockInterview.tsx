'use client';

import { useEffect, useReducer, useRef, useState } from 'react';
import { HowItWorks } from '@/components/tools/kit/Method';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { isAiConfigured } from '@/lib/ai/configured';
import { STAR_NAMES } from '@/lib/career/interview/feedback';
import {
  clockStatus,
  formatClock,
  INITIAL_STATE,
  interviewReducer,
  STAR_KEYS,
} from '@/lib/career/interview/machine';
import {
  MAX_QUESTIONS,
  pickQuestions,
  type InterviewRole,
  type InterviewType,
} from '@/lib/career/interview/questions';
import {
  INTERVIEW_QUESTIONS,
  INTERVIEW_ROLES,
  INTERVIEW_TYPES,
} from '@/content/tools/career/interview-questions';
import { actionButton, primaryActionButton } from '../kit/buttons';
import { InterviewSummary, RATING_NAMES } from './InterviewSummary';
import { useRecorder } from './useRecorder';
import styles from './career.module.css';

const STAR_QUESTIONS = {
  situation: 'Did you set the scene?',
  task: 'Did you say what you had to achieve?',
  action: 'Did you say what you did yourself?',
  result: 'Did you give the outcome, with a number?',
} as const;

const ANSWER_TIMES = [60, 90, 120, 180] as const;
const PREP_TIMES = [0, 15, 30, 60] as const;

/**
 * The mock interview: one question at a time with prep and answer clocks, typed answers and notes,
 * optional camera and microphone recording kept in this tab, a STAR self-rating after each answer,
 * and feedback at the end. Everything runs in the browser; AI feedback is an extra on request.
 */
export function MockInterview({ method }: { method: readonly string[] }) {
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(interviewReducer, INITIAL_STATE);
  const [type, setType] = useState<InterviewType>('behavioral');
  const [role, setRole] = useState<InterviewRole>('general');
  const [count, setCount] = useState(5);
  const [answerSeconds, setAnswerSeconds] = useState<number>(120);
  const [prepSeconds, setPrepSeconds] = useState<number>(30);
  const [record, setRecord] = useState(false);
  const recorder = useRecorder();
  const heading = useRef<HTMLHeadingElement>(null);
  const preview = useRef<HTMLVideoElement>(null);
  const { phase, index, remaining } = state;
  const question = state.questions[index];
  const answer = state.answers[index];
  const clockRunning = phase === 'prep' || phase === 'answer';

  // One tick a second while a clock runs; the machine decides what a tick means.
  useEffect(() => {
    if (!clockRunning) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => window.clearInterval(timer);
  }, [clockRunning, phase, index]);

  // Each new stage takes focus, so keyboard and screen-reader users land on the question; but a
  // visitor still typing when the clock runs out keeps their place in the answer box.
  useEffect(() => {
    if (phase === 'setup') return;
    const active = document.activeElement;
    if (phase === 'review' && active instanceof HTMLTextAreaElement && active.isConnected) return;
    heading.current?.focus();
  }, [phase, index]);

  // Recording follows the answer clock; a camera allowed mid-answer starts recording at once.
  const { start: startRecording, stop: stopRecording } = recorder;
  const recorderReady = recorder.state.status === 'ready';
  useEffect(() => {
    if (phase === 'answer' && recorderReady) startRecording(index);
    else stopRecording();
  }, [phase, index, recorderReady, startRecording, stopRecording]);

  const stream = recorder.state.status === 'ready' ? recorder.state.stream : null;
  useEffect(() => {
    if (preview.current && preview.current.srcObject !== stream) preview.current.srcObject = stream;
  });

  function start() {
    dispatch({
      type: 'start',
      questions: pickQuestions(INTERVIEW_QUESTIONS, type, role, count, Date.now()),
      prepSeconds,
      answerSeconds,
    });
    if (record && recorder.state.status !== 'ready') void recorder.turnOn();
  }

  function restart() {
    recorder.stop();
    recorder.clear();
    recorder.turnOff();
    dispatch({ type: 'restart' });
  }

  const total = phase === 'prep' ? state.prepSeconds : state.answerSeconds;
  const liveClock = clockRunning ? clockStatus(phase, remaining, total) : '';

  return (
    <div className={styles.island} data-ready={hydrated ? 'true' : undefined}>
      {phase === 'setup' ? (
        <form
          className={styles.panel}
          aria-labelledby="mi-setup-title"
          onSubmit={(event) => {
            event.preventDefault();
            start();
          }}
        >
          <h2 id="mi-setup-title" className={styles.panelTitle}>
            Set up your practice interview
          </h2>
          <div className={styles.grid}>
            <div className={styles.field}>
              <label htmlFor="mi-type" className={styles.label}>
                Question type
              </label>
              <select
                id="mi-type"
                className={styles.select}
                value={type}
                onChange={(e) => setType(e.target.value as InterviewType)}
              >
                {(Object.keys(INTERVIEW_TYPES) as InterviewType[]).map((id) => (
                  <option key={id} value={id}>
                    {INTERVIEW_TYPES[id]}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="mi-role" className={styles.label}>
                Role
              </label>
              <select
                id="mi-role"
                className={styles.select}
                value={role}
                onChange={(e) => setRole(e.target.value as InterviewRole)}
              >
                {(Object.keys(INTERVIEW_ROLES) as InterviewRole[]).map((id) => (
                  <option key={id} value={id}>
                    {INTERVIEW_ROLES[id]}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="mi-count" className={styles.label}>
                Number of questions
              </label>
              <select
                id="mi-count"
                className={styles.select}
                value={count}
                onChange={(e) => setCount(Number(e.target.value))}
              >
                {Array.from({ length: MAX_QUESTIONS }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="mi-answer" className={styles.label}>
                Time to answer
              </label>
              <select
                id="mi-answer"
                className={styles.select}
                value={answerSeconds}
                onChange={(e) => setAnswerSeconds(Number(e.target.value))}
              >
                {ANSWER_TIMES.map((s) => (
                  <option key={s} value={s}>
                    {s < 120 ? `${s} seconds` : `${s / 60} minutes`}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="mi-prep" className={styles.label}>
                Time to prepare
              </label>
              <select
                id="mi-prep"
                className={styles.select}
                value={prepSeconds}
                onChange={(e) => setPrepSeconds(Number(e.target.value))}
              >
                {PREP_TIMES.map((s) => (
                  <option key={s} value={s}>
                    {s === 0 ? 'None' : `${s} seconds`}
                  </option>
                ))}
              </select>
            </div>
            <label className={`${styles.check} ${styles.full}`}>
              <input type="checkbox" checked={record} onChange={(e) => setRecord(e.target.checked)} />
              Record my answers with camera and microphone (kept on this device only)
            </label>
          </div>
          <p className={styles.help}>
            Answer out loud as you would in the room, and type your key points in the answer box: the feedback
            at the end reads what you type. Recordings stay in this browser tab until you leave the page.
          </p>
          <p className={styles.actions}>
            <button type="submit" className={primaryActionButton}>
              Start interview
            </button>
          </p>
        </form>
      ) : null}

      {question && answer && (phase === 'prep' || phase === 'answer' || phase === 'review') ? (
        <section className={`${styles.panel} ${styles.stage}`} aria-labelledby="mi-stage-title">
          <h2
            id="mi-stage-title"
            ref={heading}
            tabIndex={-1}
            className={`${styles.panelTitle} ${styles.stageHeading}`}
          >
            Question {index + 1} of {state.questions.length}
            {phase === 'prep' ? ': prepare' : phase === 'answer' ? ': answer' : ': review'}
          </h2>
          <p className={styles.question}>{question.text}</p>
          {clockRunning ? (
            <>
              <p className={`${styles.clock} ${remaining <= 10 ? styles.clockLow : ''}`} aria-hidden="true">
                {formatClock(remaining)}
              </p>
              <div className={styles.meter} aria-hidden="true">
                <div className={styles.meterFill} style={{ width: `${(remaining / total) * 100}%` }} />
              </div>
            </>
          ) : null}
          <p role="status" aria-live="polite" className={styles.status}>
            {phase === 'review'
              ? answer.timedOut
                ? 'Time is up. Rate your answer and add notes, then go on.'
                : 'Answer stopped. Rate your answer and add notes, then go on.'
              : liveClock}
          </p>
          {recorder.state.status === 'failed' ? (
            <p className={styles.alert}>{recorder.state.message}</p>
          ) : null}
          {recorder.state.status === 'asking' ? (
            <p className={styles.notice}>Waiting for camera and microphone permission…</p>
          ) : null}
          {stream && clockRunning && recorder.state.status === 'ready' && recorder.state.video ? (
            <video
              ref={preview}
              className={styles.video}
              autoPlay
              muted
              playsInline
              aria-label="Your camera"
            />
          ) : null}
          {stream && phase === 'answer' ? <p className={styles.muted}>Recording this answer.</p> : null}

          {phase === 'answer' || phase === 'review' ? (
            <div className={styles.field}>
              <label htmlFor="mi-answer-text" className={styles.label}>
                Your answer (type your key points)
              </label>
              <textarea
                id="mi-answer-text"
                className={styles.textarea}
                value={answer.text}
                maxLength={6000}
                onChange={(e) => dispatch({ type: 'type', text: e.target.value })}
              />
            </div>
          ) : null}

          {phase === 'review' ? (
            <>
              <div className={styles.rubric}>
                {STAR_KEYS.map((key) => (
                  <fieldset key={key} className={styles.fieldset}>
                    <legend className={styles.label}>
                      {STAR_NAMES[key]}: {STAR_QUESTIONS[key]}
                    </legend>
                    <div className={styles.actions}>
                      {([1, 2, 3] as const).map((value) => (
                        <label key={value} className={styles.check}>
                          <input
                            type="radio"
                            name={`mi-rate-${key}`}
                            checked={answer.rating[key] === value}
                            onChange={() => dispatch({ type: 'rate', key, value })}
                          />
                          {RATING_NAMES[value]}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                ))}
              </div>
              <div className={styles.field}>
                <label htmlFor="mi-notes" className={styles.label}>
                  Notes on this answer
                </label>
                <textarea
                  id="mi-notes"
                  className={styles.textarea}
                  value={answer.notes}
                  maxLength={3000}
                  onChange={(e) => dispatch({ type: 'notes', text: e.target.value })}
                />
              </div>
            </>
          ) : null}

          <p className={styles.actions}>
            {phase === 'prep' ? (
              <button
                type="button"
                className={primaryActionButton}
                onClick={() => dispatch({ type: 'begin-answer' })}
              >
                Start answering now
              </button>
            ) : null}
            {phase === 'answer' ? (
              <button
                type="button"
                className={primaryActionButton}
                onClick={() => dispatch({ type: 'stop-answer' })}
              >
                Stop answer
              </button>
            ) : null}
            {phase === 'review' ? (
              <button
                type="button"
                className={primaryActionButton}
                onClick={() => dispatch({ type: 'next' })}
              >
                {index + 1 < state.questions.length ? 'Next question' : 'See summary'}
              </button>
            ) : null}
            <button type="button" className={actionButton} onClick={restart}>
              End and start over
            </button>
          </p>
        </section>
      ) : null}

      {phase === 'summary' ? (
        <section className={styles.panel} aria-labelledby="mi-summary-title">
          <h2
            id="mi-summary-title"
            ref={heading}
            tabIndex={-1}
            className={`${styles.panelTitle} ${styles.stageHeading}`}
          >
            Your interview summary
          </h2>
          <p className={styles.help}>
            Feedback below is worked out in your browser from what you typed: length, STAR elements, filler
            words and numbers. It reads words, not meaning, so treat it as prompts for your next try.
          </p>
          <InterviewSummary
            questions={state.questions}
            answers={state.answers}
            recordings={recorder.recordings}
            behavioral={type === 'behavioral'}
            aiEnabled={hydrated && isAiConfigured()}
          />
          <p className={styles.actions}>
            <button type="button" className={primaryActionButton} onClick={restart}>
              Practice again
            </button>
            {recorder.state.status === 'ready' ? (
              <button type="button" className={actionButton} onClick={recorder.turnOff}>
                Turn off camera and microphone
              </button>
            ) : null}
          </p>
        </section>
      ) : null}
      <HowItWorks
        method={method}
        placeholder="Questions, timers, recordings and feedback all run in your browser; nothing is uploaded unless you ask for AI feedback on an answer."
      />
    </div>
  );
}

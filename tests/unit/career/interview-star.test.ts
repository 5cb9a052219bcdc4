import { describe, expect, it } from 'vitest';
import { analyzeAnswer } from '@/lib/career/interview/feedback';
import { readStar } from '@/lib/career/interview/star';
import { ANSWERS, type LabelledAnswer } from './interview-answers';
import { HELD_OUT_ANSWERS } from './interview-answers-held-out';

type Label = 's' | 't' | 'a' | 'r' | 'm';
const NAMES: Record<Label, string> = {
  s: 'Situation',
  t: 'Task',
  a: 'Action',
  r: 'Result',
  m: 'Measurable result',
};

const LABELS = ['s', 't', 'a', 'r', 'm'] as const;

function predicted(text: string): Record<Label, boolean> {
  const { star, measurableResult } = readStar(text);
  return { s: star.situation, t: star.task, a: star.action, r: star.result, m: measurableResult };
}

function score(label: Label, answers: readonly LabelledAnswer[]) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const misses: string[] = [];
  for (const answer of answers) {
    const said = predicted(answer.text)[label];
    if (said && answer[label]) tp += 1;
    else if (said) {
      fp += 1;
      misses.push(`  false ${label}: ${answer.text.slice(0, 90)}`);
    } else if (answer[label]) {
      fn += 1;
      misses.push(`  missed ${label}: ${answer.text.slice(0, 90)}`);
    }
  }
  return { precision: tp / (tp + fp || 1), recall: tp / (tp + fn || 1), misses };
}

describe('STAR detection on hand-labelled answers', () => {
  it('has at least 40 answers of every kind, and a held-out set at least as large', () => {
    expect(ANSWERS.length).toBeGreaterThanOrEqual(40);
    expect(HELD_OUT_ANSWERS.length).toBeGreaterThanOrEqual(ANSWERS.length);
  });

  // The held-out figure is the headline: the detector's rules were never fitted to those answers.
  it('prints precision and recall per part, held-out first', () => {
    const fmt = (label: Label, answers: readonly LabelledAnswer[]) => {
      const { precision, recall } = score(label, answers);
      return `precision ${precision.toFixed(2)}, recall ${recall.toFixed(2)}`;
    };
    console.info(
      `STAR detection, held-out (${HELD_OUT_ANSWERS.length} answers) | tuning (${ANSWERS.length})\n${LABELS.map(
        (label) => `  ${NAMES[label].padEnd(18)} ${fmt(label, HELD_OUT_ANSWERS)} | ${fmt(label, ANSWERS)}`,
      ).join('\n')}`,
    );
  });

  it.each(LABELS)('finds %s with high precision and recall on held-out answers', (label) => {
    const { precision, recall, misses } = score(label, HELD_OUT_ANSWERS);
    console.info(`held-out ${NAMES[label]}:\n${misses.join('\n')}`);
    expect(precision).toBeGreaterThanOrEqual(0.85);
    expect(recall).toBeGreaterThanOrEqual(0.85);
  });

  it.each(LABELS)('finds %s with high precision and recall', (label) => {
    const { precision, recall, misses } = score(label, ANSWERS);
    console.info(
      `${NAMES[label]}: precision ${precision.toFixed(2)}, recall ${recall.toFixed(2)} over ${ANSWERS.length} answers\n${misses.join('\n')}`,
    );
    expect(precision).toBeGreaterThanOrEqual(0.85);
    expect(recall).toBeGreaterThanOrEqual(0.85);
  });
});

/** Pairs of things the summary could say about one answer that cannot both be true. */
function contradictions(lines: readonly string[]): string[] {
  const has = (pattern: RegExp) => lines.some((line) => pattern.test(line));
  const found = lines.find((line) => line.startsWith('STAR elements found:')) ?? '';
  const problems: string[] = [];
  const tipFor: Record<string, RegExp> = {
    Situation: /^Set the scene/,
    Task: /^Say what you were responsible/,
    Action: /^Say what you did/,
    Result: /^Finish with the outcome/,
  };
  for (const [name, tip] of Object.entries(tipFor)) {
    if (found.includes(name) && has(tip)) problems.push(`${name} found, yet a tip asks for it`);
    if (found && !found.includes(name) && !has(tip) && !has(/^No typed answer/))
      problems.push(`${name} missing, yet no tip asks for it`);
  }
  const resultClaimed = has(/^Measurable result|^Result without a number/);
  if (resultClaimed && found && !found.includes('Result'))
    problems.push('a result is described but not found');
  if (has(/^No result found/) && found.includes('Result')) problems.push('Result found and not found');
  if (has(/^Measurable result|^Includes numbers/) && has(/^Add a number/))
    problems.push('has a number, yet is asked to add one');
  if (
    has(/^Result without a number|^No numbers|^No result found/) &&
    !has(/^Add a number/) &&
    !has(/^No typed answer/)
  )
    problems.push('no number, yet no tip to add one');
  if (has(/^Under about 60 words/) && has(/^Over about 330 words/))
    problems.push('both too short and too long');
  if (has(/^Filler words: none/) && has(/filler words: pause/)) problems.push('no fillers, yet too many');
  return problems;
}

describe('feedback on every labelled answer', () => {
  const extra = ['', 'Yes.', 'I did it.', 'In 2019, 5 years ago, I had 10 years of experience.'];
  it.each([true, false])('never contradicts itself (behavioral question: %s)', (behavioral) => {
    for (const text of [...ANSWERS.map((a) => a.text), ...extra]) {
      const feedback = analyzeAnswer(text, behavioral);
      expect(contradictions([...feedback.findings, ...feedback.tips]), text).toEqual([]);
    }
  });

  it('credits a short answer with a scene, an action and a measured result, and asks for nothing it has', () => {
    const feedback = analyzeAnswer(
      'When I joined the support team, tickets were taking four days to get a first reply. I set up a triage rota and wrote reply templates for the common questions. Response time fell from 4 days to 6 hours.',
    );
    expect(feedback.findings).toContain('STAR elements found: Situation, Action, Result.');
    expect(feedback.findings).toContain('Measurable result: the outcome includes a number.');
    expect(feedback.tips.join(' ')).not.toMatch(
      /Finish with the outcome|Add a number|Set the scene|Say what you did/,
    );
  });

  it('does not take a year or a career length for a measurable result', () => {
    const feedback = analyzeAnswer(
      'In 2019, about 5 years ago, I had 10 years of experience as a recruiter. I rebuilt our interview guides and I trained the hiring managers to use them. The hiring managers adopted the new guides.',
    );
    expect(feedback.star.result).toBe(true);
    expect(feedback.measurableResult).toBe(false);
    expect(feedback.findings).toContain('Result without a number: the outcome is there but not measured.');
    expect(feedback.tips).toContain(
      'Add a number if you can: how many, how much, how fast, or by what percentage.',
    );
  });
});

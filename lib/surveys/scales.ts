import type { AnswerFormat, ScaleId } from './spec';

/**
 * Five labelled points each, every point named: fully labelled scales are read more consistently
 * than ones with labelled ends only, and a middle point lets people who are neutral say so.
 */
export const SCALES: Record<ScaleId, { readonly label: string; readonly points: readonly string[] }> = {
  agreement: {
    label: '5-point agreement (Strongly disagree to Strongly agree)',
    points: ['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree'],
  },
  frequency: {
    label: '5-point frequency (Never to Always)',
    points: ['Never', 'Rarely', 'Sometimes', 'Often', 'Always'],
  },
  satisfaction: {
    label: '5-point satisfaction (Very dissatisfied to Very satisfied)',
    points: [
      'Very dissatisfied',
      'Dissatisfied',
      'Neither satisfied nor dissatisfied',
      'Satisfied',
      'Very satisfied',
    ],
  },
  effectiveness: {
    label: '5-point effectiveness, with behavioral anchors',
    points: [
      '1 Not yet effective: rarely shows this',
      '2 Developing: shows it sometimes, with support',
      '3 Effective: shows it reliably',
      '4 Very effective: shows it in hard situations too',
      '5 Role model: others learn it from them',
    ],
  },
};

export const NPS_POINTS = [
  '0 Not at all likely',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10 Extremely likely',
];

export const FORMAT_LABELS: Record<AnswerFormat, string> = {
  scale: 'Rating scale',
  nps: '0-10 scale',
  choice: 'Single choice',
  multi: 'Multiple choice',
  open: 'Open text',
  question: 'Interview question',
};

/** The answer options a question shows for the survey's scale. */
export function optionsFor(
  format: AnswerFormat,
  scale: ScaleId,
  own: readonly string[] = [],
): readonly string[] {
  if (format === 'scale') return SCALES[scale].points;
  if (format === 'nps') return NPS_POINTS;
  if (format === 'choice' || format === 'multi') return own;
  return [];
}

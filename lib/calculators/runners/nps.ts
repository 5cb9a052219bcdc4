import * as calc from '@/lib/calculators/nps';
import { count, number, percent } from '../../kit/numbers';
import { pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

/** The usual rule-of-thumb reading of a score: above 0 good, 50 and up excellent. */
function reading(nps: number): { text: string; tone: 'good' | 'warning' | 'bad' } {
  if (nps >= 50) return { text: 'Excellent: far more promoters than detractors.', tone: 'good' };
  if (nps > 0) return { text: 'Good: more promoters than detractors.', tone: 'good' };
  if (nps === 0) return { text: 'Even: as many detractors as promoters.', tone: 'warning' };
  return { text: 'Needs work: more detractors than promoters.', tone: 'bad' };
}

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => pick(values, ['mode', 'promoters', 'passives', 'detractors', 'scores']),
  present(_input, result, explain) {
    const read = reading(result.nps);
    const primary = { label: 'Net Promoter Score', value: number(result.nps, 1), tone: read.tone };
    const secondary = [
      {
        label: 'Promoters (9–10)',
        value: percent(result.promoterPercent, 1),
        hint: count(result.promoters, 'response'),
      },
      {
        label: 'Passives (7–8)',
        value: percent(result.passivePercent, 1),
        hint: count(result.passives, 'response'),
      },
      {
        label: 'Detractors (0–6)',
        value: percent(result.detractorPercent, 1),
        hint: count(result.detractors, 'response'),
      },
      { label: 'Responses', value: number(result.responses, 0) },
    ];
    return {
      primary,
      secondary,
      summary: read.text,
      summaryTone: read.tone,
      tables: [],
      explain,
      copyText: copyTextOf('NPS', [primary, ...secondary], read.text),
    };
  },
});

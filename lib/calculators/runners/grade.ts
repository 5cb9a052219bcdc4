import * as calc from '@/lib/calculators/grade';
import { rows, text } from '../../tools/fields';
import { number, percent } from '../../kit/numbers';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => ({
    categories: rows(values, 'categories'),
    finalWeight: text(values, 'finalWeight'),
    targetGrade: text(values, 'targetGrade'),
  }),
  present(input, result, explain) {
    const primary = {
      label: 'Current grade',
      value: `${percent(result.currentGrade, 2)} (${result.letter})`,
    };
    const needed =
      input.final && result.neededOnFinal !== null
        ? {
            label: `Needed on the final for ${percent(input.final.target, 2)}`,
            value: result.neededStatus === 'secured' ? 'Already secured' : percent(result.neededOnFinal, 2),
            tone:
              result.neededStatus === 'aboveMaximum'
                ? ('bad' as const)
                : result.neededStatus === 'secured'
                  ? ('good' as const)
                  : undefined,
          }
        : undefined;
    const summary =
      result.neededStatus === 'aboveMaximum'
        ? `Even 100% on the final leaves you short of ${percent(input.final?.target ?? 0, 2)}.`
        : result.neededStatus === 'secured'
          ? `You reach ${percent(input.final?.target ?? 0, 2)} even with 0 on the final.`
          : result.neededStatus === 'reachable'
            ? `Score ${percent(result.neededOnFinal ?? 0, 2)} or more on the final to finish with ${percent(input.final?.target ?? 0, 2)}.`
            : input.finalMissing
              ? calc.finalMissingNote(input.finalMissing)
              : undefined;
    const secondary = [
      ...(needed ? [needed] : []),
      {
        label: 'Weights entered',
        value: percent(result.totalWeight, 2),
        hint: result.normalised ? 'Scaled to 100%' : undefined,
      },
    ];
    return {
      primary,
      secondary,
      summary,
      summaryTone:
        result.neededStatus === 'aboveMaximum'
          ? 'bad'
          : result.neededStatus === 'secured'
            ? 'good'
            : undefined,
      tables: [
        {
          id: 'categories',
          caption: 'How each category counts',
          columns: [
            { label: 'Category' },
            { label: 'Score', numeric: true },
            { label: 'Weight', numeric: true },
            { label: 'Points toward the grade', numeric: true },
          ],
          rows: result.categories.map((category, index) => [
            category.name || `Category ${index + 1}`,
            percent(category.score, 2),
            percent(category.share, 2),
            number(category.points, 2),
          ]),
        },
      ],
      explain,
      copyText: copyTextOf('Grade', [primary, ...secondary], summary),
    };
  },
});

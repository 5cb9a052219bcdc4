import * as calc from '@/lib/calculators/age';
import { formatLongDate } from '@/lib/kit/date-format';
import { number } from '../../kit/numbers';
import { pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

const plural = (n: number, word: string) => `${number(n, 0)} ${word}${n === 1 ? '' : 's'}`;

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => pick(values, ['birthDate', 'asOf', 'leapDayRule']),
  present(_input, result, explain) {
    const primary = {
      label: 'Age',
      value: `${plural(result.years, 'year')}, ${plural(result.months, 'month')}, ${plural(result.days, 'day')}`,
    };
    const secondary = [
      {
        label: 'Next birthday',
        value: formatLongDate(result.nextBirthday),
        hint: `Turning ${result.nextAge}, in ${plural(result.daysUntilNextBirthday, 'day')}`,
      },
      { label: 'In months', value: plural(result.totalMonths, 'month') },
      {
        label: 'In weeks',
        value: `${plural(result.totalWeeks, 'week')}${result.extraDays ? `, ${plural(result.extraDays, 'day')}` : ''}`,
      },
      { label: 'In days', value: plural(result.totalDays, 'day') },
      { label: 'Born on a', value: result.weekdayBorn },
    ];
    const summary = result.isBirthdayToday ? `Happy birthday! ${result.years} today.` : undefined;
    return {
      primary,
      secondary,
      summary,
      summaryTone: summary ? 'good' : undefined,
      tables: [],
      explain,
      copyText: copyTextOf('Age', [primary, ...secondary], summary),
    };
  },
});

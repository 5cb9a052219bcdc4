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
  input: (values) => pick(values, ['birthDate', 'asOf', 'leapDayRule', 'birthTime', 'asOfTime']),
  present(_input, result, explain) {
    const clock = result.clock;
    const primary = {
      label: 'Age',
      value: `${plural(result.years, 'year')}, ${plural(result.months, 'month')}, ${plural(result.days, 'day')}${clock ? `, ${plural(clock.hours, 'hour')}` : ''}`,
    };
    const countdown = clock
      ? `${plural(clock.untilNext.days, 'day')}, ${plural(clock.untilNext.hours, 'hour')} and ${plural(clock.untilNext.minutes, 'minute')}`
      : plural(result.daysUntilNextBirthday, 'day');
    const secondary = [
      {
        label: 'Next birthday',
        value: formatLongDate(result.nextBirthday),
        hint: `Turning ${result.nextAge}, in ${countdown}`,
      },
      { label: 'In months', value: plural(result.totalMonths, 'month') },
      {
        label: 'In weeks',
        value: `${plural(result.totalWeeks, 'week')}${result.extraDays ? `, ${plural(result.extraDays, 'day')}` : ''}`,
      },
      { label: 'In days', value: plural(result.totalDays, 'day') },
      ...(clock ? [{ label: 'In hours', value: plural(clock.totalHours, 'hour') }] : []),
      { label: 'Born on a', value: result.weekdayBorn },
    ];
    // Before the time of birth on the birthday itself, the new age is still a few hours away.
    const summary = result.isBirthdayToday
      ? result.daysUntilNextBirthday === 0
        ? `Happy birthday! ${result.nextAge} today, in ${countdown}.`
        : `Happy birthday! ${result.years} today.`
      : undefined;
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

import * as calc from '@/lib/calculators/percentage';
import { text } from '../../tools/fields';
import { number, percent } from '../../kit/numbers';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

/** Each mode has its own pair of boxes on the page; the calculator reads them as x and y. */
const KEYS = {
  percentOf: { x: 'percent', y: 'of' },
  whatPercent: { x: 'part', y: 'whole' },
  change: { x: 'from', y: 'to' },
} as const;

const modeOf = (value: string): keyof typeof KEYS =>
  value in KEYS ? (value as keyof typeof KEYS) : 'percentOf';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => {
    const mode = modeOf(text(values, 'mode'));
    return { mode, x: text(values, KEYS[mode].x), y: text(values, KEYS[mode].y) };
  },
  fieldOf: (path, values) => {
    const key = String(path[0] ?? '');
    const keys = KEYS[modeOf(text(values, 'mode'))];
    return key === 'x' ? keys.x : key === 'y' ? keys.y : key;
  },
  present(input, result, explain) {
    let primary;
    let summary: string;
    if (input.mode === 'percentOf') {
      primary = { label: `${percent(input.x, 4)} of ${number(input.y, 6)}`, value: number(result.value, 6) };
      summary = `${percent(input.x, 4)} of ${number(input.y, 6)} is ${number(result.value, 6)}.`;
    } else if (input.mode === 'whatPercent') {
      primary = {
        label: `${number(input.x, 6)} out of ${number(input.y, 6)}`,
        value: percent(result.value, 4),
      };
      summary = `${number(input.x, 6)} is ${percent(result.value, 4)} of ${number(input.y, 6)}.`;
    } else {
      const sign = result.value > 0 ? '+' : '';
      primary = {
        label: result.direction === 'no change' ? 'No change' : `Percent ${result.direction}`,
        value: `${sign}${percent(result.value, 4)}`,
        tone: result.value > 0 ? ('good' as const) : result.value < 0 ? ('bad' as const) : undefined,
      };
      summary = `From ${number(input.x, 6)} to ${number(input.y, 6)} is a change of ${sign}${number(result.difference ?? 0, 6)}.`;
    }
    return {
      primary,
      secondary: [],
      summary,
      tables: [],
      explain,
      copyText: copyTextOf('Percentage', [primary], summary),
    };
  },
});

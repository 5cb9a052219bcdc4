/**
 * What one keystroke costs the word and character counters on a long text: builds a text of
 * 100,000 words (paragraphs of varied sentences, seeded), then types into it at random places and
 * prints the milliseconds each key took to count, beside counting the whole text again (what the
 * counters did before the live counter). Issue 14's goal: at most 50 ms a key on this machine.
 *
 *   npx tsx scripts/bench/text-count.ts [--words=100000] [--keys=200]
 */
import { createRandom } from '../../lib/kit/random';
import { topKeywords } from '../../lib/writing/keywords';
import { smsInfo, xLength } from '../../lib/writing/limits';
import { LiveCounter } from '../../lib/writing/live-count';
import { readability } from '../../lib/writing/readability';
import { analyze } from '../../lib/writing/stats';
import { longText } from './long-text';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const WORDS = arg('words', 100_000);
const KEYS = arg('keys', 200);

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

function time(work: () => void): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

function main() {
  let text = longText(WORDS, 1);
  const counter = new LiveCounter();
  const first = time(() => counter.count(text));
  const random = createRandom(2);
  const live: number[] = [];
  const sms: number[] = [];
  for (let key = 0; key < KEYS; key += 1) {
    // Half the keys at the end (typing on), half anywhere (editing).
    const at = key % 2 ? text.length : Math.floor(random.next() * text.length);
    text = `${text.slice(0, at)}${random.pick(['e', ' ', 's', '.', '\n'])}${text.slice(at)}`;
    live.push(time(() => counter.count(text)));
    sms.push(time(() => smsInfo(text)));
  }
  const whole: number[] = [];
  for (let run = 0; run < 3; run += 1)
    whole.push(
      time(() => {
        const stats = analyze(text);
        readability(stats.wordList, stats.sentences);
        topKeywords(stats.wordList);
        xLength(text);
      }),
    );
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const words = counter.count(text).stats.words;
  console.log(
    `Text: ${words.toLocaleString('en-US')} words, ${text.length.toLocaleString('en-US')} characters.`,
  );
  console.log(`First count of the whole text (page load, paste): ${ms(first)}`);
  console.log(
    `Live counter, per key (${KEYS} keys): median ${ms(percentile(live, 50))}, 95th percentile ${ms(percentile(live, 95))}, slowest ${ms(Math.max(...live))}`,
  );
  console.log(
    `SMS parts (character counter), per key: median ${ms(percentile(sms, 50))}, 95th percentile ${ms(percentile(sms, 95))}`,
  );
  console.log(
    `Counting the whole text again, as every key did before, now in windows: median of 3 ${ms(percentile(whole, 50))} (walked in one go, the 10,000-word text took 4.7 s and this one ran out of memory)`,
  );
  const worst = percentile(live, 95) + percentile(sms, 95);
  console.log(
    `Goal: at most 50 ms a key. ${worst <= 50 ? 'Met' : 'Missed'}: ${ms(worst)} at the 95th percentile.`,
  );
}

main();

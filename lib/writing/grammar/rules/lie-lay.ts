import type { Problem } from '../problems';
import { MODALS, PREPOSITIONS } from './lexicon';
import { matchCase, replace, ruleProblem } from './problem';
import type { Sentence, Token } from './tokens';

/**
 * "Lay" used for "lie" (to rest somewhere, which takes no object): "I need to lay down", "the files
 * are laying on my desk", "I laid in bed", "it has laid untouched". Only where nothing is being
 * put down: a form of "lay" followed by where or how something rests, not by an object.
 */
const RESTING = new Set([
  'awake',
  'idle',
  'untouched',
  'unused',
  'dormant',
  'still',
  'low',
  'flat',
  'around',
  'about',
  'there',
  'here',
  'unopened',
  'unread',
  'empty',
  'ahead',
  'open',
]);
const DOWN_ENDS = new Set(
  'and or but so if when because before after until while again now today tonight then soon'.split(' '),
);
const HAVE = new Set(['has', 'have', 'had', 'having']);

/** The word after `i` says where or how something rests, not what is put down. */
function resting(tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  if (!next) return false;
  if (!next.word) return /^[.,;:!?)]$/.test(next.text);
  // "laid around 200 people off" is a number, not a place.
  if (['around', 'about'].includes(next.lower) && /^\p{N}/u.test(tokens[i + 2]?.text ?? '')) return false;
  if (RESTING.has(next.lower)) return true;
  if (next.lower === 'down') {
    const after = tokens[i + 2];
    // Not "lay down the law" or "laying down new rules": nothing but a clause's end may follow.
    return !after || !after.word || PREPOSITIONS.has(after.lower) || DOWN_ENDS.has(after.lower);
  }
  return ['on', 'in', 'under', 'beside', 'behind', 'near'].includes(next.lower);
}

export function lieLayRules(text: string, sentences: Sentence[]): Problem[] {
  const out: Problem[] = [];
  const add = (token: Token, fix: string, message: string) =>
    out.push(
      ruleProblem(
        text,
        'lie-lay',
        token.start,
        token.end,
        'Word choice',
        message,
        [replace(matchCase(token.text, fix))],
        {
          safe: true,
          outranks: true,
        },
      ),
    );
  for (const { tokens } of sentences) {
    tokens.forEach((token, i) => {
      const before = tokens[i - 1]?.lower ?? '';
      const letBefore = tokens.slice(Math.max(0, i - 4), i).some((t) => ['let', 'lets'].includes(t.lower));
      if (
        token.lower === 'lay' &&
        (before === 'to' || MODALS.has(before) || letBefore) &&
        resting(tokens, i)
      ) {
        add(token, 'lie', 'To rest somewhere is “lie”; “lay” means to put something down.');
      } else if (token.lower === 'laying' && before !== '' && resting(tokens, i)) {
        add(token, 'lying', 'Something resting somewhere is “lying”; “laying” means putting something down.');
      } else if (
        token.lower === 'laid' &&
        resting(tokens, i) &&
        tokens[i + 1]?.word &&
        !PREPOSITIONS.has(tokens[i + 1]!.lower)
      ) {
        const perfect = HAVE.has(before);
        add(
          token,
          perfect ? 'lain' : 'lay',
          perfect
            ? 'Having rested somewhere is “lain”; “laid” means put something down.'
            : 'Rested somewhere, in the past, is “lay”; “laid” means put something down.',
        );
      } else if (token.lower === 'laid' && tokens[i + 1]?.lower === 'in' && tokens[i + 2]?.lower === 'bed') {
        add(
          token,
          HAVE.has(before) ? 'lain' : 'lay',
          'Rested somewhere, in the past, is “lay”; “laid” means put something down.',
        );
      } else if (token.lower === 'lays' && i > 0 && resting(tokens, i) && tokens[i + 1]?.word) {
        add(token, 'lies', 'Resting somewhere is “lies”; “lays” means puts something down.');
      }
    });
  }
  return out;
}

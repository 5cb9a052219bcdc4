import type { InputProblem } from '@/lib/writing/rewrite/input';
import textStyles from './text.module.css';

const fmt = (n: number) => n.toLocaleString('en-US');

/**
 * What the tool says about the text itself, right under the box (and tied to it with
 * aria-describedby): its length against the limit, and a notice when it does not look like English.
 */
export function InputNotes({
  id,
  words,
  limit,
  problem,
  nonEnglish,
  tool,
}: {
  id: string;
  words: number;
  limit: number;
  problem: InputProblem | null;
  nonEnglish: boolean;
  /** "the paraphraser", as the messages name it. */
  tool: string;
}) {
  return (
    <div id={id} aria-live="polite">
      <p className={textStyles.small} data-word-count>
        {fmt(words)} of {fmt(limit)} words
      </p>
      {problem?.kind === 'too-long' ? (
        <p className={textStyles.errorNote} data-input-message="too-long">
          Your text has {fmt(problem.words)} words; {tool} takes up to {fmt(problem.limit)} at a time. Nothing
          was cut: shorten the text or work through it in parts.
        </p>
      ) : null}
      {nonEnglish ? (
        <p className={textStyles.warnNote} data-input-message="non-english">
          This does not look like English. The word lists and rules here are English only, so expect few
          changes, or odd ones.
        </p>
      ) : null}
    </div>
  );
}

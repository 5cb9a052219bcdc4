import type { Ref } from 'react';
import { isSpellingProblem } from '@/lib/writing/grammar/dictionary';
import { fixLabel, kindLabel, type Fix, type Problem } from '@/lib/writing/grammar/problems';
import styles from './grammar.module.css';
import { actionButton, primaryActionButton } from '../kit/buttons';
import textStyles from './text.module.css';

/** Harper writes `code` spans in its messages; show them as code, never as HTML. */
function Message({ text }: { text: string }) {
  return <>{text.split('`').map((part, index) => (index % 2 ? <code key={index}>{part}</code> : part))}</>;
}

/** A few words either side of the problem, cut at spaces. */
function context(text: string, problem: Problem): { before: string; after: string } {
  let before = text.slice(Math.max(0, problem.start - 40), problem.start);
  let after = text.slice(problem.end, problem.end + 40);
  if (problem.start > 40) before = `…${before.replace(/^\S*\s/, '')}`;
  if (problem.end + 40 < text.length) after = `${after.replace(/\s\S*$/, '')}…`;
  return { before: before.replace(/\s+/g, ' '), after: after.replace(/\s+/g, ' ') };
}

/** One problem: where it is, what is wrong, the fixes as buttons, Ignore and, for a misspelling, Add to dictionary. */
export function ProblemCard({
  problem,
  text,
  index,
  active,
  cardRef,
  onFix,
  onIgnore,
  onAddWord,
}: {
  problem: Problem;
  text: string;
  index: number;
  active: boolean;
  cardRef?: Ref<HTMLLIElement>;
  onFix: (problem: Problem, fix: Fix) => void;
  onIgnore: (problem: Problem) => void;
  onAddWord?: (problem: Problem) => void;
}) {
  const { before, after } = context(text, problem);
  const titleId = `problem-${index}-title`;
  return (
    <li
      ref={cardRef}
      id={`problem-${problem.id}`}
      className={`${styles.problem} ${active ? styles.problemActive : ''}`}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-problem-card
    >
      <p id={titleId} className={styles.problemKind}>
        {kindLabel(problem.kind)}
        <span className="visually-hidden">: {problem.flagged}</span>
      </p>
      <p className={styles.context}>
        {before}
        <mark className={textStyles.mark}>{problem.flagged}</mark>
        {after}
      </p>
      <p id={`problem-${problem.id}-message`} className={styles.problemMessage}>
        <Message text={problem.message} />
      </p>
      <div className={styles.fixes}>
        {problem.fixes.map((fix) => (
          <button
            key={`${fix.kind}-${fix.text}`}
            type="button"
            className={primaryActionButton}
            onClick={() => onFix(problem, fix)}
          >
            {fixLabel(problem, fix)}
          </button>
        ))}
        <button type="button" className={actionButton} onClick={() => onIgnore(problem)}>
          Ignore
        </button>
        {onAddWord && isSpellingProblem(problem) ? (
          <button type="button" className={actionButton} onClick={() => onAddWord(problem)}>
            Add “{problem.flagged}” to dictionary
          </button>
        ) : null}
      </div>
    </li>
  );
}

import type { ComponentProps } from 'react';
import type { InputProblem } from '@/lib/writing/rewrite/input';
import { InputNotes } from './InputNotes';
import { TextBox } from './TextBox';
import textStyles from './text.module.css';

/**
 * The text tools' editor: the box for the visitor's text and, tied to it, what the tool says about
 * that text (its length against the limit, a notice when it does not look like English).
 */
export function TextEditor({
  id,
  value,
  onChange,
  placeholder,
  storage,
  restored,
  words,
  limit,
  problem,
  nonEnglish,
  tool,
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
  storage: ComponentProps<typeof TextBox>['storage'];
  restored: ComponentProps<typeof TextBox>['restored'];
  words: number;
  limit: number;
  problem: InputProblem | null;
  nonEnglish: boolean;
  /** "the paraphraser", as the messages name it. */
  tool: string;
}) {
  return (
    <div className={textStyles.editor}>
      <TextBox
        id={`${id}-text`}
        label="Your text"
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        storage={storage}
        restored={restored}
        describedBy={`${id}-notes`}
      />
      <InputNotes
        id={`${id}-notes`}
        words={words}
        limit={limit}
        problem={problem}
        nonEnglish={nonEnglish}
        tool={tool}
      />
    </div>
  );
}

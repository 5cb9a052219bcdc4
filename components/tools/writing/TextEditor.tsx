import type { ComponentProps } from 'react';
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
  ...notes
}: Omit<ComponentProps<typeof InputNotes>, 'id'> & {
  id: string;
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
  storage: ComponentProps<typeof TextBox>['storage'];
  restored: ComponentProps<typeof TextBox>['restored'];
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
      <InputNotes id={`${id}-notes`} {...notes} />
    </div>
  );
}

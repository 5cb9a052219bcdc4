import fieldStyles from '../fields/fields.module.css';

/** The visitor's list of words and phrases that no rule may change, with a visible label and note. */
export function FrozenWords({
  id,
  value,
  onChange,
  tool,
}: {
  id: string;
  value: string;
  onChange: (next: string) => void;
  /** "the paraphraser", as the note names it. */
  tool: string;
}) {
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        Words to keep unchanged
      </label>
      <input
        id={id}
        type="text"
        className={fieldStyles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="e.g. Acme Cloud, on-call, PTO"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${id}-note`}
      />
      <p id={`${id}-note`} className={fieldStyles.help}>
        Separate words or phrases with commas. {tool.charAt(0).toUpperCase() + tool.slice(1)} never changes,
        moves or removes them, however they are capitalized.
      </p>
    </div>
  );
}

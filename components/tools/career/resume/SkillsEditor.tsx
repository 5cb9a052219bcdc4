import { memo, useState } from 'react';
import { addSkills, removeSkill, skillsToAdd } from '@/lib/career/resume/edit';
import { LIMITS } from '@/lib/career/resume/model';
import fieldStyles from '@/components/tools/fields/fields.module.css';
import type { EditorActions } from './editor-api';
import styles from './builder.module.css';

export const SKILLS_INPUT_ID = 'rb-skills-input';
const chipButtonId = (index: number) => `rb-skill-${index}-remove`;

/**
 * Skills as chips: Enter, a comma or leaving the box adds what was typed (so nothing typed is lost),
 * and a pasted comma-separated list becomes many chips at once.
 */
export const SkillsEditor = memo(function SkillsEditor({
  skills,
  actions,
}: {
  skills: readonly string[];
  actions: EditorActions;
}) {
  const { edit, focusLater } = actions;
  const [typed, setTyped] = useState('');
  const [said, setSaid] = useState('');
  const full = skills.length >= LIMITS.skills;

  const commit = (text: string, keep = '') => {
    const added = skillsToAdd(skills, text);
    if (added.length) edit((r) => addSkills(r, text).resume);
    setTyped(keep);
    if (added.length) setSaid(`Added ${added.join(', ')}.`);
    else if (text.trim() && full) setSaid(`You have ${LIMITS.skills} skills, the most this builder keeps.`);
    else if (text.trim()) setSaid(`${text.trim()} is already in your skills.`);
  };

  return (
    <section className={styles.card} aria-labelledby="rb-h-skills">
      <h3 id="rb-h-skills" className={styles.cardTitle}>
        Skills
      </h3>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={SKILLS_INPUT_ID}>
          Add skills
        </label>
        <div className={styles.skillAdd}>
          <input
            id={SKILLS_INPUT_ID}
            className={fieldStyles.input}
            value={typed}
            maxLength={LIMITS.long}
            autoComplete="off"
            aria-describedby="rb-skills-help"
            onChange={(event) => {
              const value = event.target.value;
              const cut = Math.max(value.lastIndexOf(','), value.lastIndexOf(';'), value.lastIndexOf('\n'));
              if (cut >= 0) commit(value.slice(0, cut), value.slice(cut + 1).trimStart());
              else setTyped(value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commit(typed);
              }
            }}
            onBlur={() => {
              if (typed.trim()) commit(typed);
            }}
          />
          <button type="button" className={styles.smallButton} onClick={() => commit(typed)}>
            Add
          </button>
        </div>
        <p id="rb-skills-help" className={fieldStyles.help}>
          Press Enter or type a comma after each skill; paste a comma-separated list to add many. Use the job
          posting’s own words.
        </p>
      </div>
      {skills.length ? (
        <ul className={styles.chips} aria-label="Your skills">
          {skills.map((skill, index) => (
            <li key={`${skill}-${index}`} className={styles.chip}>
              <span className={styles.chipText}>{skill}</span>
              <button
                type="button"
                id={chipButtonId(index)}
                className={styles.chipRemove}
                aria-label={`Remove skill: ${skill}`}
                onClick={() => {
                  edit((r) => removeSkill(r, index));
                  setSaid(`Removed ${skill}.`);
                  const remaining = skills.length - 1;
                  focusLater(
                    remaining === 0 ? SKILLS_INPUT_ID : chipButtonId(Math.min(index, remaining - 1)),
                  );
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={fieldStyles.help}>No skills yet.</p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
    </section>
  );
});

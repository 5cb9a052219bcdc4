import { updateItem } from '@/lib/career/resume/edit';
import { memo } from 'react';
import type { Education } from '@/lib/career/resume/model';
import { fieldKey } from '@/lib/career/resume/validate';
import fieldStyles from '@/components/tools/fields/fields.module.css';
import { addButtonId, entryDomId, type SectionProps } from './editor-api';
import { DateField, EntryControls, TextField, UndoBar } from './fields';
import styles from './builder.module.css';

export const schoolLabel = (school: Education) =>
  [school.degree.trim(), school.school.trim()].filter(Boolean).join(', ') || 'untitled education';

export const EducationEditor = memo(function EducationEditor({
  schools,
  actions,
  errors,
  undo,
}: SectionProps & { schools: readonly Education[] }) {
  const { edit } = actions;
  return (
    <section className={styles.card} aria-labelledby="rb-h-education">
      <h3 id="rb-h-education" className={styles.cardTitle}>
        Education
      </h3>
      <ol className={styles.entries}>
        {schools.map((school, index) => {
          const key = (field: string) => fieldKey('education', school.id, field);
          const change = (patch: Partial<Education>) =>
            edit((r) => updateItem(r, 'education', school.id, patch));
          return (
            <li key={school.id} id={entryDomId('education', school.id)} className={styles.entry}>
              <fieldset className={fieldStyles.fieldset}>
                <legend className={styles.entryLegend}>School {index + 1}</legend>
                <div className={fieldStyles.grid}>
                  <TextField
                    name={key('school')}
                    label="School"
                    value={school.school}
                    onChange={(value) => change({ school: value })}
                    wide
                  />
                  <TextField
                    name={key('degree')}
                    label="Degree"
                    placeholder="B.S., MBA, Certificate"
                    value={school.degree}
                    onChange={(degree) => change({ degree })}
                  />
                  <TextField
                    name={key('field')}
                    label="Field of study"
                    value={school.field}
                    onChange={(field) => change({ field })}
                  />
                  <TextField
                    name={key('location')}
                    label="Location"
                    value={school.location}
                    onChange={(location) => change({ location })}
                  />
                  <DateField
                    name={key('end')}
                    legend="Graduation (or expected)"
                    value={school.end}
                    error={errors[key('end')]}
                    onChange={(end) => change({ end })}
                  />
                  <TextField
                    name={key('details')}
                    label="Details, one per line (optional)"
                    multiline
                    rows={2}
                    help="Honors, a GPA of 3.5 or higher, a thesis or relevant coursework."
                    value={school.details}
                    onChange={(details) => change({ details })}
                    wide
                  />
                </div>
                <EntryControls
                  label={schoolLabel(school)}
                  idBase={entryDomId('education', school.id)}
                  index={index}
                  count={schools.length}
                  onMove={(delta) => actions.move('education', school.id, delta)}
                  onRemove={() => actions.remove('education', school.id, schoolLabel(school))}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <UndoBar undo={undo} place="education" onUndo={actions.restore} />
      <button
        type="button"
        id={addButtonId('education')}
        className={styles.addButton}
        onClick={() => actions.add('education')}
      >
        + Add education
      </button>
    </section>
  );
});

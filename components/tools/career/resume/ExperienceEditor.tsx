import { updateItem } from '@/lib/career/resume/edit';
import { memo } from 'react';
import type { Experience } from '@/lib/career/resume/model';
import { fieldDomId, fieldKey } from '@/lib/career/resume/validate';
import { cx } from '@/components/ui/cx';
import fieldStyles from '@/components/tools/fields/fields.module.css';
import { addButtonId, entryDomId, type SectionProps } from './editor-api';
import { DateField, EntryControls, TextField, UndoBar } from './fields';
import styles from './builder.module.css';

export const jobLabel = (job: Experience) =>
  [job.role.trim() || 'untitled role', job.company.trim()].filter(Boolean).join(' at ');

export const ExperienceEditor = memo(function ExperienceEditor({
  jobs,
  actions,
  errors,
  undo,
}: SectionProps & { jobs: readonly Experience[] }) {
  const { edit } = actions;
  return (
    <section className={styles.card} aria-labelledby="rb-h-experience">
      <h3 id="rb-h-experience" className={styles.cardTitle}>
        Experience
      </h3>
      <p className={fieldStyles.help}>Newest role first. Three to five achievements each, with numbers.</p>
      <ol className={styles.entries}>
        {jobs.map((job, index) => {
          const key = (field: string) => fieldKey('experience', job.id, field);
          const change = (patch: Partial<Experience>) =>
            edit((r) => updateItem(r, 'experience', job.id, patch));
          const currentId = fieldDomId(key('current'));
          return (
            <li key={job.id} id={entryDomId('experience', job.id)} className={styles.entry}>
              <fieldset className={fieldStyles.fieldset}>
                <legend className={styles.entryLegend}>Role {index + 1}</legend>
                <div className={fieldStyles.grid}>
                  <TextField
                    name={key('role')}
                    label="Job title"
                    value={job.role}
                    onChange={(role) => change({ role })}
                  />
                  <TextField
                    name={key('company')}
                    label="Employer"
                    value={job.company}
                    onChange={(company) => change({ company })}
                  />
                  <TextField
                    name={key('location')}
                    label="Location"
                    value={job.location}
                    onChange={(location) => change({ location })}
                    wide
                  />
                  <DateField
                    name={key('start')}
                    legend="Start date"
                    value={job.start}
                    error={errors[key('start')]}
                    onChange={(start) => change({ start })}
                  />
                  <div className={styles.endDate}>
                    <DateField
                      name={key('end')}
                      legend="End date"
                      value={job.end}
                      disabled={job.current}
                      error={job.current ? undefined : errors[key('end')]}
                      onChange={(end) => change({ end })}
                    />
                    <label className={styles.checkbox} htmlFor={currentId}>
                      <input
                        id={currentId}
                        type="checkbox"
                        checked={job.current}
                        onChange={(event) => change({ current: event.target.checked })}
                      />
                      <span>I work here now</span>
                    </label>
                  </div>
                  <TextField
                    name={key('highlights')}
                    label="Achievements, one per line"
                    multiline
                    rows={5}
                    help="Start with a verb and give a number: “Cut time to fill from 52 to 34 days.”"
                    value={job.highlights}
                    onChange={(highlights) => change({ highlights })}
                    wide
                  />
                </div>
                <EntryControls
                  label={jobLabel(job)}
                  idBase={entryDomId('experience', job.id)}
                  index={index}
                  count={jobs.length}
                  onMove={(delta) => actions.move('experience', job.id, delta)}
                  onRemove={() => actions.remove('experience', job.id, jobLabel(job))}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <UndoBar undo={undo} place="experience" onUndo={actions.restore} />
      <button
        type="button"
        id={addButtonId('experience')}
        className={cx(styles.addButton)}
        onClick={() => actions.add('experience')}
      >
        + Add role
      </button>
    </section>
  );
});
